import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccessLogBuffer, type AccessEntry } from '../src/platform/api-log';
import { createTestApp, type TestApp } from './support/test-app';
import { readXlsx } from './support/users';

interface AccessLog {
  id: number;
  traceId: string;
  userId: number;
  userType: number;
  requestMethod: string;
  requestUrl: string;
  requestParams: string;
  userIp: string;
  userAgent: string;
  operateModule: string;
  operateName: string;
  operateType: number;
  beginTime: number;
  endTime: number;
  duration: number;
  resultCode: number;
  resultMsg: string;
}
interface ErrorLog {
  id: number;
  requestUrl: string;
  requestMethod: string;
  userId: number;
  exceptionName: string;
  exceptionMessage: string;
  exceptionStackTrace: string;
  exceptionFileName: string;
  exceptionLineNumber: number;
  processStatus: number;
  processTime: number | null;
  processUserId: number | null;
}

let t: TestApp;
let token: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login();
  token = login.accessToken;
  adminId = login.userId;
});
afterAll(() => t.close());

const accessLogs = async (query: Record<string, string>) =>
  (await t.api<{ list: AccessLog[]; total: number }>({ method: 'GET', url: '/admin-api/infra/api-access-log/page', token, query: { pageSize: '100', ...query } })).data;

/** Access rows are written in batches after the answers: wait until the one asked for is there. */
async function waitForAccessLog(query: Record<string, string>, match: (row: AccessLog) => boolean): Promise<AccessLog> {
  let found: AccessLog | undefined;
  await vi.waitFor(
    async () => {
      found = (await accessLogs(query)).list.find(match);
      if (!found) throw new Error('not logged yet');
    },
    { timeout: 5000, interval: 100 },
  );
  return found!;
}

/** The app's logger with the calls of one level kept (and not printed). */
function capturing(level: 'error' | 'warn'): { calls: unknown[]; log: FastifyBaseLogger } {
  const calls: unknown[] = [];
  return { calls, log: { ...t.app.log, [level]: (...args: unknown[]) => void calls.push(args) } };
}

