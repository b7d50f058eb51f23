import type { PageParams } from '@console/contracts/envelope';
import { NotifyErrors } from '@console/contracts/error-codes';
import { NOTIFY_MAX_PARAMS } from '@console/contracts/notify';
import { templateParams } from '@console/contracts/sms';
import type { NotifyTemplateCreate, NotifyTemplateFilter, NotifyTemplateUpdate } from '@console/contracts/system/notify-template';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { assertCodeFree, storedParams, withParamList, writeTemplate } from '../message-template';

type Actor = { id: number };

export const TEMPLATE_COLUMNS = ['id', 'name', 'code', 'nickname', 'content', 'type', 'params', 'status', 'remark', 'createTime'] as const;

const notFound = () => new ServiceError(NotifyErrors.NOTIFY_TEMPLATE_NOT_EXISTS);
/** The per-tenant unique constraint on (tenant_id, code), and the error a clash is answered with. */
const UNIQUE_CODE = { constraint: 'uk_system_notify_template_code', error: NotifyErrors.NOTIFY_TEMPLATE_CODE_DUPLICATE };

function templateQuery(db: Db, filter: Static<typeof NotifyTemplateFilter>) {
  let q = db.selectFrom('system_notify_template');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.code) q = q.where('code', 'like', `%${escapeLike(filter.code)}%`);
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export async function pageTemplates(db: Db, query: Static<typeof NotifyTemplateFilter> & PageParams) {
  const page = await paginate(templateQuery(db, query), (q) => q.select(TEMPLATE_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(withParamList) };
}

export async function getTemplate(db: Db, id: number) {
  const row = await db.selectFrom('system_notify_template').select(TEMPLATE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return withParamList(row);
}
export type TemplateRecord = Awaited<ReturnType<typeof getTemplate>>;

/** The template a send names, by code (this tenant's), or NOTIFY_TEMPLATE_NOT_EXISTS. */
export async function templateByCode(db: Db, code: string) {
  const row = await db.selectFrom('system_notify_template').select(TEMPLATE_COLUMNS).where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound();
  return withParamList(row);
}

export function listSimpleTemplates(db: Db) {
  return db.selectFrom('system_notify_template').select(['id', 'name', 'code']).orderBy('id').execute();
}

async function templateValues(trx: Db, input: Static<typeof NotifyTemplateCreate>, exceptId?: number) {
  const code = input.code.trim();
  await assertCodeFree(trx, 'system_notify_template', code, exceptId, UNIQUE_CODE.error);
  return {
    name: input.name.trim(),
    code,
    nickname: input.nickname.trim(),
    content: input.content,
    type: input.type,
    params: storedParams(templateParams(input.content), NOTIFY_MAX_PARAMS),
    status: input.status,
    remark: input.remark ?? null,
  };
}

export async function createTemplate(db: Db, actor: Actor, input: Static<typeof NotifyTemplateCreate>): Promise<number> {
  const row = await writeTemplate(db, input.code.trim(), UNIQUE_CODE, async (trx) => {
    const values = await templateValues(trx, input);
    return trx
      .insertInto('system_notify_template')
      .values({ ...values, creator: String(actor.id), updater: String(actor.id) })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return row.id;
}

export function updateTemplate(db: Db, actor: Actor, input: Static<typeof NotifyTemplateUpdate>): Promise<{ before: TemplateRecord; after: TemplateRecord }> {
  return writeTemplate(db, input.code.trim(), UNIQUE_CODE, async (trx) => {
    const before = await trx.selectFrom('system_notify_template').select(TEMPLATE_COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw notFound();
    const after = await trx
      .updateTable('system_notify_template')
      .set({ ...(await templateValues(trx, input, input.id)), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(TEMPLATE_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before: withParamList(before), after: withParamList(after) };
  });
}

/** Messages keep their copy of the template (code, nickname, type, rendered text), so they still read after this. */
export async function deleteTemplate(db: Db, id: number): Promise<TemplateRecord> {
  const row = await db.deleteFrom('system_notify_template').where('id', '=', id).returning(TEMPLATE_COLUMNS).executeTakeFirst();
  if (!row) throw notFound();
  return withParamList(row);
}
