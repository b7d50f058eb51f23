import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../src/platform/read-cache';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Dictionary lists and pages are answered from an in-process cache (DICT_CACHE_SECONDS). These tests run
 * with the cache on and a TTL far longer than the test: a read after a write can only see the write
 * because the write cleared the cache.
 */

const TYPE_URL = '/admin-api/system/dict-type';
const DATA_URL = '/admin-api/system/dict-data';

interface Page<T> {
  list: T[];
  total: number;
}
interface TypeRow {
  id: number;
  name: string;
  type: string;
}
interface DataRow {
  id: number;
  label: string;
  value: string;
  dictType: string;
}

/** Every cached read, with the filters a screen sends. */
const CACHED_READS = [
  `${TYPE_URL}/page?pageNo=1&pageSize=10`,
  `${TYPE_URL}/page?pageNo=2&pageSize=5&status=0`,
  `${TYPE_URL}/page?pageNo=1&pageSize=10&name=${encodeURIComponent('状态')}`,
  `${TYPE_URL}/list-all-simple`,
  `${DATA_URL}/page?pageNo=1&pageSize=20`,
  `${DATA_URL}/page?pageNo=1&pageSize=20&dictType=common_status`,
  `${DATA_URL}/page?pageNo=1&pageSize=10&label=${encodeURIComponent('开')}&status=0`,
  `${DATA_URL}/type/system_user_sex`,
  `${DATA_URL}/list-all-simple`,
];

