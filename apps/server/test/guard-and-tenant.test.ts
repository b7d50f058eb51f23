import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('route guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every /admin-api and /app-api route declares public, login, a permission or an OAuth2 scope', () => {
    const unguarded: string[] = [];
    let count = 0;
    for (const route of routeTable(t)) {
      const api = route.url.startsWith('/admin-api/') || route.url.startsWith('/app-api/');
      if (!api || route.url.startsWith('/admin-api/docs')) continue;
      count++;
      const c = route.config ?? {};
      const declared = [c.public === true, c.login === true, c.permission !== undefined, c.scope !== undefined].filter(Boolean).length;
      if (declared !== 1) unguarded.push(`${[route.method].flat().join(',')} ${route.url}`);
    }
    expect(count).toBeGreaterThan(20);
    expect(unguarded).toEqual([]);
  });

  it('every write route has a tag and a summary for the operate log', () => {
    const missing = routeTable(t)
      .filter((r) => (r.url.startsWith('/admin-api/') || r.url.startsWith('/app-api/')) && ['POST', 'PUT', 'DELETE'].includes(String(r.method)))
      .filter((r) => !r.schema?.tags?.length || !r.schema?.summary)
      .map((r) => `${[r.method].flat().join(',')} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('refuses a user without the permission with 403 and lets one with it through', async () => {
    await createUserWithPermissions(t, 'reader1', ['system:dict:query']);
    const { accessToken } = await t.login('reader1', 'pass1234');
    const page = await t.api({ method: 'GET', url: '/admin-api/system/dict-type/page', token: accessToken });
    expect(page.code).toBe(0);
    const create = await t.api({ method: 'POST', url: '/admin-api/system/dict-type/create', token: accessToken, payload: { name: 'n1', type: 't_one' } });
    expect(create).toMatchObject({ code: 403, msg: '没有该操作权限' });
  });

  it('gives super_admin every permission string and a user only theirs', async () => {
    const admin = await t.login();
    const info = await t.api<{ roles: string[]; permissions: string[] }>({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: admin.accessToken });
    expect(info.data.roles).toContain('super_admin');
    const all = await t.database.db.selectFrom('system_menu').select('permission').distinct().where('permission', '!=', '').execute();
    // Every menu permission, and the wildcard: the platform super admin passes every check (platform/permission.ts).
    expect([...info.data.permissions].sort()).toEqual([...all.map((m) => m.permission), '*:*:*'].sort());

    await createUserWithPermissions(t, 'reader2', ['system:dict:query', 'system:user:list']);
    const reader = await t.login('reader2', 'pass1234');
    const mine = await t.api<{ user: Record<string, unknown>; roles: string[]; permissions: string[] }>({
      method: 'GET',
      url: '/admin-api/system/auth/get-permission-info',
      token: reader.accessToken,
    });
    expect(mine.data.permissions.sort()).toEqual(['system:dict:query', 'system:user:list']);
    expect(mine.data.roles).toEqual(['role_reader2']);
    expect(mine.data.user).toMatchObject({ userName: 'reader2', nickname: 'reader2', avatar: '' });
  });

  it('lists only the menus a user was granted, as a tree of directories and pages', async () => {
    await createUserWithPermissions(t, 'reader3', ['system:user:list']);
    const reader = await t.login('reader3', 'pass1234');
    // The role holds the page only; its directory was not granted, so the page has no reachable parent.
    const orphan = await t.api<unknown[]>({ method: 'GET', url: '/admin-api/system/auth/list-menus', token: reader.accessToken });
    expect(orphan.data).toEqual([]);

    const admin = await t.login();
    const tree = await t.api<Array<{ path: string; children: Array<{ path: string; component: string; children: unknown }> | null }>>({
      method: 'GET',
      url: '/admin-api/system/auth/list-menus',
      token: admin.accessToken,
    });
    const audit = tree.data.find((m) => m.path === '/audit');
    expect(audit?.children?.[0]).toMatchObject({ path: 'lawyer', component: 'audit/lawyer/index', children: null });
    const system = tree.data.find((m) => m.path === '/system');
    expect(system?.children?.map((c) => c.path)).toEqual(expect.arrayContaining(['user', 'role', 'menu', 'dept', 'post', 'dict', 'notice', 'log', 'tenant']));
    // Buttons never appear in the menu tree.
    const json = JSON.stringify(tree.data);
    expect(json).not.toContain('"component":""');
  });

  it('answers unknown routes with code 404', async () => {
    expect(await t.api({ method: 'GET', url: '/admin-api/system/nothing-here' })).toMatchObject({ code: 404, msg: '请求未找到' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/admin-api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/admin-api/system/auth/login', '/admin-api/system/dict-data/page']));
  });
});

function routeTable(t: TestApp) {
  return t.app.routeTable as unknown as RouteInfo[];
}
interface RouteInfo {
  method: string | string[];
  url: string;
  config?: { public?: boolean; login?: boolean; permission?: unknown; scope?: string };
  schema?: { tags?: string[]; summary?: string };
}

describe('tenants', () => {
  let t: TestApp;
  let otherTenant: number;
  beforeAll(async () => {
    t = await createTestApp();
    otherTenant = await createTenant(t, '第二租户');
    await createUserWithPermissions(t, 'tenant2admin', ['system:dict:query'], otherTenant);
  });
  afterAll(() => t.close());

  it('finds a tenant id by name, and null for an unknown name', async () => {
    expect((await t.api({ method: 'GET', url: '/admin-api/system/tenant/get-id-by-name', query: { name: '默认租户' } })).data).toBe(1);
    expect((await t.api({ method: 'GET', url: '/admin-api/system/tenant/get-id-by-name', query: { name: '第二租户' } })).data).toBe(otherTenant);
    expect(await t.api({ method: 'GET', url: '/admin-api/system/tenant/get-id-by-name', query: { name: '没有这个' } })).toMatchObject({ code: 0, data: null });
  });

  it('signs a user in to their own tenant only', async () => {
    const wrong = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'tenant2admin', password: 'pass1234' } });
    expect(wrong.code).toBe(1002000000);
    const ok = await t.login('tenant2admin', 'pass1234', { 'tenant-id': String(otherTenant) });
    expect(ok.accessToken).toBeTruthy();
  });

  it('refuses a tenant-id header that disagrees with the signed-in user', async () => {
    const { accessToken } = await t.login('tenant2admin', 'pass1234', { 'tenant-id': String(otherTenant) });
    const res = await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: accessToken, headers: { 'tenant-id': '1' } });
    expect(res).toMatchObject({ code: 403, msg: '您无权访问该租户的数据' });
    const same = await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: accessToken, headers: { 'tenant-id': String(otherTenant) } });
    expect(same.code).toBe(0);
  });

  it('refuses sign-in to a disabled or expired tenant', async () => {
    const t3 = await createTenant(t, '停用租户');
    await createUserWithPermissions(t, 'tenant3user', [], t3);
    await t.database.db.updateTable('system_tenant').set({ status: 1 }).where('id', '=', t3).execute();
    const disabled = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'tenant-id': String(t3) }, payload: { username: 'tenant3user', password: 'pass1234' } });
    expect(disabled).toMatchObject({ code: 1002015001, msg: '名字为【停用租户】的租户已被禁用' });
    await t.database.db.updateTable('system_tenant').set({ status: 0, expireTime: new Date(Date.now() - 1000) }).where('id', '=', t3).execute();
    const expired = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'tenant-id': String(t3) }, payload: { username: 'tenant3user', password: 'pass1234' } });
    expect(expired.code).toBe(1002015002);
    const missing = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', headers: { 'tenant-id': '99999' }, payload: { username: 'admin', password: 'admin123' } });
    expect(missing.code).toBe(1002015000);
  });
});

describe('multi-tenancy switched on', () => {
  it('asks for the tenant at sign-in', async () => {
    const t = await createTestApp({ tenantEnabled: true });
    try {
      expect((await t.api<{ tenantEnabled: boolean }>({ method: 'GET', url: '/admin-api/system/public-config' })).data.tenantEnabled).toBe(true);
      const res = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } });
      expect(res).toMatchObject({ code: 400, msg: '租户的请求未传递，请进行排查' });
      expect((await t.login('admin', 'admin123', { 'tenant-id': '1' })).userId).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('demo mode', () => {
  it('refuses every write with 901 but still lets people sign in and read', async () => {
    const t = await createTestApp({ demoMode: true });
    try {
      const { accessToken } = await t.login();
      const write = await t.api({ method: 'POST', url: '/admin-api/system/dict-type/create', token: accessToken, payload: { name: 'demo', type: 'demo_type' } });
      expect(write).toMatchObject({ code: 901, msg: '演示模式，禁止写操作' });
      expect((await t.api({ method: 'GET', url: '/admin-api/system/dict-type/page', token: accessToken })).code).toBe(0);
      const rows = await t.database.db.selectFrom('system_dict_type').select('id').where('type', '=', 'demo_type').execute();
      expect(rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
