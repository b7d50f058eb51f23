import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Static } from 'typebox';
import type { CacheMonitorInfo } from '@console/contracts/infra/cache';
import { createTestApp, type TestApp } from './support/test-app';

type Info = Static<typeof CacheMonitorInfo>;

let t: TestApp;
let token: string;
beforeAll(async () => {
  // Caches kept a minute, so what the test reads stays until it clears it.
  t = await createTestApp({ tokenCacheSeconds: 60, dictCacheSeconds: 60 });
  token = (await t.login()).accessToken;
});
afterAll(() => t.close());

const caches = async () => {
  const res = await t.api<Info>({ method: 'GET', url: '/admin-api/infra/cache/list', token });
  expect(res.code).toBe(0);
  return res.data;
};
const cache = async (name: string) => (await caches()).caches.find((c) => c.name === name)!;
const readDictionaries = () => t.api({ method: 'GET', url: '/admin-api/system/dict-data/list-all-simple', token });

const NO_REDIS = { code: 1001008000, msg: '本系统没有 Redis：缓存保存在各服务进程的内存中，请在【缓存监控】中查看' };

describe('缓存监控', () => {
  it('lists every in-process cache with its key definition, in the words of infra_redis_timeout_type, and its figures', async () => {
    const info = await caches();
    expect(info.instanceId).toBe(t.app.clusterBus.instanceId);
    expect(info.pid).toBe(process.pid);
    expect(info.caches.map((c) => c.name).sort()).toEqual([
      'access-token', 'bpm-definition', 'dictionary', 'error-message', 'pay-client', 'permission-info', 'sensitive-word', 'sms-setup', 'tenant-db', 'tenant-exists',
    ]);
    expect(info.caches.find((c) => c.name === 'access-token')).toMatchObject({ keyTemplate: 'access_token:%s', keyType: 'String', valueType: 'AccessTokenRow', timeoutType: 3, timeout: 60_000 });
    expect(info.caches.find((c) => c.name === 'dictionary')).toMatchObject({ timeoutType: 3, timeout: 60_000 });
    expect(info.caches.find((c) => c.name === 'bpm-definition')).toMatchObject({ timeoutType: 1, timeout: 0 });
    expect(info.caches.find((c) => c.name === 'error-message')).toMatchObject({ timeoutType: 3, timeout: 60_000 });
    expect(info.caches.find((c) => c.name === 'sensitive-word')).toMatchObject({ valueType: 'SensitiveWordMatcher', timeoutType: 1 });
    expect(info.caches.every((c) => c.memo.length > 0 && c.size >= 0 && c.hits >= 0 && c.misses >= 0)).toBe(true);
    // The token that asked was looked up and is held now.
    const tokens = info.caches.find((c) => c.name === 'access-token')!;
    expect(tokens.size).toBeGreaterThanOrEqual(1);
    expect(tokens.misses).toBeGreaterThanOrEqual(1);
    expect((await cache('access-token')).hits).toBeGreaterThan(tokens.hits);
  });

  it('counts a dictionary read answered from memory as a hit', async () => {
    await readDictionaries();
    const before = await cache('dictionary');
    expect(before.size).toBeGreaterThanOrEqual(1);
    await readDictionaries();
    const after = await cache('dictionary');
    expect(after.hits).toBe(before.hits + 1);
    expect(after.misses).toBe(before.misses);
  });

  it('clears one cache by name, and refuses a name it does not know', async () => {
    await readDictionaries();
    expect((await cache('dictionary')).size).toBeGreaterThanOrEqual(1);
    expect(await t.api({ method: 'DELETE', url: '/admin-api/infra/cache/clear?name=dictionary', token })).toEqual({ code: 0, msg: '', data: true });
    expect((await cache('dictionary')).size).toBe(0);
    expect(await t.api({ method: 'DELETE', url: '/admin-api/infra/cache/clear?name=redis', token })).toMatchObject({ code: 1001008001, msg: '缓存【redis】不存在' });
    expect((await t.api({ method: 'DELETE', url: '/admin-api/infra/cache/clear', token })).code).toBe(400);
  });

  it('shows the sensitive-word matcher and the edited error messages as caches, and clearing the matcher reloads it', async () => {
    const validate = () => t.api<string[]>({ method: 'GET', url: '/admin-api/system/sensitive-word/validate-text?text=我爱土豆', token });
    expect(await validate()).toMatchObject({ code: 0, data: ['土豆'] });
    const loaded = await cache('sensitive-word');
    expect(loaded.size).toBeGreaterThanOrEqual(2);
    await validate();
    expect((await cache('sensitive-word')).hits).toBe(loaded.hits + 1);
    expect(await t.api({ method: 'DELETE', url: '/admin-api/infra/cache/clear?name=sensitive-word', token })).toMatchObject({ code: 0 });
    expect((await cache('sensitive-word')).size).toBe(0);
    expect(await validate()).toMatchObject({ code: 0, data: ['土豆'] });
    expect((await cache('sensitive-word')).misses).toBe(loaded.misses + 1);

    // A business error answered counts as a miss of the edited messages (none edited here).
    const before = await cache('error-message');
    expect((await t.api({ method: 'GET', url: '/admin-api/system/post/get?id=999999', token })).code).toBe(1002005000);
    expect((await cache('error-message')).misses).toBe(before.misses + 1);
  });
});

