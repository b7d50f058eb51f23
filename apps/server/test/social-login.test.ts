import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialType } from '@console/contracts/social';
import { createTestApp, type TestApp } from './support/test-app';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { startSocialStandIn, type SocialStandIn } from './support/social-stand-in';

interface Client {
  id: number;
  socialType: number;
  clientId: string;
  clientSecret: string;
  status: number;
}

const CALLBACK = 'http://console.test/admin/social-login';
const ALL = [SocialType.GITEE, SocialType.GITHUB, SocialType.DINGTALK, SocialType.WECHAT_ENTERPRISE, SocialType.WECHAT_OPEN];

describe('social sign-in through the providers’ OAuth APIs (a local stand-in), with binding', () => {
  let t: TestApp;
  let admin: string;
  let provider: SocialStandIn;
  const clientIds = new Map<number, number>();

  beforeAll(async () => {
    provider = await startSocialStandIn({ 'app-key': 'app-secret' });
    t = await createTestApp({ socialProviderOrigin: provider.origin });
    admin = (await t.login()).accessToken;
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const api = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>, token?: string, headers?: Record<string, string>) =>
    method === 'GET'
      ? t.api<T>({ method, url: `/admin-api/system/${url}`, token, query: body as Record<string, string> | undefined, headers })
      : t.api<T>({ method, url: `/admin-api/system/${url}`, token, payload: body, headers });
  const clientBody = (socialType: number, overrides: Record<string, unknown> = {}) => ({
    name: `app ${socialType}`,
    socialType,
    clientId: 'app-key',
    clientSecret: 'app-secret',
    agentId: socialType === SocialType.WECHAT_ENTERPRISE ? '1000002' : null,
    status: 0,
    ...overrides,
  });

  /** What the browser does: asks for the authorize URL, follows it at the provider, and reads the redirect back. */
  async function authorize(type: number, headers?: Record<string, string>): Promise<{ code: string; state: string }> {
    const redirect = await api<string>('GET', 'auth/social-auth-redirect', { type: String(type), redirectUri: `${CALLBACK}?type=${type}` }, undefined, headers);
    expect(redirect.code, redirect.msg).toBe(0);
    const res = await fetch(redirect.data, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }
  const socialLogin = (type: number, pair: { code: string; state: string }, headers?: Record<string, string>) =>
    api<{ accessToken: string; userId: number }>('POST', 'auth/social-login', { type, ...pair }, undefined, headers);

  it('offers nothing until a client is configured', async () => {
    expect(await api('GET', 'auth/social-types')).toMatchObject({ code: 0, data: [] });
    // Its own code (1002018002 is the reference's 社交授权失败，找不到对应的用户), naming the platform and what to configure.
    expect(await api('GET', 'auth/social-auth-redirect', { type: '10', redirectUri: CALLBACK })).toMatchObject({
      code: 1002018212,
      msg: '未配置码云的社交客户端：请平台管理员在 系统管理 > 社交管理 > 社交客户端 中添加并启用它',
    });
    // A platform this server has no provider for is a bad type: no client would help.
    expect(await api('GET', 'auth/social-auth-redirect', { type: '31', redirectUri: CALLBACK })).toMatchObject({ code: 400, msg: '请求参数不正确:type 不支持的社交平台：31' });
  });

  it('configures a client per platform, secret masked, one per platform, WeCom with its agent id', async () => {
    for (const type of ALL) {
      const created = await api<number>('POST', 'social-client/create', clientBody(type), admin);
      expect(created.code, created.msg).toBe(0);
      clientIds.set(type, created.data);
    }
    const page = await api<{ list: Client[] }>('GET', 'social-client/page', { pageNo: '1', pageSize: '10' }, admin);
    expect(page.data.list.map((c) => c.clientSecret)).toEqual(ALL.map(() => '******'));
    expect(await api('POST', 'social-client/create', clientBody(SocialType.GITEE), admin)).toMatchObject({ code: 1002018211, msg: '社交客户端已存在配置' });
    expect(await api('POST', 'social-client/create', clientBody(31), admin)).toMatchObject({ code: 400 });
    expect(await api('GET', 'social-client/get', { id: '999999' }, admin)).toMatchObject({ code: 1002018210, msg: '社交客户端不存在' });
    expect(await api('PUT', 'social-client/update', { ...clientBody(SocialType.WECHAT_ENTERPRISE, { agentId: null }), id: clientIds.get(SocialType.WECHAT_ENTERPRISE) }, admin)).toMatchObject({ code: 400 });
    expect(await api('GET', 'auth/social-types')).toMatchObject({ code: 0, data: [10, 11, 20, 30, 32] });
  });

  it.each(ALL)('type %i: not bound → a password sign-in binds it → the next social sign-in signs that user in', async (type) => {
    provider.signIn({ id: String(5000 + type), name: `张三${type}`, avatar: 'https://example.com/a.png' });
    const first = await authorize(type);
    expect(await socialLogin(type, first)).toMatchObject({ code: 1002000005, msg: '未绑定账号，需要进行绑定' });
    const bound = await api<{ userId: number }>('POST', 'auth/login', { username: 'admin', password: 'admin123', socialType: type, socialCode: first.code, socialState: first.state });
    expect(bound).toMatchObject({ code: 0, data: { userId: 1 } });
    // The pair that bound is spent.
    expect((await socialLogin(type, first)).code).toBe(1002018000);

    const next = await socialLogin(type, await authorize(type));
    expect(next).toMatchObject({ code: 0, data: { userId: 1 } });
    const me = await api<{ user: { username: string } }>('GET', 'auth/get-permission-info', undefined, next.data.accessToken);
    expect(me.data.user.username).toBe('admin');
  });

  it('logs a social sign-in as type 101 and lists the bindings in the personal centre, where they can be removed', async () => {
    const log = await t.database.db.selectFrom('system_login_log').select(['logType', 'result']).where('logType', '=', 101).orderBy('id', 'desc').executeTakeFirst();
    expect(log).toEqual({ logType: 101, result: 0 });
    const profile = await api<{ socialUsers: Array<{ type: number; openid: string; nickname: string }> }>('GET', 'user/profile/get', undefined, admin);
    expect(profile.data.socialUsers.map((s) => [s.type, s.openid, s.nickname])).toEqual([
      [10, '5010', '张三10'],
      [11, '5011', '张三11'],
      [20, 'ding5020', '张三20'],
      [30, 'wx5030', '张三30'],
      [32, 'o5032', '张三32'],
    ]);
    expect((await api('DELETE', 'social-user/unbind', { type: 11, openid: '5011' }, admin)).code).toBe(0);
    expect(await api('DELETE', 'social-user/unbind', { type: 11, openid: '5011' }, admin)).toMatchObject({ code: 1002018001, msg: '社交解绑失败，非当前用户绑定' });
    expect(await socialLogin(11, await authorize(11))).toMatchObject({ code: 1002000005 });
  });

  it('refuses a forged, reused or foreign state, a disabled client and a provider that refuses the code', async () => {
    provider.signIn({ id: '5010', name: '张三10' });
    const pair = await authorize(SocialType.GITEE);
    expect(await socialLogin(SocialType.GITEE, { code: pair.code, state: 'f'.repeat(32) })).toMatchObject({ code: 1002018000, msg: '社交授权失败，原因是：state 无效或已过期，请重新发起授权' });
    // A state belongs to its platform.
    expect((await socialLogin(SocialType.GITHUB, pair)).code).toBe(1002018000);
    expect((await socialLogin(SocialType.GITEE, pair)).code).toBe(0);
    expect((await socialLogin(SocialType.GITEE, pair)).code).toBe(1002018000);

    // The provider refuses a code it never issued, and says why.
    const issued = await authorize(SocialType.DINGTALK);
    const forgedCode = await socialLogin(SocialType.DINGTALK, { code: 'not-a-code', state: issued.state });
    expect(forgedCode.code).toBe(1002018000);
    expect(forgedCode.msg).toContain('不合法的临时授权码');

    const id = clientIds.get(SocialType.WECHAT_OPEN)!;
    await api('PUT', 'social-client/update', { ...clientBody(SocialType.WECHAT_OPEN, { clientSecret: 'wrong' }), id }, admin);
    const wrongSecret = await socialLogin(SocialType.WECHAT_OPEN, await authorize(SocialType.WECHAT_OPEN));
    expect(wrongSecret).toMatchObject({ code: 1002018000 });
    expect(provider.refused).toContain('wechat:40029');
    await api('PUT', 'social-client/update', { ...clientBody(SocialType.WECHAT_OPEN, { status: 1, clientSecret: '******' }), id }, admin);
    expect(await api('GET', 'auth/social-auth-redirect', { type: '32', redirectUri: CALLBACK })).toMatchObject({ code: 1002018212, msg: expect.stringContaining('未配置微信开放平台的社交客户端') });
    expect(await api<number[]>('GET', 'auth/social-types')).toMatchObject({ data: [10, 11, 20, 30] });
    await api('PUT', 'social-client/update', { ...clientBody(SocialType.WECHAT_OPEN, { clientSecret: 'app-secret' }), id }, admin);
    expect(await api('GET', 'auth/social-auth-redirect', { type: '10', redirectUri: 'javascript:alert(1)' })).toMatchObject({ code: 400 });
  });

  it('refuses a disabled user, and moves a provider account to whoever binds it last', async () => {
    const { userId } = await createUserWithPermissions(t, 'socialuser', []);
    const token = (await t.login('socialuser', 'pass1234')).accessToken;
    provider.signIn({ id: '777', name: '李四' });
    const pair = await authorize(SocialType.GITEE);
    expect(await api('POST', 'social-user/bind', { type: SocialType.GITEE, ...pair }, token)).toMatchObject({ code: 0 });
    expect(await socialLogin(SocialType.GITEE, await authorize(SocialType.GITEE))).toMatchObject({ code: 0, data: { userId } });

    await t.database.db.updateTable('system_users').set({ status: 1 }).where('id', '=', userId).execute();
    expect(await socialLogin(SocialType.GITEE, await authorize(SocialType.GITEE))).toMatchObject({ code: 1002000001 });
    await t.database.db.updateTable('system_users').set({ status: 0 }).where('id', '=', userId).execute();

    // The admin binds the same provider account: it is theirs now, and no longer socialuser's.
    expect(await api('POST', 'social-user/bind', { type: SocialType.GITEE, ...(await authorize(SocialType.GITEE)) }, admin)).toMatchObject({ code: 0 });
    expect(await socialLogin(SocialType.GITEE, await authorize(SocialType.GITEE))).toMatchObject({ code: 0, data: { userId: 1 } });
    expect((await api<Array<{ type: number }>>('GET', 'social-user/list', undefined, token)).data).toEqual([]);
  });

  it('keeps a tenant’s provider accounts and bindings to itself', async () => {
    const tenant2 = await createTenant(t, '社交二号');
    const other = { 'tenant-id': String(tenant2) };
    provider.signIn({ id: '777', name: '李四' });
    // The account bound in tenant 1 is unknown in tenant 2.
    expect(await socialLogin(SocialType.GITEE, await authorize(SocialType.GITEE, other), other)).toMatchObject({ code: 1002000005 });
    // A state issued for tenant 1 does not sign in to tenant 2.
    expect((await socialLogin(SocialType.GITEE, await authorize(SocialType.GITEE), other)).code).toBe(1002018000);
  });
});
