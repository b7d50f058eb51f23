import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { adminAppForFile } from './support/admin-app';
import { type Page, browserQuery as qs, readSheet, suffix } from './support/crud-helpers';

const URL = '/admin-api/system/role';

interface RoleRow {
  id: number;
  name: string;
  code: string;
  sort: number;
  remark: string | null;
  dataScope: number;
  dataScopeDeptIds: number[];
  status: number;
  type: number;
  createTime: number;
}


const ctx = adminAppForFile();

async function createRole(overrides: Record<string, unknown> = {}, as = ctx.token) {
  const s = suffix();
  const body = { name: `角色${s}`, code: `role_${s}`, sort: 3, remark: `备注${s}`, ...overrides };
  const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, payload: body, token: as });
  expect(res).toMatchObject({ code: 0, msg: '' });
  return { ...body, id: res.data };
}
const countRoles = async () =>
  Number((await ctx.t.database.db.selectFrom('system_role').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const lastOperateLog = (url: string) =>
  ctx.t.database.db.selectFrom('system_operate_log').selectAll().where('requestUrl', '=', url).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

describe('GET /system/role/page and /get', () => {
  it('answers {list, total} with the wire fields, filtered by name, code and status', async () => {
    const marker = suffix();
    const a = await createRole({ name: `甲${marker}`, code: `flt_${marker}_a` });
    const b = await createRole({ name: `乙${marker}`, code: `flt_${marker}_b` });
    await ctx.t.api({ method: 'PUT', url: `${URL}/update-status`, token: ctx.token, payload: { id: b.id, status: 1 } });
    const byName = await ctx.t.api<Page<RoleRow>>({ method: 'GET', url: `${URL}/page?${qs({ pageNo: 1, pageSize: 10, name: marker })}`, token: ctx.token });
    expect(byName.code).toBe(0);
    expect(byName.data.total).toBe(2);
    expect(Object.keys(byName.data.list[0]!).sort()).toEqual(
      ['code', 'createTime', 'dataScope', 'dataScopeDeptIds', 'id', 'name', 'remark', 'sort', 'status', 'type'].sort(),
    );
    const byCode = await ctx.t.api<Page<RoleRow>>({ method: 'GET', url: `${URL}/page?${qs({ code: `${marker}_b` })}`, token: ctx.token });
    expect(byCode.data.list.map((r) => r.id)).toEqual([b.id]);
    const byStatus = await ctx.t.api<Page<RoleRow>>({ method: 'GET', url: `${URL}/page?${qs({ name: marker, status: 0 })}`, token: ctx.token });
    expect(byStatus.data.list.map((r) => r.id)).toEqual([a.id]);
  });

  it('filters by the createTime range', async () => {
    const r = await createRole();
    await ctx.t.database.db.updateTable('system_role').set({ createTime: new Date(2020, 0, 2, 10, 0, 0) }).where('id', '=', r.id).execute();
    const res = await ctx.t.api<Page<RoleRow>>({
      method: 'GET',
      url: `${URL}/page?${qs({ 'createTime[0]': '2020-01-02 00:00:00', 'createTime[1]': '2020-01-02 23:59:59' })}`,
      token: ctx.token,
    });
    expect(res.data.list.map((x) => x.id)).toEqual([r.id]);
    const bad = await ctx.t.api({ method: 'GET', url: `${URL}/page?${qs({ 'createTime[0]': 'yesterday', 'createTime[1]': 'today' })}`, token: ctx.token });
    expect(bad.code).toBe(400);
  });

  it.each([['pageSize=101'], ['status=2'], ['pageNo=0']])('refuses %s with 400', async (query) => {
    const res = await ctx.t.api({ method: 'GET', url: `${URL}/page?${query}`, token: ctx.token });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('请求参数不正确');
  });

  it('gets one role, and 1002002000 for an unknown id', async () => {
    const r = await createRole();
    const got = await ctx.t.api<RoleRow>({ method: 'GET', url: `${URL}/get?id=${r.id}`, token: ctx.token });
    expect(got.data).toMatchObject({ id: r.id, name: r.name, code: r.code, sort: 3, type: 2, status: 0, dataScope: 1, dataScopeDeptIds: [] });
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=99999999`, token: ctx.token })).toMatchObject({ code: 1002002000, msg: '角色不存在', data: null });
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get?id=abc`, token: ctx.token })).code).toBe(400);
  });
});

