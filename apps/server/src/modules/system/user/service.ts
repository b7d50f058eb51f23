import type { PageParams } from '@console/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { DeptErrors, GlobalErrors, PostErrors, RoleErrors, UserErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { bindingsOf } from '../social/service';
import type { DataScopeSnapshot, RowUpdate } from '../../../db/schema';
import { ADMIN_USER_ID, SYSTEM_TENANT_ID } from '../../../db/seed/seed';
import { at } from '../../../db/timestamp';
import { dataScopeCondition } from '../../../platform/data-scope';
import { parseDateRange } from '../../../platform/date-range';
import { configValue } from '../../../platform/config-value';
import { ServiceError } from '../../../platform/errors';
import { batchesById } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { escapeLike } from '../../../platform/like';
import { hashPassword, verifyPassword } from '../../../platform/password';
import { SUPER_ADMIN_ROLE } from '../../../platform/permission';
import { revokeUserTokens } from '../../../platform/tokens';
import { mapUniqueViolation } from '../../../platform/unique';
import { assertTenantAccountQuota } from '../tenant/quota';
import type { ProfileUpdate, UserCreate, UserFilter, UserUpdate } from '@console/contracts/system/user';

/** Who acts: their id, tenant and data scope (the token snapshot). */
export interface Actor {
  id: number;
  tenantId: number;
  superAdmin: boolean;
  dataScope: DataScopeSnapshot;
}

/** The signed-in caller as the services see them (the token snapshot: id, tenant, data scope). */
export const actorOf = (request: FastifyRequest): Actor => {
  const u = requireUser(request);
  return { id: u.id, tenantId: u.tenantId, superAdmin: u.superAdmin, dataScope: u.dataScope ?? { all: false, deptIds: [], self: true } };
};

export const INIT_PASSWORD_KEY = 'sys.user.init-password';

const stamp = (actor: { id: number }) => ({ updater: String(actor.id), updateTime: new Date() });

const USER_INDEXES = {
  uk_system_users_username: UserErrors.USER_USERNAME_EXISTS,
  uk_system_users_mobile: UserErrors.USER_MOBILE_EXISTS,
  uk_system_users_email: UserErrors.USER_EMAIL_EXISTS,
};

// ---- queries ----

/** A dept and every dept below it (one recursive query, tenant-scoped): the dept-tree filter. */
export async function deptSubtree(db: Db, deptId: number): Promise<number[]> {
  const rows = await db
    .withRecursive('t(id)', (qb) =>
      qb
        .selectFrom('system_dept')
        .select('id')
        .where('id', '=', deptId)
        // UNION, not UNION ALL: a cycle in the tree (bad data) ends instead of looping forever.
        .union((q) => q.selectFrom('system_dept as d').innerJoin('t', 't.id', 'd.parentId').select('d.id')),
    )
    .selectFrom('t')
    .select('t.id')
    .execute();
  // An unknown dept still filters (to nothing) rather than being ignored.
  return rows.length ? rows.map((r) => r.id) : [deptId];
}

/**
 * Users the actor may reach (data scope, reference §2.10) matching the filters. The one query behind
 * page, get, export and every write's "find it first": a row outside the scope is simply not there.
 */
