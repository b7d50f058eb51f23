import type { PageParams } from '@console/contracts/envelope';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { LawyerErrors } from '@console/contracts/error-codes';
import { isValidIdCard, LawyerAction, LawyerStatus, PRACTICE_START_MIN_YEAR, PROVINCES } from '@console/contracts/lawyer';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { dictLabels } from '../../../platform/dict-labels';
import { badField, ServiceError } from '../../../platform/errors';
import { formatDateTime } from '../../../platform/excel';
import { unsignedFileUrl } from '../../../platform/file-store';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { isLawyerAttachment } from './attachments';
import type { LawyerFilter, LawyerSubmit } from '@console/contracts/audit/lawyer';

export type LawyerInput = Static<typeof LawyerSubmit>;
type Filter = Static<typeof LawyerFilter>;
/** Who acts: a staff member, or nobody (the applicant, through the public intake). */
export type Actor = { id: number; nickname: string } | null;

export const ROW_COLUMNS = [
  'id',
  'name',
  'sex',
  'mobile',
  'licenceNo',
  'lawFirm',
  'province',
  'city',
  'practiceStartYear',
  'specialties',
  'status',
  'submitTime',
  'submitCount',
  'version',
  'auditUserName',
  'auditTime',
  'auditReason',
] as const;
const DETAIL_COLUMNS = [...ROW_COLUMNS, 'idCard', 'biography', 'licencePhotoUrl', 'idCardFrontUrl', 'idCardBackUrl'] as const;

// ---- validation ----

/** What the schema cannot say: checksums, the dictionary, the file store, the calendar. Returns the input trimmed. */
export async function validateApplication(db: Db, input: LawyerInput): Promise<LawyerInput> {
  const trimmed = {
    ...input,
    name: input.name.trim(),
    mobile: input.mobile.trim(),
    idCard: input.idCard.toUpperCase(),
    lawFirm: input.lawFirm.trim(),
    province: input.province.trim(),
    city: input.city.trim(),
    biography: (input.biography ?? '').trim(),
  };
  if (trimmed.name.length < 2) throw badField('body.name', '姓名至少 2 个字');
  if (!isValidIdCard(trimmed.idCard)) throw badField('body.idCard', '身份证号不正确（出生日期或校验位错误）');
  if (trimmed.lawFirm.length < 2) throw badField('body.lawFirm', '律师事务所名称至少 2 个字');
  if (!(PROVINCES as readonly string[]).includes(trimmed.province)) throw badField('body.province', '省份不正确');
  if (!trimmed.city) throw badField('body.city', '城市不能为空');
  const thisYear = new Date().getFullYear();
  if (trimmed.practiceStartYear < PRACTICE_START_MIN_YEAR || trimmed.practiceStartYear > thisYear) {
    throw badField('body.practiceStartYear', `执业起始年份须在 ${PRACTICE_START_MIN_YEAR} 到 ${thisYear} 之间`);
  }
  const known = await db
    .selectFrom('system_dict_data')
    .select('value')
    .where('dictType', '=', 'lawyer_specialty')
    .where('status', '=', 0)
    .where('value', 'in', trimmed.specialties)
    .execute();
  const unknown = trimmed.specialties.filter((s) => !known.some((k) => k.value === s));
  if (unknown.length) throw badField('body.specialties', `专业领域不正确：${unknown.join('、')}`);
  for (const field of ['licencePhotoUrl', 'idCardFrontUrl', 'idCardBackUrl'] as const) {
    // The upload answered a signed URL (for the preview); the application keeps the file's own.
    trimmed[field] = unsignedFileUrl(trimmed[field]);
    if (!(await isLawyerAttachment(db, trimmed[field]))) throw badField(`body.${field}`, '请上传图片（地址须为上传接口返回的地址）');
  }
  return trimmed;
}

// ---- reads ----

export function lawyerQuery(db: Db, filter: Filter) {
  let q = db.selectFrom('audit_lawyer');
  if (filter.name?.trim()) q = q.where('name', 'like', `%${escapeLike(filter.name.trim())}%`);
  if (filter.mobile?.trim()) q = q.where('mobile', 'like', `%${escapeLike(filter.mobile.trim())}%`);
  if (filter.licenceNo?.trim()) q = q.where('licenceNo', 'like', `%${escapeLike(filter.licenceNo.trim())}%`);
  if (filter.lawFirm?.trim()) q = q.where('lawFirm', 'like', `%${escapeLike(filter.lawFirm.trim())}%`);
  if (filter.province) q = q.where('province', '=', filter.province);
  if (filter.city?.trim()) q = q.where('city', 'like', `%${escapeLike(filter.city.trim())}%`);
  if (filter.specialty) q = q.where(sql<boolean>`${sql.ref('specialties')} @> ${JSON.stringify([filter.specialty])}::jsonb`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.submitTime, 'submitTime');
  if (range) q = q.where('submitTime', '>=', at(range[0])).where('submitTime', '<=', at(range[1]));
  return q;
}

