import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle, Db } from './database';

/**
 * The prebuilt database a first start loads instead of running initdb, the migrations and the seed on an empty
 * PGlite data dir (initdb alone is seconds of WebAssembly CPU). `npm run build` makes it (scripts/build.mjs runs
 * initial-db-make.ts): a freshly migrated and seeded database, dumped as a gzipped tar, plus a small JSON file
 * naming the PGlite version that made it. A start on an empty data dir extracts it when that version is the one
 * installed; migrate and seed then run as on any start, so a dump older than the code is brought up to date, and
 * a data dir that holds a database is never touched.
 */

export interface InitialDbMeta {
  /** The PGlite version that wrote the dump: another version may not read its files. */
  pglite: string;
  /** What the build compares to decide whether the dump is current (a hash of the code that made it). */
  key?: string;
}

/** Tables that must be empty in a dump every install starts from: per-install secrets and sessions. */
const PER_INSTALL_TABLES = ['system_secret', 'system_oauth2_access_token', 'system_oauth2_refresh_token'] as const;

export const metaFileOf = (dumpFile: string) => `${dumpFile}.json`;

/** The installed PGlite's version (its package.json, found beside the entry Node resolves). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function writeAtomically(file: string, content: Uint8Array | string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

/**
 * Dumps a migrated and seeded in-memory database to `file` (gzipped tar) and writes its meta file beside it.
 * Refuses a database holding a secret or a session: every install must generate its own (platform/secrets.ts).
 */
export async function writeInitialDb(handle: DatabaseHandle, file: string, key?: string): Promise<void> {
  if (!handle.pglite) throw new Error('writeInitialDb: a PGlite database is required');
  for (const table of PER_INSTALL_TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(handle.db);
    if (rows[0].n !== 0) throw new Error(`writeInitialDb: ${table} must be empty in a database every install starts from`);
  }
  const dump = await handle.pglite.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeAtomically(file, new Uint8Array(await dump.arrayBuffer()));
  const meta: InitialDbMeta = { pglite: installedPgliteVersion(), ...(key ? { key } : {}) };
  writeAtomically(metaFileOf(file), `${JSON.stringify(meta, null, 2)}\n`);
}

/** Migrates and seeds a database in memory and dumps it to `file`: what the build ships for first starts. */
export async function makeInitialDb(file: string, key?: string): Promise<void> {
  const { openDatabase } = await import('./database');
  const { migrate } = await import('./migrate');
  const { seed } = await import('./seed/seed');
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    await migrate(handle.db);
    await seed(handle.db);
    await writeInitialDb(handle, file, key);
  } finally {
    await handle.close();
  }
}

function readMeta(file: string): InitialDbMeta | undefined {
  try {
    return JSON.parse(fs.readFileSync(metaFileOf(file), 'utf8')) as InitialDbMeta;
  } catch {
    return undefined;
  }
}

/**
 * On an empty PGlite data dir (`pgDataDir` missing or empty), extracts the prebuilt database into it and answers
 * true; answers false, touching nothing, when the dir holds anything, or there is no usable dump (missing, or
 * written by another PGlite version): PGlite then runs initdb as it always did. Extracted beside the data dir and
 * renamed into place, so a start killed half-way leaves no half database behind. The caller holds the data-dir lock.
 */
export async function installInitialDb(pgDataDir: string, file: string): Promise<boolean> {
  if (fs.existsSync(pgDataDir) && fs.readdirSync(pgDataDir).length > 0) return false;
  if (!fs.existsSync(file) || readMeta(file)?.pglite !== installedPgliteVersion()) return false;
  const staging = `${pgDataDir}.loading`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  const tar = await import('tar');
  const problems: string[] = [];
  // Synchronously: measured ~0.4 s faster than the streaming extraction (~1,200 files).
  tar.extract({
    file,
    cwd: staging,
    // The dump names its entries from the root (/base/…), which tar strips with a notice; anything else (a file
    // it could not write) fails the load rather than leave a database with a file missing.
    onwarn: (code, message) => {
      if (code !== 'TAR_ENTRY_INFO') problems.push(`${code}: ${message}`);
    },
    // The dumping PGlite's pid file means nothing here.
    filter: (entry) => entry.replace(/^\/+/, '') !== 'postmaster.pid',
    // PostgreSQL needs neither the dump's owners nor its times: fewer system calls for ~1,200 files.
    preserveOwner: false,
    noMtime: true,
    sync: true,
  });
  if (problems.length > 0) {
    throw new Error(`Could not load the prebuilt database ${file} (INITIAL_DB= starts without it): ${problems.join('; ')}`);
  }
  fs.rmSync(pgDataDir, { recursive: true, force: true });
  fs.renameSync(staging, pgDataDir);
  return true;
}

/**
 * Moves the lawyer demo queue (seed/lawyers.ts) to now when the dump is more than an hour old: the queue is laid
 * out over the weeks before the moment the seed ran, so a dump built a month ago would otherwise open on a month-old
 * queue. Only the demo moves: other seeded rows keep the dump's creation time (touching every table costs a first
 * start ~0.3–1 s of cold catalog reads). A dump made by the build just before (`npm start`) is left as it is.
 */
export async function shiftSeedTimes(db: Db): Promise<void> {
  const { rows } = await sql<{ stale: boolean }>`select applied_at < now() - interval '1 hour' as stale from seed_version where id = 1`.execute(db);
  if (!rows[0]?.stale) return;
  const delta = sql`(now() - (select applied_at from seed_version where id = 1))`;
  await db.transaction().execute(async (trx) => {
    await sql`update audit_lawyer set submit_time = submit_time + ${delta}, audit_time = audit_time + ${delta},
      create_time = create_time + ${delta}, update_time = update_time + ${delta}`.execute(trx);
    await sql`update audit_lawyer_record set create_time = create_time + ${delta}, update_time = update_time + ${delta}`.execute(trx);
    // The seed's recorded time moves with the rows it laid out.
    await sql`update seed_version set applied_at = now() where id = 1`.execute(trx);
  });
}