export async function userQuery(db: Db, actor: Actor, filter: Static<typeof UserFilter> = {}, deptIds?: number[]) {
  let q = db.selectFrom('system_users as u').where((eb) => dataScopeCondition(eb, actor, { dept: 'u.deptId', self: 'u.id' }));
  if (filter.username) q = q.where('u.username', 'like', `%${escapeLike(filter.username)}%`);
  if (filter.mobile) q = q.where('u.mobile', 'like', `%${escapeLike(filter.mobile)}%`);
  if (filter.status !== undefined) q = q.where('u.status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('u.createTime', '>=', at(range[0])).where('u.createTime', '<=', at(range[1]));
  if (filter.deptId) q = q.where('u.deptId', 'in', deptIds ?? (await deptSubtree(db, filter.deptId)));
  return q;
}
type UserQuery = Awaited<ReturnType<typeof userQuery>>;

const USER_COLUMNS = [
  'u.id',
  'u.username',
  'u.nickname',
  'u.remark',
  'u.deptId',
  'u.postIds',
  'u.email',
  'u.mobile',
  'u.sex',
  'u.avatar',
  'u.status',
  'u.loginIp',
  'u.loginDate',
  'u.createTime',
] as const;

/** The columns of a user row plus its dept's name (a correlated lookup, tenant-scoped like the rest). */
export const selectUser = (q: UserQuery) =>
  q.select(USER_COLUMNS).select((eb) => eb.selectFrom('system_dept as d').select('d.name').whereRef('d.id', '=', 'u.deptId').as('deptName'));

type SelectedUser = Awaited<ReturnType<ReturnType<typeof selectUser>['executeTakeFirstOrThrow']>>;

/** The wire shape: `dept: {id, name}` as the 2022 reference's page rows carry it, and `deptName` as the later one. */
export function toUserRow({ deptName, ...row }: SelectedUser) {
  const dept = row.deptId !== null && deptName != null ? { id: row.deptId, name: deptName } : null;
  return { ...row, postIds: row.postIds ?? [], dept, deptName: dept?.name ?? null };
}

export async function pageUsers(db: Db, actor: Actor, query: Static<typeof UserFilter> & PageParams) {
  const deptIds = query.deptId ? await deptSubtree(db, query.deptId) : undefined;
  const base = await userQuery(db, actor, query, deptIds);
  // The page's ids first, then their rows: the dept-name lookup runs for the rows shown, not for every
  // row skipped by the offset, and the id query can walk an index alone.
  const ids = base
    .select('u.id')
    .orderBy('u.id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const rows = db
    .selectFrom(ids.as('p'))
    .innerJoin('system_users as u', 'u.id', 'p.id')
    .select(USER_COLUMNS)
    .select((eb) => eb.selectFrom('system_dept as d').select('d.name').whereRef('d.id', '=', 'u.deptId').as('deptName'))
    .orderBy('u.id', 'desc');
  const kept = keptTotal(db, actor, query, deptIds);
  const [list, total] = await Promise.all([
    rows.execute(),
    kept ? kept() : base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)),
  ]);
  return { list: list.map(toUserRow), total };
}

/**
 * The page's total from the kept per-dept counts (migration 0004) when only the dept tree and the data
 * scope narrow the list, which is the screen's default view and its dept-tree clicks; undefined (count
 * the rows) for any other filter, or a scope that adds "own rows" to depts.
 */
function keptTotal(db: Db, actor: Actor, filter: Static<typeof UserFilter>, deptIds: number[] | undefined) {
  if (filter.username || filter.mobile || filter.status !== undefined || parseDateRange(filter.createTime, 'createTime')) return undefined;
  const scope = actor.dataScope;
  if (!scope.all && scope.self) return undefined;
  let depts = deptIds ?? null;
  if (!scope.all) depts = depts ? depts.filter((id) => scope.deptIds.includes(id)) : scope.deptIds;
  return async () => {
    if (depts && depts.length === 0) return 0;
    let q = db.selectFrom('system_users_dept_count').select((eb) => eb.fn.sum<number>('userCount').as('n'));
    if (depts) q = q.where('deptId', 'in', depts);
    return Number((await q.executeTakeFirst())?.n ?? 0);
  };
}

/**
 * Export rows in keyset batches: the users' columns, and dept names from one lookup of the tenant's depts
 * (a per-row lookup costs more than the rest of the query at 100k rows).
 */
export async function exportBatches(db: Db, actor: Actor, filter: Static<typeof UserFilter>) {
  const base = await userQuery(db, actor, filter);
  const depts = new Map((await db.selectFrom('system_dept').select(['id', 'name']).execute()).map((d) => [d.id, d.name]));
  const rows = batchesById(async (afterId, limit) => {
    const rows = await base.select(USER_COLUMNS).where('u.id', '>', afterId).orderBy('u.id').limit(limit).execute();
    return rows.map((r) => ({ ...r, deptName: r.deptId === null ? '' : (depts.get(r.deptId) ?? '') }));
  });
  return { rows, source: { db, query: base } };
}

export async function getUser(db: Db, actor: Actor, id: number) {
  const row = await selectUser((await userQuery(db, actor)).where('u.id', '=', id)).executeTakeFirst();
  return row ? toUserRow(row) : undefined;
}

