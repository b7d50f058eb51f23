import type { PageParams } from '@console/contracts/envelope';
import { MailErrors } from '@console/contracts/error-codes';
import type { MailLogFilter } from '@console/contracts/system/mail-log';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { sql } from 'kysely';

export const MAIL_LOG_COLUMNS = [
  'id',
  'userId',
  'userType',
  'toMails',
  'ccMails',
  'bccMails',
  'accountId',
  'fromMail',
  'templateId',
  'templateCode',
  'templateNickname',
  'templateTitle',
  'templateContent',
  'templateParams',
  'sendStatus',
  'sendTime',
  'sendMessageId',
  'sendException',
  'createTime',
] as const;

export function mailLogQuery(db: Db, filter: Static<typeof MailLogFilter>) {
  let q = db.selectFrom('system_mail_log');
  if (filter.userId !== undefined) q = q.where('userId', '=', filter.userId);
  if (filter.userType !== undefined) q = q.where('userType', '=', filter.userType);
  if (filter.accountId !== undefined) q = q.where('accountId', '=', filter.accountId);
  if (filter.templateId !== undefined) q = q.where('templateId', '=', filter.templateId);
  if (filter.sendStatus !== undefined) q = q.where('sendStatus', '=', filter.sendStatus);
  // 接收邮箱, a part of any recipient's address (the reference's like over its joined varchar).
  if (filter.toMail) q = q.where(sql<boolean>`array_to_string(to_mails, ',') like ${`%${escapeLike(filter.toMail)}%`}`);
  const sent = parseDateRange(filter.sendTime, 'sendTime');
  if (sent) q = q.where('sendTime', '>=', at(sent[0])).where('sendTime', '<=', at(sent[1]));
  return q;
}

/** A stored row as the wire has it: parameters as the object they were, the first recipient as the 2022 UI's `toMail`. */
export const shownLog = <R extends { templateParams: string; toMails: string[] }>(row: R) => ({
  ...row,
  toMail: row.toMails[0] ?? '',
  templateParams: JSON.parse(row.templateParams) as Record<string, string>,
});

export async function pageMailLogs(db: Db, query: Static<typeof MailLogFilter> & PageParams) {
  const page = await paginate(mailLogQuery(db, query), (q) => q.select(MAIL_LOG_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(shownLog) };
}

export async function getMailLog(db: Db, id: number) {
  const row = await db.selectFrom('system_mail_log').select(MAIL_LOG_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(MailErrors.MAIL_LOG_NOT_EXISTS);
  return shownLog(row);
}
