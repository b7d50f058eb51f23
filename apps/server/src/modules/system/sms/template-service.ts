import type { PageParams } from '@console/contracts/envelope';
import { formatMessage, SmsErrors } from '@console/contracts/error-codes';
import { templateParams } from '@console/contracts/sms';
import type { SmsTemplateCreate, SmsTemplateFilter, SmsTemplateUpdate } from '@console/contracts/system/sms-template';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import { withParamList } from '../message-template';

type Actor = { id: number };

export const TEMPLATE_COLUMNS = ['id', 'type', 'status', 'code', 'name', 'content', 'params', 'remark', 'apiTemplateId', 'channelId', 'channelCode', 'createTime'] as const;

export function templateQuery(db: Db, filter: Static<typeof SmsTemplateFilter>) {
  let q = db.selectFrom('system_sms_template');
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.code) q = q.where('code', 'like', `%${escapeLike(filter.code)}%`);
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.content) q = q.where('content', 'like', `%${escapeLike(filter.content)}%`);
  if (filter.apiTemplateId) q = q.where('apiTemplateId', 'like', `%${escapeLike(filter.apiTemplateId)}%`);
  if (filter.channelId !== undefined) q = q.where('channelId', '=', filter.channelId);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export async function pageTemplates(db: Db, query: Static<typeof SmsTemplateFilter> & PageParams) {
  const page = await paginate(templateQuery(db, query), (q) => q.select(TEMPLATE_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(withParamList) };
}

/** Enabled templates, for a selector. */
export function listSimpleTemplates(db: Db) {
  return db.selectFrom('system_sms_template').select(['id', 'name', 'code']).where('status', '=', 0).orderBy('id').execute();
}

export async function getTemplate(db: Db, id: number) {
  const row = await db.selectFrom('system_sms_template').select(TEMPLATE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(SmsErrors.SMS_TEMPLATE_NOT_EXISTS);
  return withParamList(row);
}
export type TemplateRecord = Awaited<ReturnType<typeof getTemplate>>;

const duplicateCode = (code: string) => ({ code: SmsErrors.SMS_TEMPLATE_CODE_DUPLICATE.code, msg: formatMessage(SmsErrors.SMS_TEMPLATE_CODE_DUPLICATE.msg, code) });

/**
 * The template's row values: its parameters parsed from the content, its channel's code copied (as the original).
 * The channel must exist and be enabled; it is read `for share`, so a racing channel delete waits for this write.
 */
async function templateValues(trx: Db, input: Static<typeof SmsTemplateCreate>, exceptId?: number) {
  const channel = await trx.selectFrom('system_sms_channel').select(['code', 'status']).where('id', '=', input.channelId).forShare().executeTakeFirst();
  if (!channel) throw new ServiceError(SmsErrors.SMS_CHANNEL_NOT_EXISTS);
  if (channel.status !== 0) throw new ServiceError(SmsErrors.SMS_CHANNEL_DISABLE);
  const code = input.code.trim();
  let same = trx.selectFrom('system_sms_template').select('id').where('code', '=', code);
  if (exceptId !== undefined) same = same.where('id', '<>', exceptId);
  if (await same.executeTakeFirst()) throw new ServiceError(duplicateCode(code));
  return {
    type: input.type,
    status: input.status,
    code,
    name: input.name.trim(),
    content: input.content,
    params: JSON.stringify(templateParams(input.content)),
    remark: input.remark ?? null,
    apiTemplateId: input.apiTemplateId.trim(),
    channelId: input.channelId,
    channelCode: channel.code,
  };
}

export async function createTemplate(db: Db, actor: Actor, input: Static<typeof SmsTemplateCreate>): Promise<number> {
  const row = await mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const values = await templateValues(trx, input);
        return trx
          .insertInto('system_sms_template')
          .values({ ...values, creator: String(actor.id), updater: String(actor.id) })
          .returning('id')
          .executeTakeFirstOrThrow();
      }),
    { uk_system_sms_template_code: duplicateCode(input.code.trim()) },
  );
  return row.id;
}

export function updateTemplate(db: Db, actor: Actor, input: Static<typeof SmsTemplateUpdate>): Promise<{ before: TemplateRecord; after: TemplateRecord }> {
  return mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('system_sms_template').select(TEMPLATE_COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
        if (!before) throw new ServiceError(SmsErrors.SMS_TEMPLATE_NOT_EXISTS);
        const after = await trx
          .updateTable('system_sms_template')
          .set({ ...(await templateValues(trx, input, input.id)), updater: String(actor.id), updateTime: new Date() })
          .where('id', '=', input.id)
          .returning(TEMPLATE_COLUMNS)
          .executeTakeFirstOrThrow();
        return { before: withParamList(before), after: withParamList(after) };
      }),
    { uk_system_sms_template_code: duplicateCode(input.code.trim()) },
  );
}

/** The send log keeps its copy of the template (code, content), so a deleted template's history still reads. */
export function deleteTemplate(db: Db, id: number): Promise<TemplateRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('system_sms_template').select(TEMPLATE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(SmsErrors.SMS_TEMPLATE_NOT_EXISTS);
    await trx.deleteFrom('system_sms_template').where('id', '=', id).execute();
    return withParamList(row);
  });
}
