import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { adminAppForFile } from './support/admin-app';

const URL = '/admin-api/system/dept';

interface DeptRow {
  id: number;
  name: string;
  parentId: number;
  sort: number;
  leaderUserId: number | null;
  phone: string | null;
  email: string | null;
  status: number;
  createTime: number;
}

const suffix = () => randomBytes(4).toString('hex');
const ALL = ['system:dept:query', 'system:dept:create', 'system:dept:update', 'system:dept:delete'];

const ctx = adminAppForFile();

async function createDept(body: Record<string, unknown> = {}, as = ctx.token) {
  const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, token: as, payload: { name: `部门${suffix()}`, parentId: 100, sort: 1, ...body } });
  expect(res, JSON.stringify(res)).toMatchObject({ code: 0, msg: '' });
  return res.data;
}
const getRow = (id: number) => ctx.t.database.db.selectFrom('system_dept').selectAll().where('id', '=', id).executeTakeFirst();
const countDepts = async () =>
  Number((await ctx.t.database.db.selectFrom('system_dept').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
async function insertUser(tenantId: number, deptId: number | null = null) {
  const row = await ctx.t.database.db
    .insertInto('system_users')
    .values({ username: `u${suffix()}`, password: 'x', nickname: 'n', remark: null, deptId, postIds: '[]', tenantId, loginDate: null, lockedUntil: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /system/dept/list, /list-all-simple and /get', () => {
  it('answers the tenant’s depts flat, sorted by sort, with the wire fields', async () => {
    const res = await ctx.t.api<DeptRow[]>({ method: 'GET', url: `${URL}/list`, token: ctx.token });
    expect(res.code).toBe(0);
    expect(Object.keys(res.data[0]!).sort()).toEqual(['createTime', 'email', 'id', 'leaderUserId', 'name', 'parentId', 'phone', 'sort', 'status'].sort());
    expect(res.data.find((d) => d.id === 103)).toMatchObject({ name: '研发部门', parentId: 101, leaderUserId: null, phone: '15888888888', email: 'ry@qq.com' });
    expect(res.data.find((d) => d.id === 100)).toMatchObject({ name: '芋道源码', leaderUserId: 1 });
    const order = res.data.map((d) => [d.sort, d.id]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });

  it('filters by name and status', async () => {
    const marker = suffix();
    const on = await createDept({ name: `筛${marker}甲` });
    const off = await createDept({ name: `筛${marker}乙`, status: 1 });
    const byName = await ctx.t.api<DeptRow[]>({ method: 'GET', url: `${URL}/list?name=${encodeURIComponent(marker)}`, token: ctx.token });
    expect(byName.data.map((d) => d.id).sort()).toEqual([on, off].sort());
    const enabled = await ctx.t.api<DeptRow[]>({ method: 'GET', url: `${URL}/list?name=${encodeURIComponent(marker)}&status=0`, token: ctx.token });
    expect(enabled.data.map((d) => d.id)).toEqual([on]);
    const simple = await ctx.t.api<Array<Record<string, unknown>>>({ method: 'GET', url: `${URL}/list-all-simple`, token: ctx.token });
    expect(Object.keys(simple.data[0]!).sort()).toEqual(['id', 'name', 'parentId']);
    expect(simple.data.map((d) => d.id)).toContain(on);
    expect(simple.data.map((d) => d.id)).not.toContain(off);
  });

  it('gets one dept, and 1002004002 for an unknown id', async () => {
    expect((await ctx.t.api<DeptRow>({ method: 'GET', url: `${URL}/get?id=101`, token: ctx.token })).data).toMatchObject({ id: 101, name: '深圳总公司', parentId: 100 });
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=99999999`, token: ctx.token })).toMatchObject({ code: 1002004002, msg: '当前部门不存在', data: null });
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get?id=x`, token: ctx.token })).code).toBe(400);
  });
});