describe('API access log', () => {
  it('logs a request with who, what, the result and the time it took', async () => {
    const res = await t.request({ method: 'GET', url: '/admin-api/system/post/page?pageNo=1&pageSize=5&name=abc', token, headers: { 'user-agent': 'access-log-test' } });
    const traceId = res.headers['x-request-id'] ?? undefined;
    const row = await waitForAccessLog({ requestUrl: '/system/post/page' }, (r) => r.userAgent === 'access-log-test');
    expect(row).toMatchObject({ userId: adminId, userType: 2, requestMethod: 'GET', requestUrl: '/admin-api/system/post/page', resultCode: 0, resultMsg: '', operateType: 1 });
    expect(row).toMatchObject({ operateModule: '岗位管理', operateName: '获得岗位分页列表' });
    expect(JSON.parse(row.requestParams)).toEqual({ query: { pageNo: 1, pageSize: 5, name: 'abc' } });
    expect(row.endTime - row.beginTime).toBe(row.duration);
    if (traceId) expect(row.traceId).toBe(traceId);
  });

  it('logs refusals and anonymous calls with their result code, and masks secrets in the parameters', async () => {
    await t.request({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'wrongPass#9' }, headers: { 'user-agent': 'masked-test' } });
    const login = await waitForAccessLog({ requestUrl: '/system/auth/login' }, (r) => r.userAgent === 'masked-test');
    expect(login.userId).toBe(0);
    expect(login.resultCode).toBe(1002000000);
    expect(login.requestParams).not.toContain('wrongPass#9');
    expect((JSON.parse(login.requestParams) as { body: { username: string } }).body.username).toBe('admin');

    await t.request({ method: 'GET', url: '/admin-api/system/post/page', headers: { 'user-agent': 'anonymous-test' } });
    const anonymous = await waitForAccessLog({ resultCode: '401' }, (r) => r.userAgent === 'anonymous-test');
    expect(anonymous).toMatchObject({ userId: 0, resultMsg: '账号未登录' });
    expect(JSON.parse(anonymous.requestParams)).toEqual({ query: {} });
  });

  it('keeps a batch in which a string holds a NUL character (which PostgreSQL text cannot), and the escape as text; tabs, newlines and backslashes come back as sent, half a surrogate pair as U+FFFD', async () => {
    const login = (username: string, agent: string) =>
      t.request({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username, password: 'wrongPass#9' }, headers: { 'user-agent': agent } });
    await Promise.all([login('ad\u0000min', 'nul-char-test'), login('x\\u0000y', 'nul-text-test')]);
    const username = (row: AccessLog) => (JSON.parse(row.requestParams) as { body: { username: string } }).body.username;
    // Parameters are JSON text: the character travels as its escape and comes back as it was sent.
    expect(username(await waitForAccessLog({ requestUrl: '/system/auth/login' }, (r) => r.userAgent === 'nul-char-test'))).toBe('ad\u0000min');
    expect(username(await waitForAccessLog({ requestUrl: '/system/auth/login' }, (r) => r.userAgent === 'nul-text-test'))).toBe('x\\u0000y');

    // A NUL in a column of its own (a message quoting input) is dropped; the rest of the batch stays.
    const buffer = new AccessLogBuffer(t.database, t.app.log);
    const entry = (agent: string, message: string): AccessEntry =>
      [1, 'nul-trace', 0, 0, 'GET', '/admin-api/nul', '{}', '127.0.0.1', agent, '', '', 1, Date.now() - 1, Date.now(), 1, 0, message];
    buffer.push(entry('nul-direct-char', 'a\u0000b'));
    buffer.push(entry('nul-direct-text', 'a\\u0000b'));
    buffer.push(entry('nul-direct-plain', 'ab'));
    buffer.push(entry('copy\tspecials', 'tab\there\nline\\n back\\slash\r\n\\.'));
    buffer.push(entry('lone-surrogate', 'a\ud800b')); // half a UTF-16 pair, as a message quoting odd input may hold
    await buffer.flush();
    const rows = await t.database.db.selectFrom('infra_api_access_log').select(['userAgent', 'resultMsg']).where('traceId', '=', 'nul-trace').orderBy('id').execute();
    expect(rows).toEqual([
      { userAgent: 'nul-direct-char', resultMsg: 'ab' },
      { userAgent: 'nul-direct-text', resultMsg: 'a\\u0000b' },
      { userAgent: 'nul-direct-plain', resultMsg: 'ab' },
      { userAgent: 'copy\tspecials', resultMsg: 'tab\there\nline\\n back\\slash\r\n\\.' },
      { userAgent: 'lone-surrogate', resultMsg: 'a\ufffdb' },
    ]);
  });

  it('drops a batch the database refuses with one log line, and writes the next one', async () => {
    const { calls: errors, log } = capturing('error');
    const buffer = new AccessLogBuffer(t.database, log);
    const entry = (traceId: string, method: string): AccessEntry => [1, traceId, 0, 0, method, '/admin-api/refused', '{}', '127.0.0.1', 'refused-test', '', '', 1, Date.now() - 1, Date.now(), 1, 0, ''];
    buffer.push(entry('refused-batch', 'M'.repeat(17))); // request_method holds 16 characters
    buffer.push(entry('refused-batch', 'GET'));
    await buffer.flush();
    expect(errors).toEqual([[expect.objectContaining({ rows: 2 }), 'API access log batch lost']]);
    buffer.push(entry('written-batch', 'GET'));
    await buffer.flush();
    const traces = await t.database.db.selectFrom('infra_api_access_log').select('traceId').where('userAgent', '=', 'refused-test').execute();
    expect(traces).toEqual([{ traceId: 'written-batch' }]);
  });

  it('keeps a bounded number of batches waiting while the database is behind, and says how many rows it dropped', async () => {
    const { calls: warnings, log } = capturing('warn');
    // The database is behind: no write finishes until the gate opens (as with a long lock on the table).
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const behind = { copyRows: (...args: Parameters<TestApp['database']['copyRows']>) => gate.then(() => t.database.copyRows(...args)) };
    const buffer = new AccessLogBuffer(behind, log, 2, 1000, 2);
    for (let i = 0; i < 10; i++) {
      buffer.push([1, `behind-${i}`, 0, 0, 'GET', '/admin-api/behind', '{}', '127.0.0.1', 'behind-test', '', '', 1, Date.now() - 1, Date.now(), 1, 0, '']);
    }
    expect(warnings).toEqual([]);
    openGate();
    await buffer.flush();
    const traces = await t.database.db.selectFrom('infra_api_access_log').select('traceId').where('userAgent', '=', 'behind-test').orderBy('id').execute();
    expect(traces.map((r) => r.traceId)).toEqual(['behind-0', 'behind-1', 'behind-2', 'behind-3']);
    expect(warnings).toEqual([[{ rows: 6 }, 'API access log rows dropped while the database was behind']]);
  });

  it('filters by duration and exports what it filters', async () => {
    await waitForAccessLog({ requestUrl: '/system/auth/login' }, () => true);
    const slow = await accessLogs({ duration: '100000' });
    expect(slow.total).toBe(0);
    const res = await t.request({ method: 'GET', url: '/admin-api/infra/api-access-log/export-excel?requestUrl=/system/auth/login', token });
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toContain('请求地址');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[6] === '/admin-api/system/auth/login')).toBe(true);
  });
});

