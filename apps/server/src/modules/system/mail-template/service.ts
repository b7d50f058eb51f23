import type { PageParams } from '@console/contracts/envelope';
import { MailErrors } from '@console/contracts/error-codes';
import { MAIL_MAX_PARAMS } from '@console/contracts/mail';
import { templateParams } from '@console/contracts/sms';
import type { MailTemplateCreate, MailTemplateFilter, MailTemplateUpdate } from '@console/contracts/system/mail-template';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { assertCodeFree, storedParams, withParamList, writeTemplate } from '../message-template';

type Actor = { id: number };

export const TEMPLATE_COLUMNS = ['id', 'name', 'code', 'accountId', 'nickname', 'title', 'content', 'params', 'status', 'remark', 'createTime'] as const;

const notFound = () => new ServiceError(MailErrors.MAIL_TEMPLATE_NOT_EXISTS);
/** The per-tenant unique constraint on (tenant_id, code), and the error a clash is answered with. */
const UNIQUE_CODE = { constraint: 'uk_system_mail_template_code', error: MailErrors.MAIL_TEMPLATE_CODE_EXISTS };

/** The `{param}` names of a template: its title's, then its content's. */
export const mailTemplateParams = (title: string, content: string) => templateParams(`${title}\n${content}`);

export function templateQuery(db: Db, filter: Static<typeof MailTemplateFilter>) {
  let q = db.selectFrom('system_mail_template');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.code) q = q.where('code', 'like', `%${escapeLike(filter.code)}%`);
  if (filter.accountId !== undefined) q = q.where('accountId', '=', filter.accountId);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export async function pageTemplates(db: Db, query: Static<typeof MailTemplateFilter> & PageParams) {
  const page = await paginate(templateQuery(db, query), (q) => q.select(TEMPLATE_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(withParamList) };
}

export async function getTemplate(db: Db, id: number) {
  const row = await db.selectFrom('system_mail_template').select(TEMPLATE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return withParamList(row);
}
export type TemplateRecord = Awaited<ReturnType<typeof getTemplate>>;

export function listSimpleTemplates(db: Db) {
  return db.selectFrom('system_mail_template').select(['id', 'name', 'code']).orderBy('id').execute();
}

/**
 * The template's row values, its parameters parsed from title and content. The account must be the tenant's; it is
 * read `for share`, so a racing account delete waits for this write.
 */
async function templateValues(trx: Db, input: Static<typeof MailTemplateCreate>, exceptId?: number) {
  const account = await trx.selectFrom('system_mail_account').select('id').where('id', '=', input.accountId).forShare().executeTakeFirst();
  if (!account) throw new ServiceError(MailErrors.MAIL_ACCOUNT_NOT_EXISTS);
  const code = input.code.trim();
  await assertCodeFree(trx, 'system_mail_template', code, exceptId, UNIQUE_CODE.error);
  return {
    name: input.name.trim(),
    code,
    accountId: input.accountId,
    nickname: input.nickname?.trim() || null,
    title: input.title,
    content: input.content,
    params: storedParams(mailTemplateParams(input.title, input.content), MAIL_MAX_PARAMS),
    status: input.status,
    remark: input.remark ?? null,
  };
}

export async function createTemplate(db: Db, actor: Actor, input: Static<typeof MailTemplateCreate>): Promise<number> {
  const row = await writeTemplate(db, input.code.trim(), UNIQUE_CODE, async (trx) => {
    const values = await templateValues(trx, input);
    return trx
      .insertInto('system_mail_template')
      .values({ ...values, creator: String(actor.id), updater: String(actor.id) })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return row.id;
}

export function updateTemplate(db: Db, actor: Actor, input: Static<typeof MailTemplateUpdate>): Promise<{ before: TemplateRecord; after: TemplateRecord }> {
  return writeTemplate(db, input.code.trim(), UNIQUE_CODE, async (trx) => {
    const before = await trx.selectFrom('system_mail_template').select(TEMPLATE_COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw notFound();
    const after = await trx
      .updateTable('system_mail_template')
      .set({ ...(await templateValues(trx, input, input.id)), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(TEMPLATE_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before: withParamList(before), after: withParamList(after) };
  });
}

/** The send log keeps its copy of the template (code, title, content), so a deleted template's history still reads. */
async function deleteOne(trx: Db, id: number): Promise<TemplateRecord> {
  const row = await trx.deleteFrom('system_mail_template').where('id', '=', id).returning(TEMPLATE_COLUMNS).executeTakeFirst();
  if (!row) throw notFound();
  return withParamList(row);
}

export function deleteTemplate(db: Db, id: number): Promise<TemplateRecord> {
  return deleteOne(db, id);
}

