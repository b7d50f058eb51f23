import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('sign-in with username and password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const loginLogs = () =>
    t.database.db.selectFrom('system_login_log').select(['logType', 'result', 'username', 'userId']).orderBy('id').execute();

  it('signs in the seeded admin and answers tokens with their expiry', async () => {
    const before = Date.now();
    const res = await t.api<{ userId: number; accessToken: string; refreshToken: string; expiresTime: number }>({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      payload: { username: ' admin ', password: 'admin123' },
    });
    expect(res.code).toBe(0);
    expect(res.data.userId).toBe(1);
    expect(res.data.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data.refreshToken).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data.accessToken).not.toBe(res.data.refreshToken);
    expect(res.data.expiresTime).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(res.data.expiresTime).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
    const logs = await loginLogs();
    expect(logs.at(-1)).toMatchObject({ logType: 100, result: 0, username: 'admin', userId: 1 });
  });

  it('stores tokens only as hashes', async () => {
    const { accessToken, refreshToken } = await t.login();
    const rows = await t.database.db.selectFrom('system_oauth2_access_token').select('tokenHash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.tokenHash).not.toBe(accessToken);
      expect(r.tokenHash).toHaveLength(64);
    }
    const refresh = await t.database.db.selectFrom('system_oauth2_refresh_token').select('tokenHash').execute();
    expect(refresh.map((r) => r.tokenHash)).not.toContain(refreshToken);
  });

  it('refuses a wrong password with the reference code and logs result 10', async () => {
    const res = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'wrong-pass' } });
    expect(res).toMatchObject({ code: 1002000000, msg: '登录失败，账号密码不正确', data: null });
    expect((await loginLogs()).at(-1)).toMatchObject({ result: 10, username: 'admin', userId: 1 });
  });

  it('refuses an unknown user the same way and logs it without a user id', async () => {
    const res = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'nobody1', password: 'whatever' } });
    expect(res.code).toBe(1002000000);
    expect((await loginLogs()).at(-1)).toMatchObject({ result: 10, username: 'nobody1', userId: 0 });
  });

  it('refuses a disabled user with 1002000001 and logs result 20', async () => {
    await t.database.db.updateTable('system_users').set({ status: 1 }).where('id', '=', 1).execute();
    try {
      const res = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } });
      expect(res).toMatchObject({ code: 1002000001, msg: '登录失败，账号被禁用' });
      expect((await loginLogs()).at(-1)).toMatchObject({ result: 20 });
    } finally {
      await t.database.db.updateTable('system_users').set({ status: 0 }).where('id', '=', 1).execute();
    }
  });

  it.each([
    [{ password: 'admin123' }, 'body.username'],
    [{ username: 'admin' }, 'body.password'],
    [{ username: 'ab', password: 'admin123' }, 'body.username'],
    [{ username: 'admin!', password: 'admin123' }, 'body.username'],
    [{ username: 'admin', password: 'x'.repeat(17) }, 'body.password'],
    [{ username: 12345, password: 'admin123' }, 'body.username'],
  ])('rejects bad fields %j naming %s, and writes no token', async (payload, field) => {
    const before = await t.database.db.selectFrom('system_oauth2_access_token').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload });
    expect(res.code).toBe(400);
    expect(res.msg).toContain(field);
    const after = await t.database.db.selectFrom('system_oauth2_access_token').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});

describe('account lock and rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ login: { ipLimit: 1000, usernameLimit: 1000, windowSeconds: 60, maxFailures: 5, lockMinutes: 10 } });
  });
  afterAll(() => t.close());

  it('locks the account after 5 failures in a row, even for the right password', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'bad-pass' } });
      expect(res.code).toBe(1002000000);
    }
    const fifth = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'bad-pass' } });
    expect(fifth.code).toBe(1002000008);
    expect(fifth.msg).toContain('10 分钟');
    const right = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } });
    expect(right.code).toBe(1002000008);
    // Once the lock has passed, the right password works again.
    await t.database.db.updateTable('system_users').set({ lockedUntil: new Date(Date.now() - 1000) }).where('id', '=', 1).execute();
    const later = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } });
    expect(later.code).toBe(0);
  });

  it('resets the failure count after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) {
      await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'bad-pass' } });
    }
    expect((await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } })).code).toBe(0);
    const res = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'bad-pass' } });
    expect(res.code).toBe(1002000000);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ login: { ipLimit: 100, usernameLimit: 3, windowSeconds: 60, maxFailures: 0, lockMinutes: 10 } });
  });
  afterAll(() => t.close());

  it('answers 429 once a username has used up its attempts in the window', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } })).code);
    }
    expect(codes).toEqual([0, 0, 0, 429]);
    const other = await t.api({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'someone', password: 'admin123' } });
    expect(other.code).toBe(1002000000);
  });
});
