import { beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { adminAppForFile } from './support/admin-app';
import { type Page, browserQuery as qs, readSheet, suffix } from './support/crud-helpers';

const URL = '/admin-api/system/post';

interface PostRow {
  id: number;
  code: string;
  name: string;
  sort: number;
  status: number;
  remark: string | null;
  createTime: number;
}

const ALL = ['system:post:query', 'system:post:create', 'system:post:update', 'system:post:delete', 'system:post:export'];

const ctx = adminAppForFile();

async function createPost(body: Record<string, unknown> = {}, as = ctx.token) {
  const s = suffix();
  const payload = { name: `岗位${s}`, code: `post_${s}`, sort: 2, remark: `备注${s}`, ...body };
  const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, token: as, payload });
  expect(res, JSON.stringify(res)).toMatchObject({ code: 0, msg: '' });
  return { ...payload, id: res.data };
}
const getRow = (id: number) => ctx.t.database.db.selectFrom('system_post').selectAll().where('id', '=', id).executeTakeFirst();
const countPosts = async () =>
  Number((await ctx.t.database.db.selectFrom('system_post').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
describe('GET /system/post/page, /get and /list-all-simple', () => {
  it('pages with the wire fields and filters by code, name and status', async () => {
    const marker = suffix();
    const a = await createPost({ name: `甲${marker}`, code: `c_${marker}_a` });
    const b = await createPost({ name: `乙${marker}`, code: `c_${marker}_b`, status: 1 });
    const byName = await ctx.t.api<Page<PostRow>>({ method: 'GET', url: `${URL}/page?${qs({ pageNo: 1, pageSize: 10, name: marker })}`, token: ctx.token });
    expect(byName.code).toBe(0);
    expect(byName.data.total).toBe(2);
    expect(Object.keys(byName.data.list[0]!).sort()).toEqual(['code', 'createTime', 'id', 'name', 'remark', 'sort', 'status']);
    const byCode = await ctx.t.api<Page<PostRow>>({ method: 'GET', url: `${URL}/page?${qs({ code: `${marker}_b` })}`, token: ctx.token });
    expect(byCode.data.list.map((p) => p.id)).toEqual([b.id]);
    const enabled = await ctx.t.api<Page<PostRow>>({ method: 'GET', url: `${URL}/page?${qs({ name: marker, status: 0 })}`, token: ctx.token });
    expect(enabled.data.list.map((p) => p.id)).toEqual([a.id]);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page?pageSize=101`, token: ctx.token })).code).toBe(400);
  });

  it('gets one post, and 1002005000 for an unknown id', async () => {
    expect((await ctx.t.api<PostRow>({ method: 'GET', url: `${URL}/get?id=1`, token: ctx.token })).data).toMatchObject({ id: 1, code: 'ceo', name: '董事长', sort: 1, status: 0 });
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=99999999`, token: ctx.token })).toMatchObject({ code: 1002005000, msg: '当前岗位不存在', data: null });
  });

  it('lists enabled posts as {id, name}', async () => {
    const on = await createPost();
    const off = await createPost({ status: 1 });
    const res = await ctx.t.api<Array<{ id: number; name: string }>>({ method: 'GET', url: `${URL}/list-all-simple`, token: ctx.token });
    expect(res.data).toContainEqual({ id: on.id, name: on.name });
    expect(res.data.map((p) => p.id)).not.toContain(off.id);
    expect(Object.keys(res.data[0]!).sort()).toEqual(['id', 'name']);
  });
});

describe('POST /system/post/create and PUT /update', () => {
  it('creates a post with status 0 by default', async () => {
    const p = await createPost({ remark: undefined });
    expect(await getRow(p.id)).toMatchObject({ name: p.name, code: p.code, sort: 2, status: 0, remark: null, tenantId: 1 });
  });

  it('refuses a duplicate name (1002005002) or code (1002005003)', async () => {
    const p = await createPost();
    const before = await countPosts();
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: p.name, code: `x${suffix()}`, sort: 1 } })).toMatchObject({
      code: 1002005002,
      msg: '已经存在该名字的岗位',
    });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: `x${suffix()}`, code: p.code, sort: 1 } })).toMatchObject({
      code: 1002005003,
      msg: '已经存在该标识的岗位',
    });
    expect(await countPosts()).toBe(before);
  });

  it.each([
    [{ name: undefined }, 'body.name 不能为空'],
    [{ code: undefined }, 'body.code 不能为空'],
    [{ sort: undefined }, 'body.sort 不能为空'],
    [{ name: 'x'.repeat(51) }, 'body.name 长度不能超过 50'],
    [{ code: 'x'.repeat(65) }, 'body.code 长度不能超过 64'],
    [{ status: 2 }, 'body.status'],
    [{ sort: 2 ** 31 }, 'body.sort'],
    [{ remark: 5 }, 'body.remark'],
  ])('refuses %j with 400 (%s), writing nothing', async (override, detail) => {
    const before = await countPosts();
    const res = await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: `n${suffix()}`, code: `c${suffix()}`, sort: 1, ...override } });
    expect(res.code).toBe(400);
    expect(res.msg).toContain(detail);
    expect(await countPosts()).toBe(before);
  });

  it('updates a post, keeps its own name and code, and logs before and after', async () => {
    const p = await createPost();
    expect((await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: p.id, name: p.name, code: p.code, sort: 8, status: 1 } })).code).toBe(0);
    expect(await getRow(p.id)).toMatchObject({ sort: 8, status: 1, remark: null });
    const log = await ctx.t.database.db.selectFrom('system_operate_log').selectAll().where('requestUrl', '=', `${URL}/update`).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log.exts).toMatchObject({ before: { id: p.id, sort: 2, status: 0 }, after: { id: p.id, sort: 8, status: 1 } });
  });

  it('refuses another post’s name or code, and an unknown id', async () => {
    const a = await createPost();
    const b = await createPost();
    const before = await getRow(a.id);
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: a.id, name: b.name, code: a.code, sort: 1 } })).toMatchObject({ code: 1002005002 });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: a.id, name: a.name, code: b.code, sort: 1 } })).toMatchObject({ code: 1002005003 });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: 99999999, name: 'n', code: 'c', sort: 1 } })).toMatchObject({ code: 1002005000 });
    expect(await getRow(a.id)).toEqual(before);
  });
});

