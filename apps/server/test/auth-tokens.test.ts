import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

type Tokens = { userId: number; accessToken: string; refreshToken: string; expiresTime: number };

describe('access and refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.api<Tokens>({ method: 'POST', url: '/admin-api/system/auth/refresh-token', query: { refreshToken } });
  const whoAmI = (token: string) => t.api<{ user: { id: number } }>({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token });

  it('answers 401 to a protected route without a token, and with an unknown one', async () => {
    expect(await t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info' })).toMatchObject({ code: 401, msg: '账号未登录' });
    expect((await whoAmI('0123456789abcdef0123456789abcdef')).code).toBe(401);
  });

  it('rotates the refresh token: new pair works, the old access token stops working', async () => {
    const first = await t.login();
    const res = await refresh(first.refreshToken);
    expect(res.code).toBe(0);
    expect(res.data.refreshToken).not.toBe(first.refreshToken);
    expect(res.data.accessToken).not.toBe(first.accessToken);
    expect((await whoAmI(res.data.accessToken)).code).toBe(0);
    expect((await whoAmI(first.accessToken)).code).toBe(401);
  });

  /** Moves a spent token's rotation out of the grace window, as if it were presented again a minute later. */
  const ageRotation = (seconds: number) =>
    t.database.db
      .updateTable('system_oauth2_refresh_token')
      .set({ rotatedTime: new Date(Date.now() - seconds * 1000) })
      .where('rotatedTime', 'is not', null)
      .execute();

  it('revokes the whole family when a rotated refresh token is presented again after the grace window', async () => {
    const first = await t.login();
    const second = (await refresh(first.refreshToken)).data;
    await ageRotation(60);
    const reuse = await refresh(first.refreshToken);
    expect(reuse).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
    // Whoever held the newer tokens is signed out too.
    expect((await whoAmI(second.accessToken)).code).toBe(401);
    expect((await refresh(second.refreshToken)).code).toBe(400);
  });

  it('lets exactly one of twenty parallel refreshes with the same token succeed, and the winner stays signed in', async () => {
    const first = await t.login();
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(first.refreshToken)));
    const winners = results.filter((r) => r.code === 0);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.code === 400)).toHaveLength(19);
    // The 19 losers were the client racing itself, not a thief: the winner's new tokens still work.
    expect((await whoAmI(winners[0]!.data.accessToken)).code).toBe(0);
    const next = await refresh(winners[0]!.data.refreshToken);
    expect(next.code).toBe(0);
    expect((await whoAmI(next.data.accessToken)).code).toBe(0);
  });

  it('refuses a spent token within the grace window without signing out whoever holds the new pair', async () => {
    const first = await t.login();
    const second = (await refresh(first.refreshToken)).data;
    expect(await refresh(first.refreshToken)).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
    expect((await whoAmI(second.accessToken)).code).toBe(0);
    expect((await refresh(second.refreshToken)).code).toBe(0);
  });

  it('answers an unknown refresh token with 400 无效的刷新令牌 and an expired one with 401 刷新令牌已过期', async () => {
    expect(await refresh('ffffffffffffffffffffffffffffffff')).toMatchObject({ code: 400, msg: '无效的刷新令牌' });
    const tokens = await t.login();
    await t.database.db.updateTable('system_oauth2_refresh_token').set({ expiresTime: new Date(Date.now() - 1000) }).where('revoked', '=', false).where('rotatedTime', 'is', null).execute();
    expect(await refresh(tokens.refreshToken)).toMatchObject({ code: 401, msg: '刷新令牌已过期' });
  });

  it('treats an expired access token as anonymous', async () => {
    const tokens = await t.login();
    await t.database.db.updateTable('system_oauth2_access_token').set({ expiresTime: new Date(Date.now() - 1000) }).execute();
    expect((await whoAmI(tokens.accessToken)).code).toBe(401);
  });

  it('logs out: the tokens stop working and a logout row is written; logout without a token still answers true', async () => {
    const tokens = await t.login();
    expect((await t.api({ method: 'POST', url: '/admin-api/system/auth/logout', token: tokens.accessToken })).data).toBe(true);
    expect((await whoAmI(tokens.accessToken)).code).toBe(401);
    expect((await refresh(tokens.refreshToken)).code).toBe(400);
    const last = await t.database.db.selectFrom('system_login_log').select(['logType', 'result']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual({ logType: 200, result: 0 });
    expect(await t.api({ method: 'POST', url: '/admin-api/system/auth/logout' })).toMatchObject({ code: 0, data: true });
  });

  it('refuses a refresh for a user disabled since sign-in', async () => {
    const tokens = await t.login();
    await t.database.db.updateTable('system_users').set({ status: 1 }).where('id', '=', 1).execute();
    try {
      expect((await refresh(tokens.refreshToken)).code).toBe(400);
    } finally {
      await t.database.db.updateTable('system_users').set({ status: 0 }).where('id', '=', 1).execute();
    }
  });
});

describe('token lifetimes are configurable', () => {
  it('issues access tokens with the configured lifetime', async () => {
    const t = await createTestApp({ accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 120 });
    try {
      // Bracketed by the clock before and after the sign-in: exact however slow the machine is.
      const before = Date.now();
      const tokens = await t.login();
      const after = Date.now();
      const expiresTime = (tokens as unknown as { expiresTime: number }).expiresTime;
      expect(expiresTime).toBeGreaterThanOrEqual(before + 60_000);
      expect(expiresTime).toBeLessThanOrEqual(after + 60_000);
      const row = await t.database.db.selectFrom('system_oauth2_refresh_token').select('expiresTime').executeTakeFirstOrThrow();
      expect(row.expiresTime).toBeGreaterThanOrEqual(before + 120_000);
      expect(row.expiresTime).toBeLessThanOrEqual(after + 120_000);
    } finally {
      await t.close();
    }
  });
});

describe('the in-process token cache', () => {
  it('still signs out at once, and still honours expiry and refresh', async () => {
    const t = await createTestApp({ tokenCacheSeconds: 60 });
    try {
      const whoAmI = (token: string) => t.api({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token });
      const a = await t.login();
      expect((await whoAmI(a.accessToken)).code).toBe(0);
      expect((await whoAmI(a.accessToken)).code).toBe(0); // served from the cache
      await t.api({ method: 'POST', url: '/admin-api/system/auth/logout', token: a.accessToken });
      expect((await whoAmI(a.accessToken)).code).toBe(401);

      const b = await t.login();
      expect((await whoAmI(b.accessToken)).code).toBe(0);
      const rotated = await t.api<{ accessToken: string }>({ method: 'POST', url: '/admin-api/system/auth/refresh-token', query: { refreshToken: b.refreshToken } });
      expect((await whoAmI(b.accessToken)).code).toBe(401);
      expect((await whoAmI(rotated.data.accessToken)).code).toBe(0);
    } finally {
      await t.close();
    }
  });
});
