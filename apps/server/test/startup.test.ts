import { SEED_DICT_TYPES } from '../src/db/seed/dicts';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as tar from 'tar';
import { openDatabase } from '../src/db/database';
import { makeInitialDb, writeInitialDb } from '../src/db/initial-db-make';
import { SEED_VERSION } from '../src/db/seed/seed';
import { freePort, spawnServer, waitUntilUp } from './support/server-process';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-start-'));
const dataDir = path.join(work, 'data');
const children: ChildProcess[] = [];

/** The server's "console answering" log line (its start-up figures). */
interface ReadyLine {
  initialDb: boolean;
  seeded: boolean;
}

/** `initialDb`: the prebuilt database an empty data dir loads ('' for none: initdb, migrate and seed). */
function start(port: number, { dir = dataDir, initialDb = '' }: { dir?: string; initialDb?: string } = {}) {
  const server = spawnServer(port, {
    DATA_DIR: dir,
    INITIAL_DB: initialDb,
    CAPTCHA_ENABLED: 'false',
    // The "console answering" line says whether the prebuilt database was loaded.
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
  });
  children.push(server.child);
  let onReady: (line: ReadyLine) => void;
  // Its own pipe: the line may arrive after the first HTTP answer does.
  const ready = new Promise<ReadyLine>((resolve) => (onReady = resolve));
  server.child.stdout!.on('data', () => {
    const line = server.output().split('\n').find((l) => l.includes('"startupMs"'));
    if (line) onReady(JSON.parse(line) as ReadyLine);
  });
  return { ...server, ready };
}

async function signIn(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  return (await res.json()) as { code: number; data: { accessToken: string } };
}

const authed = (port: number, token: string, url: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${port}/admin-api${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  }).then((r) => r.json() as Promise<{ code: number; data: { total: number } }>);

const dictTypeCount = async (port: number, token: string, type: string) =>
  (await authed(port, token, `/system/dict-type/page?pageSize=10&type=${type}`)).data.total;

/** Reads a stopped server's data dir. */
async function inDataDir<T>(dir: string, read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

/** The key every process signs private file URLs with, generated on first start (platform/secrets.ts). */
const signingSecret = (dir: string) =>
  inDataDir(dir, async (db) => {
    const row = await db.selectFrom('system_secret').select('value').where('name', '=', 'file-url-signing').executeTakeFirstOrThrow();
    return Buffer.from(row.value).toString('hex');
  });

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

const DAY = 86_400_000;
// What the build ships (made the way scripts/build.mjs makes it), and a copy of it made "a month ago" with a marker
// row no seed writes, so a start can be seen to have loaded it.
const shipped = path.join(work, 'shipped/initial-db.tar.gz');
const marked = path.join(work, 'marked/initial-db.tar.gz');
const MARKER = 'from_prebuilt_db';

beforeAll(async () => {
  await makeInitialDb(shipped);
  const gz = new Blob([fs.readFileSync(shipped)], { type: 'application/x-gzip' });
  const handle = await openDatabase({ kind: 'pglite-memory', loadDataDir: gz });
  try {
    await handle.db.insertInto('system_dict_type').values({ name: '预建数据库', type: MARKER, creator: '1', updater: '1' }).execute();
    await sql`update seed_version set applied_at = applied_at - interval '30 days'`.execute(handle.db);
    await sql`update audit_lawyer set submit_time = submit_time - interval '30 days', audit_time = audit_time - interval '30 days'`.execute(handle.db);
    await writeInitialDb(handle, marked);
  } finally {
    await handle.close();
  }
}, 300_000);

describe('starting the server on its embedded database', () => {
  it('starts on an empty data dir, keeps data across a restart, and refuses a second process on the same dir', async () => {
    const port = await freePort();
    const first = start(port);
    await waitUntilUp(port);
    const login = await signIn(port);
    expect(login.code).toBe(0);
    const created = await fetch(`http://127.0.0.1:${port}/admin-api/system/dict-type/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.accessToken}` },
      body: JSON.stringify({ name: '重启后仍在', type: 'survives_restart' }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(0);

    // A second process on the same data dir must refuse to open it, with a clear message.
    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is already in use by process ${first.child.pid}`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'console.lock'))).toBe(false);

    // The restart is offered the prebuilt database, and must not load it over the data dir's own.
    const port2 = await freePort();
    const again = start(port2, { initialDb: marked });
    await waitUntilUp(port2);
    expect((await again.ready).initialDb).toBe(false);
    const relogin = await signIn(port2);
    expect(relogin.code).toBe(0);
    const page = await fetch(`http://127.0.0.1:${port2}/admin-api/system/dict-type/page?pageSize=100&type=survives_restart`, {
      headers: { authorization: `Bearer ${relogin.data.accessToken}` },
    });
    expect(((await page.json()) as { data: { total: number } }).data.total).toBe(1);
    // The seed ran again but added nothing twice.
    const all = await fetch(`http://127.0.0.1:${port2}/admin-api/system/dict-type/page?pageSize=1`, {
      headers: { authorization: `Bearer ${relogin.data.accessToken}` },
    });
    expect(((await all.json()) as { data: { total: number } }).data.total).toBe(SEED_DICT_TYPES.length + 1);
    expect(await dictTypeCount(port2, relogin.data.accessToken, MARKER)).toBe(0);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);

    // The server seeded its own admin at production cost: the tests' cheap hashing is theirs alone.
    const adminHash = await inDataDir(dataDir, async (db) =>
      (await db.selectFrom('system_users').select('password').where('username', '=', 'admin').executeTakeFirstOrThrow()).password,
    );
    expect(adminHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  }, 400_000);
});

