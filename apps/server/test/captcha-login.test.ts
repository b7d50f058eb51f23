import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aesEncrypt } from '../src/modules/system/captcha/aes';
import { createTestApp, type TestApp } from './support/test-app';

interface CaptchaGet {
  repCode: string;
  repData: { originalImageBase64: string; jigsawImageBase64: string; token: string; secretKey: string };
}

describe('slider captcha (AJ-Captcha block puzzle) and sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: true, captchaTestHook: true });
  });
  afterAll(() => t.close());

  const getChallenge = async () => {
    const res = await t.request({ method: 'POST', url: '/admin-api/system/captcha/get', payload: { captchaType: 'blockPuzzle', ts: Date.now() } });
    return res.json<CaptchaGet>();
  };
  const answer = async (token: string) =>
    (await t.api<{ x: number }>({ method: 'GET', url: '/admin-api/system/captcha/test-answer', query: { token } })).data.x;
  const check = async (token: string, pointJson: string) =>
    (await t.request({ method: 'POST', url: '/admin-api/system/captcha/check', payload: { captchaType: 'blockPuzzle', token, pointJson } })).json<{
      repCode: string;
      repMsg: string;
    }>();
  const solve = async (dx = 0) => {
    const c = await getChallenge();
    const x = (await answer(c.repData.token)) + dx;
    const plain = JSON.stringify({ x, y: 5.0 });
    const result = await check(c.repData.token, aesEncrypt(plain, c.repData.secretKey));
    return { result, verification: aesEncrypt(`${c.repData.token}---${plain}`, c.repData.secretKey) };
  };
  const login = (captchaVerification?: string) =>
    t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123', captchaVerification } });

  it('tells the web app that the captcha is on', async () => {
    const res = await t.api<{ captchaEnabled: boolean; tenantEnabled: boolean }>({ method: 'GET', url: '/admin-api/system/public-config' });
    expect(res.data).toMatchObject({ captchaEnabled: true, tenantEnabled: false });
  });

  it('hands out a 310×155 background and a 47×155 piece with a token and a 16-character key', async () => {
    const c = await getChallenge();
    expect(c.repCode).toBe('0000');
    const bg = PNG.sync.read(Buffer.from(c.repData.originalImageBase64, 'base64'));
    const piece = PNG.sync.read(Buffer.from(c.repData.jigsawImageBase64, 'base64'));
    expect([bg.width, bg.height]).toEqual([310, 155]);
    expect([piece.width, piece.height]).toEqual([47, 155]);
    expect(c.repData.token).toMatch(/^[0-9a-f]{32}$/);
    expect(c.repData.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('accepts a drop within 5 px, and the verification signs in exactly once', async () => {
    const { result, verification } = await solve(4);
    expect(result.repCode).toBe('0000');
    expect((await login(verification)).code).toBe(0);
    const again = await login(verification);
    expect(again.code).toBe(1002000004);
    expect(again.msg).toMatch(/^验证码不正确，原因：/);
  });

  it('refuses a drop 6 px off, and the challenge cannot be tried twice', async () => {
    const c = await getChallenge();
    const x = await answer(c.repData.token);
    expect((await check(c.repData.token, aesEncrypt(JSON.stringify({ x: x + 6, y: 5 }), c.repData.secretKey))).repCode).toBe('6111');
    expect((await check(c.repData.token, aesEncrypt(JSON.stringify({ x, y: 5 }), c.repData.secretKey))).repCode).toBe('6110');
  });

  it('refuses a point encrypted with another key, and garbage', async () => {
    const c = await getChallenge();
    const x = await answer(c.repData.token);
    expect((await check(c.repData.token, aesEncrypt(JSON.stringify({ x, y: 5 }), 'AAAAAAAAAAAAAAAA'))).repCode).toBe('6111');
    const d = await getChallenge();
    expect((await check(d.repData.token, 'not base64 at all')).repCode).toBe('6111');
  });

  it('refuses an expired challenge', async () => {
    const c = await getChallenge();
    const x = await answer(c.repData.token);
    await t.database.db.updateTable('system_captcha').set({ expiresTime: new Date(Date.now() - 1) }).where('token', '=', c.repData.token).execute();
    expect((await check(c.repData.token, aesEncrypt(JSON.stringify({ x, y: 5 }), c.repData.secretKey))).repCode).toBe('6110');
  });

  it('refuses sign-in without a verification and logs result 30; with a forged one logs 31', async () => {
    const res = await login(undefined);
    expect(res.code).toBe(1002000004);
    expect(res.msg).toBe('验证码不正确，原因：验证码不能为空');
    const last = () => t.database.db.selectFrom('system_login_log').select('result').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await last()).result).toBe(30);
    expect((await login('forged-verification')).code).toBe(1002000004);
    expect((await last()).result).toBe(31);
  });

  it('does not let a verification from a failed check sign in', async () => {
    const { result, verification } = await solve(20);
    expect(result.repCode).toBe('6111');
    expect((await login(verification)).code).toBe(1002000004);
  });

  it('answers only blockPuzzle challenges', async () => {
    const res = await t.request({ method: 'POST', url: '/admin-api/system/captcha/get', payload: { captchaType: 'clickWord' } });
    expect(res.json()).toMatchObject({ repCode: '6112', success: false });
  });
});

describe('captcha test hook', () => {
  it('does not exist unless turned on', async () => {
    const t = await createTestApp({ captchaEnabled: true });
    try {
      const res = await t.api({ method: 'GET', url: '/admin-api/system/captcha/test-answer', query: { token: 'x' } });
      expect(res.code).toBe(404);
    } finally {
      await t.close();
    }
  });
});