describe('API error log', () => {
  it('records an unexpected error with its stack, and lets it be marked processed once', async () => {
    // Provoke a real failure: the table under the route is gone.
    await sql`alter table system_notice rename to system_notice_gone`.execute(t.database.db);
    let answer;
    try {
      answer = await t.api({ method: 'GET', url: '/admin-api/system/notice/page?pageNo=1&pageSize=10', token });
    } finally {
      await sql`alter table system_notice_gone rename to system_notice`.execute(t.database.db);
    }
    expect(answer).toMatchObject({ code: 500, msg: '系统异常' });

    let log: ErrorLog | undefined;
    await vi.waitFor(
      async () => {
        const page = await t.api<{ list: ErrorLog[] }>({ method: 'GET', url: '/admin-api/infra/api-error-log/page', token, query: { requestUrl: '/system/notice/page' } });
        log = page.data.list[0];
        if (!log) throw new Error('not logged yet');
      },
      { timeout: 5000, interval: 50 },
    );
    expect(log).toMatchObject({ requestMethod: 'GET', requestUrl: '/admin-api/system/notice/page', userId: adminId, processStatus: 0, processTime: null, processUserId: null, processUserName: null });
    expect(log!.exceptionMessage).toContain('system_notice');
    expect(log!.exceptionStackTrace.split('\n').length).toBeGreaterThan(1);

    const process = (processStatus: number) =>
      t.api({ method: 'PUT', url: '/admin-api/infra/api-error-log/update-status', token, query: { id: String(log!.id), processStatus: String(processStatus) } });
    expect(await process(1)).toMatchObject({ code: 0, data: true });
    const after = (await t.api<ErrorLog>({ method: 'GET', url: '/admin-api/infra/api-error-log/get', token, query: { id: String(log!.id) } })).data;
    // 处理人 is named, not only numbered
    const adminName = (await t.database.db.selectFrom('system_users').select('nickname').where('id', '=', adminId).executeTakeFirstOrThrow()).nickname;
    expect(after).toMatchObject({ processStatus: 1, processUserId: adminId, processUserName: adminName });
    const listed = await t.api<{ list: ErrorLog[] }>({ method: 'GET', url: '/admin-api/infra/api-error-log/page', token, query: { requestUrl: '/system/notice/page' } });
    expect(listed.data.list[0]).toMatchObject({ id: log!.id, processUserName: adminName });
    expect(after.processTime).toBeGreaterThan(0);
    expect(await process(2)).toMatchObject({ code: 1001002001, msg: 'API 错误日志已处理' });
    expect(await process(0)).toMatchObject({ code: 400 });

    const exported = await readXlsx(
      (await t.request({ method: 'GET', url: '/admin-api/infra/api-error-log/export-excel?requestUrl=/system/notice/page', token })).rawPayload,
    );
    expect(exported[1]).toContain('已处理');
  });

  it('a business error is not an unexpected one: no error-log row', async () => {
    const before = (await t.api<{ total: number }>({ method: 'GET', url: '/admin-api/infra/api-error-log/page', token })).data.total;
    expect((await t.api({ method: 'GET', url: '/admin-api/system/post/get?id=99999', token })).code).not.toBe(0);
    await waitForAccessLog({ requestUrl: '/system/post/get' }, (r) => r.resultCode !== 0);
    expect((await t.api<{ total: number }>({ method: 'GET', url: '/admin-api/infra/api-error-log/page', token })).data.total).toBe(before);
  });
});