async function requireUserRow(db: Db, actor: Actor, id: number, lock = false) {
  let q = selectUser((await userQuery(db, actor)).where('u.id', '=', id));
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
  return toUserRow(row);
}

/**
 * A user the actor may change: within their data scope, and not a super admin unless the actor is one.
 * Without the second rule anyone holding update-password could reset the super admin's password and
 * sign in as them. Locks the row for the caller's transaction.
 */
async function requireManageableUser(db: Db, actor: Actor, id: number) {
  const row = await requireUserRow(db, actor, id, true);
  if (!actor.superAdmin && id !== actor.id) {
    const superAdmin = await db
      .selectFrom('system_user_role as ur')
      .innerJoin('system_role as r', 'r.id', 'ur.roleId')
      .select('r.id')
      .where('ur.userId', '=', id)
      .where('r.code', '=', SUPER_ADMIN_ROLE)
      .executeTakeFirst();
    if (superAdmin) throw new ServiceError(GlobalErrors.FORBIDDEN);
  }
  return row;
}

/** The users with these ids that the actor's data scope reaches, as page rows. */
export async function listUsersByIds(db: Db, actor: Actor, ids: number[]) {
  const rows = await selectUser((await userQuery(db, actor)).where('u.id', 'in', ids)).orderBy('u.id').execute();
  return rows.map(toUserRow);
}

/** A user's card: any user of the tenant, as a colleague sees them (no contact details). */
const selectCard = (db: Db) =>
  db
    .selectFrom('system_users as u')
    .select(['u.id', 'u.nickname', 'u.avatar', 'u.deptId'])
    .select((eb) => eb.selectFrom('system_dept as d').select('d.name').whereRef('d.id', '=', 'u.deptId').as('deptName'));

export const getUserCard = (db: Db, id: number) => selectCard(db).where('u.id', '=', id).executeTakeFirst();

/** Enabled users whose nickname contains the text: at most MAX_NICKNAME_MATCHES. */
export const listUserCardsByNickname = (db: Db, nickname: string) =>
  selectCard(db)
    .where('u.status', '=', 0)
    .where('u.nickname', 'like', `%${escapeLike(nickname)}%`)
    .orderBy('u.id')
    .limit(MAX_NICKNAME_MATCHES)
    .execute();
const MAX_NICKNAME_MATCHES = 50;

export function listSimpleUsers(db: Db) {
  return db.selectFrom('system_users').select(['id', 'nickname']).where('status', '=', 0).orderBy('id').execute();
}

// ---- validation shared by create, update, import and the profile ----

/** Dept must exist and be enabled; a dept the actor's data scope does not reach is treated as missing. */
export async function assertDeptUsable(db: Db, actor: Actor | null, deptId: number | null | undefined): Promise<void> {
  if (deptId === null || deptId === undefined) return;
  const dept = await db.selectFrom('system_dept').select('status').where('id', '=', deptId).executeTakeFirst();
  if (!dept) throw new ServiceError(DeptErrors.DEPT_NOT_FOUND);
  if (actor && !actor.dataScope.all && !actor.dataScope.deptIds.includes(deptId)) throw new ServiceError(DeptErrors.DEPT_NOT_FOUND);
  if (dept.status !== 0) throw new ServiceError(DeptErrors.DEPT_NOT_ENABLE);
}

async function assertPostsUsable(db: Db, postIds: number[]): Promise<void> {
  if (postIds.length === 0) return;
  const posts = await db.selectFrom('system_post').select(['id', 'name', 'status']).where('id', 'in', postIds).execute();
  for (const id of postIds) {
    const post = posts.find((p) => p.id === id);
    if (!post) throw new ServiceError(PostErrors.POST_NOT_FOUND);
    if (post.status !== 0) throw new ServiceError(PostErrors.POST_NOT_ENABLE, post.name);
  }
}

