import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPermissions } from './support/fixtures';
import { readXlsx } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

const URL = '/admin-api/system/login-log';

interface LoginLogRow {
  id: number;
  logType: number;
  traceId: string;
  userId: number;
  userType: number;
  username: string;
  result: number;
  userIp: string;
  userAgent: string;
  createTime: number;
}

describe('login log', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    // A failure, a success, a sign-out: every outcome leaves a row.
    await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'wrong-pass' } });
    const first = await t.login();
    await t.api({ method: 'POST', url: '/admin-api/system/auth/logout', token: first.accessToken });
    token = (await t.login()).accessToken;
    const db = t.database.db;
    await db
      .insertInto('system_login_log')
      .values([
        { tenantId: 1, logType: 100, result: 10, username: 'zhangsan', userIp: '10.9.8.7', userAgent: 'UA-1', createTime: new Date('2020-05-01T10:00:00'), userId: 0 },
        { tenantId: 1, logType: 103, result: 0, username: 'lisi', userIp: '10.9.8.8', userAgent: 'UA-2', createTime: new Date('2020-06-01T10:00:00'), userId: 0 },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const page = (query: Record<string, string> = {}) => t.api<{ list: LoginLogRow[]; total: number }>({ method: 'GET', url: `${URL}/page`, token, query });

  it('lists every sign-in and sign-out outcome, newest first, with the reference fields', async () => {
    const res = await page({ username: 'admin', pageSize: '100' });
    expect(res.code).toBe(0);
    const rows = res.data.list;
    expect(rows.map((r) => [r.logType, r.result])).toEqual([
      [100, 0],
      [200, 0],
      [100, 0],
      [100, 10],
    ]);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    expect(Object.keys(rows[0]!).sort()).toEqual(['createTime', 'id', 'logType', 'result', 'traceId', 'userAgent', 'userId', 'userIp', 'userType', 'username'].sort());
    expect(rows[0]).toMatchObject({ username: 'admin', userId: 1 });
  });

  it('filters by ip, username, status and login time', async () => {
    expect((await page({ userIp: '10.9.8' })).data.list.map((r) => r.username)).toEqual(['lisi', 'zhangsan']);
    expect((await page({ username: 'zhang' })).data.list.map((r) => r.username)).toEqual(['zhangsan']);
    expect((await page({ userIp: '10.9.8', status: 'true' })).data.list.map((r) => r.username)).toEqual(['lisi']);
    expect((await page({ userIp: '10.9.8', status: 'false' })).data.list.map((r) => r.username)).toEqual(['zhangsan']);
    const failures = (await page({ status: 'false', pageSize: '100' })).data.list;
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures.every((r) => r.result > 0)).toBe(true);
    const range = await t.api<{ list: LoginLogRow[]; total: number }>({
      method: 'GET',
      url: `${URL}/page?createTime[0]=2020-05-15 00:00:00&createTime[1]=2020-06-30 23:59:59`,
      token,
    });
    expect(range.data).toMatchObject({ total: 1, list: [{ username: 'lisi' }] });
  });

  it('answers bad filters with 400', async () => {
    for (const query of [{ status: 'maybe' }, { pageSize: '0' }, { pageNo: 'x' }, { username: 'x'.repeat(51) }] as Array<Record<string, string>>) {
      expect((await page(query)).code, JSON.stringify(query)).toBe(400);
    }
    expect((await t.api({ method: 'GET', url: `${URL}/page?createTime[0]=yesterday&createTime[1]=today`, token })).code).toBe(400);
  });

  it('exports the filtered rows as .xlsx with dictionary labels', async () => {
    const res = await t.request({ method: 'GET', url: `${URL}/export`, token, query: { userIp: '10.9.8' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('登录日志.xlsx'));
    const rows = await readXlsx(res);
    expect(rows[0]).toEqual(['日志主键', '日志类型', '用户名称', '登录地址', '浏览器', '登陆结果', '登录日期']);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ['账号登录', 'zhangsan', '10.9.8.7', 'UA-1', '账号或密码不正确', '2020-05-01 10:00:00'],
      ['短信登录', 'lisi', '10.9.8.8', 'UA-2', '成功', '2020-06-01 10:00:00'],
    ]);
    const log = await t.database.db.selectFrom('system_operate_log').select(['type', 'module']).where('requestUrl', '=', `${URL}/export`).executeTakeFirstOrThrow();
    expect(log).toEqual({ type: 5, module: '登录日志' });
  });

  it('needs system:login-log:query to list and :export to export', async () => {
    await createUserWithPermissions(t, 'loginreader', ['system:login-log:query']);
    const reader = (await t.login('loginreader', 'pass1234')).accessToken;
    expect((await t.api({ method: 'GET', url: `${URL}/page`, token: reader })).code).toBe(0);
    expect((await t.api({ method: 'GET', url: `${URL}/export`, token: reader })).code).toBe(403);
    await createUserWithPermissions(t, 'loginexporter', ['system:login-log:export']);
    const exporter = (await t.login('loginexporter', 'pass1234')).accessToken;
    expect((await t.api({ method: 'GET', url: `${URL}/page`, token: exporter })).code).toBe(403);
    expect((await t.request({ method: 'GET', url: `${URL}/export`, token: exporter })).headers['content-type']).toContain('spreadsheetml');
    expect((await t.api({ method: 'GET', url: `${URL}/page` })).code).toBe(401);
  });
});