describe('a first start loads the prebuilt database', () => {
  it('ships no secret and no session, and is migrated and seeded to the current version', async () => {
    const gz = new Blob([fs.readFileSync(shipped)], { type: 'application/x-gzip' });
    const handle = await openDatabase({ kind: 'pglite-memory', loadDataDir: gz });
    try {
      const count = async (table: string) =>
        (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(handle.db)).rows[0]!.n;
      expect(await count('system_secret')).toBe(0);
      expect(await count('system_oauth2_access_token')).toBe(0);
      expect(await count('system_oauth2_refresh_token')).toBe(0);
      expect(await count('system_captcha')).toBe(0);
      const { migrate } = await import('../src/db/migrate');
      expect(await migrate(handle.db)).toEqual([]);
      expect((await sql<{ version: number }>`select version from seed_version`.execute(handle.db)).rows[0]!.version).toBe(SEED_VERSION);
      // What a first start writes to disk, kept small: one database (no templates), WAL in 1 MB segments, one of them.
      expect((await sql<{ datname: string }>`select datname from pg_database`.execute(handle.db)).rows).toEqual([{ datname: 'postgres' }]);
      expect((await sql<{ size: string }>`select current_setting('wal_segment_size') as size`.execute(handle.db)).rows[0]!.size).toBe('1MB');
    } finally {
      await handle.close();
    }
    const wal: number[] = [];
    tar.list({ file: shipped, sync: true, onReadEntry: (entry) => void (/pg_wal\/[0-9A-F]{24}$/.test(entry.path) && wal.push(entry.size ?? 0)) });
    expect(wal).toEqual([1024 * 1024]);
    // Refused: a database holding a secret is not one every install may start from.
    const withSecret = await openDatabase({ kind: 'pglite-memory', loadDataDir: gz });
    try {
      await withSecret.db.insertInto('system_secret').values({ name: 'x', value: Buffer.from('y') }).execute();
      await expect(writeInitialDb(withSecret, path.join(work, 'refused/initial-db.tar.gz'))).rejects.toThrow('system_secret must be empty');
      expect(fs.existsSync(path.join(work, 'refused/initial-db.tar.gz'))).toBe(false);
    } finally {
      await withSecret.close();
    }
  }, 120_000);

  it('an empty data dir gets it (demo queue moved to now), answers, keeps data across a restart, and has a secret of its own', async () => {
    const dirA = path.join(work, 'install-a');
    const port = await freePort();
    const first = start(port, { dir: dirA, initialDb: marked });
    await waitUntilUp(port);
    expect(await first.ready).toMatchObject({ initialDb: true, seeded: false });
    const token = (await signIn(port)).data.accessToken;
    expect(await dictTypeCount(port, token, MARKER)).toBe(1);
    expect((await authed(port, token, '/system/dict-type/create', { method: 'POST', body: JSON.stringify({ name: '首启后新增', type: 'after_first_start' }) })).code).toBe(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.readdirSync(dirA).sort()).toEqual(['pglite']);

    // The dump was made "30 days ago": its demo queue was moved to now, its fixed dates were not.
    const times = await inDataDir(dirA, async (db) => ({
      newest: (await sql<{ t: number }>`select max(submit_time) as t from audit_lawyer`.execute(db)).rows[0]!.t,
      expires: (await db.selectFrom('system_tenant').select('expireTime').where('id', '=', 1).executeTakeFirstOrThrow()).expireTime,
    }));
    expect(Date.now() - times.newest).toBeLessThan(2 * DAY);
    expect(Date.now() - times.newest).toBeGreaterThan(0);
    expect(times.expires).toBe(Date.parse('2099-12-31T23:59:59Z'));
    const secretA = await signingSecret(dirA);

    const port2 = await freePort();
    const again = start(port2, { dir: dirA, initialDb: marked });
    await waitUntilUp(port2);
    expect((await again.ready).initialDb).toBe(false);
    const token2 = (await signIn(port2)).data.accessToken;
    expect(await dictTypeCount(port2, token2, 'after_first_start')).toBe(1);
    expect(await dictTypeCount(port2, token2, MARKER)).toBe(1);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(await signingSecret(dirA)).toBe(secretA);

    // A second install from the same dump generates its own secret.
    const dirB = path.join(work, 'install-b');
    const port3 = await freePort();
    const other = start(port3, { dir: dirB, initialDb: marked });
    await waitUntilUp(port3);
    expect((await other.ready).initialDb).toBe(true);
    other.child.kill('SIGTERM');
    expect(await other.exited).toBe(0);
    const secretB = await signingSecret(dirB);
    expect(secretB).toMatch(/^[0-9a-f]{64}$/);
    expect(secretB).not.toBe(secretA);
  }, 400_000);
});