/** Username, mobile and email are unique in the tenant (1002003000/1/2); empty mobile or email is "none". */
export async function assertUserUnique(
  db: Db,
  fields: { username?: string; mobile?: string | null; email?: string | null },
  exceptId?: number,
): Promise<void> {
  const checks: Array<['username' | 'mobile' | 'email', string | null | undefined, (typeof UserErrors)[keyof typeof UserErrors]]> = [
    ['username', fields.username, UserErrors.USER_USERNAME_EXISTS],
    ['mobile', fields.mobile, UserErrors.USER_MOBILE_EXISTS],
    ['email', fields.email, UserErrors.USER_EMAIL_EXISTS],
  ];
  for (const [column, value, error] of checks) {
    if (!value) continue;
    let q = db.selectFrom('system_users').select('id').where(column, '=', value);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw new ServiceError(error);
  }
}

const uniqueIds = (ids: number[] | null | undefined) => [...new Set(ids ?? [])];

/** Posts live twice, as the reference keeps them: users.post_ids and system_user_post. */
async function syncUserPosts(db: Db, actor: { id: number }, userId: number, postIds: number[]): Promise<void> {
  const current = (await db.selectFrom('system_user_post').select('postId').where('userId', '=', userId).execute()).map((r) => r.postId);
  const removed = current.filter((id) => !postIds.includes(id));
  const added = postIds.filter((id) => !current.includes(id));
  if (removed.length) await db.deleteFrom('system_user_post').where('userId', '=', userId).where('postId', 'in', removed).execute();
  if (added.length) {
    await db
      .insertInto('system_user_post')
      .values(added.map((postId) => ({ userId, postId, creator: String(actor.id), updater: String(actor.id) })))
      .execute();
  }
}

// ---- writes ----

export interface NewUser {
  username: string;
  nickname: string;
  remark?: string | null;
  deptId?: number | null;
  postIds?: number[] | null;
  email?: string | null;
  mobile?: string | null;
  sex?: number | null;
  avatar?: string | null;
  status?: number;
}

/**
 * Inserts a user in the caller's transaction after every check (quota, dept, posts, uniqueness).
 * `passwordHash` is computed by the caller, outside the transaction (hashing is slow).
 */
