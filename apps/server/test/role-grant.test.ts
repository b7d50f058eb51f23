import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { adminAppForFile } from './support/admin-app';

const PERMISSION = '/admin-api/system/permission';

const suffix = () => randomBytes(4).toString('hex');

const ctx = adminAppForFile();

async function createRole(as = ctx.token) {
  const s = suffix();
  const res = await ctx.t.api<number>({ method: 'POST', url: '/admin-api/system/role/create', token: as, payload: { name: `授权${s}`, code: `grant_${s}`, sort: 1 } });
  expect(res.code).toBe(0);
  return res.data;
}
const roleMenus = async (roleId: number) =>
  (await ctx.t.database.db.selectFrom('system_role_menu').select('menuId').where('roleId', '=', roleId).orderBy('menuId').execute()).map((r) => r.menuId);
const menuIdsWith = async (permissions: string[]) =>
  (await ctx.t.database.db.selectFrom('system_menu').select('id').where('permission', 'in', permissions).orderBy('id').execute()).map((r) => r.id);

/** A tenant on a package of the given menus, with a user who may grant menus and data scopes there. */
async function packageTenant(menuIds: number[]) {
  const pkg = await ctx.t.database.db
    .insertInto('system_tenant_package')
    .values({ name: `套餐${suffix()}`, menuIds: JSON.stringify(menuIds), remark: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenantId = await createTenant(ctx.t, `套餐租户${suffix()}`);
  await ctx.t.database.db.updateTable('system_tenant').set({ packageId: pkg.id }).where('id', '=', tenantId).execute();
  const username = `pkgadmin${suffix()}`;
  await createUserWithPermissions(ctx.t, username, ['system:role:create', 'system:permission:assign-role-menu', 'system:permission:assign-role-data-scope'], tenantId);
  // The fixture grants by permission string; make sure the package holds those buttons too.
  const granting = await menuIdsWith(['system:role:create', 'system:permission:assign-role-menu', 'system:permission:assign-role-data-scope']);
  await ctx.t.database.db.updateTable('system_tenant_package').set({ menuIds: JSON.stringify([...menuIds, ...granting]) }).where('id', '=', pkg.id).execute();
  const login = await ctx.t.login(username, 'pass1234', { 'tenant-id': String(tenantId) });
  return { tenantId, token: login.accessToken, packageMenuIds: [...menuIds, ...granting].sort((a, b) => a - b) };
}

describe('GET /system/permission/list-role-resources', () => {
  it('answers every menu id for super_admin', async () => {
    const res = await ctx.t.api<number[]>({ method: 'GET', url: `${PERMISSION}/list-role-resources?roleId=1`, token: ctx.token });
    const all = (await ctx.t.database.db.selectFrom('system_menu').select('id').orderBy('id').execute()).map((m) => m.id);
    expect(res.code).toBe(0);
    expect(res.data).toEqual(all);
  });

  it('answers a role’s granted menu ids, and 1002002000 for an unknown role', async () => {
    const roleId = await createRole();
    expect((await ctx.t.api<number[]>({ method: 'GET', url: `${PERMISSION}/list-role-resources?roleId=${roleId}`, token: ctx.token })).data).toEqual([]);
    await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId, menuIds: [1, 101, 1008] } });
    expect((await ctx.t.api<number[]>({ method: 'GET', url: `${PERMISSION}/list-role-resources?roleId=${roleId}`, token: ctx.token })).data).toEqual([1, 101, 1008]);
    expect(await ctx.t.api({ method: 'GET', url: `${PERMISSION}/list-role-resources?roleId=99999999`, token: ctx.token })).toMatchObject({ code: 1002002000, msg: '角色不存在' });
    expect((await ctx.t.api({ method: 'GET', url: `${PERMISSION}/list-role-resources`, token: ctx.token })).code).toBe(400);
  });
});

