import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPermissions } from './support/fixtures';
import { readXlsx } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

const URL = '/admin-api/system/operate-log';

interface OperateLogRow {
  id: number;
  userId: number;
  userNickname: string | null;
  module: string;
  name: string;
  type: number;
  exts: Record<string, unknown>;
  requestMethod: string;
  requestUrl: string;
  javaMethodArgs: string;
  startTime: number;
  duration: number;
  resultCode: number;
  resultMsg: string;
}

describe('operate log', () => {
  let t: TestApp;
  let token: string;
  let noticeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login()).accessToken;
    // Writes through the API leave rows by themselves: a create, an update, a delete, a refused delete.
    noticeId = (await t.api<number>({ method: 'POST', url: '/admin-api/system/notice/create', token, payload: { title: '日志甲', type: 1, status: 0 } })).data;
    await t.api({ method: 'PUT', url: '/admin-api/system/notice/update', token, payload: { id: noticeId, title: '日志乙', type: 1, status: 0 } });
    await t.api({ method: 'DELETE', url: '/admin-api/system/notice/delete', token, query: { id: String(noticeId) } });
    await t.api({ method: 'DELETE', url: '/admin-api/system/notice/delete', token, query: { id: String(noticeId) } });
    await t.database.db
      .insertInto('system_operate_log')
      .values({ tenantId: 1, userId: 1, module: '古老模块', name: '旧操作', type: 0, startTime: new Date('2020-01-02T03:04:05'), duration: 7, exts: null })
      .execute();
  });
  afterAll(() => t.close());

  const page = (query: Record<string, string> = {}) => t.api<{ list: OperateLogRow[]; total: number }>({ method: 'GET', url: `${URL}/page`, token, query });

  it('lists the API writes newest first with the operator nickname and the change record', async () => {
    const res = await page({ module: '通知公告' });
    expect(res.code).toBe(0);
    const rows = res.data.list;
    expect(rows.map((r) => [r.type, r.resultCode === 0])).toEqual([
      [4, false],
      [4, true],
      [3, true],
      [2, true],
    ]);
    expect(rows.every((r) => r.userNickname === '芋道源码' && r.userId === 1)).toBe(true);
    const [refused, deleted, updated, created] = rows;
    expect(refused).toMatchObject({ resultCode: 1002008001, resultMsg: '当前通知公告不存在', exts: {} });
    expect(deleted!.exts).toMatchObject({ before: { id: noticeId, title: '日志乙' } });
    expect(updated!.exts).toMatchObject({ before: { title: '日志甲' }, after: { title: '日志乙' } });
    expect(created).toMatchObject({ name: '创建通知公告', requestMethod: 'POST', requestUrl: '/admin-api/system/notice/create', exts: {} });
    expect(JSON.parse(created!.javaMethodArgs)).toMatchObject({ body: { title: '日志甲' } });
  });

  it('filters by module, operator nickname, type, result and start time', async () => {
    expect((await page({ module: '通知' })).data.total).toBe(4);
    expect((await page({ module: '通知', type: '4' })).data.total).toBe(2);
    expect((await page({ module: '通知', success: 'false' })).data.list.map((r) => r.resultCode)).toEqual([1002008001]);
    expect((await page({ module: '通知', success: 'true' })).data.total).toBe(3);
    expect((await page({ module: '通知', userNickname: '芋道' })).data.total).toBe(4);
    expect((await page({ userNickname: '没有这个人' })).data.total).toBe(0);
    const range = await t.api<{ list: OperateLogRow[]; total: number }>({
      method: 'GET',
      url: `${URL}/page?startTime[0]=2020-01-01 00:00:00&startTime[1]=2020-01-31 23:59:59`,
      token,
    });
    expect(range.data).toMatchObject({ total: 1, list: [{ module: '古老模块', name: '旧操作', exts: {} }] });
    for (const query of [{ success: 'sometimes' }, { userId: 'x' }, { type: 'x'.repeat(51) }, { pageSize: '1000' }] as Array<Record<string, string>>) expect((await page(query)).code).toBe(400);
  });

  it('exports the filtered rows as .xlsx with dictionary labels', async () => {
    const res = await t.request({ method: 'GET', url: `${URL}/export`, token, query: { module: '通知公告' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['日志编号', '链路追踪', '操作模块', '操作名', '操作类型', '操作人', '请求方法', '请求地址', '用户 IP', '操作结果', '结果提示', '操作日期', '执行时长(ms)']);
    expect(rows.slice(1).map((r) => [r[4], r[5], r[9]])).toEqual([
      ['新增', '芋道源码', '成功'],
      ['修改', '芋道源码', '成功'],
      ['删除', '芋道源码', '成功'],
      ['删除', '芋道源码', '失败'],
    ]);
  });

  it('needs system:operate-log:query to list and :export to export', async () => {
    await createUserWithPermissions(t, 'opreader', ['system:operate-log:query']);
    const reader = (await t.login('opreader', 'pass1234')).accessToken;
    expect((await t.api({ method: 'GET', url: `${URL}/page`, token: reader })).code).toBe(0);
    expect((await t.api({ method: 'GET', url: `${URL}/export`, token: reader })).code).toBe(403);
    expect((await t.api({ method: 'GET', url: `${URL}/page` })).code).toBe(401);
  });
});
