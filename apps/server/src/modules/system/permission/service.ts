import { DataScope as DATA_SCOPE } from '@console/contracts/codes';
import type { Db } from '../../../db/database';
import type { DataScopeSnapshot, LoginUserSnapshot } from '../../../db/schema';
import { ALL_PERMISSION, SUPER_ADMIN_ROLE } from '../../../platform/permission';
import { isPlatformOnlyPermission } from '../tenant-package/platform-only';

export const MENU_TYPE = { DIR: 1, MENU: 2, BUTTON: 3 } as const;
/** package_id 0 marks the system tenant, whose package is "everything". */
export const SYSTEM_PACKAGE_ID = 0;

/**
 * What a user may do right now: enabled roles, and the enabled menus those roles grant (all menus for
 * super_admin), limited to the tenant's package. Null when the user is missing or disabled.
 * `db` must be scoped to the user's tenant.
 */
export async function loadLoginSnapshot(db: Db, userId: number, tenantId: number): Promise<LoginUserSnapshot | null> {
  const user = await db
    .selectFrom('system_users')
    .select(['id', 'username', 'nickname', 'deptId', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.status !== 0) return null;

  const roles = await db
    .selectFrom('system_role as r')
    .innerJoin('system_user_role as ur', 'ur.roleId', 'r.id')
    .select(['r.id', 'r.code', 'r.dataScope', 'r.dataScopeDeptIds'])
    .where('ur.userId', '=', userId)
    .where('r.status', '=', 0)
    .execute();
  const superAdmin = roles.some((r) => r.code === SUPER_ADMIN_ROLE);

  let menuQuery = db.selectFrom('system_menu as m').select(['m.id', 'm.permission']).where('m.status', '=', 0);
  if (!superAdmin) {
    const roleIds = roles.map((r) => r.id);
    if (roleIds.length === 0) menuQuery = menuQuery.where('m.id', '<', 0);
    else
      menuQuery = menuQuery.where('m.id', 'in', (qb) =>
        qb.selectFrom('system_role_menu as rm').select('rm.menuId').where('rm.roleId', 'in', roleIds),
      );
  }
  const tenant = await db
    .selectFrom('system_tenant')
    .select(['packageId'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  // An ordinary tenant: its package is the ceiling, platform-only permissions are never held, and no role
  // bypasses the checks (a role coded super_admin there gets its package's menus, nothing more).
  const restricted = !!tenant && tenant.packageId !== SYSTEM_PACKAGE_ID;
  if (tenant && tenant.packageId !== SYSTEM_PACKAGE_ID) {
    const pkg = await db
      .selectFrom('system_tenant_package')
      .select(['menuIds'])
      .where('id', '=', tenant.packageId)
      .executeTakeFirst();
    const allowed = pkg?.menuIds ?? [];
    menuQuery = allowed.length ? menuQuery.where('m.id', 'in', allowed) : menuQuery.where('m.id', '<', 0);
  }
  const menus = (await menuQuery.orderBy('m.id').execute()).filter((m) => !restricted || !isPlatformOnlyPermission(m.permission));
  const permissions = new Set(menus.map((m) => m.permission).filter((p) => p !== ''));
  // The platform super admin passes every check (reference §2.8), routes whose permission is on no menu
  // included; the wildcard in its list is how both the guard and the web app know it.
  if (superAdmin && !restricted) permissions.add(ALL_PERMISSION);
  return {
    username: user.username,
    nickname: user.nickname,
    deptId: user.deptId,
    roles: roles.map((r) => r.code),
    permissions: [...permissions].sort(),
    menuIds: menus.map((m) => m.id),
    superAdmin: superAdmin && !restricted,
    dataScope: await resolveDataScope(db, user.deptId, roles),
  };
}

export { DATA_SCOPE };

/** All descendants of the given depts, the depts included (tenant-scoped db). */
export async function deptAndDescendants(db: Db, rootIds: number[]): Promise<number[]> {
  if (rootIds.length === 0) return [];
  const depts = await db.selectFrom('system_dept').select(['id', 'parentId']).execute();
  const children = new Map<number, number[]>();
  for (const d of depts) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
  const result = new Set<number>();
  const stack = [...rootIds];
  while (stack.length) {
    const id = stack.pop()!;
    if (result.has(id)) continue;
    result.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...result];
}

/** Reference §2.10: the union over enabled roles; no role at all means own rows only. */
async function resolveDataScope(
  db: Db,
  deptId: number | null,
  roles: Array<{ dataScope: number; dataScopeDeptIds: number[]; code: string }>,
): Promise<DataScopeSnapshot> {
  if (roles.some((r) => r.code === SUPER_ADMIN_ROLE || r.dataScope === DATA_SCOPE.ALL)) return { all: true, deptIds: [], self: true };
  const depts = new Set<number>();
  let self = roles.length === 0;
  for (const role of roles) {
    if (role.dataScope === DATA_SCOPE.DEPT_CUSTOM) {
      for (const id of role.dataScopeDeptIds ?? []) depts.add(id);
      if (deptId !== null) depts.add(deptId);
    } else if (role.dataScope === DATA_SCOPE.DEPT_ONLY) {
      if (deptId !== null) depts.add(deptId);
    } else if (role.dataScope === DATA_SCOPE.DEPT_AND_CHILD) {
      if (deptId !== null) for (const id of await deptAndDescendants(db, [deptId])) depts.add(id);
    } else if (role.dataScope === DATA_SCOPE.SELF) {
      self = true;
    }
  }
  return { all: false, deptIds: [...depts].sort((a, b) => a - b), self };
}