describe('POST /system/permission/assign-role-menu', () => {
  it('replaces the grants (duplicates folded) and logs them before and after', async () => {
    const roleId = await createRole();
    expect(await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId, menuIds: [1, 100, 1001, 1001] } })).toMatchObject({
      code: 0,
      data: true,
    });
    expect(await roleMenus(roleId)).toEqual([1, 100, 1001]);
    await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId, menuIds: [1, 101, 1008] } });
    expect(await roleMenus(roleId)).toEqual([1, 101, 1008]);
    const log = await ctx.t.database.db
      .selectFrom('system_operate_log')
      .selectAll()
      .where('requestUrl', '=', `${PERMISSION}/assign-role-menu`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ type: 3, resultCode: 0 });
    expect(log.exts).toEqual({ before: { roleId, menuIds: [1, 100, 1001] }, after: { roleId, menuIds: [1, 101, 1008] } });
    await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId } });
    expect(await roleMenus(roleId)).toEqual([]);
  });

  it('grants menus to a built-in role too (only its scope and row are protected)', async () => {
    const before = await roleMenus(2);
    expect((await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId: 2, menuIds: [1, 100] } })).code).toBe(0);
    expect(await roleMenus(2)).toEqual([1, 100]);
    await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId: 2, menuIds: before } });
  });

  it('refuses unknown menus (1002001003) and unknown roles (1002002000), writing nothing', async () => {
    const roleId = await createRole();
    await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId, menuIds: [1] } });
    expect(await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId, menuIds: [100, 987654321] } })).toMatchObject({
      code: 1002001003,
      msg: '菜单不存在',
    });
    expect(await roleMenus(roleId)).toEqual([1]);
    expect(await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId: 99999999, menuIds: [1] } })).toMatchObject({
      code: 1002002000,
    });
    for (const payload of [{ roleId, menuIds: 'all' }, { roleId, menuIds: [0] }, { roleId, menuIds: ['one'] }, { menuIds: [1] }, { roleId: 'x', menuIds: [] }]) {
      const res = await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload });
      expect(res.code, JSON.stringify(payload)).toBe(400);
    }
    expect(await roleMenus(roleId)).toEqual([1]);
  });

  it('drops menus outside a non-system tenant’s package', async () => {
    const tenant = await packageTenant([1, 100, 1001]);
    const roleId = await createRole(tenant.token);
    const res = await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: tenant.token, payload: { roleId, menuIds: [1, 100, 1001, 102, 1013] } });
    expect(res).toMatchObject({ code: 0, data: true });
    expect(await roleMenus(roleId)).toEqual([1, 100, 1001]);
    const rows = await ctx.t.database.db.selectFrom('system_role_menu').select('tenantId').where('roleId', '=', roleId).execute();
    expect(rows.every((r) => r.tenantId === tenant.tenantId)).toBe(true);
  });

  it('lists a non-system tenant’s menus for granting from its package only', async () => {
    const tenant = await packageTenant([1, 100, 1001]);
    const simple = await ctx.t.api<Array<{ id: number; name: string; parentId: number; type: number }>>({
      method: 'GET',
      url: '/admin-api/system/menu/list-all-simple',
      token: tenant.token,
    });
    expect(simple.data.map((m) => m.id).sort((a, b) => a - b)).toEqual(tenant.packageMenuIds);
  });
});

