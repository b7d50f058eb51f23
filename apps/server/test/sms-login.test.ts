import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('SMS code sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (mobile: string) => t.api({ method: 'POST', url: '/admin-api/system/auth/send-sms-code', payload: { mobile, scene: 21 } });
  const lastCode = async (mobile: string) =>
    (await t.database.db.selectFrom('system_sms_code').select('code').where('mobile', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow()).code;
  const smsLogin = (mobile: string, code: string) => t.api<{ accessToken: string }>({ method: 'POST', url: '/admin-api/system/auth/sms-login', payload: { mobile, code } });

  it('sends a code to a staff mobile and signs in with it once', async () => {
    expect(await send('15612345678')).toMatchObject({ code: 0, data: true });
    const code = await lastCode('15612345678');
    const res = await smsLogin('15612345678', code);
    expect(res.code).toBe(0);
    expect((await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token: res.data.accessToken })).code).toBe(0);
    expect(await smsLogin('15612345678', code)).toMatchObject({ code: 1002014002, msg: '验证码已使用' });
    const log = await t.database.db.selectFrom('system_login_log').select(['logType', 'result']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toEqual({ logType: 103, result: 0 });
  });

  it('refuses a second code within a minute, an unknown mobile, a bad mobile and a wrong code', async () => {
    await t.database.db.deleteFrom('system_sms_code').execute();
    expect((await send('15612345678')).code).toBe(0);
    expect(await send('15612345678')).toMatchObject({ code: 1002014005, msg: '短信发送过于频率' });
    expect(await send('13800000000')).toMatchObject({ code: 1002000007, msg: '手机号不存在' });
    const bad = await send('12345');
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('body.mobile');
    expect(await smsLogin('15612345678', '00000')).toMatchObject({ code: 1002014000, msg: '验证码不存在' });
  });

  it('refuses an expired code', async () => {
    await t.database.db.deleteFrom('system_sms_code').execute();
    await send('15612345678');
    const code = await lastCode('15612345678');
    await t.database.db.updateTable('system_sms_code').set({ createTime: new Date(Date.now() - 11 * 60_000) }).execute();
    expect(await smsLogin('15612345678', code)).toMatchObject({ code: 1002014001, msg: '验证码已过期' });
  });
});

describe('social sign-in', () => {
  it('answers a clear business error while no client is configured (social-login.test.ts has the rest)', async () => {
    const t = await createTestApp();
    try {
      const redirect = await t.api({ method: 'GET', url: '/admin-api/system/auth/social-auth-redirect', query: { type: '20', redirectUri: 'http://x/social-login' } });
      expect(redirect).toMatchObject({ code: 1002018212, msg: expect.stringContaining('未配置钉钉的社交客户端') });
      const login = await t.api({ method: 'POST', url: '/admin-api/system/auth/social-login', payload: { type: 20, code: 'c', state: 's' } });
      expect(login.code).toBe(1002018000);
    } finally {
      await t.close();
    }
  });
});
