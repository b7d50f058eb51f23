import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { createTestApp, type TestApp } from './support/test-app';

describe('production by default', () => {
  it('runs in production, with no OpenAPI page, when NODE_ENV is not set', () => {
    const config = loadConfig({});
    expect(config.production).toBe(true);
    expect(config.openapiPublic).toBe(false);
  });

  it('serves the OpenAPI page in development and test, or in production when asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ production: false, openapiPublic: true });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ production: false, openapiPublic: true });
    expect(loadConfig({ OPENAPI_ENABLED: 'true' })).toMatchObject({ production: true, openapiPublic: true });
  });

  it('refuses the captcha test hook in production, so a real install can never expose captcha answers', () => {
    expect(() => loadConfig({ CAPTCHA_TEST_HOOK: 'true' })).toThrow(/production/);
    expect(loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_HOOK: 'true' }).captchaTestHook).toBe(true);
  });

  it('refuses the error test hook in production, and only with it is there a route that fails on purpose', () => {
    expect(() => loadConfig({ ERROR_TEST_HOOK: 'true' })).toThrow(/production/);
    expect(loadConfig({ NODE_ENV: 'test', ERROR_TEST_HOOK: 'true' }).errorTestHook).toBe(true);
    expect(loadConfig({}).errorTestHook).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and reads true/false, a hop count, or addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'balancer.example' })).toThrow(/TRUST_PROXY/);
  });

  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const loginIpOf = async (app: TestApp, forwardedFor: string) => {
    const res = await app.api<{ accessToken: string }>({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      payload: { username: 'admin', password: 'admin123' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.code).toBe(0);
    const row = await app.database.db
      .selectFrom('system_login_log')
      .select('userIp')
      .where('username', '=', 'admin')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.userIp;
  };

  it('ignores X-Forwarded-For unless told to trust the proxy: a client cannot choose its logged IP', async () => {
    t = await createTestApp();
    expect(await loginIpOf(t, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('behind a trusted balancer, logs and limits by the client address it forwards', async () => {
    t = await createTestApp({ trustProxy: '127.0.0.1', login: { ipLimit: 2, usernameLimit: 100, windowSeconds: 60, maxFailures: 0, lockMinutes: 1 } });
    expect(await loginIpOf(t, '203.0.113.9')).toBe('203.0.113.9');
    // The per-IP limit counts the forwarded client, not the balancer: a second client is not throttled by the first.
    expect(await loginIpOf(t, '203.0.113.9')).toBe('203.0.113.9');
    const third = await t.api({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      payload: { username: 'admin', password: 'admin123' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(third.code).toBe(429);
    expect(await loginIpOf(t, '198.51.100.7')).toBe('198.51.100.7');
  });
});

describe('NOTIFY_POLL_SECONDS', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is 60 s unless set, and refuses a poll faster than 2 s or slower than an hour', () => {
    expect(loadConfig({}).notifyPollSeconds).toBe(60);
    expect(loadConfig({ NOTIFY_POLL_SECONDS: '5' }).notifyPollSeconds).toBe(5);
    expect(() => loadConfig({ NOTIFY_POLL_SECONDS: '1' })).toThrow(/NOTIFY_POLL_SECONDS/);
    expect(() => loadConfig({ NOTIFY_POLL_SECONDS: '3601' })).toThrow(/NOTIFY_POLL_SECONDS/);
  });

  it('reaches the web app through the public configuration, before sign-in', async () => {
    t = await createTestApp({ notifyPollSeconds: 7 });
    const res = await t.api<{ notifyPollSeconds: number }>({ method: 'GET', url: '/admin-api/system/public-config' });
    expect(res.data.notifyPollSeconds).toBe(7);
  });
});
