import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redactText } from '../src/platform/redact';
import { servePgliteWire, type PgliteWireServer } from './support/pglite-wire';
import { freePort } from './support/server-process';
import { createTestApp, type TestApp } from './support/test-app';
import { oauth2ClientBody } from './support/fixtures';

/**
 * A secret sent to any route that takes one — accepted or refused — reaches no log: not the API
 * access log, the operate log, the API error log, the login log, nor a line of the pino logger. Every secret below
 * holds MARK, and no log may hold MARK anywhere (a partly masked secret fails as well).
 */
const MARK = 'zq9';
const secret = (what: string) => `${MARK}-${what}`;

interface Context {
  wirePort: number;
  closedPort: number;
  sourceId: number;
  fileConfigId: number;
  /** An SFTP file config (its server down: the closed port). */
  remoteConfigId: number;
  userId: number;
  appId: number;
  smsChannelId: number;
  mailAccountId: number;
  oauthClientId: number;
  socialClientId: number;
  /** A session of the user above, revoked by a call. */
  userToken: string;
}

/** One call of a route: what is sent, and whether the route takes it (code 0) or refuses it. */
interface Call {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  outcome: 'accepted' | 'refused';
  body?: (c: Context) => unknown;
  query?: (c: Context) => Record<string, string>;
  headers?: Record<string, string>;
  /** The API it belongs to: the console's (default), the app API, or the server root (no access log there). */
  prefix?: '/app-api' | '';
  /** Sent without the admin's bearer token (sign-in, the OAuth2 token endpoint). */
  anonymous?: boolean;
}

const source = (c: Context, url: string) => ({ name: `库 ${url.length}`, url, username: 'postgres', password: secret('ds-field') });
const mailAccount = (c: Context, password: string) => ({ mail: 'log@example.com', username: 'log', password, host: '127.0.0.1', port: c.closedPort, sslEnable: false, starttlsEnable: false });
const s3 = (endpoint: string) => ({ endpoint, bucket: 'log-bucket', accessKey: secret('s3-key'), accessSecret: secret('s3-secret') });
const remote = (c: Context, password: string) => ({ host: '127.0.0.1', port: c.closedPort, username: 'console', password, basePath: '/files' });
const oauthClient = (overrides: Record<string, unknown> = {}) =>
  oauth2ClientBody({ clientId: 'log-app', secret: secret('oauth-secret'), name: '日志应用', authorizedGrantTypes: ['password', 'refresh_token'], ...overrides });
