import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScopePlugin } from '../src/db/tenant-scope';
import { hashPassword } from '../src/platform/password';
import { allMenus, createPackage, createTenantViaApi, loginTo } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * get-permission-info lists exactly what the guard lets through: the web app decides which
 * buttons to show from that list alone, so a listed permission the server refuses would be a button answering 403,
 * and an allowed one not listed a missing button.
 */
interface RouteInfo {
  method: string | string[];
  url: string;
  config?: { permission?: string | string[] };
}

describe('get-permission-info matches the route guard', () => {
  let t: TestApp;
  let routes: Array<{ method: string; url: string; permissions: string[] }>;

  beforeAll(async () => {
    t = await createTestApp({ tenantEnabled: true });
    routes = [];
    for (const r of t.app.routeTable as unknown as RouteInfo[]) {
      const permission = r.config?.permission;
      if (!r.url.startsWith('/admin-api/') || permission === undefined) continue;
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: r.url, permissions: [permission].flat() });
      }
    }
  });
  afterAll(() => t.close());

  /**
   * Whether the guard lets the token through to the route. The query carries a NUL character, which the
   * preValidation hook refuses with 400 after the guard (onRequest) has passed, so no handler ever runs:
   * 403 means refused, 400 means allowed.
   */
  async function guardAllows(token: string, route: { method: string; url: string }): Promise<boolean> {
    const url = route.url.replace(/:[A-Za-z]+/g, '1');
    const res = await t.api({ method: route.method, url: `${url}?probe=%00`, token });
    if (res.code === 403) return false;
    expect(res, `${route.method} ${route.url}`).toMatchObject({ code: 400, msg: expect.stringContaining('NUL') });
    return true;
  }

  async function permissionInfo(token: string) {
    const res = await t.api<{ roles: string[]; permissions: string[] }>({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token });
    expect(res.code).toBe(0);
    return res.data;
  }

  /** Every route the list says is allowed is allowed, and every other route is refused. */
  async function expectListMatchesGuard(token: string, permissions: string[]) {
    const wildcard = permissions.includes('*:*:*');
    const mismatches: string[] = [];
    for (const route of routes) {
      const listed = wildcard || route.permissions.some((p) => permissions.includes(p));
      const allowed = await guardAllows(token, route);
      if (listed !== allowed) mismatches.push(`${route.method} ${route.url} [${route.permissions.join(',')}] listed=${listed} allowed=${allowed}`);
    }
    expect(mismatches).toEqual([]);
  }

  it('the platform super admin is told *:*:*, and the server lets it through every route', async () => {
    const { accessToken } = await loginTo(t, 1, 'admin', 'admin123');
    const info = await permissionInfo(accessToken);
    expect(info.roles).toContain('super_admin');
    expect(info.permissions).toContain('*:*:*');
    expect(routes.length).toBeGreaterThan(50);
    await expectListMatchesGuard(accessToken, info.permissions);
  });

  it('a super_admin role in an ordinary tenant is listed and allowed its package only, never platform-only permissions', async () => {
    const system = (await loginTo(t, 1, 'admin', 'admin123')).accessToken;
    const menus = await allMenus(t);
    // A package without role management: the tenant's super_admin must not get it either.
    const roleMenus = menus.filter((m) => m.permission.startsWith('system:role:')).map((m) => m.id);
    expect(roleMenus.length).toBeGreaterThan(0);
    const packageId = await createPackage(t, system, '无角色管理套餐', menus.filter((m) => !roleMenus.includes(m.id)).map((m) => m.id));
    const tenantId = await createTenantViaApi(t, system, { name: '超管租户', packageId, username: 'sttadmin', password: 'pass1234' });
    // A legacy package that still lists platform-only menus (tenant, package, menu and dictionary writes).
    const legacy = menus.filter((m) => !roleMenus.includes(m.id)).map((m) => m.id);
    await t.database.db.updateTable('system_tenant_package').set({ menuIds: JSON.stringify(legacy) }).where('id', '=', packageId).execute();

    // A user whose only role is coded super_admin, planted directly (the API refuses that code).
    const tdb = t.database.db.withPlugin(new TenantScopePlugin(tenantId));
    const role = await tdb.insertInto('system_role').values({ name: '超管', code: 'super_admin', dataScopeDeptIds: '[]', remark: null }).returning('id').executeTakeFirstOrThrow();
    const user = await tdb
      .insertInto('system_users')
      .values({ username: 'sttsuper', password: await hashPassword('pass1234'), nickname: 'sttsuper', remark: null, deptId: null, postIds: '[]', loginDate: null, lockedUntil: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tdb.insertInto('system_user_role').values({ userId: user.id, roleId: role.id }).execute();

    const { accessToken } = await loginTo(t, tenantId, 'sttsuper', 'pass1234');
    const info = await permissionInfo(accessToken);
    expect(info.roles).toEqual(['super_admin']);
    for (const refused of ['*:*:*', 'system:tenant:create', 'system:tenant-package:create', 'system:menu:create', 'system:dict:create', 'system:role:create']) {
      expect(info.permissions).not.toContain(refused);
    }
    expect(info.permissions).toEqual(expect.arrayContaining(['system:user:create', 'system:dict:query']));

    const tenantCreate = routes.find((r) => r.url === '/admin-api/system/tenant/create')!;
    expect(tenantCreate.permissions).toEqual(['system:tenant:create']);
    expect(await guardAllows(accessToken, tenantCreate)).toBe(false);
    await expectListMatchesGuard(accessToken, info.permissions);
  });
});
