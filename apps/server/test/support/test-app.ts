import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { loadConfig, type AppConfig } from '../../src/platform/config';
import { adminUrl, TEMPLATE_DB } from './postgres';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Sends a request; `token` adds the bearer header. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Sends a request and parses the envelope. */
  api<T = unknown>(options: InjectOptions & { token?: string }): Promise<Envelope<T>>;
  login(username?: string, password?: string, headers?: Record<string, string>): Promise<{ accessToken: string; refreshToken: string; userId: number }>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const pgUrl = inject('postgresUrl');
  if (pgUrl) {
    const name = `console_test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl(pgUrl), poolSize: 1 });
    await sql.raw(`create database ${name} template ${TEMPLATE_DB}`).execute(admin.db);
    const handle = await openDatabase({ kind: 'postgres', url: adminUrl(pgUrl, name), poolSize: 10 });
    return {
      handle,
      dispose: async () => {
        await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
        await admin.close();
      },
    };
  }
  const dump = fs.readFileSync(inject('templateDump'));
  const handle = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([dump]) });
  return { handle, dispose: async () => {} };
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { handle, dispose } = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent' }, { captchaEnabled: false, openapiPublic: true, tokenCacheSeconds: 0, dictCacheSeconds: 0, ...overrides });
  const app = await buildApp(config, handle, { logger: false });
  await app.ready();

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
    async close() {
      await app.close();
      await dispose();
    },
  };
}