const form = (params: Record<string, string>) => new URLSearchParams(params).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Every route that takes a URL or a secret, each sent a value it takes and one it refuses. */
const CALLS: Call[] = [
  // Data sources: the password in the URL (parameters of native and JDBC URLs, user-info) and in its own field.
  { route: 'data source create', method: 'POST', url: '/infra/data-source-config/create', outcome: 'accepted', body: (c) => source(c, `postgres://127.0.0.1:${c.wirePort}/postgres?password=${secret('ds-param')}&sslmode=disable`) },
  { route: 'data source create', method: 'POST', url: '/infra/data-source-config/create', outcome: 'refused', body: (c) => source(c, `postgres://reader:${secret('ds-userinfo')}@127.0.0.1:${c.closedPort}/db`) },
  { route: 'data source create', method: 'POST', url: '/infra/data-source-config/create', outcome: 'refused', body: (c) => source(c, `jdbc:mysql://127.0.0.1:${c.closedPort}/db?user=u&password=${secret('ds-jdbc')}`) },
  { route: 'data source create', method: 'POST', url: '/infra/data-source-config/create', outcome: 'refused', body: (c) => ({ ...source(c, `jdbc:mysql://127.0.0.1:${c.closedPort}/db;pwd=${secret('ds-pwd')}`), name: '' }) },
  { route: 'data source update', method: 'PUT', url: '/infra/data-source-config/update', outcome: 'accepted', body: (c) => ({ id: c.sourceId, ...source(c, `jdbc:postgresql://127.0.0.1:${c.wirePort}/postgres?user=postgres&password=${secret('ds-upd')}`) }) },
  { route: 'data source update', method: 'PUT', url: '/infra/data-source-config/update', outcome: 'refused', body: (c) => ({ id: c.sourceId, ...source(c, `mysql://root:${secret('ds-upd-userinfo')}@127.0.0.1:${c.closedPort}/db`) }) },
  // File storage: S3's key and secret, an endpoint with user-info; the test route, which connects.
  { route: 'file config create', method: 'POST', url: '/infra/file-config/create', outcome: 'accepted', body: (c) => ({ name: 'S3 日志', storage: 20, config: s3(`http://127.0.0.1:${c.closedPort}`) }) },
  { route: 'file config create', method: 'POST', url: '/infra/file-config/create', outcome: 'refused', body: () => ({ name: 'S3 坏', storage: 20, config: s3(`ftp://u:${secret('s3-userinfo')}@host`) }) },
  { route: 'file config update', method: 'PUT', url: '/infra/file-config/update', outcome: 'accepted', body: (c) => ({ id: c.fileConfigId, name: 'S3 日志', config: s3(`http://user:${secret('s3-upd-userinfo')}@127.0.0.1:${c.closedPort}`) }) },
  { route: 'file config update', method: 'PUT', url: '/infra/file-config/update', outcome: 'refused', body: (c) => ({ id: c.fileConfigId, name: '', config: s3('http://127.0.0.1') }) },
  { route: 'file config test', method: 'GET', url: '/infra/file-config/test', outcome: 'refused', query: (c) => ({ id: String(c.fileConfigId) }) },
  // FTP and SFTP: the password in its own field (sealed when stored); the test route, which signs in.
  { route: 'file config create', method: 'POST', url: '/infra/file-config/create', outcome: 'accepted', body: (c) => ({ name: 'FTP 日志', storage: 11, config: remote(c, secret('ftp')) }) },
  { route: 'file config create', method: 'POST', url: '/infra/file-config/create', outcome: 'refused', body: (c) => ({ name: 'FTP 坏', storage: 11, config: { ...remote(c, secret('ftp-bad')), mode: 'Active' } }) },
  { route: 'file config update', method: 'PUT', url: '/infra/file-config/update', outcome: 'accepted', body: (c) => ({ id: c.remoteConfigId, name: 'SFTP 日志', config: remote(c, secret('sftp-upd')) }) },
  { route: 'file config test', method: 'GET', url: '/infra/file-config/test', outcome: 'refused', query: (c) => ({ id: String(c.remoteConfigId) }) },
  // SMS channel, pay channel (secrets inside its JSON text), OAuth2 and social clients.
  { route: 'sms channel create', method: 'POST', url: '/system/sms-channel/create', outcome: 'accepted', body: () => ({ signature: '日志', code: 'ALIYUN', status: 0, remark: null, apiKey: 'LTAIkey', apiSecret: secret('sms'), callbackUrl: null }) },
  { route: 'sms channel create', method: 'POST', url: '/system/sms-channel/create', outcome: 'refused', body: () => ({ signature: '日志', code: 'YUN_PIAN', status: 0, remark: null, apiKey: 'k', apiSecret: secret('sms-bad'), callbackUrl: null }) },
  { route: 'sms channel update', method: 'PUT', url: '/system/sms-channel/update', outcome: 'accepted', body: (c) => ({ id: c.smsChannelId, signature: '日志', code: 'ALIYUN', status: 0, remark: null, apiKey: 'LTAIkey', apiSecret: secret('sms-upd'), callbackUrl: null }) },
  { route: 'mail account create', method: 'POST', url: '/system/mail-account/create', outcome: 'accepted', body: (c) => mailAccount(c, secret('mail')) },
  { route: 'mail account create', method: 'POST', url: '/system/mail-account/create', outcome: 'refused', body: (c) => ({ ...mailAccount(c, secret('mail-bad')), port: 0 }) },
  { route: 'mail account update', method: 'PUT', url: '/system/mail-account/update', outcome: 'accepted', body: (c) => ({ id: c.mailAccountId, ...mailAccount(c, secret('mail-upd')) }) },
  // Sent to a closed port: the delivery fails on the queue, and its error is logged and kept without the password.
  { route: 'mail send', method: 'POST', url: '/system/mail-template/send-mail', outcome: 'accepted', body: () => ({ toMails: ['to@example.com'], templateCode: 'log-mail', templateParams: {} }) },
  { route: 'pay channel create', method: 'POST', url: '/pay/channel/create', outcome: 'accepted', body: (c) => ({ code: 'wx_pub', status: 0, remark: null, feeRate: 0.6, appId: c.appId, config: JSON.stringify({ appId: 'wx1', mchId: '1900000001', apiVersion: 'v2', mchKey: secret('mch') }) }) },
  { route: 'pay channel create', method: 'POST', url: '/pay/channel/create', outcome: 'refused', body: (c) => ({ code: 'alipay_pc', status: 0, remark: null, feeRate: 0.6, appId: c.appId, config: JSON.stringify({ appId: '2021', signType: 'RSA2', mode: 9, privateKey: secret('alipay') }) }) },
  { route: 'oauth2 client create', method: 'POST', url: '/system/oauth2-client/create', outcome: 'refused', body: () => oauthClient({ status: 9, secret: secret('oauth-bad') }) },
  { route: 'oauth2 client update', method: 'PUT', url: '/system/oauth2-client/update', outcome: 'accepted', body: (c) => ({ id: c.oauthClientId, ...oauthClient({ secret: secret('oauth-upd') }) }) },
  { route: 'social client update', method: 'PUT', url: '/system/social-client/update', outcome: 'accepted', body: (c) => ({ id: c.socialClientId, name: 'gitee', socialType: 10, clientId: 'k', clientSecret: secret('social'), agentId: null, status: 0 }) },
  { route: 'social client create', method: 'POST', url: '/system/social-client/create', outcome: 'refused', body: () => ({ name: 'x', socialType: 31, clientId: 'k', clientSecret: secret('social-bad'), agentId: null, status: 0 }) },
  // Tokens named in the query (before the password reset below ends the user's sessions).
  { route: 'revoke token', method: 'DELETE', url: '/system/oauth2-token/delete', outcome: 'refused', query: () => ({ accessToken: secret('revoke') }) },
  { route: 'revoke token', method: 'DELETE', url: '/system/oauth2-token/delete', outcome: 'accepted', query: (c) => ({ accessToken: c.userToken }) },
  // Passwords of users: create, reset, the profile's change, sign-in, the OAuth2 password grant.
  { route: 'user create', method: 'POST', url: '/system/user/create', outcome: 'refused', body: () => ({ username: '非法 名', password: secret('user-bad'), nickname: 'x' }) },
  { route: 'user reset password', method: 'PUT', url: '/system/user/update-password', outcome: 'accepted', body: (c) => ({ id: c.userId, password: secret('reset') }) },
  { route: 'user reset password', method: 'PUT', url: '/system/user/update-password', outcome: 'refused', body: () => ({ id: 999999, password: secret('reset-bad') }) },
  { route: 'profile password', method: 'PUT', url: '/system/user/profile/update-password', outcome: 'refused', body: () => ({ oldPassword: secret('old'), newPassword: `${secret('new')}1a` }) },
  { route: 'login', method: 'POST', url: '/system/auth/login', outcome: 'refused', anonymous: true, body: () => ({ username: 'admin', password: secret('login') }) },
  { route: 'oauth2 token', method: 'POST', url: '/system/oauth2/token', outcome: 'refused', anonymous: true, headers: FORM, body: () => form({ grant_type: 'password', client_id: 'log-app', client_secret: secret('form-secret'), username: 'admin', password: secret('grant') }) },
  { route: 'oauth2 token', method: 'POST', url: '/system/oauth2/token', outcome: 'refused', anonymous: true, headers: { ...FORM, authorization: `Basic ${Buffer.from(`log-app:${secret('basic')}`).toString('base64')}` }, body: () => form({ grant_type: 'password', username: 'admin', password: 'x' }) },
  { route: 'oauth2 token in the query', method: 'POST', url: '/system/oauth2/token', outcome: 'refused', anonymous: true, query: () => ({ grant_type: 'client_credentials', client_id: 'log-app', client_secret: secret('query-secret') }) },
  { route: 'refresh token', method: 'POST', url: '/system/auth/refresh-token', outcome: 'refused', anonymous: true, query: () => ({ refreshToken: secret('refresh') }) },
  // The slider captcha at the server root (AJ-Captcha's answers carry no `code`), and the app API's bearer token.
  { route: 'root captcha', method: 'POST', url: '/captcha/check', prefix: '', outcome: 'refused', anonymous: true, body: () => ({ captchaType: 'blockPuzzle', token: secret('captcha-token'), pointJson: secret('captcha-point') }) },
  { route: 'app api', method: 'POST', url: '/pay/order/create', outcome: 'refused', prefix: '/app-api', anonymous: true, headers: { authorization: `Bearer ${secret('app-bearer')}` }, body: () => ({ appId: 1 }) },
];