describe('POST /system/dept/create', () => {
  it('creates a dept with leader, phone and email; blank contact fields are stored as null', async () => {
    const id = await createDept({ name: '新部门', parentId: 101, sort: 6, leaderUserId: 1, phone: '13800138000', email: 'a@b.cn' });
    expect(await getRow(id)).toMatchObject({ name: '新部门', parentId: 101, sort: 6, leaderUserId: 1, phone: '13800138000', email: 'a@b.cn', status: 0, tenantId: 1 });
    const blank = await createDept({ phone: '', email: '', leaderUserId: null });
    expect(await getRow(blank)).toMatchObject({ phone: null, email: null, leaderUserId: null });
    const root = await createDept({ parentId: undefined });
    expect((await getRow(root))?.parentId).toBe(0);
  });

  it('keeps names unique among siblings only (1002004000)', async () => {
    const name = `同名${suffix()}`;
    await createDept({ name, parentId: 101 });
    await createDept({ name, parentId: 102 });
    const before = await countDepts();
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name, parentId: 101, sort: 1 } })).toMatchObject({
      code: 1002004000,
      msg: '已经存在该名字的部门',
    });
    expect(await countDepts()).toBe(before);
  });

  it('refuses a missing parent (1002004001) and a leader who is not a user of the tenant (1002003003)', async () => {
    const before = await countDepts();
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: 'x', parentId: 99999999, sort: 1 } })).toMatchObject({
      code: 1002004001,
      msg: '父级部门不存在',
    });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: 'x', parentId: 100, sort: 1, leaderUserId: 99999999 } })).toMatchObject({
      code: 1002003003,
      msg: '用户不存在',
    });
    const other = await createTenant(ctx.t, `领导租户${suffix()}`);
    const foreignUser = await insertUser(other);
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: 'x', parentId: 100, sort: 1, leaderUserId: foreignUser } })).toMatchObject({
      code: 1002003003,
    });
    expect(await countDepts()).toBe(before);
  });

  it.each([
    [{ phone: '12345' }, 'body.phone 手机号格式不正确'],
    [{ phone: '1380013800a' }, 'body.phone 手机号格式不正确'],
    [{ phone: '138001380001' }, 'body.phone 长度不能超过 11'],
    [{ email: 'not-an-email' }, 'body.email 邮箱格式不正确'],
    [{ email: `${'a'.repeat(45)}@b.com` }, 'body.email 长度不能超过 50'],
    [{ name: '' }, 'body.name'],
    [{ name: 'x'.repeat(31) }, 'body.name 长度不能超过 30'],
    [{ sort: undefined }, 'body.sort 不能为空'],
    [{ sort: 'first' }, 'body.sort'],
    [{ status: 3 }, 'body.status'],
    [{ parentId: -1 }, 'body.parentId'],
    [{ leaderUserId: 'me' }, 'body.leaderUserId'],
  ])('refuses %j with 400 (%s), writing nothing', async (override, detail) => {
    const before = await countDepts();
    const res = await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: `坏${suffix()}`, parentId: 100, sort: 1, ...override } });
    expect(res.code).toBe(400);
    expect(res.msg).toContain(detail);
    expect(await countDepts()).toBe(before);
  });
});

describe('PUT /system/dept/update', () => {
  it('updates a dept and logs the row before and after', async () => {
    const id = await createDept({ name: `旧${suffix()}` });
    const res = await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id, name: '改名部门', parentId: 102, sort: 9, leaderUserId: 1, phone: '13900139000', email: 'x@y.com', status: 1 } });
    expect(res).toMatchObject({ code: 0, data: true });
    expect(await getRow(id)).toMatchObject({ name: '改名部门', parentId: 102, sort: 9, leaderUserId: 1, phone: '13900139000', email: 'x@y.com', status: 1 });
    const log = await ctx.t.database.db.selectFrom('system_operate_log').selectAll().where('requestUrl', '=', `${URL}/update`).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log.exts).toMatchObject({ before: { id, parentId: 100 }, after: { id, name: '改名部门', parentId: 102 } });
  });

  it('refuses itself (1002004004) or a descendant (1002004007) as parent, and an unknown id (1002004002)', async () => {
    const before = await getRow(101);
    const base = { id: 101, name: '深圳总公司', sort: 1 };
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...base, parentId: 101 } })).toMatchObject({
      code: 1002004004,
      msg: '不能设置自己为父部门',
    });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...base, parentId: 103 } })).toMatchObject({
      code: 1002004007,
      msg: '不能设置自己的子部门为父部门',
    });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...base, parentId: 99999999 } })).toMatchObject({ code: 1002004001 });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...base, id: 99999999, parentId: 0 } })).toMatchObject({ code: 1002004002 });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...base, parentId: 100, name: '长沙分公司' } })).toMatchObject({
      code: 1002004000,
    });
    expect(await getRow(101)).toEqual(before);
  });
});

