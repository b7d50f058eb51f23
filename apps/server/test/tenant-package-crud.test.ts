import { describe, expect, it } from 'vitest';
import { TenantScopePlugin } from '../src/db/tenant-scope';
import { platformOnlyMenuIds } from '../src/modules/system/tenant-package/platform-only';
import { createUserWithPermissions } from './support/fixtures';
import { allMenus, createPackage, createTenantViaApi } from './support/tenant-helpers';
import { adminAppForFile } from './support/admin-app';

const URL = '/admin-api/system/tenant-package';

describe('tenant packages', () => {
  const ctx = adminAppForFile();

  const count = async () => Number((await ctx.t.database.db.selectFrom('system_tenant_package').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('creates a package, keeping only known menus a tenant may hold', async () => {
    // 1 系统管理, 100 用户管理, 1001 用户查询; 1224/1139 are tenant screens (platform-only); 1014 menu create
    // (platform-only: menus are global); 999999 does not exist.
    const id = await createPackage(ctx.t, ctx.token, '普通套餐', [1001, 100, 1, 1, 1224, 1139, 1014, 999999]);
    const got = await ctx.t.api<Record<string, unknown>>({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: String(id) } });
    expect(got).toMatchObject({ code: 0, data: { id, name: '普通套餐', status: 0, remark: '', menuIds: [1, 100, 1001] } });
    expect(typeof got.data.createTime).toBe('number');
  });

  it('treats tenant, package, menu-write, dict-write and infra screens as platform-only', async () => {
    const menus = await allMenus(ctx.t);
    const platformOnly = platformOnlyMenuIds(menus);
    for (const id of [1224, 1138, 1139, 1143, 1225, 1229, 1014, 1015, 1016, 1027, 1028, 1029]) expect(platformOnly.has(id)).toBe(true);
    for (const id of [1, 100, 1001, 102, 1013, 105, 1026, 1030, 107, 1036, 108, 500, 1040]) expect(platformOnly.has(id)).toBe(false);
  });

  it('refuses a duplicate name, and bad input without writing', async () => {
    await createPackage(ctx.t, ctx.token, '重名套餐', [1]);
    const before = await count();
    const dup = await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: '重名套餐', status: 0, menuIds: [] } });
    expect(dup).toMatchObject({ code: 1002016003, msg: '已经存在该名字的租户套餐' });
    const bad = [
      {},
      { name: '', status: 0, menuIds: [] },
      { name: 'x'.repeat(31), status: 0, menuIds: [] },
      { name: 'ok', status: 2, menuIds: [] },
      { name: 'ok', status: 0, menuIds: 'all' },
      { name: 'ok', status: 0, menuIds: [1.5] },
      { name: 'ok', status: 'on', menuIds: [] },
    ];
    for (const payload of bad) {
      const res = await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload });
      expect(res.code, JSON.stringify(payload)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('pages with filters, newest first', async () => {
    await createPackage(ctx.t, ctx.token, '分页甲', [1], 0);
    await createPackage(ctx.t, ctx.token, '分页乙', [1], 1);
    const all = await ctx.t.api<{ list: Array<{ name: string }>; total: number }>({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { name: '分页' } });
    expect(all.data.list.map((r) => r.name)).toEqual(['分页乙', '分页甲']);
    expect(all.data.total).toBe(2);
    const enabled = await ctx.t.api<{ list: Array<{ name: string }> }>({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { name: '分页', status: '0' } });
    expect(enabled.data.list.map((r) => r.name)).toEqual(['分页甲']);
    const future = await ctx.t.api<{ total: number }>({
      method: 'GET',
      url: `${URL}/page?name=${encodeURIComponent('分页')}&createTime[0]=2999-01-01 00:00:00&createTime[1]=2999-12-31 23:59:59`,
      token: ctx.token,
    });
    expect(future.data.total).toBe(0);
    const badRange = await ctx.t.api({ method: 'GET', url: `${URL}/page?createTime[0]=nope&createTime[1]=never`, token: ctx.token });
    expect(badRange.code).toBe(400);
  });

  it('lists enabled packages only in the simple list', async () => {
    const on = await createPackage(ctx.t, ctx.token, '简单开启', [1], 0);
    const off = await createPackage(ctx.t, ctx.token, '简单关闭', [1], 1);
    const res = await ctx.t.api<Array<{ id: number; name: string }>>({ method: 'GET', url: `${URL}/get-simple-list`, token: ctx.token });
    expect(res.data).toContainEqual({ id: on, name: '简单开启' });
    expect(res.data.map((p) => p.id)).not.toContain(off);
  });

  it('answers 1002016000 for a missing package on get, update and delete', async () => {
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: '987654' } })).toMatchObject({ code: 1002016000, msg: '租户套餐不存在' });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: 987654, name: 'x', status: 0, menuIds: [] } })).toMatchObject({ code: 1002016000 });
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete`, token: ctx.token, query: { id: '987654' } })).toMatchObject({ code: 1002016000 });
  });

  it('updates a package and records the row before and after in the operate log', async () => {
    const id = await createPackage(ctx.t, ctx.token, '待改套餐', [1]);
    const unchanged = await ctx.t.database.db.selectFrom('system_tenant_package').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (const payload of [{ id, name: '', status: 0, menuIds: [] }, { id, name: 'x', status: 0 }, { id, name: 'x', status: 0, menuIds: [-1] }, { id: 'x', name: 'x', status: 0, menuIds: [] }]) {
      expect((await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload })).code, JSON.stringify(payload)).toBe(400);
    }
    expect(await ctx.t.database.db.selectFrom('system_tenant_package').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(unchanged);
    for (const query of [{ id: 'abc' }, { id: '0' }, {}] as Array<Record<string, string>>) expect((await ctx.t.api({ method: 'GET', url: `${URL}/get`, token: ctx.token, query })).code).toBe(400);
    await createPackage(ctx.t, ctx.token, '占用名字', [1]);
    const dup = await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id, name: '占用名字', status: 0, menuIds: [1] } });
    expect(dup.code).toBe(1002016003);
    const res = await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id, name: '已改套餐', status: 1, remark: '备注', menuIds: [1, 100], createTime: 5 } });
    expect(res).toMatchObject({ code: 0, data: true });
    const got = await ctx.t.api<Record<string, unknown>>({ method: 'GET', url: `${URL}/get`, token: ctx.token, query: { id: String(id) } });
    expect(got.data).toMatchObject({ name: '已改套餐', status: 1, remark: '备注', menuIds: [1, 100] });
    const log = await ctx.t.database.db
      .selectFrom('system_operate_log')
      .select(['exts', 'type', 'module'])
      .where('requestUrl', '=', `${URL}/update`)
      .where('resultCode', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ type: 3, module: '租户套餐' });
    expect(log.exts).toMatchObject({ before: { name: '待改套餐', menuIds: [1] }, after: { name: '已改套餐', menuIds: [1, 100] } });
  });

  it('gives every tenant on a package its new menus: tenant_admin exactly, other roles the intersection', async () => {
    const pkg = await createPackage(ctx.t, ctx.token, '传播套餐', [1, 100, 1001, 1002, 101, 1008]);
    const tenantId = await createTenantViaApi(ctx.t, ctx.token, { name: '传播租户', packageId: pkg, username: 'spreadadmin', password: 'pass1234' });
    const otherPkg = await createPackage(ctx.t, ctx.token, '旁观套餐', [1, 100, 1001, 1002]);
    const bystander = await createTenantViaApi(ctx.t, ctx.token, { name: '旁观租户', packageId: otherPkg, username: 'byadmin', password: 'pass1234' });
    const tdb = ctx.t.database.db.withPlugin(new TenantScopePlugin(tenantId));
    const custom = await tdb
      .insertInto('system_role')
      .values({ name: '自定义', code: 'custom', dataScopeDeptIds: '[]', remark: null, type: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tdb.insertInto('system_role_menu').values([1, 100, 1001, 101, 1008].map((menuId) => ({ roleId: custom.id, menuId }))).execute();

    const res = await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: pkg, name: '传播套餐', status: 0, menuIds: [1, 100, 1001, 103, 1017] } });
    expect(res.code).toBe(0);
    const menusOf = async (code: string) =>
      (
        await tdb
          .selectFrom('system_role_menu as rm')
          .innerJoin('system_role as r', 'r.id', 'rm.roleId')
          .select('rm.menuId')
          .where('r.code', '=', code)
          .orderBy('rm.menuId')
          .execute()
      ).map((r) => r.menuId);
    expect(await menusOf('tenant_admin')).toEqual([1, 100, 103, 1001, 1017]);
    expect(await menusOf('custom')).toEqual([1, 100, 1001]);
    // A tenant on another package is untouched.
    const bystanderMenus = await ctx.t.database.db.selectFrom('system_role_menu').select('menuId').where('tenantId', '=', bystander).orderBy('menuId').execute();
    expect(bystanderMenus.map((r) => r.menuId)).toEqual([1, 100, 1001, 1002]);
  });

  it('refuses to delete a package in use, and deletes an unused one', async () => {
    const used = await createPackage(ctx.t, ctx.token, '在用套餐', [1]);
    await createTenantViaApi(ctx.t, ctx.token, { name: '在用租户', packageId: used, username: 'useradmin', password: 'pass1234' });
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete`, token: ctx.token, query: { id: String(used) } })).toMatchObject({
      code: 1002016001,
      msg: '租户正在使用该套餐，请给租户重新设置套餐后再尝试删除',
    });
    expect(await ctx.t.database.db.selectFrom('system_tenant_package').select('id').where('id', '=', used).executeTakeFirst()).toBeTruthy();
    const unused = await createPackage(ctx.t, ctx.token, '闲置套餐', [1]);
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete`, token: ctx.token, query: { id: String(unused) } })).toMatchObject({ code: 0, data: true });
    expect(await ctx.t.database.db.selectFrom('system_tenant_package').select('id').where('id', '=', unused).executeTakeFirst()).toBeUndefined();
    const log = await ctx.t.database.db
      .selectFrom('system_operate_log')
      .select('exts')
      .where('requestUrl', '=', `${URL}/delete`)
      .where('resultCode', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.exts).toMatchObject({ before: { id: unused, name: '闲置套餐' } });
  });

  it('guards every endpoint with its permission', async () => {
    await createUserWithPermissions(ctx.t, 'pkgreader', ['system:tenant-package:query']);
    const reader = (await ctx.t.login('pkgreader', 'pass1234')).accessToken;
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page`, token: reader })).code).toBe(0);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get-simple-list`, token: reader })).code).toBe(0);
    const before = await count();
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: reader, payload: { name: 'p', status: 0, menuIds: [] } })).toMatchObject({ code: 403 });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: reader, payload: { id: 1, name: 'p', status: 0, menuIds: [] } })).toMatchObject({ code: 403 });
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete`, token: reader, query: { id: '1' } })).toMatchObject({ code: 403 });
    expect(await count()).toBe(before);
    await createUserWithPermissions(ctx.t, 'nobodyp', []);
    const nobody = (await ctx.t.login('nobodyp', 'pass1234')).accessToken;
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page`, token: nobody })).code).toBe(403);
    // Sign-in only, as the reference: a user with no role still lists package names.
    const simple = await ctx.t.api<Array<{ id: number; name: string }>>({ method: 'GET', url: `${URL}/get-simple-list`, token: nobody });
    expect(simple.code).toBe(0);
    expect(simple.data.length).toBeGreaterThan(0);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get-simple-list` })).code).toBe(401);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page` })).code).toBe(401);
  });
});