describe('dictionary read cache', () => {
  let cached: TestApp;
  let token: string;
  beforeAll(async () => {
    cached = await createTestApp({ dictCacheSeconds: 3600 });
    token = (await cached.login()).accessToken;
  });
  afterAll(() => cached.close());

  const get = <T>(url: string) => cached.api<T>({ method: 'GET', url, token });
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, query?: Record<string, string>) => {
    const res = await cached.api<unknown>({ method, url, payload, query, token });
    expect(res).toMatchObject({ code: 0 });
    return res.data;
  };
  const typePage = (type: string) => get<Page<TypeRow>>(`${TYPE_URL}/page?pageNo=1&pageSize=10&type=${type}`);
  const simpleTypes = () => get<TypeRow[]>(`${TYPE_URL}/list-all-simple`);
  const dataPage = (dictType: string) => get<Page<DataRow>>(`${DATA_URL}/page?pageNo=1&pageSize=10&dictType=${dictType}`);
  const dataOfType = (dictType: string) => get<DataRow[]>(`${DATA_URL}/type/${dictType}`);
  const simpleData = () => get<DataRow[]>(`${DATA_URL}/list-all-simple`);
  const unfilteredDataTotal = async () => (await get<Page<DataRow>>(`${DATA_URL}/page?pageNo=1&pageSize=1`)).data.total;

  it('answers byte for byte what an uncached server answers, first and second time', async () => {
    const plain = await createTestApp({ dictCacheSeconds: 0 });
    try {
      const plainToken = (await plain.login()).accessToken;
      for (const url of CACHED_READS) {
        const expected = await plain.request({ method: 'GET', url, token: plainToken });
        expect(JSON.parse(expected.body)).toMatchObject({ code: 0 });
        for (let i = 0; i < 2; i++) {
          const res = await cached.request({ method: 'GET', url, token });
          expect(res.body, url).toBe(expected.body);
          expect(res.headers['content-type']).toBe(expected.headers['content-type']);
        }
      }
    } finally {
      await plain.close();
    }
  });

  it('normalises the query: the same filters in another spelling share an entry, unknown fields are ignored', async () => {
    const a = await cached.request({ method: 'GET', url: `${DATA_URL}/page?pageSize=20&pageNo=1&dictType=common_status`, token });
    const b = await cached.request({ method: 'GET', url: `${DATA_URL}/page?dictType=common_status&pageNo=01&pageSize=20&extra=1`, token });
    expect(b.body).toBe(a.body);
    const other = await cached.request({ method: 'GET', url: `${DATA_URL}/page?pageNo=1&pageSize=20&dictType=system_user_sex`, token });
    expect(other.body).not.toBe(a.body);
  });

  it('is really used: a change behind the API stays unseen until a write through the API clears it', async () => {
    const db = cached.database.db;
    const before = await unfilteredDataTotal();
    expect((await dataOfType('system_user_sex')).data.map((d) => d.label)).not.toContain('幕后修改');
    // As another process would: straight into the database.
    await db.updateTable('system_dict_data').set({ label: '幕后修改' }).where('dictType', '=', 'system_user_sex').where('value', '=', '1').execute();
    await db.insertInto('system_dict_data').values({ dictType: 'common_status', label: '幕后新增', value: 'behind', remark: null }).execute();
    expect((await dataOfType('system_user_sex')).data.map((d) => d.label)).not.toContain('幕后修改');
    expect(await unfilteredDataTotal()).toBe(before);
    // Any write of the module clears everything, even one that touches another dictionary.
    const id = (await write('POST', `${TYPE_URL}/create`, { name: '清缓存', type: 'cache_clear' })) as number;
    expect((await dataOfType('system_user_sex')).data.map((d) => d.label)).toContain('幕后修改');
    expect(await unfilteredDataTotal()).toBe(before + 1);
    await db.deleteFrom('system_dict_data').where('value', '=', 'behind').execute();
    await write('DELETE', `${TYPE_URL}/delete`, undefined, { id: String(id) });
  });

  it('a dictionary type created, updated and deleted is seen by the next read', async () => {
    // Prime every read the write should change.
    expect((await typePage('cache_type_a')).data.total).toBe(0);
    expect((await simpleTypes()).data.some((t) => t.type === 'cache_type_a')).toBe(false);

    const id = (await write('POST', `${TYPE_URL}/create`, { name: '缓存类型A', type: 'cache_type_a', status: 0 })) as number;
    expect((await typePage('cache_type_a')).data.list.map((t) => t.name)).toEqual(['缓存类型A']);
    expect((await simpleTypes()).data.find((t) => t.type === 'cache_type_a')?.name).toBe('缓存类型A');

    await write('PUT', `${TYPE_URL}/update`, { id, name: '缓存类型A改', status: 0 });
    expect((await typePage('cache_type_a')).data.list.map((t) => t.name)).toEqual(['缓存类型A改']);
    expect((await simpleTypes()).data.find((t) => t.type === 'cache_type_a')?.name).toBe('缓存类型A改');

    await write('DELETE', `${TYPE_URL}/delete`, undefined, { id: String(id) });
    expect((await typePage('cache_type_a')).data.total).toBe(0);
    expect((await simpleTypes()).data.some((t) => t.type === 'cache_type_a')).toBe(false);
  });

  it('a dictionary entry created, updated and deleted is seen by the next read of every list', async () => {
    const typeId = (await write('POST', `${TYPE_URL}/create`, { name: '缓存类型B', type: 'cache_type_b', status: 0 })) as number;
    const total = await unfilteredDataTotal();
    expect((await dataPage('cache_type_b')).data.total).toBe(0);
    expect((await dataOfType('cache_type_b')).data).toEqual([]);
    expect((await simpleData()).data.some((d) => d.dictType === 'cache_type_b')).toBe(false);

    const id = (await write('POST', `${DATA_URL}/create`, { dictType: 'cache_type_b', label: '甲', value: 'a', sort: 1 })) as number;
    expect(await unfilteredDataTotal()).toBe(total + 1);
    expect((await dataPage('cache_type_b')).data.list.map((d) => d.label)).toEqual(['甲']);
    expect((await dataOfType('cache_type_b')).data.map((d) => d.label)).toEqual(['甲']);
    expect((await simpleData()).data.filter((d) => d.dictType === 'cache_type_b').map((d) => d.label)).toEqual(['甲']);

    await write('PUT', `${DATA_URL}/update`, { id, dictType: 'cache_type_b', label: '乙', value: 'a', sort: 1 });
    expect((await dataPage('cache_type_b')).data.list.map((d) => d.label)).toEqual(['乙']);
    expect((await dataOfType('cache_type_b')).data.map((d) => d.label)).toEqual(['乙']);
    expect((await simpleData()).data.filter((d) => d.dictType === 'cache_type_b').map((d) => d.label)).toEqual(['乙']);

    await write('DELETE', `${DATA_URL}/delete`, undefined, { id: String(id) });
    expect(await unfilteredDataTotal()).toBe(total);
    expect((await dataPage('cache_type_b')).data.total).toBe(0);
    expect((await dataOfType('cache_type_b')).data).toEqual([]);
    expect((await simpleData()).data.some((d) => d.dictType === 'cache_type_b')).toBe(false);
    await write('DELETE', `${TYPE_URL}/delete`, undefined, { id: String(typeId) });
  });

  it('a refused write leaves the answers as they were', async () => {
    const before = await cached.request({ method: 'GET', url: `${DATA_URL}/list-all-simple`, token });
    const refused = await cached.api({ method: 'POST', url: `${DATA_URL}/create`, payload: { dictType: 'no_such_type', label: 'x', value: 'x', sort: 0 }, token });
    expect(refused.code).not.toBe(0);
    expect((await cached.request({ method: 'GET', url: `${DATA_URL}/list-all-simple`, token })).body).toBe(before.body);
  });

  it('another process’s write is seen once the TTL has passed', async () => {
    const short = await createTestApp({ dictCacheSeconds: 2 });
    try {
      const shortToken = (await short.login()).accessToken;
      const labels = async () =>
        (await short.api<DataRow[]>({ method: 'GET', url: `${DATA_URL}/type/common_status`, token: shortToken })).data.map((d) => d.label);
      expect(await labels()).not.toContain('别处改的');
      await short.database.db.updateTable('system_dict_data').set({ label: '别处改的' }).where('dictType', '=', 'common_status').where('value', '=', '0').execute();
      expect(await labels()).not.toContain('别处改的');
      await new Promise((r) => setTimeout(r, 2_100));
      expect(await labels()).toContain('别处改的');
    } finally {
      await short.close();
    }
  });
});

describe('ReadCache', () => {
  const deferred = <T>() => {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };

  it('concurrent misses share one load; later reads hit', async () => {
    const cache = new ReadCache(60_000);
    let loads = 0;
    const d = deferred<string>();
    const load = () => (loads++, d.promise);
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    d.resolve('v');
    expect([await a, await b, await cache.get('k', load)]).toEqual(['v', 'v', 'v']);
    expect(loads).toBe(1);
  });

  it('a load a clear overtook answers its callers but is not kept', async () => {
    const cache = new ReadCache(60_000);
    const d = deferred<string>();
    const stale = cache.get('k', () => d.promise);
    cache.clear();
    d.resolve('old');
    expect(await stale).toBe('old');
    expect(await cache.get('k', () => Promise.resolve('new'))).toBe('new');
  });

  it('a failed load is not kept', async () => {
    const cache = new ReadCache(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('TTL 0 never keeps anything', async () => {
    const cache = new ReadCache(0);
    let loads = 0;
    await cache.get('k', () => Promise.resolve(loads++));
    await cache.get('k', () => Promise.resolve(loads++));
    expect(loads).toBe(2);
  });
});
