import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aesEncrypt } from '../src/modules/system/captcha/aes';
import { createTestApp, type TestApp } from './support/test-app';

interface AjAnswer {
  repCode: string;
  repMsg: string;
  repData: { token: string; secretKey: string; originalImageBase64: string } | null;
  success: boolean;
}

/**
 * The requests the original Vue 2 admin UI (ruoyi-vue-pro dd6dc2ac3d) makes with the captcha on,
 * as it makes them: the AJ slider at the server root, a null client id, AJ-format errors, its pre-filled tenant name.
 */
describe('the original Vue 2 UI against our server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: true, captchaTestHook: true, tenantEnabled: true });
  });
  afterAll(() => t.close());

  const aj = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const res = await t.request({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json;charset=UTF-8', ...headers } });
    expect(res.statusCode).toBe(200);
    return res.json<AjAnswer>();
  };

  it('serves the slider at /captcha/get and /captcha/check, outside /admin-api, and signs in with it', async () => {
    // Its first challenge comes before it has stored a client id.
    const challenge = await aj('/captcha/get', { captchaType: 'blockPuzzle', clientUid: null, ts: Date.now() });
    expect(challenge).toMatchObject({ repCode: '0000', success: true });
    const { token, secretKey } = challenge.repData!;
    expect(challenge.repData!.originalImageBase64.length).toBeGreaterThan(100);
    const x = (await t.api<{ x: number }>({ method: 'GET', url: '/admin-api/system/captcha/test-answer', query: { token } })).data.x;
    const plain = JSON.stringify({ x, y: 5.0 });
    expect(await aj('/captcha/check', { captchaType: 'blockPuzzle', token, pointJson: aesEncrypt(plain, secretKey) })).toMatchObject({ repCode: '0000' });
    const login = await t.api<{ accessToken: string }>({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      headers: { 'tenant-id': '1' },
      payload: { username: 'admin', password: 'admin123', captchaVerification: aesEncrypt(`${token}---${plain}`, secretKey) },
    });
    expect(login.code).toBe(0);
  });

  it('answers every refused captcha request in the AJ format the slider reads, at both paths', async () => {
    for (const base of ['/captcha', '/admin-api/system/captcha']) {
      expect(await aj(`${base}/get`, {})).toMatchObject({ repCode: '0011', repMsg: 'captchaType不能为空', success: false });
      expect(await aj(`${base}/get`, { captchaType: 'blockPuzzle', clientUid: 42 })).toMatchObject({ repCode: '6206', success: false });
      expect(await aj(`${base}/check`, { captchaType: 'blockPuzzle', token: 'x' })).toMatchObject({ repCode: '0011', repMsg: 'pointJson不能为空' });
      expect(await aj(`${base}/check`, { captchaType: 'blockPuzzle', token: 'nope', pointJson: 'bad' })).toMatchObject({ repCode: '6110' });
      const malformed = await t.request({ method: 'POST', url: `${base}/get`, payload: '{"captchaType":', headers: { 'content-type': 'application/json' } });
      expect(malformed.json()).toMatchObject({ repCode: '6206', success: false });
      // A NUL is refused before it reaches the database, naming the field, at the root as under /admin-api.
      expect(await aj(`${base}/check`, { captchaType: 'blockPuzzle', token: 'a\u0000b', pointJson: 'x' })).toMatchObject({ repCode: '6206', repMsg: '请求参数不正确:body.token 不能包含 NUL 字符' });
      expect(await aj(`${base}/get`, { captchaType: 'blockPuzzle', clientUid: '\u0000' })).toMatchObject({ repCode: '6206', repMsg: '请求参数不正确:body.clientUid 不能包含 NUL 字符' });
    }
  });

  it('resolves the original default tenant name 芋道源码, which that UI pre-fills, to tenant 1', async () => {
    expect(await t.api({ method: 'GET', url: '/admin-api/system/tenant/get-id-by-name', query: { name: '芋道源码' } })).toMatchObject({ code: 0, data: 1 });
    expect(await t.api({ method: 'GET', url: '/admin-api/system/tenant/get-id-by-name', query: { name: '没有这个租户' } })).toMatchObject({ code: 0, data: null });
  });
});

