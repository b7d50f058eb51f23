import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './support/admin-app';
import { suffix } from './support/crud-helpers';
import { multipart } from './support/users';

/**
 * The Vue 3 admin UI (yudao-ui-admin-vue3 v2026.06) calls `…/simple-list`, `export-excel` and `list-role-menus` where
 * the 2022 UI calls `list-all-simple`, `export` and `list-role-resources`, and deletes a selection with
 * `DELETE …/delete-list?ids=1,2` (ids joined by commas). Requests below are sent as that UI sends them.
 */
const ctx = adminAppForFile();
const get = <T>(url: string) => ctx.t.api<T>({ method: 'GET', url: `/admin-api${url}`, token: ctx.token });
const del = (url: string) => ctx.t.api<boolean>({ method: 'DELETE', url: `/admin-api${url}`, token: ctx.token });

describe('renamed routes answer at both names', () => {
  const pairs: Array<[string, string]> = [
    ['/system/dept/list-all-simple', '/system/dept/simple-list'],
    ['/system/dict-type/list-all-simple', '/system/dict-type/simple-list'],
    ['/system/dict-data/list-all-simple', '/system/dict-data/simple-list'],
    ['/system/menu/list-all-simple', '/system/menu/simple-list'],
    ['/system/post/list-all-simple', '/system/post/simple-list'],
    ['/system/role/list-all-simple', '/system/role/simple-list'],
    ['/system/user/list-all-simple', '/system/user/simple-list'],
    ['/system/sms-channel/list-all-simple', '/system/sms-channel/simple-list'],
    ['/system/tenant-package/get-simple-list', '/system/tenant-package/simple-list'],
    ['/system/permission/list-role-resources?roleId=2', '/system/permission/list-role-menus?roleId=2'],
  ];
  it.each(pairs)('%s and %s give the same answer', async (old, renamed) => {
    const [a, b] = await Promise.all([get(old), get(renamed)]);
    expect(a.code).toBe(0);
    expect(b).toEqual(a);
  });

  it.each([
    ['/system/dict-type/export', '/system/dict-type/export-excel'],
    ['/system/dict-data/export', '/system/dict-data/export-excel'],
    ['/system/post/export', '/system/post/export-excel'],
    ['/system/role/export', '/system/role/export-excel'],
    ['/system/user/export', '/system/user/export-excel'],
    ['/system/login-log/export', '/system/login-log/export-excel'],
    ['/system/operate-log/export', '/system/operate-log/export-excel'],
    ['/infra/config/export', '/infra/config/export-excel'],
  ])('%s and %s both send the workbook', async (old, renamed) => {
    for (const url of [old, renamed]) {
      const res = await ctx.t.request({ method: 'GET', url: `/admin-api${url}`, token: ctx.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
  });

  it('keeps the guard: the renamed export refuses an anonymous caller as the old one does', async () => {
    const res = await ctx.t.api({ method: 'GET', url: '/admin-api/system/role/export-excel' });
    expect(res.code).toBe(401);
  });
});

describe('DELETE …/delete-list?ids=', () => {
  const createPost = async () => {
    const s = suffix();
    const res = await ctx.t.api<number>({ method: 'POST', url: '/admin-api/system/post/create', token: ctx.token, payload: { name: `批量${s}`, code: `batch_${s}`, sort: 1 } });
    return res.data;
  };
  const postExists = async (id: number) => (await get<{ id: number } | null>(`/system/post/get?id=${id}`)).code === 0;

  it('deletes every id of the selection and logs the batch with each row', async () => {
    const ids = [await createPost(), await createPost(), await createPost()];
    expect(await del(`/system/post/delete-list?ids=${ids.join(',')}`)).toEqual({ code: 0, msg: '', data: true });
    for (const id of ids) expect(await postExists(id)).toBe(false);
    const log = await ctx.t.database.db
      .selectFrom('system_operate_log')
      .select(['requestUrl', 'type', 'exts'])
      .where('requestUrl', '=', '/admin-api/system/post/delete-list')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.type).toBe(4);
    const before = (log.exts as unknown as { before: Array<{ id: number }> }).before;
    expect(before.map((row) => row.id)).toEqual(ids);
  });

  it('refuses the whole batch with the single delete\'s error when one id is refused, deleting nothing', async () => {
    const id = await createPost();
    const single = await del('/system/post/delete?id=99999999');
    const batch = await del(`/system/post/delete-list?ids=${id},99999999`);
    expect(single.code).not.toBe(0);
    expect(batch).toEqual(single);
    expect(await postExists(id)).toBe(true);

    // A system role: the single delete refuses it, so the batch that names it keeps the other role too.
    const s = suffix();
    const role = (await ctx.t.api<number>({ method: 'POST', url: '/admin-api/system/role/create', token: ctx.token, payload: { name: `批${s}`, code: `batch_${s}`, sort: 1 } })).data;
    const refusedSingle = await del('/system/role/delete?id=1');
    expect(refusedSingle.code).not.toBe(0);
    expect(await del(`/system/role/delete-list?ids=${role},1`)).toEqual(refusedSingle);
    expect((await get(`/system/role/get?id=${role}`)).code).toBe(0);
  });

  it('checks each id in order as the single delete does: a dept with children, then its child first', async () => {
    const s = suffix();
    const parent = (await ctx.t.api<number>({ method: 'POST', url: '/admin-api/system/dept/create', token: ctx.token, payload: { name: `父${s}`, parentId: 0, sort: 1 } })).data;
    const child = (await ctx.t.api<number>({ method: 'POST', url: '/admin-api/system/dept/create', token: ctx.token, payload: { name: `子${s}`, parentId: parent, sort: 1 } })).data;
    const refused = await del(`/system/dept/delete-list?ids=${parent},${child}`);
    expect(refused).toMatchObject({ code: 1002004003 });
    expect((await get(`/system/dept/get?id=${child}`)).code).toBe(0);
    expect(await del(`/system/dept/delete-list?ids=${child},${parent}`)).toMatchObject({ code: 0, data: true });
    expect((await get(`/system/dept/get?id=${parent}`)).code).not.toBe(0);
  });

  it('deletes files only when the whole batch commits: a refused batch keeps every file and its bytes', async () => {
    const upload = async (name: string) =>
      (await ctx.t.api<string>({ method: 'POST', url: '/admin-api/infra/file/upload', token: ctx.token, ...(await multipart({ file: { filename: name, content: `bytes of ${name} ${suffix()}`, contentType: 'text/plain' } })) })).data;
    const urls = [await upload('a.txt'), await upload('b.txt')];
    const rows = await ctx.t.database.db.selectFrom('infra_file').select(['id', 'path']).where('url', 'in', urls).orderBy('id').execute();
    const ids = rows.map((r) => r.id);
    const bytesLeft = async () =>
      (await ctx.t.database.db.selectFrom('infra_file_content').select('path').where('path', 'in', rows.map((r) => r.path)).execute()).length;
    expect(await bytesLeft()).toBe(2);
    expect(await del(`/infra/file/delete-list?ids=${ids.join(',')},99999999`)).toMatchObject({ code: 1001003001 });
    expect(await bytesLeft()).toBe(2);
    expect((await ctx.t.database.db.selectFrom('infra_file').select('id').where('id', 'in', ids).execute()).length).toBe(2);
    expect(await del(`/infra/file/delete-list?ids=${ids.join(',')}`)).toMatchObject({ code: 0, data: true });
    expect(await bytesLeft()).toBe(0);
  });

  it('takes the ids repeated too (ids=1&ids=2), as Spring reads them', async () => {
    const ids = [await createPost(), await createPost()];
    expect(await del(`/system/post/delete-list?ids=${ids[0]}&ids=${ids[1]}`)).toMatchObject({ code: 0, data: true });
    for (const id of ids) expect(await postExists(id)).toBe(false);
  });

  it('answers 400 naming the parameter for a malformed, out-of-range or over-long list', async () => {
    for (const query of ['ids=', 'ids=a,b', 'ids=1,,2', 'ids=0', `ids=${Number.MAX_SAFE_INTEGER + 1}`, `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      const res = await del(`/system/post/delete-list?${query}`);
      expect(res.code, query).toBe(400);
      expect(res.msg, query).toContain('ids');
    }
    // An int4 column: an id beyond it is refused, not sent to the database.
    expect(await del('/system/sms-channel/delete-list?ids=2147483648')).toMatchObject({ code: 400 });
    // 代码生成 names its parameter tableIds.
    expect(await del('/infra/codegen/delete-list?tableIds=x')).toMatchObject({ code: 400 });
  });

  it('needs the single delete\'s permission', () => {
    const route = ctx.t.app.routeTable.find((r) => r.url === '/admin-api/system/user/delete-list' && r.method === 'DELETE');
    expect(route?.config).toMatchObject({ permission: 'system:user:delete' });
  });
});