export async function insertUser(trx: Db, actor: Actor, input: NewUser, passwordHash: string): Promise<number> {
  const postIds = uniqueIds(input.postIds);
  await assertTenantAccountQuota(trx, actor.tenantId);
  await assertDeptUsable(trx, actor, input.deptId);
  await assertPostsUsable(trx, postIds);
  await assertUserUnique(trx, input);
  const row = await mapUniqueViolation(
    () =>
      trx
        .insertInto('system_users')
        .values({
          username: input.username,
          password: passwordHash,
          nickname: input.nickname,
          remark: input.remark ?? null,
          deptId: input.deptId ?? null,
          postIds: JSON.stringify(postIds),
          email: input.email ?? '',
          mobile: input.mobile ?? '',
          sex: input.sex ?? 0,
          avatar: input.avatar ?? '',
          status: input.status ?? 0,
          loginDate: null,
          lockedUntil: null,
          creator: String(actor.id),
          updater: String(actor.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    USER_INDEXES,
  );
  await syncUserPosts(trx, actor, row.id, postIds);
  return row.id;
}

export async function createUser(db: Db, actor: Actor, input: Static<typeof UserCreate>): Promise<number> {
  const hash = await hashPassword(input.password);
  return db.transaction().execute((trx) => insertUser(trx, actor, input, hash));
}

export type UserRow = ReturnType<typeof toUserRow>;

/**
 * Updates a user the actor reaches, in the caller's transaction; answers the row before and after
 * for the operate log. Only fields present in the input change.
 */
export async function applyUserUpdate(
  trx: Db,
  actor: Actor,
  id: number,
  input: Omit<NewUser, 'username'>,
): Promise<{ before: UserRow; after: UserRow }> {
  const before = await requireManageableUser(trx, actor, id);
  const deptChanges = input.deptId !== undefined && input.deptId !== before.deptId;
  if (deptChanges) await assertDeptUsable(trx, actor, input.deptId);
  const postIds = input.postIds === undefined ? undefined : uniqueIds(input.postIds);
  if (postIds) await assertPostsUsable(trx, postIds);
  await assertUserUnique(trx, { mobile: input.mobile, email: input.email }, id);
  const set: RowUpdate<'system_users'> = { nickname: input.nickname, ...stamp(actor) };
  if (input.remark !== undefined) set.remark = input.remark;
  if (input.deptId !== undefined) set.deptId = input.deptId;
  if (postIds) set.postIds = JSON.stringify(postIds);
  if (input.email !== undefined) set.email = input.email ?? '';
  if (input.mobile !== undefined) set.mobile = input.mobile ?? '';
  if (input.sex !== undefined) set.sex = input.sex ?? 0;
  if (input.avatar !== undefined) set.avatar = input.avatar ?? '';
  if (input.status !== undefined) set.status = input.status;
  await mapUniqueViolation(() => trx.updateTable('system_users').set(set).where('id', '=', id).execute(), USER_INDEXES);
  if (postIds) await syncUserPosts(trx, actor, id, postIds);
  if (input.status !== undefined && input.status !== 0 && before.status === 0) await revokeUserTokens(trx, id);
  const after = await requireUserRow(trx, actor, id);
  return { before, after };
}

export function updateUser(db: Db, actor: Actor, input: Static<typeof UserUpdate>) {
  const { id, ...fields } = input;
  return db.transaction().execute((trx) => applyUserUpdate(trx, actor, id, fields));
}

export function deleteUser(db: Db, actor: Actor, id: number): Promise<{ before: UserRow }> {
  if (id === actor.id) throw new ServiceError(UserErrors.USER_DELETE_SELF);
  if (id === ADMIN_USER_ID && actor.tenantId === SYSTEM_TENANT_ID) throw new ServiceError(UserErrors.USER_DELETE_SYSTEM_ADMIN);
  return db.transaction().execute(async (trx) => {
    const before = await requireManageableUser(trx, actor, id);
    await trx.deleteFrom('system_user_role').where('userId', '=', id).execute();
    await trx.deleteFrom('system_user_post').where('userId', '=', id).execute();
    await revokeUserTokens(trx, id);
    await trx.deleteFrom('system_users').where('id', '=', id).execute();
    return { before };
  });
}

/**
 * Resets a password. Someone else's sessions end with it (whoever knew the old password is out); the
 * caller's own stay. Answers whether sessions were ended (the route then clears the token cache).
 */
export async function updateUserPassword(db: Db, actor: Actor, id: number, password: string): Promise<boolean> {
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await requireManageableUser(trx, actor, id);
    await trx.updateTable('system_users').set({ password: hash, loginFailCount: 0, lockedUntil: null, ...stamp(actor) }).where('id', '=', id).execute();
    if (id === actor.id) return false;
    await revokeUserTokens(trx, id);
    return true;
  });
}

/** Disabling signs the user out at once (their tokens carry a snapshot that would otherwise stay valid). */
export function updateUserStatus(db: Db, actor: Actor, id: number, status: number) {
  if (id === actor.id && status !== 0) throw new ServiceError(UserErrors.USER_DISABLE_SELF);
  return db.transaction().execute(async (trx) => {
    const before = await requireManageableUser(trx, actor, id);
    await trx.updateTable('system_users').set({ status, ...stamp(actor) }).where('id', '=', id).execute();
    if (status !== 0) await revokeUserTokens(trx, id);
    return { before: { id, status: before.status }, after: { id, status } };
  });
}

// ---- user roles ----

export async function listUserRoleIds(db: Db, actor: Actor, userId: number): Promise<number[]> {
  await requireUserRow(db, actor, userId);
  const rows = await db
    .selectFrom('system_user_role as ur')
    .innerJoin('system_role as r', 'r.id', 'ur.roleId')
    .select('ur.roleId')
    .where('ur.userId', '=', userId)
    .orderBy('ur.roleId')
    .execute();
  return rows.map((r) => r.roleId);
}

/**
 * Sets a user's roles to exactly `roleIds`, all of which must be roles of the tenant. Granting or taking
 * away super_admin is for super admins only: anyone else holding assign-user-role could otherwise make
 * themselves one. Takes effect at the user's next sign-in or refresh (token snapshot).
 */
export function assignUserRoles(db: Db, actor: Actor, userId: number, roleIds: number[]) {
  const wanted = uniqueIds(roleIds).sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    await requireManageableUser(trx, actor, userId);
    const roles = wanted.length ? await trx.selectFrom('system_role').select(['id', 'code']).where('id', 'in', wanted).execute() : [];
    if (roles.length !== wanted.length) throw new ServiceError(RoleErrors.ROLE_NOT_EXISTS);
    const current = await trx
      .selectFrom('system_user_role as ur')
      .leftJoin('system_role as r', 'r.id', 'ur.roleId')
      .select(['ur.roleId', 'r.code'])
      .where('ur.userId', '=', userId)
      .execute();
    const before = current.map((r) => r.roleId).sort((a, b) => a - b);
    const removed = before.filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !before.includes(id));
    const touchesSuperAdmin =
      roles.some((r) => added.includes(r.id) && r.code === SUPER_ADMIN_ROLE) ||
      current.some((r) => removed.includes(r.roleId) && r.code === SUPER_ADMIN_ROLE);
    if (touchesSuperAdmin && !actor.superAdmin) throw new ServiceError(GlobalErrors.FORBIDDEN);
    if (removed.length) await trx.deleteFrom('system_user_role').where('userId', '=', userId).where('roleId', 'in', removed).execute();
    if (added.length) {
      await trx
        .insertInto('system_user_role')
        .values(added.map((roleId) => ({ userId, roleId, creator: String(actor.id), updater: String(actor.id) })))
        .execute();
    }
    return { before: { userId, roleIds: before }, after: { userId, roleIds: wanted } };
  });
}

