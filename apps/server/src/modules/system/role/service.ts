import { RoleType as ROLE_TYPE } from '@console/contracts/codes';
import type { PageParams } from '@console/contracts/envelope';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { DeptErrors, formatMessage, MenuErrors, RoleErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { SUPER_ADMIN_ROLE } from '../../../platform/permission';
import { mapUniqueViolation } from '../../../platform/unique';
import { tenantMenuIds } from '../menu/service';
import { DATA_SCOPE } from '../permission/service';
import type { AssignRoleDataScope, AssignRoleMenu, RoleCreate, RoleFilter, RoleStatusUpdate, RoleUpdate } from '@console/contracts/system/role';

type Actor = { id: number };
const stamp = (actor: Actor) => ({ updater: String(actor.id), updateTime: new Date() });

/** system_role_type: 1 built-in (protected), 2 custom. */
export { ROLE_TYPE };

/**
 * Role writes are serialised (one lock, all tenants: they are rare), so grants and checks do not interleave.
 * Name and code are also unique per tenant by index (migration 0006), for writers that do not take the lock.
 */
const lockRoles = (trx: Db) => sql`select pg_advisory_xact_lock(hashtext('system_role'))`.execute(trx);

export const ROLE_COLUMNS = ['id', 'name', 'code', 'sort', 'remark', 'dataScope', 'dataScopeDeptIds', 'status', 'type', 'createTime'] as const;

export function roleQuery(db: Db, filter: Static<typeof RoleFilter>) {
  let q = db.selectFrom('system_role');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.code) q = q.where('code', 'like', `%${escapeLike(filter.code)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export function pageRoles(db: Db, query: Static<typeof RoleFilter> & PageParams) {
  return paginate(roleQuery(db, query), (q) => q.select(ROLE_COLUMNS).orderBy('sort').orderBy('id'), query.pageNo, query.pageSize);
}

export function getRole(db: Db, id: number) {
  return db.selectFrom('system_role').select(ROLE_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type RoleRecord = NonNullable<Awaited<ReturnType<typeof getRole>>>;

/** Enabled roles for pickers (`list-all-simple`). */
export function listSimpleRoles(db: Db) {
  return db.selectFrom('system_role').select(['id', 'name']).where('status', '=', 0).orderBy('sort').orderBy('id').execute();
}

async function assertRoleUnique(db: Db, name: string, code: string, exceptId?: number) {
  if (code === SUPER_ADMIN_ROLE) throw new ServiceError(RoleErrors.ROLE_ADMIN_CODE_ERROR, code);
  let byName = db.selectFrom('system_role').select('id').where('name', '=', name);
  if (exceptId !== undefined) byName = byName.where('id', '!=', exceptId);
  if (await byName.executeTakeFirst()) throw new ServiceError(RoleErrors.ROLE_NAME_DUPLICATE, name);
  let byCode = db.selectFrom('system_role').select('id').where('code', '=', code);
  if (exceptId !== undefined) byCode = byCode.where('id', '!=', exceptId);
  if (await byCode.executeTakeFirst()) throw new ServiceError(RoleErrors.ROLE_CODE_DUPLICATE, code);
}

/** A race past assertRoleUnique answers what the check would have. */
const uniqueRole = <T>(name: string, code: string, work: () => Promise<T>) =>
  mapUniqueViolation(work, {
    uk_system_role_name: { ...RoleErrors.ROLE_NAME_DUPLICATE, msg: formatMessage(RoleErrors.ROLE_NAME_DUPLICATE.msg, name) },
    uk_system_role_code: { ...RoleErrors.ROLE_CODE_DUPLICATE, msg: formatMessage(RoleErrors.ROLE_CODE_DUPLICATE.msg, code) },
  });

/** The role, which must exist in this tenant and be a custom one (built-in roles are protected). */
async function roleForUpdate(db: Db, id: number): Promise<RoleRecord> {
  const role = await getRole(db, id);
  if (!role) throw new ServiceError(RoleErrors.ROLE_NOT_EXISTS);
  if (role.type === ROLE_TYPE.SYSTEM) throw new ServiceError(RoleErrors.ROLE_CAN_NOT_UPDATE_SYSTEM_TYPE_ROLE);
  return role;
}

export function createRole(db: Db, actor: Actor, input: Static<typeof RoleCreate>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    await assertRoleUnique(trx, input.name, input.code);
    const row = await uniqueRole(input.name, input.code, () =>
      trx
        .insertInto('system_role')
        .values({
          name: input.name,
          code: input.code,
          sort: input.sort,
          remark: input.remark ?? null,
          type: ROLE_TYPE.CUSTOM,
          status: 0,
          dataScope: DATA_SCOPE.ALL,
          dataScopeDeptIds: '[]',
          creator: String(actor.id),
          updater: String(actor.id),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return row.id;
  });
}

type Change = { before: RoleRecord; after: RoleRecord };

export function updateRole(db: Db, actor: Actor, input: Static<typeof RoleUpdate>): Promise<Change> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const before = await roleForUpdate(trx, input.id);
    await assertRoleUnique(trx, input.name, input.code, input.id);
    await uniqueRole(input.name, input.code, () =>
      trx
        .updateTable('system_role')
        .set({
          name: input.name,
          code: input.code,
          sort: input.sort,
          ...(input.remark !== undefined ? { remark: input.remark } : {}),
          ...stamp(actor),
        })
        .where('id', '=', input.id)
        .execute(),
    );
    return { before, after: (await getRole(trx, input.id))! };
  });
}

export function updateRoleStatus(db: Db, actor: Actor, input: Static<typeof RoleStatusUpdate>): Promise<Change> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const before = await roleForUpdate(trx, input.id);
    await trx.updateTable('system_role').set({ status: input.status, ...stamp(actor) }).where('id', '=', input.id).execute();
    return { before, after: (await getRole(trx, input.id))! };
  });
}

/** The role goes with its menu grants and its user assignments. */
export function deleteRole(db: Db, id: number): Promise<RoleRecord> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const before = await roleForUpdate(trx, id);
    await trx.deleteFrom('system_role_menu').where('roleId', '=', id).execute();
    await trx.deleteFrom('system_user_role').where('roleId', '=', id).execute();
    await trx.deleteFrom('system_role').where('id', '=', id).execute();
    return before;
  });
}

/**
 * Menu ids a role holds, as the grant dialog pre-checks them: every menu for super_admin, else its
 * grants; limited to menus that exist and, for a non-system tenant, to the tenant's package.
 */
export async function listRoleMenuIds(db: Db, tenantId: number, roleId: number): Promise<number[]> {
  const role = await getRole(db, roleId);
  if (!role) throw new ServiceError(RoleErrors.ROLE_NOT_EXISTS);
  const allowed = await tenantMenuIds(db, tenantId);
  if (allowed && allowed.length === 0) return [];
  let q = db.selectFrom('system_menu as m').select('m.id');
  if (role.code !== SUPER_ADMIN_ROLE) {
    q = q.where('m.id', 'in', (qb) => qb.selectFrom('system_role_menu as rm').select('rm.menuId').where('rm.roleId', '=', roleId));
  }
  if (allowed) q = q.where('m.id', 'in', allowed);
  return (await q.orderBy('m.id').execute()).map((r) => r.id);
}

/**
 * Replaces a role's menu grants. Every id must be a menu; ids outside a non-system tenant's package
 * are dropped (reference §2.8, TenantService.handleTenantMenu). Users see the change at their next
 * sign-in or token refresh (their token carries a snapshot).
 */
export function assignRoleMenu(
  db: Db,
  tenantId: number,
  actor: Actor,
  input: Static<typeof AssignRoleMenu>,
): Promise<{ before: { roleId: number; menuIds: number[] }; after: { roleId: number; menuIds: number[] } }> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const role = await getRole(trx, input.roleId);
    if (!role) throw new ServiceError(RoleErrors.ROLE_NOT_EXISTS);
    let wanted = [...new Set(input.menuIds ?? [])];
    if (wanted.length) {
      const found = await trx.selectFrom('system_menu').select('id').where('id', 'in', wanted).execute();
      if (found.length !== wanted.length) throw new ServiceError(MenuErrors.MENU_NOT_EXISTS);
    }
    const allowed = await tenantMenuIds(trx, tenantId);
    if (allowed) {
      const inPackage = new Set(allowed);
      wanted = wanted.filter((id) => inPackage.has(id));
    }
    const current = (await trx.selectFrom('system_role_menu').select('menuId').where('roleId', '=', input.roleId).execute()).map(
      (r) => r.menuId,
    );
    const wantedSet = new Set(wanted);
    const currentSet = new Set(current);
    const removed = current.filter((id) => !wantedSet.has(id));
    const added = wanted.filter((id) => !currentSet.has(id));
    if (removed.length) await trx.deleteFrom('system_role_menu').where('roleId', '=', input.roleId).where('menuId', 'in', removed).execute();
    if (added.length) {
      await trx
        .insertInto('system_role_menu')
        .values(added.map((menuId) => ({ roleId: input.roleId, menuId, creator: String(actor.id), updater: String(actor.id) })))
        .execute();
    }
    const sort = (ids: number[]) => [...ids].sort((a, b) => a - b);
    return { before: { roleId: input.roleId, menuIds: sort(current) }, after: { roleId: input.roleId, menuIds: sort(wanted) } };
  });
}

/** Data scope of a custom role; departments must be this tenant's and are kept for scope 2 only. */
export function assignRoleDataScope(db: Db, actor: Actor, input: Static<typeof AssignRoleDataScope>): Promise<Change> {
  return db.transaction().execute(async (trx) => {
    await lockRoles(trx);
    const before = await roleForUpdate(trx, input.roleId);
    let deptIds: number[] = [];
    if (input.dataScope === DATA_SCOPE.DEPT_CUSTOM) {
      deptIds = [...new Set(input.dataScopeDeptIds ?? [])].sort((a, b) => a - b);
      if (deptIds.length) {
        const found = await trx.selectFrom('system_dept').select('id').where('id', 'in', deptIds).execute();
        if (found.length !== deptIds.length) throw new ServiceError(DeptErrors.DEPT_NOT_FOUND);
      }
    }
    await trx
      .updateTable('system_role')
      .set({ dataScope: input.dataScope, dataScopeDeptIds: JSON.stringify(deptIds), ...stamp(actor) })
      .where('id', '=', input.roleId)
      .execute();
    return { before, after: (await getRole(trx, input.roleId))! };
  });
}