/** pino's lines, as the process would print them. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let token: string;
let refreshToken: string;
let wire: PgliteWireServer;
let external: PGlite;
const context = {} as Context;

beforeAll(async () => {
  // A mail delivery fails once, at once (no retries to wait for).
  t = await createTestApp({ logLevel: 'trace', mail: { connectionTimeoutMs: 2000, socketTimeoutMs: 2000, retryLimit: 0, retryDelaySeconds: 0 } }, { logStream });
  ({ accessToken: token, refreshToken } = await t.login());
  external = await PGlite.create();
  wire = await servePgliteWire(external);
  const ok = async <T>(method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const res = await t.api<T>({ method, url: `/admin-api${url}`, token, payload: payload as Record<string, unknown> });
    expect(res.code, `${url}: ${res.msg}`).toBe(0);
    return res.data;
  };
  Object.assign(context, { wirePort: wire.port, closedPort: await freePort() });
  context.sourceId = await ok<number>('POST', '/infra/data-source-config/create', { name: '日志库', url: `postgres://127.0.0.1:${wire.port}/postgres`, username: 'postgres', password: 'p' });
  context.fileConfigId = await ok<number>('POST', '/infra/file-config/create', { name: 'S3 基础', storage: 20, config: { endpoint: `http://127.0.0.1:${context.closedPort}`, bucket: 'log-bucket', accessKey: 'k', accessSecret: 's' } });
  context.remoteConfigId = await ok<number>('POST', '/infra/file-config/create', { name: 'SFTP 基础', storage: 12, config: remote(context, 'p') });
  context.userId = await ok<number>('POST', '/system/user/create', { username: 'logsecret', password: 'pass1234', nickname: '日志' });
  context.userToken = (await t.login('logsecret', 'pass1234')).accessToken;
  const merchantId = await ok<number>('POST', '/pay/merchant/create', { name: '日志商户', shortName: '日志', status: 0, remark: null });
  context.appId = await ok<number>('POST', '/pay/app/create', { name: '日志应用', status: 0, remark: null, payNotifyUrl: 'http://127.0.0.1:48080/pay/notify', refundNotifyUrl: 'http://127.0.0.1:48080/refund/notify', merchantId });
  context.smsChannelId = await ok<number>('POST', '/system/sms-channel/create', { signature: '日志基础', code: 'ALIYUN', status: 0, remark: null, apiKey: 'k', apiSecret: 's', callbackUrl: null });
  context.mailAccountId = await ok<number>('POST', '/system/mail-account/create', mailAccount(context, 'p'));
  await ok<number>('POST', '/system/mail-template/create', { name: '日志邮件', code: 'log-mail', accountId: context.mailAccountId, title: 't', content: 'c', status: 0 });
  context.oauthClientId = await ok<number>('POST', '/system/oauth2-client/create', oauthClient({ secret: 's' }));
  context.socialClientId = await ok<number>('POST', '/system/social-client/create', { name: 'gitee', socialType: 10, clientId: 'k', clientSecret: 's', agentId: null, status: 0 });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await wire?.close();
  await external?.close();
});

/** Every row of every log table, as text. */
async function logTables(): Promise<Record<string, string>> {
  const tables = ['infra_api_access_log', 'system_operate_log', 'infra_api_error_log', 'system_login_log', 'system_mail_log'] as const;
  const out: Record<string, string> = {};
  for (const table of tables) out[table] = JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(t.database.db)).rows);
  return out;
}

