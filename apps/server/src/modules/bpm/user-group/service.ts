import type { PageParams } from '@console/contracts/envelope';
import { BpmErrors, UserErrors } from '@console/contracts/error-codes';
import type { UserGroupCreate, UserGroupFilter, UserGroupUpdate } from '@console/contracts/bpm/user-group';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';

type Actor = { id: number };
const COLUMNS = ['id', 'name', 'description', 'status', 'createTime'] as const;

export function groupQuery(db: Db, filter: Static<typeof UserGroupFilter>) {
  let q = db.selectFrom('bpm_user_group');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

/** Each group with its members' ids, in one read for the page. */
async function withMembers<R extends { id: number }>(db: Db, rows: R[]) {
  const ids = rows.map((r) => r.id);
  const members = ids.length ? await db.selectFrom('bpm_user_group_member').select(['groupId', 'userId']).where('groupId', 'in', ids).orderBy('userId').execute() : [];
  return rows.map((row) => ({ ...row, memberUserIds: members.filter((m) => m.groupId === row.id).map((m) => m.userId) }));
}

export async function pageGroups(db: Db, query: Static<typeof UserGroupFilter> & PageParams) {
  const page = await paginate(groupQuery(db, query), (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: await withMembers(db, page.list) };
}

export async function getGroup(db: Db, id: number) {
  const row = await db.selectFrom('bpm_user_group').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(BpmErrors.USER_GROUP_NOT_EXISTS);
  return (await withMembers(db, [row]))[0]!;
}

export function listEnabledGroups(db: Db) {
  return db.selectFrom('bpm_user_group').select(['id', 'name']).where('status', '=', 0).orderBy('id').execute();
}

/** The members must be users of the tenant; they are share-locked so a racing delete waits (or is seen). */
async function setMembers(trx: Db, groupId: number, userIds: number[]): Promise<void> {
  const found = await trx.selectFrom('system_users').select('id').where('id', 'in', userIds).forShare().execute();
  if (found.length !== userIds.length) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
  await trx.deleteFrom('bpm_user_group_member').where('groupId', '=', groupId).execute();
  await trx
    .insertInto('bpm_user_group_member')
    .values(userIds.map((userId) => ({ groupId, userId })))
    .execute();
}

const values = (input: Static<typeof UserGroupCreate>) => ({ name: input.name.trim(), description: input.description.trim(), status: input.status });

export function createGroup(db: Db, actor: Actor, input: Static<typeof UserGroupCreate>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('bpm_user_group')
      .values({ ...values(input), creator: String(actor.id), updater: String(actor.id) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setMembers(trx, id, input.memberUserIds);
    return id;
  });
}

export function updateGroup(db: Db, actor: Actor, input: Static<typeof UserGroupUpdate>) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('bpm_user_group').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(BpmErrors.USER_GROUP_NOT_EXISTS);
    const after = await trx
      .updateTable('bpm_user_group')
      .set({ ...values(input), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const [beforeFull] = await withMembers(trx, [before]);
    await setMembers(trx, input.id, input.memberUserIds);
    return { before: beforeFull!, after: { ...after, memberUserIds: [...input.memberUserIds].sort((a, b) => a - b) } };
  });
}

export function deleteGroup(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('bpm_user_group').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(BpmErrors.USER_GROUP_NOT_EXISTS);
    const [full] = await withMembers(trx, [row]);
    await trx.deleteFrom('bpm_user_group').where('id', '=', id).execute();
    return full!;
  });
}