/** Pending applications are a queue (oldest first); decided ones read newest first. */
export function pageLawyers(db: Db, query: Filter & PageParams) {
  const queue = query.status === LawyerStatus.PENDING;
  return paginate(
    lawyerQuery(db, query),
    (q) => q.select(ROW_COLUMNS).orderBy('submitTime', queue ? 'asc' : 'desc').orderBy('id', queue ? 'asc' : 'desc'),
    query.pageNo,
    query.pageSize,
  );
}

/** How many applications of each status match the filters (the status filter itself aside). */
export async function statusCounts(db: Db, filter: Filter) {
  const rows = await lawyerQuery(db, { ...filter, status: undefined })
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const count = (status: number) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { pending: count(LawyerStatus.PENDING), approved: count(LawyerStatus.APPROVED), rejected: count(LawyerStatus.REJECTED) };
}

export function getLawyerRow(db: Db, id: number) {
  return db.selectFrom('audit_lawyer').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type LawyerRecordRow = NonNullable<Awaited<ReturnType<typeof getLawyerRow>>>;

export async function getLawyerDetail(db: Db, id: number) {
  const row = await getLawyerRow(db, id);
  if (!row) throw new ServiceError(LawyerErrors.LAWYER_NOT_EXISTS);
  const records = await db
    .selectFrom('audit_lawyer_record')
    .select(['id', 'action', 'status', 'reason', 'operatorName', 'createTime'])
    .where('lawyerId', '=', id)
    .orderBy('id')
    .execute();
  return { ...row, records };
}

/**
 * The pending application after `currentId` in queue order (oldest submission first), among those the
 * filters match; past the end it wraps to the first. Null when no other is pending.
 */
export async function nextPending(db: Db, currentId: number | undefined, filter: Filter): Promise<number | null> {
  const pending = lawyerQuery(db, { ...filter, status: LawyerStatus.PENDING }).select('id').orderBy('submitTime').orderBy('id').limit(1);
  if (currentId !== undefined) {
    const current = await db.selectFrom('audit_lawyer').select('id').where('id', '=', currentId).executeTakeFirst();
    if (current) {
      // Compared in the database: submit times carry microseconds that epoch ms would lose.
      const after = await pending
        .where(sql<boolean>`(submit_time, id) > (select l.submit_time, l.id from audit_lawyer l where l.id = ${currentId})`)
        .executeTakeFirst();
      if (after) return after.id;
    }
  }
  const first = await (currentId === undefined ? pending : pending.where('id', '!=', currentId)).executeTakeFirst();
  return first?.id ?? null;
}

// ---- writes ----

const applicationValues = (input: LawyerInput) => ({
  name: input.name,
  sex: input.sex,
  mobile: input.mobile,
  idCard: input.idCard,
  licenceNo: input.licenceNo,
  lawFirm: input.lawFirm,
  province: input.province,
  city: input.city,
  practiceStartYear: input.practiceStartYear,
  specialties: JSON.stringify(input.specialties),
  biography: input.biography ?? '',
  licencePhotoUrl: input.licencePhotoUrl,
  idCardFrontUrl: input.idCardFrontUrl,
  idCardBackUrl: input.idCardBackUrl,
});

async function addRecord(db: Db, lawyerId: number, action: number, status: number, actor: Actor, reason: string | null = null) {
  await db
    .insertInto('audit_lawyer_record')
    .values({
      lawyerId,
      action,
      status,
      reason,
      operatorId: actor?.id ?? null,
      operatorName: actor?.nickname ?? '',
      creator: actor ? String(actor.id) : '',
      updater: actor ? String(actor.id) : '',
    })
    .execute();
}

/**
 * A new application, or a rejected one submitted again (back to pending, its trail kept). Keyed by the
 * licence number: one application per licence per tenant. `actor` is the staff member registering on
 * the applicant's behalf, or null for the applicant.
 */
export async function submitApplication(
  db: Db,
  actor: Actor,
  raw: LawyerInput,
): Promise<{ id: number; resubmitted: boolean; before?: LawyerRecordRow; after: LawyerRecordRow }> {
  const input = await validateApplication(db, raw);
  return db.transaction().execute(async (trx) => {
    const operator = actor ? String(actor.id) : '';
    const inserted = await trx
      .insertInto('audit_lawyer')
      .values({ ...applicationValues(input), creator: operator, updater: operator })
      .onConflict((oc) => oc.columns(['tenantId', 'licenceNo']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await addRecord(trx, inserted.id, actor ? LawyerAction.REGISTER : LawyerAction.SUBMIT, LawyerStatus.PENDING, actor);
      return { id: inserted.id, resubmitted: false, after: (await getLawyerRow(trx, inserted.id))! };
    }
    const existing = await trx
      .selectFrom('audit_lawyer')
      .select(DETAIL_COLUMNS)
      .where('licenceNo', '=', input.licenceNo)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (existing.idCard !== input.idCard) throw new ServiceError(LawyerErrors.LAWYER_IDENTITY_MISMATCH);
    if (existing.status === LawyerStatus.PENDING) throw new ServiceError(LawyerErrors.LAWYER_LICENCE_PENDING);
    if (existing.status === LawyerStatus.APPROVED) throw new ServiceError(LawyerErrors.LAWYER_LICENCE_APPROVED);
    await trx
      .updateTable('audit_lawyer')
      .set({
        ...applicationValues(input),
        status: LawyerStatus.PENDING,
        submitTime: new Date(),
        submitCount: sql<number>`submit_count + 1`,
        version: sql<number>`version + 1`,
        auditUserId: null,
        auditUserName: null,
        auditTime: null,
        auditReason: null,
        updater: operator,
        updateTime: new Date(),
      })
      .where('id', '=', existing.id)
      .execute();
    await addRecord(trx, existing.id, actor ? LawyerAction.REGISTER : LawyerAction.RESUBMIT, LawyerStatus.PENDING, actor);
    return { id: existing.id, resubmitted: true, before: existing, after: (await getLawyerRow(trx, existing.id))! };
  });
}

export interface DecisionInput {
  id: number;
  version: number;
  status: typeof LawyerStatus.APPROVED | typeof LawyerStatus.REJECTED;
  reason?: string;
}

/** Why a decision cannot be taken on this row now. */
async function refusal(db: Db, current: LawyerRecordRow | undefined): Promise<ServiceError> {
  if (!current) return new ServiceError(LawyerErrors.LAWYER_NOT_EXISTS);
  if (current.status !== LawyerStatus.PENDING) {
    return new ServiceError(
      LawyerErrors.LAWYER_ALREADY_DECIDED,
      current.auditUserName ?? '未知',
      formatDateTime(current.auditTime),
      (await dictLabels(db, 'lawyer_audit_status'))(current.status),
    );
  }
  return new ServiceError(LawyerErrors.LAWYER_CHANGED);
}

/**
 * Decides one pending application, in the caller's transaction. Optimistic: the update names the
 * status and version the auditor saw, so of two auditors deciding at once exactly one wins and the
 * other is told who decided and when; nothing else changes.
 */
async function decideIn(trx: Db, actor: NonNullable<Actor>, input: DecisionInput) {
  const before = await getLawyerRow(trx, input.id);
  const reason = input.reason?.trim() || null;
  const updated = await trx
    .updateTable('audit_lawyer')
    .set({
      status: input.status,
      version: sql<number>`version + 1`,
      auditUserId: actor.id,
      auditUserName: actor.nickname,
      auditTime: new Date(),
      auditReason: reason,
      updater: String(actor.id),
      updateTime: new Date(),
    })
    .where('id', '=', input.id)
    .where('status', '=', LawyerStatus.PENDING)
    .where('version', '=', input.version)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw await refusal(trx, await getLawyerRow(trx, input.id));
  await addRecord(trx, input.id, input.status === LawyerStatus.APPROVED ? LawyerAction.APPROVE : LawyerAction.REJECT, input.status, actor, reason);
  return { before: before!, after: (await getLawyerRow(trx, input.id))! };
}

function requireReason(input: { status: number; reason?: string }) {
  if (input.status === LawyerStatus.REJECTED && !input.reason?.trim()) throw new ServiceError(LawyerErrors.LAWYER_REJECT_REASON_REQUIRED);
}

export function decide(db: Db, actor: NonNullable<Actor>, input: DecisionInput) {
  requireReason(input);
  return db.transaction().execute((trx) => decideIn(trx, actor, input));
}

/**
 * Decides several applications in one transaction. Those that can no longer be decided (decided by
 * someone else, changed, gone) are skipped with the reason; the others are decided together.
 */
export function decideBatch(
  db: Db,
  actor: NonNullable<Actor>,
  items: Array<{ id: number; version: number }>,
  status: DecisionInput['status'],
  reason?: string,
) {
  requireReason({ status, reason });
  return db.transaction().execute(async (trx) => {
    const decided: number[] = [];
    const skipped: Array<{ id: number; name: string; msg: string }> = [];
    const changes: Array<{ before: LawyerRecordRow; after: LawyerRecordRow }> = [];
    for (const item of items) {
      if (decided.includes(item.id)) continue;
      try {
        changes.push(await decideIn(trx, actor, { ...item, status, reason }));
        decided.push(item.id);
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err;
        const row = await getLawyerRow(trx, item.id);
        skipped.push({ id: item.id, name: row?.name ?? '', msg: err.message });
      }
    }
    return { decided, skipped, changes };
  });
}