describe('DELETE /system/post/delete', () => {
  it('refuses a post assigned to a user (1002005004), through the link table or the user row', async () => {
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=1`, token: ctx.token })).toMatchObject({ code: 1002005004, msg: '岗位已分配给用户，无法删除' });
    const mirrored = await createPost();
    await ctx.t.database.db
      .insertInto('system_users')
      .values({ username: `u${suffix()}`, password: 'x', nickname: 'n', remark: null, deptId: null, postIds: JSON.stringify([mirrored.id]), tenantId: 1, loginDate: null, lockedUntil: null })
      .execute();
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${mirrored.id}`, token: ctx.token })).toMatchObject({ code: 1002005004 });
    expect(await getRow(1)).toBeDefined();
    expect(await getRow(mirrored.id)).toBeDefined();
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=99999999`, token: ctx.token })).toMatchObject({ code: 1002005000 });
  });

  it('deletes an unassigned post and logs it', async () => {
    const p = await createPost();
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${p.id}`, token: ctx.token })).toMatchObject({ code: 0, data: true });
    expect(await getRow(p.id)).toBeUndefined();
    const log = await ctx.t.database.db.selectFrom('system_operate_log').selectAll().where('requestUrl', '=', `${URL}/delete`).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log.exts).toMatchObject({ before: { id: p.id, name: p.name } });
  });
});

describe('GET /system/post/export', () => {
  it('streams an .xlsx of exactly the filtered posts', async () => {
    const marker = suffix();
    const a = await createPost({ name: `导出${marker}甲`, remark: '甲' });
    const b = await createPost({ name: `导出${marker}乙`, status: 1, remark: '乙' });
    await ctx.t.database.db.updateTable('system_post').set({ createTime: new Date(2021, 5, 1, 8, 30, 5) }).where('id', 'in', [a.id, b.id]).execute();
    const res = await ctx.t.request({ method: 'GET', url: `${URL}/export?${qs({ pageNo: 1, name: marker })}`, token: ctx.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('岗位数据.xlsx'));
    const { sheet, rows } = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('岗位列表');
    expect(rows[0]).toEqual(['岗位序号', '岗位编码', '岗位名称', '岗位排序', '状态', '备注', '创建时间']);
    expect(rows.slice(1)).toEqual([
      [a.id, a.code, a.name, 2, '开启', '甲', '2021-06-01 08:30:05'],
      [b.id, b.code, b.name, 2, '关闭', '乙', '2021-06-01 08:30:05'],
    ]);
  });
});

describe('post permissions', () => {
  it('lets a query-only user read but answers 403 on create, update, delete and export', async () => {
    await createUserWithPermissions(ctx.t, 'postreader', ['system:post:query']);
    const reader = (await ctx.t.login('postreader', 'pass1234')).accessToken;
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/page`, token: reader })).code).toBe(0);
    const target = await createPost();
    const before = await getRow(target.id);
    const count = await countPosts();
    const writes = [
      { method: 'POST', url: `${URL}/create`, payload: { name: 'n', code: 'c', sort: 1 } },
      { method: 'PUT', url: `${URL}/update`, payload: { id: target.id, name: 'n', code: 'c', sort: 1 } },
      { method: 'DELETE', url: `${URL}/delete?id=${target.id}` },
      { method: 'GET', url: `${URL}/export` },
    ] as const;
    for (const w of writes) expect(await ctx.t.api({ ...w, token: reader })).toMatchObject({ code: 403 });
    expect(await countPosts()).toBe(count);
    expect(await getRow(target.id)).toEqual(before);
  });
});

describe('post tenant isolation', () => {
  let other: number;
  let otherToken: string;
  beforeAll(async () => {
    other = await createTenant(ctx.t, `岗位租户${suffix()}`);
    await createUserWithPermissions(ctx.t, 'posttenantadmin', ALL, other);
    otherToken = (await ctx.t.login('posttenantadmin', 'pass1234', { 'tenant-id': String(other) })).accessToken;
  });

  it('hides the other tenant’s posts from page, get, list-all-simple and export', async () => {
    expect((await ctx.t.api<Page<PostRow>>({ method: 'GET', url: `${URL}/page`, token: otherToken })).data).toEqual({ list: [], total: 0 });
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/list-all-simple`, token: otherToken })).data).toEqual([]);
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=1`, token: otherToken })).toMatchObject({ code: 1002005000 });
    const { rows } = await readSheet((await ctx.t.request({ method: 'GET', url: `${URL}/export`, token: otherToken })).rawPayload);
    expect(rows).toHaveLength(1);
  });

  it('cannot update or delete them; names and codes are unique per tenant', async () => {
    const victim = await createPost();
    const before = await getRow(victim.id);
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: otherToken, payload: { id: victim.id, name: 'hijack', code: 'hijack', sort: 1 } })).toMatchObject({
      code: 1002005000,
    });
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${victim.id}`, token: otherToken })).toMatchObject({ code: 1002005000 });
    expect(await getRow(victim.id)).toEqual(before);
    const mine = await createPost({ name: victim.name, code: victim.code }, otherToken);
    expect((await getRow(mine.id))?.tenantId).toBe(other);
  });
});
