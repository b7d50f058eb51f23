import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, inject, it, vi } from 'vitest';
import type { Static } from 'typebox';
import type { DbMonitorInfo } from '@console/contracts/infra/db-monitor';
import { adminUrl } from './support/postgres';
import { adminAppForFile } from './support/admin-app';

type Info = Static<typeof DbMonitorInfo>;

const pgUrl = inject('postgresUrl');

const ctx = adminAppForFile();

const monitor = async () => {
  const res = await ctx.t.api<Info>({ method: 'GET', url: '/admin-api/infra/db-monitor/get', token: ctx.token });
  expect(res).toMatchObject({ code: 0 });
  return res.data;
};

/** A connection of its own to the test's database, as another client of the server would hold. */
async function otherSession(): Promise<pg.Client & { pid: number }> {
  const name = (await sql<{ name: string }>`select current_database() as name`.execute(ctx.t.database.db)).rows[0]!.name;
  const client = new pg.Client({ connectionString: adminUrl(pgUrl, name), application_name: 'monitor-test' });
  await client.connect();
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  return Object.assign(client, { pid });
}

/**
 * Reads the menus in a session that reports its statistics as soon as it goes idle: PostgreSQL's sessions report
 * theirs when idle, at most once a second, so a fresh database may not show any yet.
 */
async function readMenusAndReport() {
  await ctx.t.database.db.transaction().execute(async (trx) => {
    await sql`select count(*) from system_menu`.execute(trx);
    if (pgUrl) await sql`select pg_stat_force_next_flush()`.execute(trx);
  });
}