// ---- personal centre ----

/** The signed-in user, whatever their data scope: everyone reaches themselves. */
const selfScope = (actor: Actor): Actor => ({ ...actor, dataScope: { all: false, deptIds: [], self: true } });

export async function getProfile(db: Db, actor: Actor) {
  const user = await requireUserRow(db, selfScope(actor), actor.id);
  const roles = await db
    .selectFrom('system_role as r')
    .innerJoin('system_user_role as ur', 'ur.roleId', 'r.id')
    .select(['r.id', 'r.name'])
    .where('ur.userId', '=', actor.id)
    .where('r.status', '=', 0)
    .orderBy('r.id')
    .execute();
  const posts = user.postIds.length
    ? await db.selectFrom('system_post').select(['id', 'name']).where('id', 'in', user.postIds).orderBy('id').execute()
    : [];
  return { ...user, roles, posts, socialUsers: await bindingsOf(db, actor.id) };
}

export function updateProfile(db: Db, actor: Actor, input: Static<typeof ProfileUpdate>) {
  return db.transaction().execute(async (trx) => {
    const before = await requireUserRow(trx, selfScope(actor), actor.id, true);
    await assertUserUnique(trx, { mobile: input.mobile, email: input.email }, actor.id);
    await mapUniqueViolation(
      () =>
        trx
          .updateTable('system_users')
          .set({
            ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
            ...(input.email !== undefined ? { email: input.email ?? '' } : {}),
            ...(input.mobile !== undefined ? { mobile: input.mobile ?? '' } : {}),
            ...(input.sex !== undefined ? { sex: input.sex ?? 0 } : {}),
            ...stamp(actor),
          })
          .where('id', '=', actor.id)
          .execute(),
      USER_INDEXES,
    );
    const after = await requireUserRow(trx, selfScope(actor), actor.id);
    return { before, after };
  });
}

export async function updateProfilePassword(db: Db, actor: Actor, oldPassword: string, newPassword: string): Promise<void> {
  const row = await db.selectFrom('system_users').select('password').where('id', '=', actor.id).executeTakeFirst();
  if (!row) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
  const check = await verifyPassword(row.password, oldPassword);
  if (!check.ok) throw new ServiceError(UserErrors.USER_PASSWORD_FAILED);
  const hash = await hashPassword(newPassword);
  await db.updateTable('system_users').set({ password: hash, ...stamp(actor) }).where('id', '=', actor.id).execute();
}

export async function setAvatar(db: Db, actor: Actor, url: string) {
  const before = await db.selectFrom('system_users').select('avatar').where('id', '=', actor.id).executeTakeFirst();
  if (!before) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
  await db.updateTable('system_users').set({ avatar: url, ...stamp(actor) }).where('id', '=', actor.id).execute();
  return { before: { avatar: before.avatar }, after: { avatar: url } };
}

/** The initial password of new users (config `sys.user.init-password`); undefined when unset. */
export async function initPassword(db: Db): Promise<string | undefined> {
  return (await configValue(db, INIT_PASSWORD_KEY)) || undefined;
}