/**
 * The bodies the original Vue 2 UI (ruoyi-vue-pro dd6dc2ac3d) sends, as it sends them —
 * form bodies, and numbers and booleans as text, which the reference's Jackson reads as numbers.
 */
describe('the original Vue 2 UI\'s request bodies', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login()).accessToken;
    // A handler takes one job: one each for the tests that create one.
    for (const name of ['uiCompatForm', 'uiCompatText']) t.app.jobHandlers.add({ name, description: 'for these tests', run: () => Promise.resolve('ok') });
  });
  afterAll(() => t.close());

  const FORM = 'application/x-www-form-urlencoded';
  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | string, headers: Record<string, string> = {}) =>
    t.api<T>({ method, url: `/admin-api${url}`, token: admin, payload, headers });
  const jobBody = (overrides: Record<string, unknown> = {}) => ({
    name: '界面任务',
    handlerName: 'uiCompatText',
    handlerParam: '',
    cronExpression: '0 0 3 1 1 ? 2099',
    retryCount: '0',
    retryInterval: '0',
    monitorTimeout: '0',
    ...overrides,
  });

  it('accepts every form-encoded request of the UI\'s src/api', async () => {
    const jobId = (await call<number>('POST', '/infra/job/create', { ...jobBody(), handlerName: 'uiCompatForm', retryCount: 0, retryInterval: 0, monitorTimeout: 0 })).data;
    const statusOf = async () => (await call<{ status: number }>('GET', `/infra/job/get?id=${jobId}`)).data.status;
    const clientId = 'ui-compat-sso';
    const redirect = 'https://sso.example/callback';
    expect(
      (
        await call('POST', '/system/oauth2-client/create', {
          clientId, secret: 'ui-compat-secret', name: '单点登录', logo: 'https://sso.example/logo.png', description: null, status: 0,
          accessTokenValiditySeconds: 1800, refreshTokenValiditySeconds: 43200, redirectUris: [redirect], authorizedGrantTypes: ['authorization_code'],
          scopes: ['user.read'], autoApproveScopes: [], authorities: [], resourceIds: [], additionalInformation: null,
        })
      ).code,
    ).toBe(0);
    const authorize = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirect, state: 's', auto_approve: 'false', scope: '{"user.read":true}' }).toString();
    // src/api/infra/codegen.js syncCodegenFromSQL (PUT /infra/codegen/sync-from-sql) is the third: the reference has no
    // route for it, and neither has this console (no code generator).
    const redirected = { code: 0, data: expect.stringMatching(/^https:\/\/sso\.example\/callback\?code=/) };
    const table: Array<{ api: string; method: 'PUT' | 'POST'; url: string; body: string; answer: object; jobStatus?: number }> = [
      { api: 'infra/job.js updateJobStatus (暂停)', method: 'PUT', url: '/infra/job/update-status', body: `id=${jobId}&status=2`, answer: { code: 0, data: true }, jobStatus: 2 },
      { api: 'infra/job.js updateJobStatus (恢复)', method: 'PUT', url: '/infra/job/update-status', body: `id=${jobId}&status=1`, answer: { code: 0, data: true }, jobStatus: 1 },
      // axios sends this one with the form type and its parameters in the query string, no body.
      { api: 'login.js authorize', method: 'POST', url: `/system/oauth2/authorize?${authorize}`, body: '', answer: redirected },
      { api: 'login.js authorize (its parameters as a form body)', method: 'POST', url: '/system/oauth2/authorize', body: authorize, answer: redirected },
    ];
    for (const row of table) {
      expect(await call(row.method, row.url, row.body, { 'content-type': FORM }), row.api).toMatchObject(row.answer);
      if (row.jobStatus !== undefined) expect(await statusOf(), row.api).toBe(row.jobStatus);
    }
    // A form's values are checked as a query string's are: a bad status is still refused, naming the field.
    expect(await call('PUT', '/infra/job/update-status', `id=${jobId}&status=abc`, { 'content-type': FORM })).toMatchObject({ code: 400, msg: expect.stringContaining('status') });
    expect(await call('PUT', '/infra/job/update-status', `id=${jobId}&status=1%00`, { 'content-type': FORM })).toMatchObject({ code: 400, msg: expect.stringContaining('NUL') });
  });

  it('reads a form body as the JSON body of a route that takes one, its text converted by the route\'s schema', async () => {
    const created = await call<number>('POST', '/system/post/create', 'name=表单岗位&code=form-post&sort=3&status=0', { 'content-type': FORM });
    expect(created.code, created.msg).toBe(0);
    expect((await call('GET', `/system/post/get?id=${created.data}`)).data).toMatchObject({ name: '表单岗位', code: 'form-post', sort: 3, status: 0 });
  });

  it('reads numbers and booleans sent as text, and refuses any other text where a number or boolean belongs', async () => {
    const created = await call<number>('POST', '/infra/job/create', jobBody({ name: '文本数字', retryCount: '3', retryInterval: '1000' }));
    expect(created.code, created.msg).toBe(0);
    expect((await call('GET', `/infra/job/get?id=${created.data}`)).data).toMatchObject({ retryCount: 3, retryInterval: 1000, monitorTimeout: 0 });

    const merchantId = (await call<number>('POST', '/pay/merchant/create', { name: '文本商户', shortName: '文本', status: '0' })).data;
    const appId = (await call<number>('POST', '/pay/app/create', { name: '文本应用', status: '0', payNotifyUrl: 'http://127.0.0.1/p', refundNotifyUrl: 'http://127.0.0.1/r', merchantId: String(merchantId) })).data;
    const channel = await call<number>('POST', '/pay/channel/create', { code: 'mock', status: '0', feeRate: '0.6', appId: String(appId), config: '{}' });
    expect(channel.code, channel.msg).toBe(0);
    expect((await call('GET', `/pay/channel/get?id=${channel.data}`)).data).toMatchObject({ feeRate: 0.6, appId, status: 0 });

    const config = await call<number>('POST', '/infra/config/create', { category: 'ui', name: '文本布尔', key: 'ui.text.boolean', value: 'x', visible: 'true' });
    expect(config.code, config.msg).toBe(0);
    expect((await call('GET', `/infra/config/get?id=${config.data}`)).data).toMatchObject({ visible: true });

    for (const text of ['abc', '', ' 1', '1.5', '0x10', '1e400', 'NaN', '9007199254740993']) {
      const refused = await call('POST', '/infra/job/create', jobBody({ name: '拒绝', retryCount: text }));
      expect(refused, `retryCount ${JSON.stringify(text)}`).toMatchObject({ code: 400, msg: expect.stringContaining('body.retryCount') });
    }
    for (const text of ['', 'abc', '1e400', '-0.1']) {
      expect(await call('POST', '/pay/channel/create', { code: 'wx_pub', status: 0, feeRate: text, appId, config: '{}' }), `feeRate ${JSON.stringify(text)}`).toMatchObject({ code: 400, msg: expect.stringContaining('body.feeRate') });
    }
    for (const text of ['yes', 'TRUE', '1', '']) {
      expect(await call('POST', '/infra/config/create', { category: 'ui', name: '拒绝', key: `ui.refused.${text}`, value: 'x', visible: text }), `visible ${JSON.stringify(text)}`).toMatchObject({
        code: 400,
        msg: '请求参数不正确:body.visible must be boolean',
      });
    }
    // A number is still not text.
    expect(await call('POST', '/infra/job/create', jobBody({ name: 12345 }))).toMatchObject({ code: 400, msg: '请求参数不正确:body.name must be string' });
  });
});
