import type { PageParams } from '@console/contracts/envelope';
import { MailErrors } from '@console/contracts/error-codes';
import type { MailAccountCreate, MailAccountFilter, MailAccountUpdate } from '@console/contracts/system/mail-account';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { secretBox } from '../../../platform/secret-box';
import { SECRET_MASK } from '../../../platform/secret-mask';

type Actor = { id: number };

/** The purpose the password is sealed under: a sealed text copied into another purpose's column does not open. */
const PASSWORD_PURPOSE = 'system_mail_account.password';

const COLUMNS = ['id', 'mail', 'username', 'host', 'port', 'sslEnable', 'starttlsEnable', 'createTime'] as const;

/** An account as it goes out: the password is never read for it, only the mask saying one is stored. */
const shown = <R extends object>(row: R) => ({ ...row, password: SECRET_MASK });

const notFound = () => new ServiceError(MailErrors.MAIL_ACCOUNT_NOT_EXISTS);

export function accountQuery(db: Db, filter: Static<typeof MailAccountFilter>) {
  let q = db.selectFrom('system_mail_account');
  if (filter.mail) q = q.where('mail', 'like', `%${escapeLike(filter.mail)}%`);
  if (filter.username) q = q.where('username', 'like', `%${escapeLike(filter.username)}%`);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export async function pageAccounts(db: Db, query: Static<typeof MailAccountFilter> & PageParams) {
  const page = await paginate(accountQuery(db, query), (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(shown) };
}

export async function getAccount(db: Db, id: number) {
  const row = await db.selectFrom('system_mail_account').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return shown(row);
}
export type AccountRecord = Awaited<ReturnType<typeof getAccount>>;

export function listSimpleAccounts(db: Db) {
  return db.selectFrom('system_mail_account').select(['id', 'mail']).orderBy('id').execute();
}

const accountValues = (input: Static<typeof MailAccountCreate> | Static<typeof MailAccountUpdate>) => ({
  mail: input.mail.trim(),
  username: input.username.trim(),
  host: input.host.trim(),
  port: input.port,
  sslEnable: input.sslEnable,
  starttlsEnable: input.starttlsEnable,
});

export async function createAccount(db: Db, actor: Actor, input: Static<typeof MailAccountCreate>): Promise<number> {
  const password = (await secretBox(db, PASSWORD_PURPOSE)).seal(input.password);
  const row = await db
    .insertInto('system_mail_account')
    .values({ ...accountValues(input), password, creator: String(actor.id), updater: String(actor.id) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** No password, or the mask sent back, keeps the stored one (the form never holds it). */
export async function updateAccount(db: Db, actor: Actor, input: Static<typeof MailAccountUpdate>): Promise<{ before: AccountRecord; after: AccountRecord }> {
  const posted = input.password && input.password !== SECRET_MASK ? (await secretBox(db, PASSWORD_PURPOSE)).seal(input.password) : undefined;
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('system_mail_account').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw notFound();
    const after = await trx
      .updateTable('system_mail_account')
      .set({ ...accountValues(input), ...(posted ? { password: posted } : {}), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { before: shown(before), after: shown(after) };
  });
}

/** An account its templates send through is kept (1002023001); their foreign key says the same to a racing delete. */
async function deleteOne(trx: Db, id: number): Promise<AccountRecord> {
  const row = await trx.selectFrom('system_mail_account').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  if (await trx.selectFrom('system_mail_template').select('id').where('accountId', '=', id).limit(1).executeTakeFirst()) {
    throw new ServiceError(MailErrors.MAIL_ACCOUNT_RELATE_TEMPLATE_EXISTS);
  }
  await trx.deleteFrom('system_mail_account').where('id', '=', id).execute();
  return shown(row);
}

export function deleteAccount(db: Db, id: number): Promise<AccountRecord> {
  return db.transaction().execute((trx) => deleteOne(trx, id));
}


/** What a send needs of an account: its address and the SMTP settings with the password opened. Server-side only. */
export async function accountForSending(db: Db, id: number) {
  const row = await db.selectFrom('system_mail_account').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, password: (await secretBox(db, PASSWORD_PURPOSE)).open(row.password) };
}
