import type { PageParams } from '@console/contracts/envelope';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { TenantErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { TENANT_TABLES } from '../../../db/schema';
import { TenantScopePlugin } from '../../../db/tenant-scope';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { hashPassword } from '../../../platform/password';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import { SYSTEM_PACKAGE_ID } from '../permission/service';
import { assertPackageUsable, syncTenantMenus, TENANT_ADMIN_ROLE_CODE } from '../tenant-package/service';
import { assertTenantAccountQuota } from './quota';
import { saveWebsites, selectWebsites, websitesToStore } from './websites';
import type { TenantCreate, TenantFilter, TenantUpdate } from '@console/contracts/system/tenant';

type Actor = { id: number };

/**
 * Tenants (reference §5.7). system_tenant is global; creating, moving or deleting a tenant writes into
 * that tenant's own rows, so this service takes the unscoped handle and scopes each tenant's part with
 * TenantScopePlugin inside the same transaction.
 */

export function tenantQuery(db: Db, filter: Static<typeof TenantFilter>) {
  let q = db.selectFrom('system_tenant');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.contactName) q = q.where('contactName', 'like', `%${escapeLike(filter.contactName)}%`);
  if (filter.contactMobile) q = q.where('contactMobile', 'like', `%${escapeLike(filter.contactMobile)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export const TENANT_COLUMNS = [
  'id',
  'name',
  'contactUserId',
  'contactName',
  'contactMobile',
  'status',
  'packageId',
  'expireTime',
  'accountCount',
  'createTime',
] as const;

export function pageTenants(db: Db, query: Static<typeof TenantFilter> & PageParams) {
  return paginate(tenantQuery(db, query), (q) => selectWebsites(q.select(TENANT_COLUMNS)).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export function getTenant(db: Db, id: number) {
  return selectWebsites(db.selectFrom('system_tenant').select(TENANT_COLUMNS)).where('id', '=', id).executeTakeFirst();
}

async function assertNameUnique(db: Db, name: string, exceptId?: number) {
  let q = db.selectFrom('system_tenant').select('id').where('name', '=', name);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new ServiceError(TenantErrors.TENANT_NAME_DUPLICATE, name);
}

const uniqueName = <T>(name: string, work: () => Promise<T>) =>
  mapUniqueViolation(work, { uk_system_tenant_name: { ...TenantErrors.TENANT_NAME_DUPLICATE, msg: TenantErrors.TENANT_NAME_DUPLICATE.msg.replace('{}', name) } });

/**
 * Creates the tenant and, inside it, the 租户管理员 role holding the package's menus and the admin user
 * with that role (reference §5.7), in one transaction: a failure anywhere leaves nothing behind.
 */
export async function createTenant(db: Db, actor: Actor, input: Static<typeof TenantCreate>): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const audit = { creator: String(actor.id), updater: String(actor.id) };
  return db.transaction().execute(async (trx) => {
    await assertNameUnique(trx, input.name);
    const pkg = await assertPackageUsable(trx, input.packageId);
    const tenant = await uniqueName(input.name, () =>
      trx
        .insertInto('system_tenant')
        .values({
          name: input.name,
          contactUserId: null,
          contactName: input.contactName,
          contactMobile: input.contactMobile ?? null,
          status: input.status,
          packageId: pkg.id,
          expireTime: new Date(input.expireTime),
          accountCount: input.accountCount,
          ...audit,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await saveWebsites(trx, tenant.id, websitesToStore(input, []) ?? []);
    const tdb = trx.withPlugin(new TenantScopePlugin(tenant.id));
    const role = await tdb
      .insertInto('system_role')
      .values({
        name: '租户管理员',
        code: TENANT_ADMIN_ROLE_CODE,
        sort: 0,
        dataScope: 1,
        dataScopeDeptIds: '[]',
        status: 0,
        type: 1,
        remark: '系统自动生成',
        ...audit,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncTenantMenus(tdb, pkg.menuIds, actor);
    await assertTenantAccountQuota(tdb, tenant.id);
    const user = await tdb
      .insertInto('system_users')
      .values({
        username: input.username,
        password: passwordHash,
        nickname: input.contactName,
        remark: null,
        deptId: null,
        postIds: '[]',
        // The schema admits only a mobile number or nothing (contracts' MOBILE_PATTERN).
        mobile: input.contactMobile ?? '',
        status: 0,
        loginDate: null,
        lockedUntil: null,
        ...audit,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tdb.insertInto('system_user_role').values({ userId: user.id, roleId: role.id, ...audit }).execute();
    await trx.updateTable('system_tenant').set({ contactUserId: user.id }).where('id', '=', tenant.id).execute();
    return tenant.id;
  });
}

function assertNotSystemTenant(tenant: { packageId: number }) {
  if (tenant.packageId === SYSTEM_PACKAGE_ID) throw new ServiceError(TenantErrors.TENANT_CAN_NOT_UPDATE_SYSTEM);
}

/** Updates a tenant; a package change gives its roles the new package's menus. Returns before and after. */
export function updateTenant(db: Db, actor: Actor, input: Static<typeof TenantUpdate>) {
  return db.transaction().execute(async (trx) => {
    const before = await selectWebsites(trx.selectFrom('system_tenant').select(TENANT_COLUMNS)).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(TenantErrors.TENANT_NOT_EXISTS);
    assertNotSystemTenant(before);
    await assertNameUnique(trx, input.name, input.id);
    const pkg = await assertPackageUsable(trx, input.packageId);
    await uniqueName(input.name, () =>
      trx
        .updateTable('system_tenant')
        .set({
          name: input.name,
          contactName: input.contactName,
          ...(input.contactMobile !== undefined ? { contactMobile: input.contactMobile } : {}),
          status: input.status,
          packageId: pkg.id,
          expireTime: new Date(input.expireTime),
          accountCount: input.accountCount,
          updater: String(actor.id),
          updateTime: new Date(),
        })
        .where('id', '=', input.id)
        .execute(),
    );
    const websites = websitesToStore(input, before.websites);
    if (websites) await saveWebsites(trx, input.id, websites);
    if (pkg.id !== before.packageId) await syncTenantMenus(trx.withPlugin(new TenantScopePlugin(input.id)), pkg.menuIds, actor);
    const after = await selectWebsites(trx.selectFrom('system_tenant').select(TENANT_COLUMNS)).where('id', '=', input.id).executeTakeFirstOrThrow();
    // Sign-in refuses a disabled or expired tenant; sessions already open end here, refresh tokens included.
    const closed = after.status !== 0 || after.expireTime <= Date.now();
    if (closed) await endTenantSessions(trx, input.id);
    return { before, after, sessionsEnded: closed };
  });
}

/** Every access token of the tenant goes and every refresh token is revoked (unscoped handle). */
async function endTenantSessions(db: Db, tenantId: number): Promise<void> {
  await db.deleteFrom('system_oauth2_access_token').where('tenantId', '=', tenantId).execute();
  await db.updateTable('system_oauth2_refresh_token').set({ revoked: true }).where('tenantId', '=', tenantId).execute();
}

/** Audit trails outlive the tenant: its login and operate logs are kept (no one can sign in to read them). */
const KEPT_ON_TENANT_DELETE = new Set(['system_login_log', 'system_operate_log']);

/**
 * Deletes a tenant with everything it owns: users, roles and their grants, depts, posts, notices, tokens
 * (so its sessions end at once)… every table in TENANT_TABLES except the logs, in one transaction.
 * The system tenant cannot be deleted. Returns the deleted row.
 */
export function deleteTenant(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await selectWebsites(trx.selectFrom('system_tenant').select(TENANT_COLUMNS)).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(TenantErrors.TENANT_NOT_EXISTS);
    assertNotSystemTenant(before);
    for (const table of TENANT_TABLES) {
      if (KEPT_ON_TENANT_DELETE.has(table)) continue;
      await sql`delete from ${sql.table(table)} where tenant_id = ${id}`.execute(trx);
    }
    await trx.deleteFrom('system_tenant').where('id', '=', id).execute();
    return before;
  });
}