describe('POST /system/role/create', () => {
  it('creates a custom, enabled role with data scope "all" whatever the body says', async () => {
    const s = suffix();
    const res = await ctx.t.api<number>({
      method: 'POST',
      url: `${URL}/create`,
      token: ctx.token,
      payload: { name: `新角色${s}`, code: `new_${s}`, sort: 7, remark: null, type: 1, status: 1, dataScope: 5 },
    });
    expect(res.code).toBe(0);
    const row = await ctx.t.database.db.selectFrom('system_role').selectAll().where('id', '=', res.data).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: `新角色${s}`, code: `new_${s}`, sort: 7, type: 2, status: 0, dataScope: 1, dataScopeDeptIds: [], tenantId: 1 });
  });

  it('refuses a duplicate name (1002002001) and a duplicate code (1002002002), naming them', async () => {
    const r = await createRole();
    const before = await countRoles();
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: r.name, code: `x_${suffix()}`, sort: 1 } })).toMatchObject({
      code: 1002002001,
      msg: `已经存在名为【${r.name}】的角色`,
    });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: `x${suffix()}`, code: r.code, sort: 1 } })).toMatchObject({
      code: 1002002002,
      msg: `已经存在编码为【${r.code}】的角色`,
    });
    expect(await countRoles()).toBe(before);
  });

  it('refuses the reserved code super_admin (1002002005)', async () => {
    const before = await countRoles();
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: `超管${suffix()}`, code: 'super_admin', sort: 1 } })).toMatchObject({
      code: 1002002005,
      msg: '编码【super_admin】不能使用',
    });
    expect(await countRoles()).toBe(before);
  });

  it.each([
    [{ code: 'c1', sort: 1 }, 'body.name 不能为空'],
    [{ name: 'n', sort: 1 }, 'body.code 不能为空'],
    [{ name: 'n', code: 'c' }, 'body.sort 不能为空'],
    [{ name: '', code: 'c', sort: 1 }, 'body.name'],
    [{ name: 'x'.repeat(31), code: 'c', sort: 1 }, 'body.name 长度不能超过 30'],
    [{ name: 'n', code: 'x'.repeat(101), sort: 1 }, 'body.code 长度不能超过 100'],
    [{ name: 'n', code: 'c', sort: 'one' }, 'body.sort'],
    [{ name: 'n', code: 'c', sort: 1.5 }, 'body.sort'],
    [{ name: 'n\u0000', code: 'c', sort: 1 }, 'body.name'],
    [{ name: 'n', code: 'c', sort: 1, remark: 'x'.repeat(501) }, 'body.remark'],
  ])('refuses %j with 400 (%s) and writes nothing', async (payload, detail) => {
    const before = await countRoles();
    const res = await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload });
    expect(res.code).toBe(400);
    expect(res.msg).toContain(detail);
    expect(await countRoles()).toBe(before);
  });
});