describe('secrets in logs', () => {
  it('every route that takes a URL or a secret, accepted or refused, leaves it in no log table and no log line', async () => {
    const traceIds: string[] = [];
    for (const call of CALLS) {
      const res = await t.request({
        method: call.method,
        url: `${call.prefix ?? '/admin-api'}${call.url}`,
        ...(call.anonymous ? {} : { token }),
        ...(call.query ? { query: call.query(context) } : {}),
        ...(call.body ? { payload: call.body(context) as string } : {}),
        headers: call.headers ?? {},
      });
      const body = res.json<{ code: number; msg: string }>();
      if (call.outcome === 'accepted') expect(body.code, `${call.route}: ${body.msg}`).toBe(0);
      else expect(body.code, `${call.route} should be refused`).not.toBe(0);
      traceIds.push(String(res.headers['x-request-id']));
    }
    // The console's own session and the app's bearer token, sent on every call above.
    const sent = [MARK, token, refreshToken, context.userToken];

    // Access rows are written after the answers, in batches: wait for the last call's.
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from infra_api_access_log where trace_id = ${traceIds.at(-1)!}`.execute(t.database.db);
        if (rows[0]!.n === 0) throw new Error('not logged yet');
      },
      { timeout: 5000, interval: 50 },
    );
    // The mail's delivery ran on the queue: wait for its outcome (a refused connection) to be recorded.
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from system_mail_log where send_status = 20 and send_exception like '%ECONNREFUSED%'`.execute(t.database.db);
        if (rows[0]!.n === 0) throw new Error('not delivered yet');
      },
      { timeout: 15_000, interval: 50 },
    );
    const tables = await logTables();
    for (const [table, text] of Object.entries(tables)) for (const value of sent) expect(text, `${table} holds ${value}`).not.toContain(value);
    const printed = logLines.join('');
    for (const value of sent) expect(printed, `a log line holds ${value}`).not.toContain(value);

    // Not vacuous: every call left its access row, writes their operate rows, and the masks are where secrets were.
    const { rows } = await sql<{ traceId: string }>`select trace_id as "traceId" from infra_api_access_log`.execute(t.database.db);
    const logged = new Set(rows.map((row) => row.traceId));
    for (const [i, id] of traceIds.entries()) if (CALLS[i]!.prefix !== '') expect(logged.has(id), CALLS[i]!.route).toBe(true);
    expect(tables.system_operate_log).toContain('password=******');
    expect(tables.system_operate_log).toContain('reader:******@127.0.0.1');
    expect(tables.system_operate_log).toMatch(/mchKey[\\"]+:[\\"]+\*{6}/);
    expect(tables.infra_api_access_log).toContain('password=******');
    expect(printed).toContain('client_secret=******');
    expect(printed).toContain('/admin-api/system/auth/refresh-token?refreshToken=******');
  });
});

