import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_MENU_COMPONENT_NAMES } from '../src/db/seed/menu-component-names';
import { SEED_MENUS } from '../src/db/seed/menus';
import { seed } from '../src/db/seed/seed';
import { createUserWithPermissions } from './support/fixtures';
import { createPackage, createTenantViaApi, loginTo } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * What today's Vue 3 admin UI (yudao-ui-admin-vue3) needs to sign in to a full frame, in the shapes it sends and
 * reads: the menu tree inside get-permission-info, menus' route names, empty values as absent, the frame's tenant and
 * unread-count calls, websites, and the tenant switcher (visit-tenant-id). Multi-tenancy on, as that UI's default.
 */

interface Vue3Menu {
  id: number;
  parentId: number;
  name: string;
  path: string;
  component: string | null;
  componentName: string;
  icon: string;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  children: Vue3Menu[] | null;
}
interface TenantRow {
  id: number;
  name: string;
  domain: string;
  websites: string[];
}

const flatten = (nodes: Vue3Menu[]): Vue3Menu[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('the Vue 3 UI frame', () => {
  let t: TestApp;
  let token: string;
  let tenantB: number;
  let bToken: string;
  const H1 = { 'tenant-id': '1' };
  beforeAll(async () => {
    t = await createTestApp({ tenantEnabled: true });
    token = (await t.login('admin', 'admin123', H1)).accessToken;
    const pkg = await createPackage(t, token, 'v3 套餐', [1, 100, 1001, 1002, 1003, 1004, 107]);
    tenantB = await createTenantViaApi(t, token, { name: 'v3乙公司', packageId: pkg, username: 'v3yiadmin', password: 'pass1234', domain: 'yi.example.com' });
    bToken = (await loginTo(t, tenantB, 'v3yiadmin', 'pass1234')).accessToken;
  });
  afterAll(() => t.close());

  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { query?: Record<string, string>; payload?: unknown; headers?: Record<string, string>; as?: string } = {}) =>
    t.api<T>({ method, url: `/admin-api${url}`, token: options.as ?? token, headers: { ...H1, ...options.headers }, query: options.query, payload: options.payload as object });

  describe('menus in get-permission-info', () => {
    it('sends the menu tree the Vue 3 UI builds its router from, in its names, beside user, roles and permissions', async () => {
      const info = await api<{ menus: Vue3Menu[]; permissions: string[] }>('GET', '/system/auth/get-permission-info');
      expect(info.code).toBe(0);
      const menus = flatten(info.data.menus);
      expect(Object.keys(menus[0]!).sort()).toEqual(
        ['alwaysShow', 'children', 'component', 'componentName', 'icon', 'id', 'keepAlive', 'name', 'parentId', 'path', 'visible'].sort(),
      );
      const byId = new Map(menus.map((m) => [m.id, m]));
      expect(byId.get(100)).toMatchObject({ component: 'system/user/index', componentName: 'SystemUser', alwaysShow: true, children: null, path: 'user' });
      // Components that UI names otherwise are sent under its names; pages it lacks are left out, with their empty directory.
      expect(byId.get(1094)).toMatchObject({ component: 'system/sms/channel/index', componentName: 'SystemSmsChannel' });
      expect(byId.get(1100)?.component).toBe('system/sms/template/index');
      expect(byId.get(113)?.component).toBe('infra/redis/index');
      for (const gone of [5000, 5001, 1179, 1076, 1110, 1247]) expect(byId.has(gone), String(gone)).toBe(false);
      // No buttons; every seeded directory and page has a route name, and no two share one.
      const seeded = menus.filter((m) => SEED_MENUS.some((s) => s.id === m.id));
      expect(menus.filter((m) => m.componentName === '')).toEqual([]);
      // An extension module's page (代码生成's demo) is named from its component.
      expect(menus.find((m) => m.component === 'infra/testDemo/index')?.componentName).toBe('InfraTestDemo');
      expect(new Set(seeded.map((m) => m.componentName)).size).toBe(seeded.length);
      expect(menus.length).toBeGreaterThan(30);
      expect(info.data.menus.map((m) => m.path)).toEqual(expect.arrayContaining(['/system', '/infra']));
    });

    it('leaves list-menus, which the 2022 UI and ours read, as it was', async () => {
      const list = await api<Array<{ id: number; component: string | null; children: unknown }>>('GET', '/system/auth/list-menus');
      const sms = JSON.stringify(list.data);
      expect(sms).toContain('"component":"system/sms/smsChannel"');
      expect(sms).not.toContain('componentName');
      expect(sms).toContain('"component":"audit/lawyer/index"');
    });

    it("answers a tenant's admin the menus of their package only", async () => {
      const info = await api<{ menus: Vue3Menu[] }>('GET', '/system/auth/get-permission-info', { as: bToken, headers: { 'tenant-id': String(tenantB) } });
      expect(flatten(info.data.menus).map((m) => m.id).sort((a, b) => a - b)).toEqual([1, 100, 107]);
    });
  });

  describe('menu route names (componentName, alwaysShow)', () => {
    it('seeds a route name for every seeded directory and page', async () => {
      const rows = await t.database.db.selectFrom('system_menu').select(['id', 'type', 'componentName', 'alwaysShow']).where('id', 'in', SEED_MENUS.map((m) => m.id)).execute();
      const pages = rows.filter((r) => r.type !== 3);
      expect(pages.length).toBe(SEED_MENUS.filter((m) => m.type !== 3).length);
      expect(pages.filter((r) => r.componentName !== SEED_MENU_COMPONENT_NAMES[r.id]).map((r) => r.id)).toEqual([]);
      expect(rows.every((r) => r.alwaysShow)).toBe(true);
    });

    it('gives menus seeded before the column existed their name, keeping a name an administrator chose', async () => {
      const db = t.database.db;
      await db.updateTable('system_menu').set({ componentName: '' }).where('id', '=', 101).execute();
      await db.updateTable('system_menu').set({ componentName: 'MyPosts' }).where('id', '=', 104).execute();
      await sql`update seed_version set version = version - 1`.execute(db);
      expect(await seed(db)).toBe(true);
      const names = await db.selectFrom('system_menu').select(['id', 'componentName']).where('id', 'in', [101, 104]).orderBy('id').execute();
      expect(names).toEqual([
        { id: 101, componentName: 'SystemRole' },
        { id: 104, componentName: 'MyPosts' },
      ]);
      await db.updateTable('system_menu').set({ componentName: 'SystemPost' }).where('id', '=', 104).execute();
    });

    it('stores them on create and update, returns them from get and list, and keeps them when a body leaves them out', async () => {
      const body = { name: 'v3 页面', type: 2, sort: 9, parentId: 1, path: 'v3-page', component: 'system/v3/index', icon: 'user', status: 0, visible: true, keepAlive: true };
      const created = await api<number>('POST', '/system/menu/create', { payload: { ...body, componentName: 'SystemV3Page', alwaysShow: false } });
      expect(created.code).toBe(0);
      const id = created.data;
      const get = () => api<Record<string, unknown>>('GET', '/system/menu/get', { query: { id: String(id) } }).then((r) => r.data);
      expect(await get()).toMatchObject({ componentName: 'SystemV3Page', alwaysShow: false });
      const list = await api<Array<{ id: number; componentName: string }>>('GET', '/system/menu/list', { query: { name: 'v3 页面' } });
      expect(list.data).toEqual([expect.objectContaining({ id, componentName: 'SystemV3Page', alwaysShow: false })]);
      // The 2022 UI's form knows neither field: its update keeps them.
      expect((await api('PUT', '/system/menu/update', { payload: { ...body, id, name: 'v3 页面二' } })).code).toBe(0);
      expect(await get()).toMatchObject({ name: 'v3 页面二', componentName: 'SystemV3Page', alwaysShow: false });
      expect((await api('PUT', '/system/menu/update', { payload: { ...body, id, componentName: 'Other', alwaysShow: true } })).code).toBe(0);
      expect(await get()).toMatchObject({ componentName: 'Other', alwaysShow: true });
      const tooLong = await api('PUT', '/system/menu/update', { payload: { ...body, id, componentName: 'x'.repeat(256) } });
      expect(tooLong.code).toBe(400);
      expect((await api('DELETE', '/system/menu/delete', { query: { id: String(id) } })).code).toBe(0);
    });
  });

  describe('empty values as absent', () => {
    it('reads an empty optional query value as absent, as the search forms send them', async () => {
      const all = await api<{ total: number }>('GET', '/system/user/page', { query: { pageNo: '1', pageSize: '10' } });
      const empty = await api<{ total: number }>('GET', '/system/user/page', { query: { pageNo: '1', pageSize: '10', username: '', mobile: '', status: '', deptId: '' } });
      expect(empty.code).toBe(0);
      expect(empty.data.total).toBe(all.data.total);
      expect((await api<{ total: number }>('GET', '/system/post/page', { query: { pageNo: '1', pageSize: '10', code: '', name: '', status: '' } })).code).toBe(0);
    });

    it('still refuses an empty required query value, and values out of bounds', async () => {
      expect(await api('GET', '/system/user/get', { query: { id: '' } })).toMatchObject({ code: 400 });
      expect(await api('GET', '/system/user/page', { query: { pageNo: '', pageSize: '10' } })).toMatchObject({ code: 400 });
      expect(await api('GET', '/system/user/page', { query: { pageNo: '1', pageSize: '10', status: '5' } })).toMatchObject({ code: 400 });
    });

    it("reads an empty optional body value as absent (deptId: '' is no department), and refuses an empty required one", async () => {
      const created = await api<number>('POST', '/system/user/create', {
        payload: { username: 'v3empty', nickname: '空部门', password: 'pass1234', deptId: '', postIds: [], email: '', mobile: '', sex: '', remark: '' },
      });
      expect(created.code).toBe(0);
      const user = await api<{ deptId: number | null; sex: number | null }>('GET', '/system/user/get', { query: { id: String(created.data) } });
      expect(user.data.deptId).toBeNull();
      const noNickname = await api('POST', '/system/user/create', { payload: { username: 'v3empty2', nickname: '', password: 'pass1234', deptId: '' } });
      expect(noNickname.code).toBe(400);
      const badSort = await api('POST', '/system/post/create', { payload: { name: 'v3岗位', code: 'v3post', sort: '', status: 0 } });
      expect(badSort.code).toBe(400);
      const outOfBounds = await api('POST', '/system/post/create', { payload: { name: 'v3岗位', code: 'v3post', sort: 1, status: 7 } });
      expect(outOfBounds.code).toBe(400);
    });
  });

  describe('tenant calls of the frame and the sign-in page', () => {
    it('lists the enabled tenants for the tenant switcher, to the platform admin only', async () => {
      const off = await createTenantViaApi(t, token, { name: 'v3停用公司', packageId: (await api<Array<{ id: number }>>('GET', '/system/tenant-package/get-simple-list')).data[0]!.id, username: 'v3offadmin', password: 'pass1234', status: 1 });
      const list = await api<Array<{ id: number; name: string }>>('GET', '/system/tenant/simple-list');
      expect(list.code).toBe(0);
      expect(list.data).toEqual(expect.arrayContaining([{ id: 1, name: expect.any(String) }, { id: tenantB, name: 'v3乙公司' }]));
      expect(list.data.map((r) => r.id)).not.toContain(off);
      expect(await api('GET', '/system/tenant/simple-list', { as: bToken, headers: { 'tenant-id': String(tenantB) } })).toMatchObject({ code: 403 });
      expect(await t.api({ method: 'GET', url: '/admin-api/system/tenant/simple-list', headers: H1 })).toMatchObject({ code: 401 });
    });

    it('answers the unread count to signed-in users: 0 with no messages', async () => {
      expect(await api('GET', '/system/notify-message/get-unread-count')).toEqual({ code: 0, msg: '', data: 0 });
      expect(await t.api({ method: 'GET', url: '/admin-api/system/notify-message/get-unread-count', headers: H1 })).toMatchObject({ code: 401 });
    });

    it("keeps a tenant's websites, answers the first as the 2022 UI's domain, and finds the tenant by website for anyone", async () => {
      const get = () => api<TenantRow>('GET', '/system/tenant/get', { query: { id: String(tenantB) } }).then((r) => r.data);
      const row = await get();
      expect(row).toMatchObject({ domain: 'yi.example.com', websites: ['yi.example.com'] });
      const { id: _id, ...rest } = (await api<Record<string, unknown>>('GET', '/system/tenant/get', { query: { id: String(tenantB) } })).data;
      const { websites: _w, domain: _d, createTime: _c, contactUserId: _u, ...body } = rest;
      const put = (patch: Record<string, unknown>) => api('PUT', '/system/tenant/update', { payload: { ...body, id: tenantB, ...patch } });

      expect((await put({ websites: ['yi.example.com', ' 127.0.0.1:5191 ', '', 'yi.example.com'] })).code).toBe(0);
      expect(await get()).toMatchObject({ domain: 'yi.example.com', websites: ['yi.example.com', '127.0.0.1:5191'] });
      // The 2022 UI edits the first only, and keeps the others.
      expect((await put({ domain: 'www.yi.example.com' })).code).toBe(0);
      expect(await get()).toMatchObject({ domain: 'www.yi.example.com', websites: ['www.yi.example.com', '127.0.0.1:5191'] });
      expect((await put({})).code).toBe(0);
      expect((await get()).websites).toEqual(['www.yi.example.com', '127.0.0.1:5191']);

      const anonymous = (website: string) => t.api({ method: 'GET', url: '/admin-api/system/tenant/get-by-website', query: { website } });
      expect(await anonymous('127.0.0.1:5191')).toEqual({ code: 0, msg: '', data: { id: tenantB, name: 'v3乙公司' } });
      expect(await anonymous('nobody.example.com')).toEqual({ code: 0, msg: '', data: null });
      expect(await anonymous('')).toMatchObject({ code: 400 });
      expect(await anonymous('x'.repeat(257))).toMatchObject({ code: 400 });

      // One website, one tenant.
      const taken = await api('PUT', '/system/tenant/update', { payload: { ...body, id: tenantB, websites: ['www.yi.example.com'] } });
      expect(taken.code).toBe(0);
      const other = await createTenantViaApi(t, token, { name: 'v3丙公司', packageId: body.packageId as number, username: 'v3bingadmin', password: 'pass1234', domain: 'bing.example.com' });
      const clash = await api('PUT', '/system/tenant/update', {
        payload: { ...body, id: other, name: 'v3丙公司', websites: ['bing.example.com', 'www.yi.example.com'] },
      });
      expect(clash).toMatchObject({ code: 1002015005, msg: '域名为【www.yi.example.com】的租户已存在' });
      expect((await api<TenantRow>('GET', '/system/tenant/get', { query: { id: String(other) } })).data.websites).toEqual(['bing.example.com']);
      expect((await api('PUT', '/system/tenant/update', { payload: { ...body, id: other, name: 'v3丙公司', websites: Array.from({ length: 21 }, (_, i) => `w${i}`) } })).code).toBe(400);

      // A disabled tenant is not offered at sign-in.
      expect((await put({ status: 1 })).code).toBe(0);
      expect(await anonymous('www.yi.example.com')).toEqual({ code: 0, msg: '', data: null });
      expect((await put({ status: 0 })).code).toBe(0);
      bToken = (await loginTo(t, tenantB, 'v3yiadmin', 'pass1234')).accessToken;
    });
  });

  describe('the tenant switcher (visit-tenant-id)', () => {
    const visit = (url: string, as = token, tenant = '1', query: Record<string, string> = {}) =>
      api<{ list?: Array<{ username: string }> } & Record<string, unknown>>('GET', url, { as, headers: { 'tenant-id': tenant, 'visit-tenant-id': String(tenantB) }, query });

    it("lets the platform admin act in another tenant, and operate-logs every such request in the admin's own tenant", async () => {
      const users = await visit('/system/user/page', token, '1', { pageNo: '1', pageSize: '10' });
      expect(users.code).toBe(0);
      expect(users.data.list!.map((u) => u.username)).toEqual(['v3yiadmin']);
      // Without the header: the admin's own tenant.
      const own = await api<{ list: Array<{ username: string }> }>('GET', '/system/user/page', { query: { pageNo: '1', pageSize: '10', username: 'v3yiadmin' } });
      expect(own.data.list).toEqual([]);

      // A write lands in the visited tenant.
      const notice = await api<number>('POST', '/system/notice/create', { headers: { 'visit-tenant-id': String(tenantB) }, payload: { title: 'v3 来访公告', type: 1, status: 0 } });
      expect(notice.code).toBe(0);
      const row = await t.database.db.selectFrom('system_notice').select('tenantId').where('id', '=', notice.data).executeTakeFirstOrThrow();
      expect(row.tenantId).toBe(tenantB);

      const logs = await t.database.db
        .selectFrom('system_operate_log')
        .select(['tenantId', 'userId', 'type', 'requestUrl', 'exts'])
        .where('exts', 'is not', null)
        .where(sql<boolean>`exts->>'visitTenantId' = ${String(tenantB)}`)
        .orderBy('id')
        .execute();
      expect(logs.map((l) => [l.tenantId, l.type, l.requestUrl])).toEqual(
        expect.arrayContaining([
          [1, 1, '/system/user/page'],
          [1, 2, '/system/notice/create'],
        ].map(([tenantId, type, url]) => [tenantId, type, `/admin-api${url as string}`])),
      );
    });

    it("leaves the caller's own session and profile in their own tenant", async () => {
      const info = await visit('/system/auth/get-permission-info');
      expect(info.code).toBe(0);
      expect(info.data).toMatchObject({ user: { username: 'admin' }, roles: expect.arrayContaining(['super_admin']) });
      expect((await visit('/system/user/profile/get')).data).toMatchObject({ username: 'admin' });
    });

    it('refuses anyone without the permission, a tenant that does not exist and a malformed header', async () => {
      const bHeaders = { 'tenant-id': String(tenantB), 'visit-tenant-id': '1' };
      expect(await api('GET', '/system/user/page', { as: bToken, headers: bHeaders, query: { pageNo: '1', pageSize: '10' } })).toEqual({ code: 403, msg: '您无权切换租户', data: null });
      const plain = await createUserWithPermissions(t, 'v3plain', ['system:user:query', 'system:user:list']);
      const plainToken = (await t.login('v3plain', plain.password, H1)).accessToken;
      expect(await visit('/system/user/page', plainToken, '1', { pageNo: '1', pageSize: '10' })).toMatchObject({ code: 403, msg: '您无权切换租户' });
      expect(await api('GET', '/system/user/page', { headers: { 'visit-tenant-id': '987654' }, query: { pageNo: '1', pageSize: '10' } })).toMatchObject({ code: 1002015000 });
      expect(await api('GET', '/system/user/page', { headers: { 'visit-tenant-id': 'abc' }, query: { pageNo: '1', pageSize: '10' } })).toMatchObject({
        code: 400,
        msg: expect.stringContaining('header.visit-tenant-id'),
      });
      // The header naming one's own tenant is no visit.
      expect((await api('GET', '/system/user/page', { headers: { 'visit-tenant-id': '1' }, query: { pageNo: '1', pageSize: '10' } })).code).toBe(0);
    });
  });
});
