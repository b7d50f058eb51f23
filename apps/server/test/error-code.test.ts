import { describe, expect, it, vi } from 'vitest';
import { ErrorCodeErrors, PostErrors } from '@console/contracts/error-codes';
import { TestDemoErrors } from '@console/contracts/infra/test-demo';
import { APPLICATION_NAME, errorCatalogue, listErrorCodes } from '../src/modules/system/error-code/catalogue';
import { ErrorMessages, registerErrorCodes } from '../src/modules/system/error-code/messages';
import type { TestApp } from './support/test-app';
import { adminClusterForFile } from './support/admin-app';
import { readXlsx } from './support/users';

interface ErrorCodeRow {
  id: number;
  type: number;
  applicationName: string;
  code: number;
  message: string;
  memo: string;
  createTime: number;
}
type Page = { list: ErrorCodeRow[]; total: number };

const URL = '/admin-api/system/error-code';

/**
 * Two apps on one database, as two server processes (on PGlite they share the embedded instance). B re-reads the
 * edits on its own only every minute, so an edit B answers within seconds reached it through the change notification.
 */
const ctx = adminClusterForFile();

const api = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { payload?: object; query?: Record<string, string>; on?: TestApp } = {}) =>
  (options.on ?? ctx.a).api<T>({ method, url: `${URL}${path}`, token: ctx.token, payload: options.payload, query: options.query });
const rowOf = async (code: number) => (await api<Page>('GET', '/page', { query: { code: String(code) } })).data.list[0]!;
/** A real failing request: reading a post that does not exist answers 1002005000. */
const missingPost = (on: TestApp) => on.api({ method: 'GET', url: '/admin-api/system/post/get', token: ctx.token, query: { id: '987654321' } });

describe('registration at start', () => {
  it('lists every business code once (an edit by code must name one message)', () => {
    const codes = listErrorCodes().map((e) => e.code);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    // The contracts' groups and the extension modules' (代码生成示例), not the shared HTTP-like codes.
    expect(codes).toEqual(expect.arrayContaining([PostErrors.POST_NOT_FOUND.code, ErrorCodeErrors.ERROR_CODE_NOT_EXISTS.code, TestDemoErrors.TEST_DEMO_NOT_EXISTS.code]));
    expect(codes.every((code) => code >= 1000)).toBe(true);
  });

  it('registers every code the server answers as type 1 under its application name', async () => {
    const catalogue = errorCatalogue();
    const auto = await api<Page>('GET', '/page', { query: { type: '1', applicationName: 'console', pageSize: '100' } });
    expect(auto.data.total).toBe(catalogue.size);
    const rows = await ctx.a.database.db.selectFrom('system_error_code').select(['code', 'message', 'type', 'applicationName']).execute();
    expect(new Map(rows.map((r) => [r.code, r.message]))).toEqual(new Map(catalogue));
    expect(rows.every((r) => r.type === 1 && r.applicationName === APPLICATION_NAME)).toBe(true);
    expect(await rowOf(PostErrors.POST_NOT_FOUND.code)).toMatchObject({ type: 1, applicationName: 'console-server', message: '当前岗位不存在', memo: '' });
  });

  it('changes nothing and takes no ids when restarted with the same codes', async () => {
    const db = ctx.a.database.db;
    const before = await db.selectFrom('system_error_code').selectAll().orderBy('id').execute();
    await registerErrorCodes(db, errorCatalogue());
    await registerErrorCodes(db, errorCatalogue());
    expect(await db.selectFrom('system_error_code').selectAll().orderBy('id').execute()).toEqual(before);
    const next = (await api<number>('POST', '/create', { payload: { applicationName: 'x', code: 1999004000, message: 'y' } })).data;
    expect(next).toBe(before.at(-1)!.id + 1);
    expect(await api('DELETE', '/delete', { query: { id: String(next) } })).toMatchObject({ code: 0 });
  });

  it('adds the codes of an upgrade and follows changed built-in messages, never an edit or another application', async () => {
    const db = ctx.a.database.db;
    const foreign = (await api<number>('POST', '/create', { payload: { applicationName: 'other-app', code: 1999000001, message: '别的应用' } })).data;
    await db.updateTable('system_error_code').set({ type: 1 }).where('id', '=', foreign).execute();
    const edited = (await api<number>('POST', '/create', { payload: { applicationName: APPLICATION_NAME, code: 1999000002, message: '手动的' } })).data;
    const upgraded = new Map([
      [1999000001, '升级后的提示'],
      [1999000002, '升级后的提示'],
      [1999000003, '新版本的错误码'],
      [PostErrors.POST_NOT_FOUND.code, '岗位找不到了'],
    ]);
    await registerErrorCodes(db, upgraded);
    const byCode = async (code: number) => db.selectFrom('system_error_code').select(['id', 'type', 'message']).where('code', '=', code).executeTakeFirstOrThrow();
    expect(await byCode(1999000003)).toMatchObject({ type: 1, message: '新版本的错误码' });
    expect(await byCode(PostErrors.POST_NOT_FOUND.code)).toMatchObject({ type: 1, message: '岗位找不到了' });
    expect(await byCode(1999000002)).toEqual({ id: edited, type: 2, message: '手动的' });
    expect(await byCode(1999000001)).toEqual({ id: foreign, type: 1, message: '别的应用' });
    // Back to this release's catalogue, as the next start does.
    await registerErrorCodes(db, errorCatalogue());
    expect(await byCode(PostErrors.POST_NOT_FOUND.code)).toMatchObject({ type: 1, message: '当前岗位不存在' });
  });
});

