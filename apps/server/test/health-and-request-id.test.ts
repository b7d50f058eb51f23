import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from './support/test-app';
import { adminAppForFile } from './support/admin-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ctx = adminAppForFile();

const accessRows = (url: string) =>
  ctx.t.database.db.selectFrom('infra_api_access_log').select(['traceId', 'requestUrl']).where('requestUrl', '=', url).execute();

describe('GET /healthz and /readyz', () => {
  it('answer without a sign-in, as plain text, and leave no access-log row', async () => {
    const health = await ctx.t.request({ method: 'GET', url: '/healthz' });
    expect([health.statusCode, health.body, health.headers['content-type']]).toEqual([200, 'ok', 'text/plain; charset=utf-8']);
    const ready = await ctx.t.request({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.body]).toEqual([200, 'ready']);
    // An API request's row is written with the same batch as any row for the probes would be.
    await ctx.t.request({ method: 'GET', url: '/admin-api/system/post/page', token: ctx.token });
    await vi.waitFor(async () => expect(await accessRows('/admin-api/system/post/page')).not.toHaveLength(0), { timeout: 5000, interval: 50 });
    expect(await accessRows('/readyz')).toEqual([]);
    expect(await accessRows('/healthz')).toEqual([]);
  });

  it('answer HEAD as well, as the web app’s pages do; the API’s routes answer GET only', async () => {
    expect((await ctx.t.request({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    expect((await ctx.t.request({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
    expect((await ctx.t.request({ method: 'HEAD', url: '/' })).statusCode).toBe(302);
    // Fastify registers no HEAD twin of the API's GET routes (a third of the routes made at each start): not found.
    expect((await ctx.t.request({ method: 'GET', url: '/admin-api/system/public-config' })).statusCode).toBe(200);
    const head = await ctx.t.request({ method: 'HEAD', url: '/admin-api/system/public-config' });
    const notFound = await ctx.t.request({ method: 'GET', url: '/admin-api/system/nothing-here' });
    expect(JSON.parse(notFound.body)).toMatchObject({ code: 404 });
    // A HEAD answer has no body: its length is the not-found envelope's, not the config's.
    expect([head.statusCode, head.body, head.headers['content-length']]).toEqual([200, '', String(Buffer.byteLength(notFound.body))]);
  });

  it('is not ready while a migration this build knows is not recorded, and says which', async () => {
    const [last] = (await sql<{ version: string }>`select version from schema_migrations order by version desc limit 1`.execute(ctx.t.database.db)).rows;
    await sql`delete from schema_migrations where version = ${last!.version}`.execute(ctx.t.database.db);
    try {
      const ready = await ctx.t.request({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.body]).toEqual([503, '1 migrations not applied']);
      expect((await ctx.t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await sql`insert into schema_migrations (version) values (${last!.version})`.execute(ctx.t.database.db);
    }
    expect((await ctx.t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('turns 503 "draining" once the process drains, while everything else is still served', async () => {
    const other = await createTestApp();
    try {
      other.app.lifecycle.startDraining();
      const ready = await other.request({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.body]).toEqual([503, 'draining']);
      expect((await other.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await other.api({ method: 'GET', url: '/admin-api/system/public-config' })).code).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  it('names every answer with a fresh id, and stores it as the access-log row’s trace id', async () => {
    const first = await ctx.t.request({ method: 'GET', url: '/admin-api/system/dept/list-all-simple', token: ctx.token });
    const second = await ctx.t.request({ method: 'GET', url: '/admin-api/system/dept/list-all-simple', token: ctx.token });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    await vi.waitFor(async () => expect((await accessRows('/admin-api/system/dept/list-all-simple')).map((r) => r.traceId).sort()).toEqual([...ids].sort()), {
      timeout: 5000,
      interval: 50,
    });
    // Web pages and refusals are named too.
    expect((await ctx.t.request({ method: 'GET', url: '/healthz' })).headers['x-request-id']).toMatch(UUID);
    expect((await ctx.t.request({ method: 'GET', url: '/admin-api/system/user/page' })).headers['x-request-id']).toMatch(UUID);
  });

  it('keeps a plausible incoming X-Request-Id and replaces one that is not', async () => {
    const kept = await ctx.t.request({ method: 'GET', url: '/admin-api/system/dict-type/list-all-simple', token: ctx.token, headers: { 'x-request-id': 'lb-7f3a.91:edge/1' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.91:edge/1');
    for (const bad of ['a'.repeat(65), 'has space', 'line\u2028break', '']) {
      const replaced = await ctx.t.request({ method: 'GET', url: '/admin-api/system/public-config', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id'], JSON.stringify(bad)).toMatch(UUID);
    }
    await vi.waitFor(async () => expect((await accessRows('/admin-api/system/dict-type/list-all-simple')).map((r) => r.traceId)).toContain('lb-7f3a.91:edge/1'), {
      timeout: 5000,
      interval: 50,
    });
  });
});