describe("the pinned Vue 2 UI's Redis monitor calls", () => {
  it('get the key definitions in the reference shape, from the cache registry', async () => {
    const res = await t.api<Array<Record<string, unknown>>>({ method: 'GET', url: '/admin-api/infra/redis/get-key-define-list', token });
    expect(res.code).toBe(0);
    const info = await caches();
    expect(res.data).toEqual(info.caches.map(({ keyTemplate, keyType, valueType, timeoutType, timeout, memo }) => ({ keyTemplate, keyType, valueType, timeoutType, timeout, memo })));
  });

  it("get the monitor info in the reference's shape, from the in-process caches (both UIs' Redis views render it)", async () => {
    const res = await t.api<{ info: Record<string, string>; dbSize: number; commandStats: Array<{ command: string; calls: number; usec: number }> }>({ method: 'GET', url: '/admin-api/infra/redis/get-monitor-info', token });
    expect(res.code).toBe(0);
    const info = await caches();
    expect(res.data.dbSize).toBe(info.caches.reduce((sum, c) => sum + c.size, 0));
    expect(res.data.commandStats.map((s) => s.command)).toEqual(info.caches.map((c) => c.name));
    const dict = res.data.commandStats.find((s) => s.command === 'dictionary')!;
    const dictFigures = info.caches.find((c) => c.name === 'dictionary')!;
    expect(dict.calls).toBeGreaterThanOrEqual(dictFigures.hits + dictFigures.misses);
    for (const field of ['redis_version', 'redis_mode', 'uptime_in_days', 'used_memory_human', 'maxmemory_human', 'used_cpu_user_children', 'aof_enabled', 'rdb_last_bgsave_status']) {
      expect(typeof res.data.info[field], field).toBe('string');
    }
    expect(res.data.info.used_memory_human).toMatch(/^\d+\.\d{2}[KMG]$/);
    expect(res.data.info.redis_mode).toBe('standalone');
  });

  it('get an envelope saying there is no Redis for every call that would read or delete a Redis key (HTTP 200, not 404)', async () => {
    const calls = [
      { method: 'GET', url: '/admin-api/infra/redis/get-key-list?keyTemplate=access_token%3A%25s' },
      { method: 'GET', url: '/admin-api/infra/redis/get-key-value?key=access_token:abc' },
      { method: 'DELETE', url: '/admin-api/infra/redis/delete-key?key=access_token:abc' },
      // As the UI sends it: its URL already ends in `?`.
      { method: 'DELETE', url: '/admin-api/infra/redis/delete-keys?&keyTemplate=access_token%3A%25s' },
    ] as const;
    for (const call of calls) {
      const res = await t.request({ ...call, token });
      expect(res.statusCode, call.url).toBe(200);
      expect(res.json(), call.url).toEqual({ ...NO_REDIS, data: null });
    }
    expect((await t.api({ method: 'GET', url: '/admin-api/infra/redis/get-key-list', token })).code).toBe(400);
  });
});
