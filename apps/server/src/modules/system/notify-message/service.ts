import type { PageParams } from '@console/contracts/envelope';
import { NotifyErrors } from '@console/contracts/error-codes';
import type { NotifyMessageFilter, NotifyMessageMyFilter } from '@console/contracts/system/notify-message';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { sql } from 'kysely';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';

/** Whose messages: a user of one type (2 admin, 1 member), as the original keys them. */
export interface Recipient {
  userId: number;
  userType: number;
}

export const MESSAGE_COLUMNS = [
  'id',
  'userId',
  'userType',
  'templateId',
  'templateCode',
  'templateNickname',
  'templateContent',
  'templateType',
  'templateParams',
  'readStatus',
  'readTime',
  'createTime',
] as const;

/** A stored row as the wire has it: parameters as the object they were. */
const shown = <R extends { templateParams: string }>(row: R) => ({ ...row, templateParams: JSON.parse(row.templateParams) as Record<string, unknown> });

const mine = (db: Db, who: Recipient) => db.selectFrom('system_notify_message').where('userId', '=', who.userId).where('userType', '=', who.userType);

function createdWithin(q: ReturnType<typeof mine>, range: string[] | undefined) {
  const r = parseDateRange(range, 'createTime');
  return r ? q.where('createTime', '>=', at(r[0])).where('createTime', '<=', at(r[1])) : q;
}

/** 我的站内信: the caller's own messages, newest first. */
export async function pageMyMessages(db: Db, who: Recipient, query: Static<typeof NotifyMessageMyFilter> & PageParams) {
  let q = mine(db, who);
  if (query.readStatus !== undefined) q = q.where('readStatus', '=', query.readStatus);
  q = createdWithin(q, query.createTime);
  const page = await paginate(q, (s) => s.select(MESSAGE_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(shown) };
}

/** The tenant's messages (站内信消息, the administrator's list). */
export async function pageMessages(db: Db, query: Static<typeof NotifyMessageFilter> & PageParams) {
  let q = db.selectFrom('system_notify_message');
  if (query.userId !== undefined) q = q.where('userId', '=', query.userId);
  if (query.userType !== undefined) q = q.where('userType', '=', query.userType);
  if (query.templateCode) q = q.where('templateCode', 'like', `%${escapeLike(query.templateCode)}%`);
  if (query.templateType !== undefined) q = q.where('templateType', '=', query.templateType);
  q = createdWithin(q, query.createTime);
  const page = await paginate(q, (s) => s.select(MESSAGE_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(shown) };
}

export async function getMessage(db: Db, id: number) {
  const row = await db.selectFrom('system_notify_message').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(NotifyErrors.NOTIFY_MESSAGE_NOT_EXISTS);
  return shown(row);
}

export async function unreadCount(db: Db, who: Recipient): Promise<number> {
  const row = await mine(db, who)
    .where('readStatus', '=', false)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The latest `size` unread messages (the bell's list). */
export async function latestUnread(db: Db, who: Recipient, size: number) {
  const rows = await mine(db, who).where('readStatus', '=', false).select(MESSAGE_COLUMNS).orderBy('id', 'desc').limit(size).execute();
  return rows.map(shown);
}

/** Marks the caller's own unread messages among `ids` read; ids of other users' messages change nothing. */
export async function markRead(db: Db, who: Recipient, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('system_notify_message')
    .set({ readStatus: true, readTime: sql`now()`, updateTime: sql`now()` })
    .where('userId', '=', who.userId)
    .where('userType', '=', who.userType)
    .where('readStatus', '=', false)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markAllRead(db: Db, who: Recipient): Promise<number> {
  const result = await db
    .updateTable('system_notify_message')
    .set({ readStatus: true, readTime: sql`now()`, updateTime: sql`now()` })
    .where('userId', '=', who.userId)
    .where('userType', '=', who.userType)
    .where('readStatus', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