describe('PUT /system/role/update and /update-status', () => {
  it('updates name, code, sort and remark and logs the row before and after', async () => {
    const r = await createRole();
    const s = suffix();
    const res = await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: r.id, name: `改${s}`, code: `upd_${s}`, sort: 9, remark: '新备注', type: 1 } });
    expect(res).toMatchObject({ code: 0, data: true });
    const got = await ctx.t.api<RoleRow>({ method: 'GET', url: `${URL}/get?id=${r.id}`, token: ctx.token });
    expect(got.data).toMatchObject({ name: `改${s}`, code: `upd_${s}`, sort: 9, remark: '新备注', type: 2 });
    const log = await lastOperateLog(`${URL}/update`);
    expect(log).toMatchObject({ module: '角色管理', type: 3, resultCode: 0 });
    expect(log.exts).toMatchObject({ before: { id: r.id, name: r.name }, after: { id: r.id, name: `改${s}` } });
  });

  it('keeps its own name and code, but refuses another role’s', async () => {
    const a = await createRole();
    const b = await createRole();
    expect((await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: a.id, name: a.name, code: a.code, sort: 1 } })).code).toBe(0);
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: a.id, name: b.name, code: a.code, sort: 1 } })).toMatchObject({
      code: 1002002001,
      msg: `已经存在名为【${b.name}】的角色`,
    });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: a.id, name: a.name, code: b.code, sort: 1 } })).toMatchObject({
      code: 1002002002,
    });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: a.id, name: a.name, code: 'super_admin', sort: 1 } })).toMatchObject({
      code: 1002002005,
    });
    const row = await ctx.t.database.db.selectFrom('system_role').select(['name', 'code']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: a.name, code: a.code });
  });

  it('refuses built-in roles (1002002003) and unknown ids (1002002000)', async () => {
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: 2, name: '改普通', code: 'common2', sort: 1 } })).toMatchObject({
      code: 1002002003,
      msg: '不能操作类型为系统内置的角色',
    });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update-status`, token: ctx.token, payload: { id: 1, status: 1 } })).toMatchObject({ code: 1002002003 });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: 99999999, name: 'n', code: 'c', sort: 1 } })).toMatchObject({
      code: 1002002000,
    });
    const builtIn = await ctx.t.database.db.selectFrom('system_role').select(['name', 'status']).where('id', 'in', [1, 2]).orderBy('id').execute();
    expect(builtIn).toEqual([
      { name: '超级管理员', status: 0 },
      { name: '普通角色', status: 0 },
    ]);
  });

  it('switches the status and refuses other values', async () => {
    const r = await createRole();
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update-status`, token: ctx.token, payload: { id: r.id, status: 1 } })).toMatchObject({ code: 0, data: true });
    expect((await ctx.t.api<RoleRow>({ method: 'GET', url: `${URL}/get?id=${r.id}`, token: ctx.token })).data.status).toBe(1);
    expect((await lastOperateLog(`${URL}/update-status`)).exts).toMatchObject({ before: { status: 0 }, after: { status: 1 } });
    expect((await ctx.t.api({ method: 'PUT', url: `${URL}/update-status`, token: ctx.token, payload: { id: r.id, status: 2 } })).code).toBe(400);
    expect((await ctx.t.api({ method: 'PUT', url: `${URL}/update-status`, token: ctx.token, payload: { id: r.id, status: 'off' } })).code).toBe(400);
    expect((await ctx.t.api<RoleRow>({ method: 'GET', url: `${URL}/get?id=${r.id}`, token: ctx.token })).data.status).toBe(1);
  });
});

describe('DELETE /system/role/delete', () => {
  it('deletes the role with its menu grants and user assignments', async () => {
    const r = await createRole();
    const db = ctx.t.database.db;
    await db.insertInto('system_role_menu').values([{ roleId: r.id, menuId: 1, tenantId: 1 }, { roleId: r.id, menuId: 100, tenantId: 1 }]).execute();
    await db.insertInto('system_user_role').values({ userId: 1, roleId: r.id, tenantId: 1 }).execute();
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${r.id}`, token: ctx.token })).toMatchObject({ code: 0, data: true });
    expect(await db.selectFrom('system_role').select('id').where('id', '=', r.id).execute()).toEqual([]);
    expect(await db.selectFrom('system_role_menu').select('id').where('roleId', '=', r.id).execute()).toEqual([]);
    expect(await db.selectFrom('system_user_role').select('id').where('roleId', '=', r.id).execute()).toEqual([]);
    expect((await lastOperateLog(`${URL}/delete`)).exts).toMatchObject({ before: { id: r.id, name: r.name } });
  });

  it('refuses built-in roles and unknown ids, deleting nothing', async () => {
    const before = await countRoles();
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=1`, token: ctx.token })).toMatchObject({ code: 1002002003 });
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=99999999`, token: ctx.token })).toMatchObject({ code: 1002002000 });
    expect((await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=-1`, token: ctx.token })).code).toBe(400);
    expect(await countRoles()).toBe(before);
    expect(await ctx.t.database.db.selectFrom('system_user_role').select('id').where('roleId', '=', 1).execute()).not.toEqual([]);
  });
});

