import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { TenantPackageErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { TenantScopePlugin } from '../../../db/tenant-scope';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import { platformOnlyMenuIds } from './platform-only';
import type { TenantPackageCreate, TenantPackageFilter, TenantPackageUpdate } from '@console/contracts/system/tenant-package';

type Actor = { id: number };

/** Code of the role every tenant gets at creation; it holds exactly the package's menus. */
export const TENANT_ADMIN_ROLE_CODE = 'tenant_admin';

/**
 * Packages are a global table and a package change reaches into every tenant on it, so this service
 * works on the unscoped handle and scopes each tenant's part itself. Only system-tenant users reach it
 * (its permissions are platform-only, see platform-only.ts).
 */

export function packageQuery(db: Db, filter: Static<typeof TenantPackageFilter>) {
  let q = db.selectFrom('system_tenant_package');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.remark) q = q.where('remark', 'like', `%${escapeLike(filter.remark)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

const COLUMNS = ['id', 'name', 'status', 'remark', 'menuIds', 'createTime'] as const;

export function pagePackages(db: Db, query: Static<typeof TenantPackageFilter> & PageParams) {
  return paginate(packageQuery(db, query), (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export function getPackage(db: Db, id: number) {
  return db.selectFrom('system_tenant_package').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function listSimplePackages(db: Db) {
  return db.selectFrom('system_tenant_package').select(['id', 'name']).where('status', '=', 0).orderBy('id').execute();
}

/** The package a tenant is created on or moved to: it must exist and be enabled. */
export async function assertPackageUsable(db: Db, id: number) {
  // FOR SHARE: a concurrent delete of the package waits until the tenant is written, then sees it in use.
  const pkg = await db
    .selectFrom('system_tenant_package')
    .select(['id', 'name', 'status', 'menuIds'])
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
  if (!pkg) throw new ServiceError(TenantPackageErrors.TENANT_PACKAGE_NOT_EXISTS);
  if (pkg.status !== 0) throw new ServiceError(TenantPackageErrors.TENANT_PACKAGE_DISABLE, pkg.name);
  return pkg;
}

/**
 * The menus a package really holds: known menus only, without the platform-only ones (a package is the
 * ceiling of what a tenant may do and can never include tenant, package, menu-write, dict-write or infra
 * screens), deduplicated and sorted. The reference UI posts checked ∪ half-checked nodes of the whole tree,
 * "select all" included, so unknown or platform-only ids are dropped rather than refused.
 */
export async function normalizeMenuIds(db: Db, ids: number[]): Promise<number[]> {
  const menus = await db.selectFrom('system_menu').select(['id', 'parentId', 'permission']).execute();
  const known = new Set(menus.map((m) => m.id));
  const platformOnly = platformOnlyMenuIds(menus);
  return [...new Set(ids)].filter((id) => known.has(id) && !platformOnly.has(id)).sort((a, b) => a - b);
}

async function assertNameUnique(db: Db, name: string, exceptId?: number) {
  let q = db.selectFrom('system_tenant_package').select('id').where('name', '=', name);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new ServiceError(TenantPackageErrors.TENANT_PACKAGE_NAME_DUPLICATE);
}

const INDEXES = { uk_system_tenant_package_name: TenantPackageErrors.TENANT_PACKAGE_NAME_DUPLICATE };

export function createPackage(db: Db, actor: Actor, input: Static<typeof TenantPackageCreate>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertNameUnique(trx, input.name);
    const menuIds = await normalizeMenuIds(trx, input.menuIds);
    const row = await mapUniqueViolation(
      () =>
        trx
          .insertInto('system_tenant_package')
          .values({
            name: input.name,
            status: input.status,
            remark: input.remark ?? '',
            menuIds: JSON.stringify(menuIds),
            creator: String(actor.id),
            updater: String(actor.id),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      INDEXES,
    );
    return row.id;
  });
}

/**
 * Gives one tenant's roles the package's menus (reference §5.7): its tenant_admin role gets exactly them,
 * every other role keeps only what is still in the package. `tenantDb` must be scoped to the tenant.
 */
export async function syncTenantMenus(tenantDb: Db, menuIds: number[], actor: Actor): Promise<void> {
  const roles = await tenantDb.selectFrom('system_role').select(['id', 'code']).execute();
  if (roles.length === 0) return;
  let trim = tenantDb.deleteFrom('system_role_menu').where(
    'roleId',
    'in',
    roles.map((r) => r.id),
  );
  if (menuIds.length) trim = trim.where('menuId', 'not in', menuIds);
  await trim.execute();
  for (const admin of roles.filter((r) => r.code === TENANT_ADMIN_ROLE_CODE)) {
    await tenantDb.deleteFrom('system_role_menu').where('roleId', '=', admin.id).execute();
    if (menuIds.length) {
      await tenantDb
        .insertInto('system_role_menu')
        .values(menuIds.map((menuId) => ({ roleId: admin.id, menuId, creator: String(actor.id), updater: String(actor.id) })))
        .execute();
    }
  }
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Updates a package; when its menus change, every tenant on it follows. Returns the row before and after. */
export function updatePackage(db: Db, actor: Actor, input: Static<typeof TenantPackageUpdate>) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('system_tenant_package').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(TenantPackageErrors.TENANT_PACKAGE_NOT_EXISTS);
    await assertNameUnique(trx, input.name, input.id);
    const menuIds = await normalizeMenuIds(trx, input.menuIds);
    await mapUniqueViolation(
      () =>
        trx
          .updateTable('system_tenant_package')
          .set({
            name: input.name,
            status: input.status,
            ...(input.remark !== undefined ? { remark: input.remark ?? '' } : {}),
            menuIds: JSON.stringify(menuIds),
            updater: String(actor.id),
            updateTime: new Date(),
          })
          .where('id', '=', input.id)
          .execute(),
      INDEXES,
    );
    if (!sameSet(before.menuIds, menuIds)) {
      const tenants = await trx.selectFrom('system_tenant').select('id').where('packageId', '=', input.id).execute();
      for (const tenant of tenants) await syncTenantMenus(trx.withPlugin(new TenantScopePlugin(tenant.id)), menuIds, actor);
    }
    const after = await trx.selectFrom('system_tenant_package').select(COLUMNS).where('id', '=', input.id).executeTakeFirstOrThrow();
    return { before, after };
  });
}

/** Deletes a package no tenant uses (1002016001 otherwise). Returns the deleted row. */
export function deletePackage(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('system_tenant_package').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(TenantPackageErrors.TENANT_PACKAGE_NOT_EXISTS);
    const used = await trx.selectFrom('system_tenant').select('id').where('packageId', '=', id).limit(1).executeTakeFirst();
    if (used) throw new ServiceError(TenantPackageErrors.TENANT_PACKAGE_USED);
    await trx.deleteFrom('system_tenant_package').where('id', '=', id).execute();
    return before;
  });
}
