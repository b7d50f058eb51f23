import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import type { Db } from '../src/db/database';
import { createTestApp, type TestApp } from './support/test-app';

/** 清理过期验证码, a seeded job: 执行一次 of it needs the job queue. */
const SEEDED_JOB_ID = 5;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
});
afterAll(() => t.close());

/**
 * Holds what the job queue's start needs until `release()`: on PGlite its one session (taken after the second app's
 * ready, which needs the session too), on PostgreSQL the job table (taken before: the ready does not read it).
 */
function holdDatabase(db: Db, kind: 'pglite' | 'postgres') {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction().execute(async (trx) => {
    if (kind === 'postgres') await sql`lock table infra_job in access exclusive mode`.execute(trx);
    held();
    await gate;
  });
  return { holding, release: async () => (release(), done) };
}

describe('what starts after the server listens', () => {
  it('answers while the job queue starts, /readyz says 503 "starting" then 200, and 执行一次 meanwhile waits for the queue and succeeds', async () => {
    // A second process on the same database, as a restart beside a running one is.
    const config = loadConfig({ LOG_LEVEL: 'silent' }, { captchaEnabled: false, tokenCacheSeconds: 0, dictCacheSeconds: 0 });
    const shared = { ...t.database, close: async () => {} };
    const app: FastifyInstance = await buildApp(config, shared, { logger: false });
    const hold = t.database.kind === 'postgres' ? holdDatabase(t.database.db, 'postgres') : undefined;
    await hold?.holding;
    await app.ready();
    const held = hold ?? holdDatabase(t.database.db, 'pglite');
    try {
      await held.holding;
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.body]).toEqual([503, 'starting']);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/admin-api/system/public-config' })).json()).toMatchObject({ code: 0 });

      // Sent while the queue cannot start: it must wait for it, not fail.
      const trigger = app.inject({
        method: 'PUT',
        url: `/admin-api/infra/job/trigger?id=${SEEDED_JOB_ID}`,
        headers: { authorization: `Bearer ${token}` },
      });
      await held.release();
      expect((await trigger).json()).toMatchObject({ code: 0, data: true });
      await app.lifecycle.whenStarted();
      const after = await app.inject({ method: 'GET', url: '/readyz' });
      expect([after.statusCode, after.body]).toEqual([200, 'ready']);
      // The run it queued is run (by either process) and logged.
      await vi.waitFor(
        async () => {
          const runs = await t.database.db.selectFrom('infra_job_log').select('status').where('jobId', '=', SEEDED_JOB_ID).execute();
          expect(runs.filter((run) => run.status !== 0)).not.toHaveLength(0);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await held.release();
      await app.close();
    }
  });
});
