import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { readXlsx } from './support/tenant-helpers';

/** Every export is capped (EXPORT_MAX_ROWS), refused up front with a clear message. */
describe('export row cap', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ exportMaxRows: 5 });
    token = (await t.login()).accessToken;
  });
  afterAll(() => t.close());

  const EXPORTS = [
    '/admin-api/system/dict-data/export',
    '/admin-api/system/dict-type/export',
    '/admin-api/system/operate-log/export',
    '/admin-api/system/login-log/export',
    '/admin-api/system/user/export',
    '/admin-api/audit/lawyer/export',
  ];

  it('refuses an export over the cap with an envelope that says what to do, for every large table', async () => {
    // Enough rows in the logs: a few sign-ins and (refused) writes.
    for (let i = 0; i < 6; i++) {
      await t.login();
      await t.request({ method: 'POST', url: '/admin-api/system/post/create', token, payload: {} });
      await t.api({ method: 'POST', url: '/admin-api/system/user/create', token, payload: { username: `capuser${i}`, password: 'pass1234', nickname: `导出${i}` } });
    }
    for (const url of EXPORTS) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.json(), url).toMatchObject({ code: 400, msg: '导出数据超过 5 行，请缩小筛选范围后再导出', data: null });
    }
  });

  it('still exports when the filters narrow it to the cap', async () => {
    const res = await t.request({ method: 'GET', url: '/admin-api/system/dict-data/export', token, query: { dictType: 'common_status' } });
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const rows = await readXlsx(res);
    expect(rows.length - 1).toBeGreaterThan(0);
    expect(rows.length - 1).toBeLessThanOrEqual(5);
  });

  it('leaves the operate log a row for the refused export, with its message', async () => {
    await t.request({ method: 'GET', url: '/admin-api/system/dict-type/export', token });
    const row = await t.database.db
      .selectFrom('system_operate_log')
      .select(['resultCode', 'resultMsg'])
      .where('requestUrl', '=', '/admin-api/system/dict-type/export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ resultCode: 400, resultMsg: '导出数据超过 5 行，请缩小筛选范围后再导出' });
  });
});