describe('数据库监控', () => {
  it('answers the version, the size and the largest tables with their row estimates and sizes', async () => {
    await sql`analyze system_menu`.execute(ctx.t.database.db);
    const info = await monitor();
    expect(info.kind).toBe(ctx.t.database.kind);
    expect(info.version).toMatch(/^PostgreSQL \d+/);
    expect(info.sizeBytes).toBeGreaterThan(1_000_000);
    expect(info.tables.length).toBeGreaterThan(5);
    expect(info.tables.length).toBeLessThanOrEqual(20);
    const sizes = info.tables.map((table) => table.totalBytes);
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    const menus = (await sql<{ count: number }>`select count(*)::int as count from system_menu`.execute(ctx.t.database.db)).rows[0]!.count;
    const menu = info.tables.find((table) => table.name === 'system_menu');
    expect(menu).toMatchObject({ schema: 'public', rowEstimate: menus, locked: false });
    expect(menu!.totalBytes).toBeGreaterThanOrEqual(menu!.tableBytes + menu!.indexBytes);
    expect(menu!.indexBytes).toBeGreaterThan(0);
    await readMenusAndReport();
    await vi.waitFor(
      async () => {
        const { cache } = await monitor();
        expect(cache!.hitRatio).toBeGreaterThan(0);
        expect(cache!.hitRatio).toBeLessThanOrEqual(1);
        expect(cache!.commits).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('says what does not apply: on PGlite connections, locks, scan counts and statements; on PostgreSQL the statements without pg_stat_statements', async () => {
    const info = await monitor();
    if (ctx.t.database.kind === 'pglite') {
      expect(info.notApplicable).toEqual({ connections: 'pglite', waitingLocks: 'pglite', scans: 'pglite', statements: 'pglite' });
      expect(info).toMatchObject({ connections: null, waitingLocks: null, statements: null, startedAt: null });
      expect(info.tables.every((table) => table.seqScans === null && table.indexScans === null && table.indexUseRatio === null)).toBe(true);
    } else {
      // The test's database is a clone of a template that never created the extension.
      expect(info.notApplicable).toEqual({ connections: null, waitingLocks: null, scans: null, statements: 'not-installed' });
      expect(info.statements).toBeNull();
      expect(info.connections!.max).toBe(200);
      expect(info.connections!.total).toBeGreaterThanOrEqual(1);
      // The monitor's own session is active while it asks.
      expect(info.connections!.byState).toEqual(expect.arrayContaining([{ state: 'active', count: expect.any(Number) }]));
      expect(info.startedAt).toBeLessThanOrEqual(Date.now());
      await readMenusAndReport();
      await vi.waitFor(
        async () => {
          const menu = (await monitor()).tables.find((table) => table.name === 'system_menu')!;
          expect(menu.seqScans! + menu.indexScans!).toBeGreaterThan(0);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(info.waitingLocks).toEqual([]);
    }
  });

  it('shows a session waiting for a lock and the session that blocks it, and still answers (PostgreSQL; PGlite has one session)', async () => {
    if (!pgUrl) {
      expect((await monitor()).waitingLocks).toBeNull();
      return;
    }
    // The largest table of the database (a few MB; the seeded ones are kilobytes), analysed so the catalog's page
    // count (what a locked table is sized by) is set.
    const largest = 'monitor_probe';
    await sql.raw(`create table ${largest} as select g as id, repeat('x', 200) as filler from generate_series(1, 20000) g; analyze ${largest}`).execute(ctx.t.database.db);
    const holder = await otherSession();
    const waiter = await otherSession();
    try {
      await holder.query('begin');
      await holder.query(`lock table ${largest} in access exclusive mode`);
      const waiting = waiter.query(`select count(*) from ${largest}`);
      const info = await vi.waitFor(
        async () => {
          const answer = await monitor();
          expect(answer.waitingLocks!.map((lock) => lock.pid)).toContain(waiter.pid);
          return answer;
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(info.waitingLocks!.find((lock) => lock.pid === waiter.pid)).toMatchObject({
        relation: largest,
        mode: 'AccessShareLock',
        lockType: 'relation',
        application: 'monitor-test',
        query: `select count(*) from ${largest}`,
        blockedBy: [{ pid: holder.pid, state: 'idle in transaction', query: `lock table ${largest} in access exclusive mode`, user: 'postgres' }],
      });
      expect(info.waitingLocks!.find((lock) => lock.pid === waiter.pid)!.waitingMs).toBeGreaterThanOrEqual(0);
      // The locked table's size is the catalog's estimate: measuring it would wait behind the same lock.
      expect(info.tables[0]).toMatchObject({ name: largest, locked: true, indexBytes: 0, rowEstimate: 20000 });
      expect(info.tables[0]!.totalBytes).toBeGreaterThan(4_000_000);
      await holder.query('rollback');
      await waiting;
      expect((await monitor()).waitingLocks).toEqual([]);
    } finally {
      await holder.end();
      await waiter.end();
    }
  });

  it('lists the slowest statements once pg_stat_statements is installed (PostgreSQL; PGlite has no such extension)', async () => {
    if (!pgUrl) {
      expect((await monitor()).notApplicable.statements).toBe('pglite');
      return;
    }
    // scripts/postgres.sh preloads the library; the extension is created in this test's own database only.
    await sql`create extension if not exists pg_stat_statements`.execute(ctx.t.database.db);
    await sql`select pg_sleep(0.05), 'slow-probe'`.execute(ctx.t.database.db);
    await monitor();
    const info = await monitor();
    expect(info.notApplicable.statements).toBeNull();
    expect(info.statements!.length).toBeGreaterThan(0);
    expect(info.statements!.length).toBeLessThanOrEqual(20);
    const means = info.statements!.map((statement) => statement.meanMs);
    expect(means).toEqual([...means].sort((x, y) => y - x));
    const probe = info.statements!.find((statement) => statement.query.includes('pg_sleep'));
    expect(probe).toMatchObject({ calls: 1, rows: 1 });
    expect(probe!.meanMs).toBeGreaterThanOrEqual(50);
    // The monitor's own catalogue queries (run twice above) are not among them.
    expect(info.statements!.filter((statement) => /pg_stat_activity|pg_locks|pg_extension|pg_database_size|db-monitor/.test(statement.query))).toEqual([]);
    await sql`drop extension pg_stat_statements`.execute(ctx.t.database.db);
    expect((await monitor()).notApplicable.statements).toBe('not-installed');
  });
});