describe('GET /system/role/export and /list-all-simple', () => {
  it('streams an .xlsx of exactly the filtered roles', async () => {
    const marker = suffix();
    const a = await createRole({ name: `导出${marker}甲` });
    const b = await createRole({ name: `导出${marker}乙` });
    await ctx.t.api({ method: 'PUT', url: `${URL}/update-status`, token: ctx.token, payload: { id: b.id, status: 1 } });
    const res = await ctx.t.request({ method: 'GET', url: `${URL}/export?${qs({ name: marker })}`, token: ctx.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('角色数据.xlsx'));
    const { sheet, rows } = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('角色列表');
    expect(rows[0]).toEqual(['角色序号', '角色名称', '角色标志', '角色排序', '数据范围', '角色状态']);
    expect(rows.slice(1)).toEqual([
      [a.id, a.name, a.code, 3, '全部数据权限', '开启'],
      [b.id, b.name, b.code, 3, '全部数据权限', '关闭'],
    ]);
    expect((await lastOperateLog(`${URL}/export`)).type).toBe(5);
  });

  it('lists enabled roles as {id, name}', async () => {
    const on = await createRole();
    const off = await createRole();
    await ctx.t.api({ method: 'PUT', url: `${URL}/update-status`, token: ctx.token, payload: { id: off.id, status: 1 } });
    const res = await ctx.t.api<Array<{ id: number; name: string }>>({ method: 'GET', url: `${URL}/list-all-simple`, token: ctx.token });
    expect(res.data).toContainEqual({ id: on.id, name: on.name });
    expect(res.data.map((r) => r.id)).not.toContain(off.id);
    expect(Object.keys(res.data[0]!).sort()).toEqual(['id', 'name']);
  });
});

describe('role permissions', () => {
  it('lets a query-only user read but answers 403 on every write and the export', async () => {
    await createUserWithPermissions(ctx.t, 'rolereader', ['system:role:query']);
    const reader = (await ctx.t.login('rolereader', 'pass1234')).accessToken;
    const target = await createRole();
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page`, token: reader })).code).toBe(0);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${target.id}`, token: reader })).code).toBe(0);
    const before = await ctx.t.database.db.selectFrom('system_role').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
    const writes = [
      { method: 'POST', url: `${URL}/create`, payload: { name: `n${suffix()}`, code: `c_${suffix()}`, sort: 1 } },
      { method: 'PUT', url: `${URL}/update`, payload: { id: target.id, name: 'x', code: 'y', sort: 1 } },
      { method: 'PUT', url: `${URL}/update-status`, payload: { id: target.id, status: 1 } },
      { method: 'DELETE', url: `${URL}/delete?id=${target.id}` },
      { method: 'GET', url: `${URL}/export` },
      { method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${target.id}` },
      { method: 'POST', url: '/admin-api/system/permission/assign-role-menu', payload: { roleId: target.id, menuIds: [1] } },
      { method: 'POST', url: '/admin-api/system/permission/assign-role-data-scope', payload: { roleId: target.id, dataScope: 5 } },
    ] as const;
    for (const w of writes) {
      expect(await ctx.t.api({ ...w, token: reader }), `${w.method} ${w.url}`).toMatchObject({ code: 403, msg: '没有该操作权限' });
    }
    expect(await ctx.t.database.db.selectFrom('system_role').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow()).toEqual(before);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page` })).code).toBe(401);
  });
});

