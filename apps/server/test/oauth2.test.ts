import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { createTestApp, type Envelope, type TestApp } from './support/test-app';

/**
 * The console as an OAuth2 provider (reference §2.7): clients, the consent calls, the token
 * endpoint with every grant and its refusals, check-token and revoke, the scope-guarded user info, and the
 * tokens screen's list and 强退. A client app is played by plain HTTP calls, the way a real one talks to us.
 */

const APP_REDIRECT = 'https://app.example/callback';
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
const form = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('OAuth2 provider', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ tenantEnabled: false });
    admin = (await t.login()).accessToken;
    const created = await createClient({ clientId: 'app', secret: 'app-secret', autoApproveScopes: [] });
    expect(created.code, created.msg).toBe(0);
  });
  afterAll(() => t.close());

  const sys = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { token?: string; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}) =>
    t.api<T>({ method, url: `/admin-api/system/${url}`, token: options.token, query: options.query, payload: options.body as Record<string, unknown>, headers: options.headers });

  function clientBody(overrides: Record<string, unknown> = {}) {
    return {
      clientId: 'app',
      secret: 'app-secret',
      name: '示例应用',
      logo: 'https://app.example/logo.png',
      description: '第三方应用',
      status: 0,
      accessTokenValiditySeconds: 1800,
      refreshTokenValiditySeconds: 43200,
      redirectUris: [APP_REDIRECT],
      authorizedGrantTypes: ['authorization_code', 'implicit', 'password', 'refresh_token'],
      scopes: ['user.read', 'user.write'],
      autoApproveScopes: [],
      authorities: [],
      resourceIds: [],
      additionalInformation: null,
      ...overrides,
    };
  }
  const createClient = (overrides: Record<string, unknown> = {}) => sys<number>('POST', 'oauth2-client/create', { token: admin, body: clientBody(overrides) });

  /** What the consent page posts: parameters in the query string, the scope answers as a JSON map. */
  const approve = (params: Record<string, string>, token = admin) =>
    sys<string | null>('POST', 'oauth2/authorize', { token, query: { response_type: 'code', client_id: 'app', redirect_uri: APP_REDIRECT, state: 'xyz', ...params } });

  async function codeFor(scope: Record<string, boolean>, extra: Record<string, string> = {}, token = admin): Promise<string> {
    const res = await approve({ scope: JSON.stringify(scope), ...extra }, token);
    expect(res.code, res.msg).toBe(0);
    const url = new URL(res.data!);
    expect(`${url.origin}${url.pathname}`).toBe(APP_REDIRECT);
    expect(url.searchParams.get('state')).toBe('xyz');
    return url.searchParams.get('code')!;
  }

  /** The client app at the token endpoint: a form body, its credentials by HTTP Basic. */
  const tokenCall = (params: Record<string, string>, auth = basic('app', 'app-secret'), headers: Record<string, string> = {}) =>
    t
      .request({ method: 'POST', url: '/admin-api/system/oauth2/token', headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: form(params) })
      .then((r) => r.json<Envelope<{ access_token: string; refresh_token?: string; token_type: string; expires_in: number; scope: string }>>());
  const exchange = (code: string, extra: Record<string, string> = {}) => tokenCall({ grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT, ...extra });
  const userInfo = (token: string) => sys<{ username: string; nickname: string }>('GET', 'oauth2/user/get', { token });

  describe('clients', () => {
    it('keeps the secret unreadable, the client id unique, and the console client in place', async () => {
      const page = await sys<{ list: Array<{ clientId: string; secret: string; scopes: string[] }> }>('GET', 'oauth2-client/page', { token: admin, query: { pageNo: '1', pageSize: '10' } });
      expect(page.code).toBe(0);
      expect(page.data.list.map((c) => c.clientId)).toEqual(expect.arrayContaining(['default', 'app']));
      expect(page.data.list.every((c) => c.secret === '******')).toBe(true);
      expect(page.data.list.find((c) => c.clientId === 'default')!.scopes).toEqual(['user.read', 'user.write']);

      expect(await createClient()).toMatchObject({ code: 1002020001, msg: 'OAuth2 客户端编号已存在' });
      expect(await createClient({ clientId: 'other', autoApproveScopes: ['admin'] })).toMatchObject({ code: 400, msg: expect.stringContaining('autoApproveScopes') });
      expect(await createClient({ clientId: 'other', redirectUris: ['not a uri'] })).toMatchObject({ code: 400, msg: expect.stringContaining('redirectUris') });
      expect(await createClient({ clientId: 'other', redirectUris: ['javascript:alert(document.cookie)'] })).toMatchObject({ code: 400, msg: expect.stringContaining('不允许的 URI 协议') });
      expect(await createClient({ clientId: 'other', authorizedGrantTypes: ['magic'] })).toMatchObject({ code: 400 });

      const console = page.data.list.find((c) => c.clientId === 'default') as unknown as { id: number };
      expect(await sys('DELETE', 'oauth2-client/delete', { token: admin, query: { id: String(console.id) } })).toMatchObject({ code: 1002020007 });
      const full = (await sys<Record<string, unknown>>('GET', 'oauth2-client/get', { token: admin, query: { id: String(console.id) } })).data;
      const { createTime: _c, ...editable } = full;
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: { ...editable, clientId: 'renamed' } })).toMatchObject({ code: 1002020007 });

      // The mask sent back keeps the stored secret: the console client still authenticates with admin123. Without
      // tenantIds (the original UI knows none) the client keeps its tenants: the seeded one is the system tenant's.
      expect(full.tenants).toEqual([{ id: 1, name: expect.any(String) }]);
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: { ...editable, description: '改过的描述' } })).toMatchObject({ code: 0 });
      expect((await sys<{ tenants: unknown[] }>('GET', 'oauth2-client/get', { token: admin, query: { id: String(console.id) } })).data.tenants).toEqual(full.tenants);
      const pw = await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read' }, basic('default', 'admin123'));
      expect(pw.code, pw.msg).toBe(0);
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: { ...editable, tenantIds: [1, 999999] } })).toMatchObject({ code: 400, msg: '请求参数不正确:tenantIds 租户不存在：999999' });
    });

    it("ends a deleted client's tokens with it", async () => {
      const id = (await createClient({ clientId: 'short-lived', secret: 's-secret' })).data;
      const code = await codeFor({ 'user.read': true }, { client_id: 'short-lived' });
      const issued = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT }, basic('short-lived', 's-secret'));
      expect((await userInfo(issued.data.access_token)).code).toBe(0);
      expect(await sys('DELETE', 'oauth2-client/delete', { token: admin, query: { id: String(id) } })).toMatchObject({ code: 0 });
      expect(await userInfo(issued.data.access_token)).toMatchObject({ code: 401 });
    });

    /** Signs in for the clients below: a user of its own, so the admin's sign-ins stay within the per-user limit. */
    let sessionUser: Promise<unknown> | undefined;
    /** A client with a user's session from it (access and refresh token), and its row for editing. */
    async function clientWithSession(clientId: string) {
      sessionUser ??= sys('POST', 'user/create', { token: admin, body: { username: 'clientuser', password: 'pass1234', nickname: '客户端用户' } });
      await sessionUser;
      const id = (await createClient({ clientId, secret: `${clientId}-secret` })).data;
      const issued = await tokenCall({ grant_type: 'password', username: 'clientuser', password: 'pass1234', scope: 'user.read' }, basic(clientId, `${clientId}-secret`));
      expect(issued.code, issued.msg).toBe(0);
      expect((await userInfo(issued.data.access_token)).code).toBe(0);
      const { createTime: _c, ...row } = (await sys<Record<string, unknown>>('GET', 'oauth2-client/get', { token: admin, query: { id: String(id) } })).data;
      return { row, access: issued.data.access_token, refresh: issued.data.refresh_token!, secret: `${clientId}-secret` };
    }

    it.each([
      ['disabled', { status: 1 }],
      ['renamed (its client id changed)', { clientId: 'renamed-client' }],
    ])("ends a client's access and refresh tokens when it is %s", async (_how, change) => {
      const { row, access, refresh, secret } = await clientWithSession(`ending-${Object.keys(change)[0]}`);
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: { ...row, ...change } })).toMatchObject({ code: 0 });
      expect(await userInfo(access)).toMatchObject({ code: 401 });
      // Enabled again, or under its old id, the refresh token it held still ends nothing but itself.
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: row })).toMatchObject({ code: 0 });
      expect((await tokenCall({ grant_type: 'refresh_token', refresh_token: refresh }, basic(String(row.clientId), secret))).code).not.toBe(0);
      expect(await userInfo(access)).toMatchObject({ code: 401 });
    });

    it('keeps tokens through an edit that neither disables nor renames the client', async () => {
      const { row, access } = await clientWithSession('kept');
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: { ...row, name: '改名不改编号', description: '改过' } })).toMatchObject({ code: 0 });
      expect((await userInfo(access)).code).toBe(0);
    });

    it('refuses the client_credentials grant for the console client, on create and on update', async () => {
      const refused = { code: 1002020009, msg: '控制台自身的客户端（default）不能使用 client_credentials 授权类型' };
      const console = (await sys<{ list: Array<Record<string, unknown>> }>('GET', 'oauth2-client/page', { token: admin, query: { pageNo: '1', pageSize: '50' } })).data.list.find((c) => c.clientId === 'default')!;
      const { createTime: _c, ...editable } = (await sys<Record<string, unknown>>('GET', 'oauth2-client/get', { token: admin, query: { id: String(console.id) } })).data;
      const withClientCredentials = [...(editable.authorizedGrantTypes as string[]), 'client_credentials'];
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: { ...editable, authorizedGrantTypes: withClientCredentials } })).toMatchObject(refused);
      expect(await createClient({ clientId: 'default', authorizedGrantTypes: ['client_credentials'] })).toMatchObject(refused);
      expect((await sys<Record<string, unknown>>('GET', 'oauth2-client/get', { token: admin, query: { id: String(console.id) } })).data.authorizedGrantTypes).toEqual(editable.authorizedGrantTypes);
      expect(await tokenCall({ grant_type: 'client_credentials' }, basic('default', 'admin123'))).toMatchObject({ code: 1002020003 });
      // Given the grant before it was refused (a row written by hand, or by an older version), it still issues none.
      const stored = JSON.stringify(withClientCredentials);
      await t.database.db.updateTable('system_oauth2_client').set({ authorizedGrantTypes: stored }).where('clientId', '=', 'default').execute();
      expect(await tokenCall({ grant_type: 'client_credentials' }, basic('default', 'admin123'))).toMatchObject(refused);
      await t.database.db.updateTable('system_oauth2_client').set({ authorizedGrantTypes: JSON.stringify(editable.authorizedGrantTypes) }).where('clientId', '=', 'default').execute();
    });

    it('refuses unknown, disabled and wrongly authenticated clients', async () => {
      expect(await sys('GET', 'oauth2/authorize', { token: admin, query: { clientId: 'nobody' } })).toMatchObject({ code: 1002020000, msg: 'OAuth2 客户端不存在' });
      const id = (await createClient({ clientId: 'off', status: 1 })).data;
      expect(id).toBeGreaterThan(0);
      expect(await sys('GET', 'oauth2/authorize', { token: admin, query: { clientId: 'off' } })).toMatchObject({ code: 1002020002, msg: 'OAuth2 客户端已禁用' });
      expect(await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123' }, basic('app', 'wrong'))).toMatchObject({ code: 1002020006, msg: '无效 client_secret: app' });
      expect(await tokenCall({ grant_type: 'client_credentials' })).toMatchObject({ code: 1002020003, msg: '不支持该授权类型' });
      expect(
        (await t.request({ method: 'POST', url: '/admin-api/system/oauth2/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ grant_type: 'password' }) })).json(),
      ).toMatchObject({ code: 400, msg: '请求参数不正确:client_id 或 client_secret 未正确传递' });
    });
  });

  describe('guessing client secrets', () => {
    it('refuses an address that gave ten wrong secrets, even with the right one, for the rest of the window', async () => {
      const from = { remoteAddress: '10.20.30.40' };
      const attempt = (secret: string) =>
        t
          .request({
            method: 'POST',
            url: '/admin-api/system/oauth2/token',
            ...from,
            headers: { authorization: basic('app', secret), 'content-type': 'application/x-www-form-urlencoded' },
            payload: form({ grant_type: 'password', username: 'admin', password: 'admin123' }),
          })
          .then((r) => r.json<Envelope>());
      for (let i = 0; i < 10; i++) expect(await attempt(`guess-${i}`)).toMatchObject({ code: 1002020006 });
      expect(await attempt('app-secret')).toMatchObject({ code: 429 });
      // Another address is not affected.
      expect((await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123' })).code).toBe(0);
    });
  });

  describe('authorize (the consent page)', () => {
    it('shows the client and its scopes, ticking what the user approved before', async () => {
      const before = await sys<{ client: { name: string; logo: string }; scopes: Array<{ key: string; value: boolean }> }>('GET', 'oauth2/authorize', { token: admin, query: { clientId: 'app' } });
      expect(before.data).toEqual({ client: { name: '示例应用', logo: 'https://app.example/logo.png' }, scopes: [{ key: 'user.read', value: false }, { key: 'user.write', value: false }] });
      await codeFor({ 'user.read': true, 'user.write': false });
      const after = await sys<{ scopes: Array<{ key: string; value: boolean }> }>('GET', 'oauth2/authorize', { token: admin, query: { clientId: 'app' } });
      expect(after.data.scopes).toEqual([{ key: 'user.read', value: true }, { key: 'user.write', value: false }]);
    });

    it('answers null for auto_approve until every scope asked for was approved, then redirects at once', async () => {
      expect(await approve({ scope: JSON.stringify({ 'user.write': true }), auto_approve: 'true' })).toMatchObject({ code: 0, data: null });
      await codeFor({ 'user.read': true });
      const auto = await approve({ scope: JSON.stringify({ 'user.read': true }), auto_approve: 'true' });
      expect(new URL(auto.data!).searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
    });

    it('sends a denial back to the client, and never redirects to an unregistered URI', async () => {
      const denied = await approve({ scope: JSON.stringify({ 'user.read': false, 'user.write': false }) });
      const url = new URL(denied.data!);
      expect(Object.fromEntries(url.searchParams)).toEqual({ error: 'access_denied', error_description: 'User denied access', state: 'xyz' });

      const evil = await approve({ scope: JSON.stringify({ 'user.read': true }), redirect_uri: 'https://app.example/callback/../evil' });
      expect(evil).toMatchObject({ code: 1002020005, data: null });
      expect(evil.msg).toBe('无效 redirect_uri: https://app.example/callback/../evil');
      expect(await approve({ scope: JSON.stringify({ 'user.read': true }), redirect_uri: `${APP_REDIRECT}x` })).toMatchObject({ code: 1002020005 });
      expect(await approve({ scope: JSON.stringify({ admin: true }) })).toMatchObject({ code: 1002020004, msg: '授权范围过大' });
      expect(await approve({ response_type: 'id_token', scope: '{}' })).toMatchObject({ code: 400, msg: 'response_type 参数值只允许 code 和 token' });
      expect(await approve({ scope: 'user.read' })).toMatchObject({ code: 400, msg: expect.stringContaining('scope 必须是 JSON 对象') });
      // The consent calls need a console session.
      expect(await approve({ scope: '{}' }, '')).toMatchObject({ code: 401 });
    });

    it('hands out a token in the fragment for response_type=token (implicit)', async () => {
      const res = await approve({ response_type: 'token', scope: JSON.stringify({ 'user.read': true }) });
      const url = new URL(res.data!);
      expect(url.search).toBe('');
      const fragment = new URLSearchParams(url.hash.slice(1));
      expect(fragment.get('token_type')).toBe('bearer');
      expect(fragment.get('scope')).toBe('user.read');
      expect(Number(fragment.get('expires_in'))).toBeGreaterThan(1700);
      expect((await userInfo(fragment.get('access_token')!)).data.username).toBe('admin');
      // At the token endpoint, implicit is never a grant.
      expect(await tokenCall({ grant_type: 'implicit' })).toMatchObject({ code: 400, msg: 'Token 接口不支持 implicit 授权模式' });
    });
  });

  describe('the authorization code grant', () => {
    it('exchanges a code once for tokens that read the user within their scopes only', async () => {
      const code = await codeFor({ 'user.read': true, 'user.write': false });
      const tokens = await exchange(code);
      expect(tokens.code, tokens.msg).toBe(0);
      expect(tokens.data).toMatchObject({ token_type: 'bearer', scope: 'user.read', expires_in: expect.any(Number) });
      expect(tokens.data.access_token).toMatch(/^[0-9a-f]{32}$/);
      expect(tokens.data.refresh_token).toMatch(/^[0-9a-f]{32}$/);

      const me = await userInfo(tokens.data.access_token);
      expect(me.code, me.msg).toBe(0);
      expect(me.data).toMatchObject({ username: 'admin', nickname: expect.any(String) });
      // user.write was not granted; and a client token is no console session, whatever its user may do there.
      expect(await sys('PUT', 'oauth2/user/update', { token: tokens.data.access_token, body: { nickname: 'x' } })).toMatchObject({ code: 403 });
      expect(await sys('GET', 'user/page', { token: tokens.data.access_token, query: { pageNo: '1', pageSize: '10' } })).toMatchObject({ code: 403 });
      expect(await sys('GET', 'auth/get-permission-info', { token: tokens.data.access_token })).toMatchObject({ code: 403 });
      // A console session has no scopes.
      expect(await userInfo(admin)).toMatchObject({ code: 403 });
    });

    it('updates the user with user.write', async () => {
      const tokens = await exchange(await codeFor({ 'user.read': true, 'user.write': true }));
      const profile = (await sys<{ nickname: string; email: string; mobile: string; sex: number }>('GET', 'user/profile/get', { token: admin })).data;
      const res = await sys('PUT', 'oauth2/user/update', { token: tokens.data.access_token, body: { nickname: '应用改的昵称', email: profile.email, mobile: profile.mobile, sex: profile.sex } });
      expect(res.code, res.msg).toBe(0);
      expect((await userInfo(tokens.data.access_token)).data.nickname).toBe('应用改的昵称');
      await sys('PUT', 'user/profile/update', { token: admin, body: { ...profile } });
    });

    it('refuses a reused code and revokes what the first exchange issued', async () => {
      const code = await codeFor({ 'user.read': true });
      const first = await exchange(code);
      expect((await userInfo(first.data.access_token)).code).toBe(0);
      expect(await exchange(code)).toMatchObject({ code: 400, msg: 'code 不存在' });
      expect(await userInfo(first.data.access_token)).toMatchObject({ code: 401 });
      expect(await tokenCall({ grant_type: 'refresh_token', refresh_token: first.data.refresh_token! })).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
    });

    it('refuses an expired code, a wrong redirect URI, another client and a wrong state', async () => {
      const expired = await codeFor({ 'user.read': true });
      await t.database.db.updateTable('system_oauth2_code').set({ expiresTime: new Date(Date.now() - 1000) }).where('usedTime', 'is', null).execute();
      expect(await exchange(expired)).toMatchObject({ code: 400, msg: 'code 已过期' });

      const code = await codeFor({ 'user.read': true });
      expect(await exchange(code, { redirect_uri: 'https://app.example/other' })).toMatchObject({ code: 400, msg: 'redirect_uri 与授权时的不一致' });
      expect(await exchange(code, { state: 'other' })).toMatchObject({ code: 400, msg: 'state 不匹配' });
      expect(await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT }, basic('default', 'admin123'))).toMatchObject({ code: 400, msg: 'code 不存在' });
      expect((await exchange(code)).code).toBe(0);
    });

    it('clears codes a day past their expiry and lapsed approvals with the token clean-up job', async () => {
      await codeFor({ 'user.read': true });
      const db = t.database.db;
      const countCodes = async () => Number((await db.selectFrom('system_oauth2_code').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const fresh = await countCodes();
      await db.updateTable('system_oauth2_code').set({ expiresTime: new Date(Date.now() - 2 * 86_400_000) }).execute();
      await db.updateTable('system_oauth2_approve').set({ expiresTime: new Date(Date.now() - 1000) }).execute();
      const job = t.app.jobHandlers.get('tokenCleanJob')!;
      const result = await job.run({ db, param: null, signal: new AbortController().signal, log: t.app.log });
      expect(result).toContain(`OAuth2 授权码 ${fresh} 个`);
      expect(await countCodes()).toBe(0);
      const info = await sys<{ scopes: Array<{ value: boolean }> }>('GET', 'oauth2/authorize', { token: admin, query: { clientId: 'app' } });
      expect(info.data.scopes.every((scope) => !scope.value)).toBe(true);
    });

    it('binds a code to its PKCE verifier (S256)', async () => {
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const code = await codeFor({ 'user.read': true }, { code_challenge: challenge, code_challenge_method: 'S256' });
      expect(await exchange(code)).toMatchObject({ code: 400, msg: 'code_verifier 不正确' });
      expect(await exchange(code, { code_verifier: randomBytes(32).toString('base64url') })).toMatchObject({ code: 400, msg: 'code_verifier 不正确' });
      const ok = await exchange(code, { code_verifier: verifier });
      expect(ok.code, ok.msg).toBe(0);
      expect(await approve({ scope: '{"user.read":true}', code_challenge: challenge, code_challenge_method: 'plain' })).toMatchObject({ code: 400 });
    });

    it('refuses the exchange when the user was disabled after approving', async () => {
      const { userId } = await createUserWithPermissions(t, 'oauthuser', []);
      const session = (await t.login('oauthuser', 'pass1234')).accessToken;
      const code = await codeFor({ 'user.read': true }, {}, session);
      await t.database.db.updateTable('system_users').set({ status: 1 }).where('id', '=', userId).execute();
      expect(await exchange(code)).toMatchObject({ code: 1002000001 });
    });
  });

  describe('password, client credentials and refresh grants', () => {
    it('signs a user in with a password for the client, refusing what the sign-in form refuses', async () => {
      const ok = await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read user.write' });
      expect(ok.code, ok.msg).toBe(0);
      expect(ok.data.scope).toBe('user.read user.write');
      expect((await userInfo(ok.data.access_token)).code).toBe(0);
      expect(await tokenCall({ grant_type: 'password', username: 'admin', password: 'nope' })).toMatchObject({ code: 1002000000 });
      expect(await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123', scope: 'everything' })).toMatchObject({ code: 1002020004 });
      expect(await tokenCall({ grant_type: 'password', username: 'admin' })).toMatchObject({ code: 400, msg: '请求参数不正确:password 不能为空' });
    });

    it('rotates a refresh token for its own client only', async () => {
      const first = await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read' });
      const refreshed = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.data.refresh_token! });
      expect(refreshed.code, refreshed.msg).toBe(0);
      expect(refreshed.data.scope).toBe('user.read');
      expect((await userInfo(refreshed.data.access_token)).code).toBe(0);
      expect(await userInfo(first.data.access_token)).toMatchObject({ code: 401 });

      const other = await tokenCall({ grant_type: 'refresh_token', refresh_token: refreshed.data.refresh_token! }, basic('default', 'admin123'));
      expect(other).toMatchObject({ code: 400, msg: '刷新令牌的客户端编号不正确' });
      // Nor does the console's own refresh take another client's refresh token.
      expect(await sys('POST', 'auth/refresh-token', { query: { refreshToken: refreshed.data.refresh_token! } })).toMatchObject({ code: 400 });
    });

    it('issues a client-credentials token that stands for the client, without a refresh token', async () => {
      await createClient({ clientId: 'machine', secret: 'm-secret', authorizedGrantTypes: ['client_credentials'], scopes: ['user.read'] });
      const res = await tokenCall({ grant_type: 'client_credentials', scope: 'user.read' }, basic('machine', 'm-secret'));
      expect(res.code, res.msg).toBe(0);
      expect(res.data.refresh_token).toBeUndefined();
      const checked = await sys<Record<string, unknown>>('POST', 'oauth2/check-token', { query: { token: res.data.access_token }, headers: { authorization: basic('machine', 'm-secret') } });
      expect(checked.data).toMatchObject({ user_id: 0, client_id: 'machine', scopes: ['user.read'], tenant_id: 1 });
      // No user behind it: the user info answers an error, not someone's profile.
      expect((await userInfo(res.data.access_token)).code).not.toBe(0);
    });
  });

  describe('check-token and revoke', () => {
    it('lets a client inspect and revoke its own tokens only', async () => {
      const mine = await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read' });
      const auth = { authorization: basic('app', 'app-secret') };
      const checked = await sys<Record<string, unknown>>('POST', 'oauth2/check-token', { query: { token: mine.data.access_token }, headers: auth });
      expect(checked.data).toMatchObject({ user_id: 1, user_type: 2, tenant_id: 1, client_id: 'app', scopes: ['user.read'], access_token: mine.data.access_token });
      expect(checked.data.exp).toBeGreaterThan(Date.now() / 1000);

      // The console's own session is not this client's to look at.
      expect(await sys('POST', 'oauth2/check-token', { query: { token: admin }, headers: auth })).toMatchObject({ code: 401, msg: '访问令牌不存在' });
      expect(await sys('DELETE', 'oauth2/token', { query: { token: admin }, headers: auth })).toMatchObject({ code: 0, data: false });
      expect((await sys('GET', 'auth/get-permission-info', { token: admin })).code).toBe(0);

      expect(await sys('DELETE', 'oauth2/token', { query: { token: mine.data.access_token }, headers: auth })).toMatchObject({ code: 0, data: true });
      expect(await userInfo(mine.data.access_token)).toMatchObject({ code: 401 });
      expect(await sys('POST', 'oauth2/check-token', { query: { token: mine.data.access_token }, headers: auth })).toMatchObject({ code: 401 });
    });
  });

  describe('the tokens screen', () => {
    const listTokens = (token = admin, headers?: Record<string, string>) =>
      sys<{ list: Array<{ id: number; clientId: string; username: string; accessToken: string; scopes: string[] }> }>('GET', 'oauth2-token/page', {
        token,
        query: { pageNo: '1', pageSize: '100', clientId: 'app' },
        headers,
      });
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

    it('lists live tokens by a stable handle, never the token, and 强退 revokes one by id or by token, logged as 202', async () => {
      const issued = await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read' });
      expect(issued.code, issued.msg).toBe(0);
      const page = await listTokens();
      expect(page.code, page.msg).toBe(0);
      expect(page.data.list.length).toBeGreaterThan(0);
      expect(page.data.list.every((r) => r.clientId === 'app' && /^[0-9a-f]{64}$/.test(r.accessToken))).toBe(true);
      expect(JSON.stringify(page.data)).not.toContain(issued.data.access_token);
      const newest = page.data.list[0]!;
      expect(newest).toMatchObject({ username: 'admin', scopes: ['user.read'], accessToken: sha256(issued.data.access_token) });
      // The handle is no bearer token.
      expect(await userInfo(newest.accessToken)).toMatchObject({ code: 401 });

      expect(await sys('DELETE', 'oauth2-token/delete', { token: admin, query: { id: String(newest.id) } })).toMatchObject({ code: 0, data: true });
      expect(await userInfo(issued.data.access_token)).toMatchObject({ code: 401 });
      const logs = await sys<{ list: Array<{ logType: number; username: string }> }>('GET', 'login-log/page', { token: admin, query: { pageNo: '1', pageSize: '5' } });
      expect(logs.data.list[0]).toMatchObject({ logType: 202, username: 'admin' });
      // Gone already: nothing is revoked, so nothing answers success.
      expect(await sys('DELETE', 'oauth2-token/delete', { token: admin, query: { id: String(newest.id) } })).toMatchObject({ code: 404, msg: '访问令牌不存在或已失效' });

      const other = await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read' });
      expect(await sys('DELETE', 'oauth2-token/delete', { token: admin, query: { accessToken: other.data.access_token } })).toMatchObject({ code: 0, data: true });
      expect(await userInfo(other.data.access_token)).toMatchObject({ code: 401 });
      expect(await sys('DELETE', 'oauth2-token/delete', { token: admin, query: { accessToken: other.data.access_token } })).toMatchObject({ code: 404 });
      expect(await sys('DELETE', 'oauth2-token/delete', { token: admin, query: {} })).toMatchObject({ code: 400 });
    });

    it("强退 as the original UI sends it: DELETE ?accessToken=<the value it lists>, the list's value in the URL", async () => {
      const issued = await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read' });
      const listed = (await listTokens()).data.list.find((r) => r.accessToken === sha256(issued.data.access_token))!;
      expect(listed).toBeDefined();
      const res = await t.request({ method: 'DELETE', url: `/admin-api/system/oauth2-token/delete?accessToken=${listed.accessToken}`, token: admin });
      expect(res.json()).toMatchObject({ code: 0, data: true });
      expect(await userInfo(issued.data.access_token)).toMatchObject({ code: 401 });
      expect((await listTokens()).data.list.map((r) => r.accessToken)).not.toContain(listed.accessToken);
      const again = await t.request({ method: 'DELETE', url: `/admin-api/system/oauth2-token/delete?accessToken=${listed.accessToken}`, token: admin });
      expect(again.json()).toMatchObject({ code: 404, msg: '访问令牌不存在或已失效' });
      // What the list showed before this change: a mask names no token, so it revokes nothing and says so.
      expect(await sys('DELETE', 'oauth2-token/delete', { token: admin, query: { accessToken: '******' } })).toMatchObject({ code: 404 });
    });

    it("keeps each tenant's tokens, codes and approvals to itself", async () => {
      await t.close();
      t = await createTestApp({ tenantEnabled: true });
      const one = { 'tenant-id': '1' };
      admin = (await t.login('admin', 'admin123', one)).accessToken;
      await createClient();
      const tenantB = await createTenant(t, '乙租户');
      await createUserWithPermissions(t, 'badmin', ['system:oauth2-token:page', 'system:oauth2-token:delete'], tenantB);
      const bHeaders = { 'tenant-id': String(tenantB) };
      const bSession = (await t.login('badmin', 'pass1234', bHeaders)).accessToken;

      // A client belongs to the tenant of the platform administrator who registered it, and is used only there.
      const appClient = (await sys<{ list: Array<Record<string, unknown> & { clientId: string; tenants: Array<{ id: number }> }> }>('GET', 'oauth2-client/page', {
        token: admin,
        query: { pageNo: '1', pageSize: '10' },
        headers: one,
      })).data.list.find((c) => c.clientId === 'app')!;
      expect(appClient.tenants.map((tenant) => tenant.id)).toEqual([1]);
      const notGranted = { code: 1002020008, msg: 'OAuth2 客户端未获准在该租户使用' };
      expect(await sys('GET', 'oauth2/authorize', { token: bSession, query: { clientId: 'app' }, headers: bHeaders })).toMatchObject(notGranted);
      expect(await tokenCall({ grant_type: 'password', username: 'badmin', password: 'pass1234' }, undefined, bHeaders)).toMatchObject(notGranted);
      const { createTime: _created, tenants: _tenants, ...editable } = appClient;
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: { ...editable, tenantIds: [1, tenantB] }, headers: one })).toMatchObject({ code: 0 });
      // The console client's tenants govern its OAuth2 grants only: taking tenant 1 from it signs no one out there.
      const consoleClient = (await sys<Record<string, unknown>>('GET', 'oauth2-client/get', { token: admin, query: { id: '1' }, headers: one })).data;
      const { createTime: _c, tenants: _t, ...consoleEditable } = consoleClient;
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: { ...consoleEditable, tenantIds: [tenantB] }, headers: one })).toMatchObject({ code: 0 });
      expect(await sys('GET', 'auth/get-permission-info', { token: admin, headers: one })).toMatchObject({ code: 0 });
      expect(await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123' }, basic('default', 'admin123'), one)).toMatchObject(notGranted);
      expect(await sys('PUT', 'oauth2-client/update', { token: admin, body: { ...consoleEditable, tenantIds: [1] }, headers: one })).toMatchObject({ code: 0 });

      expect(await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123' })).toMatchObject({ code: 400, msg: '租户的请求未传递，请进行排查' });
      const aToken = await tokenCall({ grant_type: 'password', username: 'admin', password: 'admin123', scope: 'user.read' }, undefined, one);
      expect(aToken.code, aToken.msg).toBe(0);
      const aId = (await sys<{ list: Array<{ id: number }> }>('GET', 'oauth2-token/page', { token: admin, query: { pageNo: '1', pageSize: '1', clientId: 'app' }, headers: one })).data.list[0]!.id;
      const bPage = await sys<{ list: Array<{ username: string }> }>('GET', 'oauth2-token/page', { token: bSession, query: { pageNo: '1', pageSize: '100' }, headers: bHeaders });
      expect(bPage.code, bPage.msg).toBe(0);
      expect(bPage.data.list.map((r) => r.username)).toEqual(['badmin']);
      expect(await sys('DELETE', 'oauth2-token/delete', { token: bSession, query: { id: String(aId) }, headers: bHeaders })).toMatchObject({ code: 404 });
      expect(await sys('DELETE', 'oauth2-token/delete', { token: bSession, query: { accessToken: aToken.data.access_token }, headers: bHeaders })).toMatchObject({ code: 404 });
      expect(await sys('DELETE', 'oauth2-token/delete', { token: bSession, query: { accessToken: sha256(aToken.data.access_token) }, headers: bHeaders })).toMatchObject({ code: 404 });
      expect((await userInfo(aToken.data.access_token)).code).toBe(0);

      // A code issued in tenant 1 is not found when exchanged as another tenant's.
      const code = await codeFor({ 'user.read': true });
      expect(await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT }, undefined, bHeaders)).toMatchObject({ code: 400, msg: 'code 不存在' });
      expect((await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: APP_REDIRECT }, undefined, one)).code).toBe(0);
      // B's admin approved nothing: the consent page shows nothing ticked for B.
      const bInfo = await sys<{ scopes: Array<{ value: boolean }> }>('GET', 'oauth2/authorize', { token: bSession, query: { clientId: 'app' }, headers: bHeaders });
      expect(bInfo.data.scopes.every((s) => !s.value)).toBe(true);
      // Clients are the platform's: B's admin cannot register one.
      expect(await sys('POST', 'oauth2-client/create', { token: bSession, body: clientBody({ clientId: 'b-app' }), headers: bHeaders })).toMatchObject({ code: 403 });
      // A deleted tenant leaves the clients it was granted (B is on package 0, which 租户管理 refuses to delete).
      await t.database.db.deleteFrom('system_tenant').where('id', '=', tenantB).execute();
      expect((await sys<{ tenants: Array<{ id: number }> }>('GET', 'oauth2-client/get', { token: admin, query: { id: String(appClient.id) }, headers: one })).data.tenants.map((x) => x.id)).toEqual([1]);
    });
  });
});