describe('routes', () => {
  it('pages with the pinned UI’s filters (text numbers, LIKE, a creation range), highest code first', async () => {
    const all = await api<Page>('GET', '/page', { query: { pageSize: '100' } });
    const codes = all.data.list.map((r) => r.code);
    expect(codes).toEqual([...codes].sort((x, y) => y - x));
    expect((await api<Page>('GET', '/page', { query: { code: '1002005000' } })).data.list.map((r) => r.message)).toEqual(['当前岗位不存在']);
    const byMessage = await api<Page>('GET', '/page', { query: { message: '岗位', pageSize: '100' } });
    expect(byMessage.data.list.length).toBeGreaterThanOrEqual(4);
    expect(byMessage.data.list.every((r) => r.message.includes('岗位'))).toBe(true);
    expect((await api<Page>('GET', '/page', { query: { applicationName: 'no-such-app' } })).data.total).toBe(0);
    expect((await api<Page>('GET', '/page', { query: { message: '%' } })).data.total).toBe(0);
    const range = { 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2000-01-02 00:00:00' };
    expect((await api<Page>('GET', '/page', { query: range })).data.total).toBe(0);
    expect((await api<Page>('GET', '/page', { query: { ...range, 'createTime[1]': '9999-01-01 00:00:00', code: '1002005000' } })).data.total).toBe(1);
    expect(await api('GET', '/page', { query: { code: 'abc' } })).toMatchObject({ code: 400 });
  });

  it('creates a manual row from the dialog’s text code, gets it, and refuses a taken code naming it', async () => {
    const created = await api<number>('POST', '/create', { payload: { applicationName: 'console-server', code: '1999001000', message: '自定义提示', memo: '测试' } });
    expect(created.code).toBe(0);
    const row = (await api<ErrorCodeRow>('GET', '/get', { query: { id: String(created.data) } })).data;
    expect(row).toMatchObject({ id: created.data, type: 2, applicationName: 'console-server', code: 1999001000, message: '自定义提示', memo: '测试' });
    expect(typeof row.createTime).toBe('number');
    expect(await api('POST', '/create', { payload: { applicationName: 'x', code: 1999001000, message: 'y' } })).toEqual({
      code: 1002017001,
      msg: '已经存在编码为【1999001000】的错误码',
      data: null,
    });
    const other = (await api<number>('POST', '/create', { payload: { applicationName: 'x', code: 1999001001, message: 'y' } })).data;
    expect(await api('PUT', '/update', { payload: { id: other, applicationName: 'x', code: 1999001000, message: 'y' } })).toMatchObject({
      code: 1002017001,
      msg: '已经存在编码为【1999001000】的错误码',
    });
  });

  it('keeps codes unique when requests race for one', async () => {
    const race = await Promise.all(Array.from({ length: 10 }, () => api('POST', '/create', { payload: { applicationName: 'x', code: 1999002000, message: 'race' } })));
    expect(race.filter((r) => r.code === 0)).toHaveLength(1);
    expect(race.filter((r) => r.code === 1002017001)).toHaveLength(9);
  });

  it('refuses an unknown id and bad input with clear envelopes', async () => {
    const unknown = { code: 1002017000, msg: '错误码不存在', data: null };
    expect(await api('GET', '/get', { query: { id: '99999999' } })).toEqual(unknown);
    expect(await api('PUT', '/update', { payload: { id: 99999999, applicationName: 'x', code: 1, message: 'y' } })).toEqual(unknown);
    expect(await api('DELETE', '/delete', { query: { id: '99999999' } })).toEqual(unknown);
    expect(await api('POST', '/create', { payload: { applicationName: 'x', code: 'abc', message: 'y' } })).toMatchObject({ code: 400 });
    expect(await api('POST', '/create', { payload: { applicationName: 'x', code: 1, message: '' } })).toMatchObject({ code: 400 });
    expect(await api('POST', '/create', { payload: { applicationName: '', code: 1, message: 'y' } })).toMatchObject({ code: 400 });
    expect(await api('POST', '/create', { payload: { applicationName: 'x', code: 2 ** 31, message: 'y' } })).toMatchObject({ code: 400 });
    expect(await api('POST', '/create', { payload: { applicationName: 'x', code: 1, message: 'y'.repeat(513) } })).toMatchObject({ code: 400 });
  });

  it('logs an update with the row before and after', async () => {
    const id = (await api<number>('POST', '/create', { payload: { applicationName: 'x', code: 1999003000, message: 'before' } })).data;
    expect(await api('PUT', '/update', { payload: { id, applicationName: 'x', code: 1999003000, message: 'after', memo: null } })).toMatchObject({ code: 0 });
    const log = await ctx.a.database.db.selectFrom('system_operate_log').selectAll().where('requestUrl', '=', `${URL}/update`).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log.exts).toMatchObject({ before: { id, message: 'before' }, after: { id, message: 'after', type: 2 } });
  });

  it('exports the filtered rows with the type’s dictionary label', async () => {
    const res = await ctx.a.request({ method: 'GET', url: `${URL}/export-excel`, token: ctx.token, query: { code: '1002005000' } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('错误码.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['错误码编号', '错误码类型', '应用名', '错误码编码', '错误码错误提示', '备注', '创建时间']);
    expect(rows.slice(1).map((r) => r.slice(1, 5))).toEqual([['自动生成', 'console-server', '1002005000', '当前岗位不存在']]);
  });
});

describe('an edited message is what the API answers', () => {
  it('on this process at once, on the other within seconds, with placeholders filled; a delete brings the built-in one back', async () => {
    expect(await missingPost(ctx.a)).toMatchObject({ code: 1002005000, msg: '当前岗位不存在' });
    expect(await missingPost(ctx.b)).toMatchObject({ code: 1002005000, msg: '当前岗位不存在' });
    const row = await rowOf(PostErrors.POST_NOT_FOUND.code);
    expect(await api('PUT', '/update', { payload: { ...row, message: '岗位已不在了，请刷新列表' } })).toMatchObject({ code: 0 });
    expect(await rowOf(PostErrors.POST_NOT_FOUND.code)).toMatchObject({ id: row.id, type: 2, message: '岗位已不在了，请刷新列表' });
    expect(await missingPost(ctx.a)).toMatchObject({ code: 1002005000, msg: '岗位已不在了，请刷新列表' });
    await vi.waitFor(async () => expect(await missingPost(ctx.b)).toMatchObject({ code: 1002005000, msg: '岗位已不在了，请刷新列表' }), { timeout: 5000, interval: 50 });

    // A `{}` in the edit is filled with the error's argument, as in the built-in message.
    const duplicate = await rowOf(ErrorCodeErrors.ERROR_CODE_DUPLICATE.code);
    expect(await api('PUT', '/update', { payload: { ...duplicate, message: '编码 {} 已被占用' } })).toMatchObject({ code: 0 });
    const taken = { applicationName: 'x', code: PostErrors.POST_NOT_FOUND.code, message: 'y' };
    expect(await api('POST', '/create', { payload: taken })).toMatchObject({ code: 1002017001, msg: `编码 ${PostErrors.POST_NOT_FOUND.code} 已被占用` });
    await vi.waitFor(async () => expect(await api('POST', '/create', { payload: taken, on: ctx.b })).toMatchObject({ msg: `编码 ${PostErrors.POST_NOT_FOUND.code} 已被占用` }), {
      timeout: 5000,
      interval: 50,
    });

    expect(await api('DELETE', '/delete', { query: { id: String(row.id) } })).toMatchObject({ code: 0 });
    expect(await missingPost(ctx.a)).toMatchObject({ code: 1002005000, msg: '当前岗位不存在' });
    await vi.waitFor(async () => expect(await missingPost(ctx.b)).toMatchObject({ msg: '当前岗位不存在' }), { timeout: 5000, interval: 50 });
  });

  it('keeps the edit across a restart: registration leaves it, and a new process answers it', async () => {
    const row = await rowOf(PostErrors.POST_NOT_FOUND.code);
    const id = row?.id ?? (await api<number>('POST', '/create', { payload: { applicationName: APPLICATION_NAME, code: PostErrors.POST_NOT_FOUND.code, message: 'x' } })).data;
    expect(await api('PUT', '/update', { payload: { id, applicationName: APPLICATION_NAME, code: PostErrors.POST_NOT_FOUND.code, message: '重启后仍然是这句' } })).toMatchObject({ code: 0 });
    // What a new process does at start: register its codes, then read the edits.
    const restarted = new ErrorMessages(ctx.a.database.db, ctx.a.app.log);
    await restarted.start();
    restarted.stop();
    expect(await rowOf(PostErrors.POST_NOT_FOUND.code)).toMatchObject({ id, type: 2, message: '重启后仍然是这句' });
    const { ServiceError } = await import('../src/platform/errors');
    expect(restarted.render(new ServiceError(PostErrors.POST_NOT_FOUND))).toBe('重启后仍然是这句');
    // Text of its own (a reason appended, a different message under the code) is not replaced.
    expect(restarted.render(new ServiceError({ code: PostErrors.POST_NOT_FOUND.code, msg: '别的说法' }))).toBe('别的说法');
  });

  it('applies only this application’s edits', async () => {
    const row = await rowOf(PostErrors.POST_NOT_FOUND.code);
    expect(await api('PUT', '/update', { payload: { ...row, applicationName: 'other-app', message: '别的应用的说法' } })).toMatchObject({ code: 0 });
    expect(await missingPost(ctx.a)).toMatchObject({ msg: '当前岗位不存在' });
  });
});
