import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, withoutPassword, type DatabaseHandle } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { loadConfig } from '../src/platform/config';

/** The master data source is shown by a name, never by a path or a password of the server's. */
describe('the master data source as listed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-master-'));
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // The tests' template database unpacked where the server keeps its own; without one (tests on PostgreSQL), built.
    const template = inject('templateDump');
    if (template) {
      fs.mkdirSync(path.join(dataDir, 'pglite'));
      await tar.extract({ file: template, cwd: path.join(dataDir, 'pglite'), filter: (entry) => !entry.endsWith('postmaster.pid') });
    }
    database = await openDatabase({ kind: 'pglite', dataDir });
    if (!template) {
      await migrate(database.db);
      await seed(database.db);
    }
    app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }, { captchaEnabled: false }), database, { logger: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the embedded database pglite:data in list and get, not its data directory', async () => {
    const login = (await app.inject({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } })).json<{ data: { accessToken: string } }>();
    const headers = { authorization: `Bearer ${login.data.accessToken}` };
    const list = await app.inject({ method: 'GET', url: '/admin-api/infra/data-source-config/list', headers });
    const get = await app.inject({ method: 'GET', url: '/admin-api/infra/data-source-config/get?id=0', headers });
    expect(list.json<{ data: Array<{ id: number; url: string }> }>().data[0]).toMatchObject({ id: 0, url: 'pglite:data' });
    expect(get.json<{ data: { url: string } }>().data).toMatchObject({ url: 'pglite:data' });
    for (const body of [list.body, get.body]) expect(body).not.toContain(path.basename(dataDir));
  });
});

describe('a PostgreSQL master as shown', () => {
  it.each([
    ['postgres://console:zq9@db.internal:5432/console', 'postgres://console@db.internal:5432/console'],
    ['postgres://console@db.internal/console?sslmode=require&password=zq9', 'postgres://console@db.internal/console?sslmode=require'],
    ['host=db.internal password=zq9 dbname=console', 'host=db.internal  dbname=console'],
  ])('%s', (url, shown) => {
    expect(withoutPassword(url)).toBe(shown);
  });
});