describe('the server log (pino)', () => {
  it("redacts what the server's own code logs: errors, their causes, fields and message text", () => {
    const from = logLines.length;
    const cause = new Error(`connect to postgres://reader:${secret('cause')}@db/x refused`);
    t.app.log.error({ err: new Error(`query at jdbc:mysql://db/x?password=${secret('err')} failed`, { cause }), url: `/x?token=${secret('field')}`, password: secret('key') }, `while reading mysql://root:${secret('msg')}@db/x`);
    t.app.log.warn({ err: `refused: Bearer ${secret('string-err-0123456789')}`, nested: { clientSecret: secret('nested') } }, 'plain');
    const lines = logLines.slice(from).join('');
    expect(lines).toContain('query at jdbc:mysql://db/x?password=****** failed');
    expect(lines).toContain('reader:******@db');
    expect(lines).not.toContain(MARK);
  });
});

describe('the redaction rule', () => {
  it.each([
    ['postgres://user:zq9@host/db', 'postgres://user:******@host/db'],
    ['jdbc:mysql://root:zq9@host:3306/db', 'jdbc:mysql://root:******@host:3306/db'],
    ['jdbc:mysql://host:3306/db?user=u&password=zq9&useSSL=true', 'jdbc:mysql://host:3306/db?user=u&password=******&useSSL=true'],
    ['jdbc:sqlserver://host;user=u;Password=zq9;db=x', 'jdbc:sqlserver://host;user=u;Password=******;db=x'],
    ["host=h password='zq9 zq9' dbname=d", 'host=h password=****** dbname=d'],
    ['/x?access_token=zq9&refresh_token=zq9&pwd=zq9', '/x?access_token=******&refresh_token=******&pwd=******'],
    ['{"mchKey":"zq9","appId":"wx1","privateKey" : "zq9\\"zq9"}', '{"mchKey":"******","appId":"wx1","privateKey" : "******"}'],
    ['Authorization: Bearer zq9.0123456789abcdef', 'Authorization: Bearer ******'],
    ['basic settings, bearer of news', 'basic settings, bearer of news'],
    ['user@example.com wrote a=b', 'user@example.com wrote a=b'],
  ])('%s', (text, redacted) => {
    expect(redactText(text)).toBe(redacted);
  });

  it('stays linear on hostile text', () => {
    const hostile = `${'a'.repeat(200_000)}://u:${':'.repeat(200_000)}${'"k":"'.repeat(20_000)}${'x='.repeat(50_000)}`;
    expect(redactText(hostile).length).toBeGreaterThan(0);
  });
});