describe('DELETE /system/dept/delete', () => {
  it('refuses a dept with children (1002004003) or with users (1002004005)', async () => {
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=101`, token: ctx.token })).toMatchObject({ code: 1002004003, msg: '存在子部门，无法删除' });
    const staffed = await createDept();
    await insertUser(1, staffed);
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${staffed}`, token: ctx.token })).toMatchObject({ code: 1002004005, msg: '部门中存在员工，无法删除' });
    expect(await getRow(101)).toBeDefined();
    expect(await getRow(staffed)).toBeDefined();
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=99999999`, token: ctx.token })).toMatchObject({ code: 1002004002 });
  });

  it('deletes an empty leaf and logs it', async () => {
    const id = await createDept();
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${id}`, token: ctx.token })).toMatchObject({ code: 0, data: true });
    expect(await getRow(id)).toBeUndefined();
    const log = await ctx.t.database.db.selectFrom('system_operate_log').selectAll().where('requestUrl', '=', `${URL}/delete`).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log.exts).toMatchObject({ before: { id } });
  });
});

describe('dept permissions', () => {
  it('lets a query-only user list but answers 403 on create, update and delete', async () => {
    await createUserWithPermissions(ctx.t, 'deptreader', ['system:dept:query']);
    const reader = (await ctx.t.login('deptreader', 'pass1234')).accessToken;
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/list`, token: reader })).code).toBe(0);
    const target = await createDept();
    const before = await getRow(target);
    const writes = [
      { method: 'POST', url: `${URL}/create`, payload: { name: 'n', parentId: 100, sort: 1 } },
      { method: 'PUT', url: `${URL}/update`, payload: { id: target, name: 'n', parentId: 100, sort: 1 } },
      { method: 'DELETE', url: `${URL}/delete?id=${target}` },
    ] as const;
    const count = await countDepts();
    for (const w of writes) expect(await ctx.t.api({ ...w, token: reader })).toMatchObject({ code: 403 });
    expect(await countDepts()).toBe(count);
    expect(await getRow(target)).toEqual(before);
  });
});

describe('dept tenant isolation', () => {
  let other: number;
  let otherToken: string;
  beforeAll(async () => {
    other = await createTenant(ctx.t, `部门租户${suffix()}`);
    await createUserWithPermissions(ctx.t, 'depttenantadmin', ALL, other);
    otherToken = (await ctx.t.login('depttenantadmin', 'pass1234', { 'tenant-id': String(other) })).accessToken;
  });

  it('hides the other tenant’s depts from list, list-all-simple and get', async () => {
    expect((await ctx.t.api<DeptRow[]>({ method: 'GET', url: `${URL}/list`, token: otherToken })).data).toEqual([]);
    expect((await ctx.t.api<DeptRow[]>({ method: 'GET', url: `${URL}/list-all-simple`, token: otherToken })).data).toEqual([]);
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=103`, token: otherToken })).toMatchObject({ code: 1002004002 });
  });

  it('cannot update or delete them, nor hang a dept under them', async () => {
    const victim = await createDept();
    const before = await getRow(victim);
    const count = await countDepts();
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: otherToken, payload: { id: victim, name: 'hijack', parentId: 0, sort: 1 } })).toMatchObject({
      code: 1002004002,
    });
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${victim}`, token: otherToken })).toMatchObject({ code: 1002004002 });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: otherToken, payload: { name: 'x', parentId: victim, sort: 1 } })).toMatchObject({
      code: 1002004001,
    });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: otherToken, payload: { name: 'x', parentId: 0, sort: 1, leaderUserId: 1 } })).toMatchObject({
      code: 1002003003,
    });
    expect(await getRow(victim)).toEqual(before);
    expect(await countDepts()).toBe(count);
  });

  it('creates depts in the caller’s tenant, with names unique per tenant', async () => {
    const id = await createDept({ name: '芋道源码', parentId: 0 }, otherToken);
    expect((await getRow(id))?.tenantId).toBe(other);
    expect((await ctx.t.api<DeptRow[]>({ method: 'GET', url: `${URL}/list`, token: otherToken })).data.map((d) => d.id)).toEqual([id]);
    expect((await ctx.t.api<DeptRow[]>({ method: 'GET', url: `${URL}/list`, token: ctx.token })).data.map((d) => d.id)).not.toContain(id);
  });
});
