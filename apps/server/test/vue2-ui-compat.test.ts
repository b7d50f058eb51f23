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
 * Issue 10 item 18: the requests the original Vue 2 admin UI (ruoyi-vue-pro dd6dc2ac3d) makes with the captcha on,
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
