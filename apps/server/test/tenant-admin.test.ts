import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScopePlugin } from '../src/db/tenant-scope';
import { hashPassword } from '../src/platform/password';
import { assertTenantAccountQuota } from '../src/modules/system/tenant/quota';
import { createUserWithPermissions } from './support/fixtures';
import { createPackage, createTenantViaApi, loginTo, readXlsx, tenantBody } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

const URL = '/admin-api/system/tenant';
// 系统管理 ▸ 用户管理 (page + query/create) and 部门管理 (page + query).
const PACKAGE_MENUS = [1, 100, 1001, 1002, 103, 1017];

describe('tenants (multi-tenancy on)', () => {
  let t: TestApp;
  let token: string;
  let pkg: number;
  beforeAll(async () => {
    t = await createTestApp({ tenantEnabled: true });
    token = (await t.login('admin', 'admin123', { 'tenant-id': '1' })).accessToken;
    pkg = await createPackage(t, token, '标准套餐', PACKAGE_MENUS);
  });
  afterAll(() => t.close());

  const tenantCount = async () => Number((await t.database.db.selectFrom('system_tenant').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const userCount = async () => Number((await t.database.db.selectFrom('system_users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const permissionsOf = (menuIds: number[]) =>
    t.database.db
      .selectFrom('system_menu')
      .select('permission')
      .distinct()
      .where('id', 'in', menuIds)
      .where('permission', '!=', '')
      .execute()
      .then((rows) => rows.map((r) => r.permission).sort());

  it('creates a tenant whose admin signs in with the tenant-id header and sees exactly the package menus', async () => {
    const id = await createTenantViaApi(t, token, { name: '甲公司', packageId: pkg, username: 'jiaadmin', password: 'jia12345', contactName: '张三' });
    const tenant = await t.database.db.selectFrom('system_tenant').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({ name: '甲公司', packageId: pkg, contactName: '张三', status: 0, accountCount: 10 });
    const tdb = t.database.db.withPlugin(new TenantScopePlugin(id));
    const role = await tdb.selectFrom('system_role').selectAll().executeTakeFirstOrThrow();
    expect(role).toMatchObject({ name: '租户管理员', code: 'tenant_admin', type: 1, sort: 0, remark: '系统自动生成', status: 0, tenantId: id });
    const user = await tdb.selectFrom('system_users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: 'jiaadmin', nickname: '张三', status: 0, tenantId: id, mobile: '13800000000' });
    expect(user.password).toMatch(/^\$argon2id\$/);
    expect(tenant.contactUserId).toBe(user.id);
    expect((await tdb.selectFrom('system_user_role').selectAll().execute()).map((r) => [r.userId, r.roleId])).toEqual([[user.id, role.id]]);

    // Sign-in needs the header when multi-tenancy is on, and the account lives in its own tenant only.
    expect((await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'jiaadmin', password: 'jia12345' } })).code).toBe(400);
    expect((await t.api({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'tenant-id': '1' }, payload: { username: 'jiaadmin', password: 'jia12345' } })).code).toBe(1002000000);
    const session = await loginTo(t, id, 'jiaadmin', 'jia12345');
    const info = await t.api<{ roles: string[]; permissions: string[] }>({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: session.accessToken });
    expect(info.data.roles).toEqual(['tenant_admin']);
    expect([...info.data.permissions].sort()).toEqual(await permissionsOf(PACKAGE_MENUS));
    const tree = await t.api<Array<{ id: number; children: Array<{ id: number }> | null }>>({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: session.accessToken });
    expect(tree.data.map((m) => m.id)).toEqual([1]);
    expect(tree.data[0]!.children!.map((m) => m.id).sort()).toEqual([100, 103]);
  });

  it('refuses a missing or disabled package, a duplicate name and bad input, writing nothing', async () => {
    const off = await createPackage(t, token, '停用套餐', [1], 1);
    await createTenantViaApi(t, token, { name: '重名租户', packageId: pkg, username: 'dupadmin', password: 'pass1234' });
    const before = { tenants: await tenantCount(), users: await userCount() };
    const create = (patch: Record<string, unknown>) =>
      t.api({ method: 'POST', url: `${URL}/create`, token, payload: { ...tenantBody({ name: '新租户', packageId: pkg, username: 'newadmin', password: 'pass1234' }), ...patch } });
    expect(await create({ packageId: 987654 })).toMatchObject({ code: 1002016000, msg: '租户套餐不存在' });
    expect(await create({ packageId: off })).toMatchObject({ code: 1002016002, msg: '名字为【停用套餐】的租户套餐已被禁用' });
    expect(await create({ name: '重名租户' })).toMatchObject({ code: 1002015004, msg: '名字为【重名租户】的租户已存在' });
    // No room for even the admin account.
    expect(await create({ accountCount: 0 })).toMatchObject({ code: 1002003008, msg: '创建用户失败，原因：超过租户最大租户配额(0)！' });
    for (const patch of [
      { username: 'ab' },
      { username: 'has space' },
      { password: '123' },
      { password: 'x'.repeat(17) },
      { name: '' },
      { name: 'x'.repeat(31) },
      { contactName: undefined },
      { packageId: 'one' },
      { expireTime: '2099-01-01' },
      { accountCount: -1 },
      { status: 3 },
    ]) {
      const res = await create(patch);
      expect(res.code, JSON.stringify(patch)).toBe(400);
    }
    expect({ tenants: await tenantCount(), users: await userCount() }).toEqual(before);
  });

  it('gets, pages with filters and exports tenants', async () => {
    const id = await createTenantViaApi(t, token, { name: '乙分页公司', packageId: pkg, username: 'yiadmin', password: 'pass1234', contactName: '李四', contactMobile: '13911112222', domain: 'https://example.com' });
    const got = await t.api<Record<string, unknown>>({ method: 'GET', url: `${URL}/get`, token, query: { id: String(id) } });
    expect(got.data).toMatchObject({ id, name: '乙分页公司', contactName: '李四', contactMobile: '13911112222', packageId: pkg, status: 0, accountCount: 10 });
    expect(Object.keys(got.data)).toEqual(expect.arrayContaining(['expireTime', 'createTime', 'domain']));
    expect(await t.api({ method: 'GET', url: `${URL}/get`, token, query: { id: '987654' } })).toMatchObject({ code: 1002015000, msg: '租户不存在' });

    const page = await t.api<{ list: Array<{ id: number }>; total: number }>({ method: 'GET', url: `${URL}/page`, token, query: { name: '分页', contactName: '李', contactMobile: '1391111', status: '0' } });
    expect(page.data).toEqual({ list: [expect.objectContaining({ id })], total: 1 });
    const none = await t.api<{ total: number }>({ method: 'GET', url: `${URL}/page`, token, query: { name: '分页', status: '1' } });
    expect(none.data.total).toBe(0);
    const all = await t.api<{ list: Array<{ id: number }> }>({ method: 'GET', url: `${URL}/page`, token, query: { pageSize: '100' } });
    expect(all.data.list.map((r) => r.id)).toEqual([...all.data.list.map((r) => r.id)].sort((a, b) => b - a));
    expect(all.data.list.map((r) => r.id)).toContain(1);

    const res = await t.request({ method: 'GET', url: `${URL}/export-excel`, token, query: { name: '分页' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['租户编号', '租户名', '租户套餐', '联系人', '联系手机', '账号额度', '过期时间', '绑定域名', '租户状态', '创建时间']);
    expect(rows.slice(1)).toEqual([[String(id), '乙分页公司', '标准套餐', '李四', '13911112222', '10', expect.any(String), 'https://example.com', '开启', expect.any(String)]]);
    const system = await readXlsx(await t.request({ method: 'GET', url: `${URL}/export-excel`, token, query: { name: '默认租户' } }));
    expect(system[1]![2]).toBe('系统租户');
  });

  it('refuses to edit or delete the system tenant', async () => {
    const res = await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: { ...tenantBody({ name: '默认租户', packageId: pkg, username: 'x', password: 'x' }), id: 1 } });
    expect(res).toMatchObject({ code: 1002015003, msg: '系统租户不能进行修改、删除等操作！' });
    expect(await t.api({ method: 'DELETE', url: `${URL}/delete`, token, query: { id: '1' } })).toMatchObject({ code: 1002015003 });
    expect((await t.database.db.selectFrom('system_tenant').select('packageId').where('id', '=', 1).executeTakeFirstOrThrow()).packageId).toBe(0);
  });

  it('updates a tenant; a package change reaches its admin at the next sign-in', async () => {
    const id = await createTenantViaApi(t, token, { name: '丙公司', packageId: pkg, username: 'bingadmin', password: 'pass1234' });
    const first = await loginTo(t, id, 'bingadmin', 'pass1234');
    const smaller = [1, 103, 1017, 107, 1036];
    const other = await createPackage(t, token, '换后套餐', smaller);
    const update = (patch: Record<string, unknown>) =>
      t.api({ method: 'PUT', url: `${URL}/update`, token, payload: { ...tenantBody({ name: '丙公司', packageId: other, username: 'u', password: 'p' }), id, ...patch } });
    expect(await update({ id: 987654 })).toMatchObject({ code: 1002015000 });
    expect(await update({ packageId: 987654 })).toMatchObject({ code: 1002016000 });
    expect(await update({ name: '甲公司' })).toMatchObject({ code: 1002015004 });
    expect((await t.database.db.selectFrom('system_tenant').select('packageId').where('id', '=', id).executeTakeFirstOrThrow()).packageId).toBe(pkg);

    expect(await update({ accountCount: 5, contactName: '王五' })).toMatchObject({ code: 0, data: true });
    const row = await t.database.db.selectFrom('system_tenant').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ packageId: other, accountCount: 5, contactName: '王五' });
    // The token issued before keeps its snapshot; the next sign-in sees the new package.
    const stale = await t.api<{ permissions: string[] }>({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: first.accessToken });
    expect(stale.data.permissions.sort()).toEqual(await permissionsOf(PACKAGE_MENUS));
    const again = await loginTo(t, id, 'bingadmin', 'pass1234');
    const fresh = await t.api<{ permissions: string[] }>({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: again.accessToken });
    expect(fresh.data.permissions.sort()).toEqual(await permissionsOf(smaller));

    // And a change of the package's own menus reaches it the same way.
    const grown = [...smaller, 100, 1001];
    expect((await t.api({ method: 'PUT', url: '/admin-api/system/tenant-package/update', token, payload: { id: other, name: '换后套餐', status: 0, menuIds: grown } })).code).toBe(0);
    const third = await loginTo(t, id, 'bingadmin', 'pass1234');
    const grownInfo = await t.api<{ permissions: string[] }>({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: third.accessToken });
    expect(grownInfo.data.permissions.sort()).toEqual(await permissionsOf(grown));

    const log = await t.database.db.selectFrom('system_operate_log').select('exts').where('requestUrl', '=', `${URL}/update`).where('resultCode', '=', 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.exts).toMatchObject({ before: { packageId: pkg, contactName: '联系人' }, after: { packageId: other, contactName: '王五' } });
  });

  it('ends the sessions of a tenant that is disabled', async () => {
    const id = await createTenantViaApi(t, token, { name: '将停公司', packageId: pkg, username: 'soonadmin', password: 'pass1234' });
    const session = await loginTo(t, id, 'soonadmin', 'pass1234');
    expect((await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: session.accessToken })).code).toBe(0);
    const res = await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: { ...tenantBody({ name: '将停公司', packageId: pkg, username: 'u', password: 'p' }), id, status: 1 } });
    expect(res.code).toBe(0);
    expect((await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: session.accessToken })).code).toBe(401);
    const refreshed = await t.api({ method: 'POST', url: '/admin-api/system/auth/refresh-token', query: { refreshToken: session.refreshToken } });
    expect(refreshed.code).not.toBe(0);
  });

  it('answers bad update and get input with 400 and changes nothing', async () => {
    const id = await createTenantViaApi(t, token, { name: '坏输入公司', packageId: pkg, username: 'badinput', password: 'pass1234' });
    const before = await t.database.db.selectFrom('system_tenant').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (const patch of [{ name: '' }, { accountCount: 'many' }, { expireTime: -1 }, { status: 9 }, { id: 'x' }, { contactName: 'x'.repeat(31) }]) {
      const res = await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: { ...tenantBody({ name: '坏输入公司', packageId: pkg, username: 'u', password: 'p' }), id, ...patch } });
      expect(res.code, JSON.stringify(patch)).toBe(400);
    }
    expect(await t.database.db.selectFrom('system_tenant').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
    for (const query of [{ id: 'abc' }, { id: '0' }, { id: '1e400' }, {}] as Array<Record<string, string>>) {
      expect((await t.api({ method: 'GET', url: `${URL}/get`, token, query })).code, JSON.stringify(query)).toBe(400);
    }
    expect((await t.api({ method: 'GET', url: `${URL}/page`, token, query: { status: '5' } })).code).toBe(400);
    expect((await t.api({ method: 'DELETE', url: `${URL}/delete`, token, query: { id: '-1' } })).code).toBe(400);
  });

  it('refuses sign-in to an expired or disabled tenant', async () => {
    const id = await createTenantViaApi(t, token, { name: '过期公司', packageId: pkg, username: 'oldadmin', password: 'pass1234', expireTime: Date.now() - 60_000 });
    expect(await t.api({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'tenant-id': String(id) }, payload: { username: 'oldadmin', password: 'pass1234' } })).toMatchObject({
      code: 1002015002,
      msg: '名字为【过期公司】的租户已过期',
    });
    const off = await createTenantViaApi(t, token, { name: '停用公司', packageId: pkg, username: 'offadmin', password: 'pass1234', status: 1 });
    expect((await t.api({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'tenant-id': String(off) }, payload: { username: 'offadmin', password: 'pass1234' } })).code).toBe(1002015001);
  });

  it('refuses the N+1th account of a tenant', async () => {
    const id = await createTenantViaApi(t, token, { name: '额度公司', packageId: pkg, username: 'quotaadmin', password: 'pass1234', accountCount: 2 });
    const tdb = t.database.db.withPlugin(new TenantScopePlugin(id));
    await assertTenantAccountQuota(tdb, id); // admin = 1 of 2
    await tdb
      .insertInto('system_users')
      .values({ username: 'second', password: await hashPassword('pass1234'), nickname: 'second', remark: null, deptId: null, postIds: '[]', loginDate: null, lockedUntil: null })
      .execute();
    await expect(assertTenantAccountQuota(tdb, id)).rejects.toMatchObject({ code: 1002003008, message: '创建用户失败，原因：超过租户最大租户配额(2)！' });

    // Through the API when the user screen exists: the tenant's own admin creating a third account.
    const createRoute = (t.app.routeTable as unknown as Array<{ method: string; url: string }>).find((r) => r.url === '/admin-api/system/user/create' && r.method === 'POST');
    if (createRoute) {
      const admin = await loginTo(t, id, 'quotaadmin', 'pass1234');
      const before = await userCount();
      const res = await t.api({ method: 'POST', url: '/admin-api/system/user/create', token: admin.accessToken, payload: { username: 'third01', password: 'pass1234', nickname: 'third' } });
      expect(res).toMatchObject({ code: 1002003008 });
      expect(await userCount()).toBe(before);
    }
  });

  it('deletes a tenant with its users, roles and sessions, keeping its logs', async () => {
    const id = await createTenantViaApi(t, token, { name: '注销公司', packageId: pkg, username: 'goneadmin', password: 'pass1234' });
    const session = await loginTo(t, id, 'goneadmin', 'pass1234');
    expect((await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: session.accessToken })).code).toBe(0);
    await t.database.db.insertInto('system_notice').values({ title: 'n', content: '', type: 1, tenantId: id }).execute();
    expect(await t.api({ method: 'DELETE', url: `${URL}/delete`, token, query: { id: '987654' } })).toMatchObject({ code: 1002015000 });
    expect(await t.api({ method: 'DELETE', url: `${URL}/delete`, token, query: { id: String(id) } })).toMatchObject({ code: 0, data: true });
    for (const table of ['system_users', 'system_role', 'system_user_role', 'system_role_menu', 'system_notice', 'system_oauth2_access_token'] as const) {
      const left = await t.database.db.selectFrom(table).select('id').where('tenantId', '=', id).execute();
      expect(left, table).toEqual([]);
    }
    expect((await t.database.db.selectFrom('system_login_log').select('id').where('tenantId', '=', id).execute()).length).toBeGreaterThan(0);
    expect(await t.database.db.selectFrom('system_tenant').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: session.accessToken })).code).toBe(401);
    expect((await t.api({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'tenant-id': String(id) }, payload: { username: 'goneadmin', password: 'pass1234' } })).code).toBe(1002015000);
  });

  it('keeps tenant administration to the system tenant', async () => {
    await createUserWithPermissions(t, 'tenantreader', ['system:tenant:query']);
    const reader = (await t.login('tenantreader', 'pass1234', { 'tenant-id': '1' })).accessToken;
    expect((await t.api({ method: 'GET', url: `${URL}/page`, token: reader })).code).toBe(0);
    const before = await tenantCount();
    expect((await t.api({ method: 'POST', url: `${URL}/create`, token: reader, payload: tenantBody({ name: '越权', packageId: pkg, username: 'sneaky', password: 'pass1234' }) })).code).toBe(403);
    expect((await t.api({ method: 'DELETE', url: `${URL}/delete`, token: reader, query: { id: '2' } })).code).toBe(403);
    expect((await t.api({ method: 'GET', url: `${URL}/export-excel`, token: reader })).code).toBe(403);
    expect(await tenantCount()).toBe(before);

    // A package asking for the tenant screens does not get them, and a tenant's own super_admin role
    // (planted directly) neither bypasses the checks nor reaches platform-only permissions.
    const greedy = await createPackage(t, token, '贪心套餐', [1, 1224, 1138, 1139, 1140, 1141, 1142, 1143, 1225, 1226, 102, 1013, 1014, 1015, 1016, 105, 1026, 1027]);
    const stored = await t.database.db.selectFrom('system_tenant_package').select('menuIds').where('id', '=', greedy).executeTakeFirstOrThrow();
    expect(stored.menuIds).toEqual([1, 102, 105, 1013, 1026]);
    const id = await createTenantViaApi(t, token, { name: '贪心公司', packageId: greedy, username: 'greedyadmin', password: 'pass1234' });
    // Simulate a legacy package that still lists platform-only menus.
    await t.database.db.updateTable('system_tenant_package').set({ menuIds: JSON.stringify([1, 1224, 1138, 1139, 1140, 1014, 1027]) }).where('id', '=', greedy).execute();
    const tdb = t.database.db.withPlugin(new TenantScopePlugin(id));
    const superRole = await tdb.insertInto('system_role').values({ name: '超管', code: 'super_admin', dataScopeDeptIds: '[]', remark: null }).returning('id').executeTakeFirstOrThrow();
    const adminUser = await tdb.selectFrom('system_users').select('id').executeTakeFirstOrThrow();
    await tdb.insertInto('system_user_role').values({ userId: adminUser.id, roleId: superRole.id }).execute();
    const session = await loginTo(t, id, 'greedyadmin', 'pass1234');
    const info = await t.api<{ permissions: string[] }>({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: session.accessToken });
    expect(info.data.permissions.filter((p) => p.startsWith('system:tenant') || p === 'system:menu:create' || p === 'system:dict:create')).toEqual([]);
    expect((await t.api({ method: 'GET', url: `${URL}/page`, token: session.accessToken })).code).toBe(403);
    expect((await t.api({ method: 'POST', url: '/admin-api/system/tenant-package/create', token: session.accessToken, payload: { name: 'x', status: 0, menuIds: [] } })).code).toBe(403);
    expect((await t.api({ method: 'POST', url: '/admin-api/system/dict-type/create', token: session.accessToken, payload: { name: '租户字典', type: 'tenant_dict' } })).code).toBe(403);
  });
});