describe('POST /system/permission/assign-role-data-scope', () => {
  const scopeOf = (roleId: number) =>
    ctx.t.database.db.selectFrom('system_role').select(['dataScope', 'dataScopeDeptIds']).where('id', '=', roleId).executeTakeFirstOrThrow();

  it('keeps the departments for scope 2 and drops them for other scopes', async () => {
    const roleId = await createRole();
    expect(
      await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-data-scope`, token: ctx.token, payload: { roleId, dataScope: 2, dataScopeDeptIds: [105, 103, 103] } }),
    ).toMatchObject({ code: 0, data: true });
    expect(await scopeOf(roleId)).toEqual({ dataScope: 2, dataScopeDeptIds: [103, 105] });
    const role = await ctx.t.api<{ dataScope: number; dataScopeDeptIds: number[] }>({ method: 'GET', url: `/admin-api/system/role/get?id=${roleId}`, token: ctx.token });
    expect(role.data).toMatchObject({ dataScope: 2, dataScopeDeptIds: [103, 105] });
    await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-data-scope`, token: ctx.token, payload: { roleId, dataScope: 4, dataScopeDeptIds: [105] } });
    expect(await scopeOf(roleId)).toEqual({ dataScope: 4, dataScopeDeptIds: [] });
    await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-data-scope`, token: ctx.token, payload: { roleId, dataScope: 5 } });
    expect(await scopeOf(roleId)).toEqual({ dataScope: 5, dataScopeDeptIds: [] });
  });

  it('refuses unknown departments, another tenant’s departments, built-in roles and bad scopes', async () => {
    const roleId = await createRole();
    await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-data-scope`, token: ctx.token, payload: { roleId, dataScope: 3 } });
    expect(
      await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-data-scope`, token: ctx.token, payload: { roleId, dataScope: 2, dataScopeDeptIds: [103, 987654] } }),
    ).toMatchObject({ code: 1002004002, msg: '当前部门不存在' });

    const other = await createTenant(ctx.t, `部门租户${suffix()}`);
    const foreign = await ctx.t.database.db
      .insertInto('system_dept')
      .values({ name: '别家部门', parentId: 0, leaderUserId: null, phone: null, email: null, tenantId: other })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-data-scope`, token: ctx.token, payload: { roleId, dataScope: 2, dataScopeDeptIds: [foreign.id] } }),
    ).toMatchObject({ code: 1002004002 });
    expect(await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-data-scope`, token: ctx.token, payload: { roleId: 2, dataScope: 1 } })).toMatchObject({
      code: 1002002003,
      msg: '不能操作类型为系统内置的角色',
    });
    expect(await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-data-scope`, token: ctx.token, payload: { roleId: 99999999, dataScope: 1 } })).toMatchObject({
      code: 1002002000,
    });
    for (const payload of [{ roleId, dataScope: 0 }, { roleId, dataScope: 6 }, { roleId, dataScope: 'all' }, { roleId }, { roleId, dataScope: 2, dataScopeDeptIds: 'x' }]) {
      const res = await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-data-scope`, token: ctx.token, payload });
      expect(res.code, JSON.stringify(payload)).toBe(400);
    }
    expect(await scopeOf(roleId)).toEqual({ dataScope: 3, dataScopeDeptIds: [] });
    expect(await scopeOf(2)).toMatchObject({ dataScope: 2 });
  });
});

describe('a role change reaches its users at their next sign-in or refresh', () => {
  interface PermissionInfo {
    roles: string[];
    permissions: string[];
  }
  const info = (as: string) => ctx.t.api<PermissionInfo>({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: as });

  it('keeps the old snapshot in the old token, and shows the new grants after refresh', async () => {
    const { roleId } = await createUserWithPermissions(ctx.t, 'grantee1', ['system:post:query']);
    const first = await ctx.t.login('grantee1', 'pass1234');
    expect((await info(first.accessToken)).data.permissions).toEqual(['system:post:query']);
    expect((await ctx.t.api({ method: 'GET', url: '/admin-api/system/dept/list', token: first.accessToken })).code).toBe(403);

    const granted = await menuIdsWith(['system:dept:query', 'system:dept:create']);
    const res = await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId, menuIds: [103, ...granted] } });
    expect(res.code).toBe(0);

    // Until the next refresh the token answers from the snapshot it was issued with: old buttons, old checks.
    expect((await info(first.accessToken)).data.permissions).toEqual(['system:post:query']);
    expect((await ctx.t.api({ method: 'GET', url: '/admin-api/system/dept/list', token: first.accessToken })).code).toBe(403);
    expect((await ctx.t.api({ method: 'GET', url: '/admin-api/system/post/page', token: first.accessToken })).code).toBe(0);

    const refreshed = await ctx.t.api<{ accessToken: string }>({
      method: 'POST',
      url: `/admin-api/system/auth/refresh-token?refreshToken=${encodeURIComponent(first.refreshToken)}`,
    });
    expect(refreshed.code).toBe(0);
    const next = refreshed.data.accessToken;
    expect((await info(next)).data.permissions).toEqual(['system:dept:create', 'system:dept:query']);
    expect((await ctx.t.api({ method: 'GET', url: '/admin-api/system/dept/list', token: next })).code).toBe(0);
    expect((await ctx.t.api({ method: 'GET', url: '/admin-api/system/post/page', token: next })).code).toBe(403);
    const menus = await ctx.t.api<Array<{ id: number }>>({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: next });
    expect(JSON.stringify(menus.data)).not.toContain('"id":104');
    // The refreshed-away token is gone with its snapshot.
    expect((await info(first.accessToken)).code).toBe(401);
  });

  it('shows the change at the next sign-in as well', async () => {
    const { roleId } = await createUserWithPermissions(ctx.t, 'grantee2', ['system:post:query']);
    const before = await ctx.t.login('grantee2', 'pass1234');
    await ctx.t.api({ method: 'POST', url: `${PERMISSION}/assign-role-menu`, token: ctx.token, payload: { roleId, menuIds: await menuIdsWith(['system:role:query']) } });
    expect((await info(before.accessToken)).data.permissions).toEqual(['system:post:query']);
    const again = await ctx.t.login('grantee2', 'pass1234');
    expect((await info(again.accessToken)).data.permissions).toEqual(['system:role:query']);
  });

  it('drops the permissions of a disabled role at the next refresh', async () => {
    const { roleId } = await createUserWithPermissions(ctx.t, 'grantee3', ['system:post:query']);
    const login = await ctx.t.login('grantee3', 'pass1234');
    await ctx.t.api({ method: 'PUT', url: '/admin-api/system/role/update-status', token: ctx.token, payload: { id: roleId, status: 1 } });
    expect((await info(login.accessToken)).data.permissions).toEqual(['system:post:query']);
    const refreshed = await ctx.t.api<{ accessToken: string }>({
      method: 'POST',
      url: `/admin-api/system/auth/refresh-token?refreshToken=${encodeURIComponent(login.refreshToken)}`,
    });
    expect((await info(refreshed.data.accessToken)).data).toMatchObject({ roles: [], permissions: [] });
  });
});
