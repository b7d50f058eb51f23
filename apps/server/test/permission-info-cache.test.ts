import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from './support/users';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * get-permission-info, which every page load calls, is answered from memory per access token for as long as token
 * lookups are (TOKEN_CACHE_SECONDS). These tests run with a TTL far longer than the test: a read after a write can
 * only see the write because the write cleared the cache.
 */
const URL = '/admin-api/system/auth/get-permission-info';

interface Info {
  user: { id: number; nickname: string; avatar: string };
  roles: string[];
  permissions: string[];
}

describe('get-permission-info cache', () => {
  let cached: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [cached, plain] = await Promise.all([createTestApp({ tokenCacheSeconds: 3600 }), createTestApp({ tokenCacheSeconds: 0 })]);
    // The same second user in both databases: a role-less account with its own answer.
    for (const t of [cached, plain]) expect(await insertUser(t, { username: 'cacheuser', deptId: 103 })).toBeGreaterThan(1);
  });
  afterAll(() => Promise.all([cached?.close(), plain?.close()]));

  const info = async (t: TestApp, token: string | undefined) => {
    const res = await t.api<Info>({ method: 'GET', url: URL, token });
    expect(res.code).toBe(0);
    return res.data;
  };

  it('answers per token, byte for byte what an uncached server answers, and from memory while nothing is written', async () => {
    // Every sign-in is a write (it clears the cache): sign everyone in first.
    const users = [
      ['admin', 'admin123'],
      ['cacheuser', 'pass1234'],
    ] as const;
    const tokens = [];
    for (const [username, password] of users) {
      tokens.push({ username, cached: (await cached.login(username, password)).accessToken, plain: (await plain.login(username, password)).accessToken });
    }
    for (let i = 0; i < 2; i++) {
      for (const token of tokens) {
        const expected = await plain.request({ method: 'GET', url: URL, token: token.plain });
        expect(JSON.parse(expected.body)).toMatchObject({ code: 0, data: { user: { username: token.username } } });
        const res = await cached.request({ method: 'GET', url: URL, token: token.cached });
        expect(res.body, token.username).toBe(expected.body);
        expect(res.headers['content-type']).toBe(expected.headers['content-type']);
      }
    }
    const [admin, other] = tokens.map((t) => t.cached);
    // As another process would: straight into the database. This process keeps answering what it had.
    await cached.database.db.updateTable('system_users').set({ nickname: '幕后改名' }).where('username', '=', 'admin').execute();
    expect((await info(cached, admin)).user.nickname).toBe('芋道源码');
    expect((await info(cached, other)).user.nickname).toBe('cacheuser-nick');
    await cached.database.db.updateTable('system_users').set({ nickname: '芋道源码' }).where('username', '=', 'admin').execute();
  });

  it('any write through the API clears it before its answer leaves; a signed-out token is refused, not answered from memory', async () => {
    const token = (await cached.login('cacheuser', 'pass1234')).accessToken;
    const before = await info(cached, token);
    await cached.database.db.updateTable('system_users').set({ avatar: 'http://example.test/behind.png' }).where('username', '=', 'cacheuser').execute();
    expect(await info(cached, token)).toEqual(before);

    const updated = await cached.api({ method: 'PUT', url: '/admin-api/system/user/profile/update', payload: { nickname: '新昵称' }, token });
    expect(updated.code).toBe(0);
    const after = await info(cached, token);
    expect(after.user).toMatchObject({ nickname: '新昵称', avatar: 'http://example.test/behind.png' });
    expect({ roles: after.roles, permissions: after.permissions }).toEqual({ roles: before.roles, permissions: before.permissions });

    expect((await cached.api({ method: 'POST', url: '/admin-api/system/auth/logout', token })).code).toBe(0);
    expect((await cached.api({ method: 'GET', url: URL, token })).code).toBe(401);
  });
});