describe('role tenant isolation', () => {
  let other: number;
  let otherToken: string;
  let mine: { id: number; name: string; code: string };
  beforeAll(async () => {
    other = await createTenant(ctx.t, `角色租户${suffix()}`);
    await createUserWithPermissions(
      ctx.t,
      'roletenantadmin',
      [
        'system:role:query',
        'system:role:create',
        'system:role:update',
        'system:role:delete',
        'system:role:export',
        'system:permission:assign-role-menu',
        'system:permission:assign-role-data-scope',
      ],
      other,
    );
    otherToken = (await ctx.t.login('roletenantadmin', 'pass1234', { 'tenant-id': String(other) })).accessToken;
    mine = await createRole();
  });

  it('hides the other tenant’s roles from page, get, list-all-simple and export', async () => {
    const page = await ctx.t.api<Page<RoleRow>>({ method: 'GET', url: `${URL}/page?pageSize=100`, token: otherToken });
    expect(page.data.list.map((r) => r.name)).toEqual(['role-roletenantadmin']);
    expect(page.data.total).toBe(1);
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${mine.id}`, token: otherToken })).toMatchObject({ code: 1002002000 });
    const simple = await ctx.t.api<Array<{ id: number }>>({ method: 'GET', url: `${URL}/list-all-simple`, token: otherToken });
    expect(simple.data.map((r) => r.id)).not.toContain(mine.id);
    const { rows } = await readSheet((await ctx.t.request({ method: 'GET', url: `${URL}/export`, token: otherToken })).rawPayload);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['role-roletenantadmin']);
    expect(await ctx.t.api({ method: 'GET', url: `/admin-api/system/permission/list-role-resources?roleId=${mine.id}`, token: otherToken })).toMatchObject({
      code: 1002002000,
    });
  });

  it('cannot update, switch, re-scope, grant or delete the other tenant’s roles', async () => {
    const before = await ctx.t.database.db.selectFrom('system_role').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow();
    const attempts = [
      { method: 'PUT', url: `${URL}/update`, payload: { id: mine.id, name: 'hijack', code: 'hijack', sort: 1 } },
      { method: 'PUT', url: `${URL}/update-status`, payload: { id: mine.id, status: 1 } },
      { method: 'DELETE', url: `${URL}/delete?id=${mine.id}` },
      { method: 'POST', url: '/admin-api/system/permission/assign-role-menu', payload: { roleId: mine.id, menuIds: [1] } },
      { method: 'POST', url: '/admin-api/system/permission/assign-role-data-scope', payload: { roleId: mine.id, dataScope: 5 } },
    ] as const;
    for (const a of attempts) {
      expect(await ctx.t.api({ ...a, token: otherToken }), `${a.method} ${a.url}`).toMatchObject({ code: 1002002000, msg: '角色不存在' });
    }
    expect(await ctx.t.database.db.selectFrom('system_role').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await ctx.t.database.db.selectFrom('system_role_menu').select('id').where('roleId', '=', mine.id).execute()).toEqual([]);
  });

  it('keeps names and codes unique per tenant only, and creates roles in the caller’s tenant', async () => {
    const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, token: otherToken, payload: { name: mine.name, code: mine.code, sort: 1 } });
    expect(res.code).toBe(0);
    const row = await ctx.t.database.db.selectFrom('system_role').select('tenantId').where('id', '=', res.data).executeTakeFirstOrThrow();
    expect(row.tenantId).toBe(other);
    const mineStill = await ctx.t.api<Page<RoleRow>>({ method: 'GET', url: `${URL}/page?${qs({ code: mine.code })}`, token: ctx.token });
    expect(mineStill.data.list.map((r) => r.id)).toEqual([mine.id]);
  });
});
