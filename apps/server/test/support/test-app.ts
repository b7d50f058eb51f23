import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { forgetDefinitionRuntimes } from '../../src/modules/bpm/runtime/service';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { loadConfig, type AppConfig } from '../../src/platform/config';
import { adminUrl } from './postgres';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Sends a request; `token` adds the bearer header. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  /** Sends a request and parses the envelope. */
  api: <T = unknown>(options: InjectOptions & { token?: string }) => Promise<Envelope<T>>;
  login: (username?: string, password?: string, headers?: Record<string, string>) => Promise<{ accessToken: string; refreshToken: string; userId: number }>;
  close: () => Promise<void>;
}

/** `processes` handles on one database: what as many server processes would each open (PGlite: one, shared). */
async function openTestDatabase(processes = 1): Promise<{ handle: DatabaseHandle; others: DatabaseHandle[]; dispose: () => Promise<void> }> {
  // Deployed workflow definitions are cached per process by id, and test files share a worker process
  // (vitest.config.ts `isolate: false`): another file's definition 1 is not this database's.
  forgetDefinitionRuntimes();
  const pgUrl = inject('postgresUrl');
  if (pgUrl) {
    const name = `console_test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(pgUrl), poolSize: 1 });
    await sql.raw(`create database ${name} template ${inject('templateDatabase')}`).execute(admin.db);
    const handle = await openDatabase({ kind: 'postgres', url: adminUrl(pgUrl, name), poolSize: 10 });
    const others = await Promise.all(Array.from({ length: processes - 1 }, () => openDatabase({ kind: 'postgres', url: adminUrl(pgUrl, name), poolSize: 10 })));
    return {
      handle,
      others,
      dispose: async () => {
        await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
        await admin.close();
      },
    };
  }
  const dump = fs.readFileSync(inject('templateDump'));
  const handle = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([dump]) });
  // One embedded database cannot be opened twice: the other "processes" share it, and only the first closes it.
  const others = Array.from({ length: processes - 1 }, () => ({ ...handle, close: async () => {} }));
  return { handle, others, dispose: async () => {} };
}

/** `logStream`: the app logs to it (at `overrides.logLevel`) instead of logging nothing. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { logStream?: DestinationStream } = {}): Promise<TestApp> {
  const { handle, dispose } = await openTestDatabase();
  return wrapApp(handle, overrides, dispose, options.logStream);
}

/**
 * `size` apps on one database, as that many server processes behind a balancer would be (on PGlite they share the
 * embedded instance). Each closes its own; the database goes with the last.
 */
export async function createTestCluster(size: number, overrides: Partial<AppConfig> = {}): Promise<TestApp[]> {
  const { handle, others, dispose } = await openTestDatabase(size);
  let open = size;
  const last = async () => {
    open -= 1;
    if (open === 0) await dispose();
  };
  const apps = [await wrapApp(handle, overrides, last)];
  for (const other of others) apps.push(await wrapApp(other, overrides, last));
  return apps;
}

/** The first call's promise, for every call. */
function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= run());
}

async function wrapApp(handle: DatabaseHandle, overrides: Partial<AppConfig>, dispose: () => Promise<void>, logStream?: DestinationStream): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent' }, { captchaEnabled: false, openapiPublic: true, tokenCacheSeconds: 0, dictCacheSeconds: 0, ...overrides });
  const app = await buildApp(config, handle, logStream ? { logStream } : { logger: false });
  await app.ready();
  // As a server process is once /readyz says ready: the job queue and the heartbeat started after listening.
  await app.lifecycle.whenStarted();

  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const api: TestApp['api'] = async (options) => {
    const res = await request(options);
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  return {
    app,
    database: handle,
    request,
    api,
    async login(username = 'admin', password = 'admin123', headers = {}) {
      const res = await api<{ accessToken: string; refreshToken: string; userId: number }>({
        method: 'POST',
        url: '/admin-api/system/auth/login',
        payload: { username, password },
        headers,
      });
      if (res.code !== 0) throw new Error(`login failed: ${res.code} ${res.msg}`);
      return res.data;
    },
    // Once: a test may stop an app early (its afterAll closes it again), and a second count would drop a shared
    // database under the apps still open.
    close: once(async () => {
      await app.close();
      await dispose();
    }),
  };
}
