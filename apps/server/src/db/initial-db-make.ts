import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from './database';
import { installedPgliteVersion, metaFileOf, type InitialDbMeta } from './initial-db';
import { migrate } from './migrate';
import { seed } from './seed/seed';

/** The build side of db/initial-db.ts: makes the prebuilt database a first start loads. */

/** Tables that must be empty in a dump every install starts from: per-install secrets and sessions. */
const PER_INSTALL_TABLES = ['system_secret', 'system_oauth2_access_token', 'system_oauth2_refresh_token'] as const;

function writeAtomically(file: string, content: Uint8Array | string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

/**
 * Leaves the dump only what a start needs, since creating files and writing bytes is what a first start's extraction
 * spends most of its time on (≈ 0.15–1 ms a file on this machine's disk): PGlite runs one database, `postgres`, and
 * nothing here ever creates another, so template0 and template1 (two fifths of ~1,500 files) go; and the WAL starts
 * a fresh segment.
 */
async function shrinkForDump(handle: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{ name: string }>`select datname as name from pg_database where datname in ('template0', 'template1')`.execute(handle.db);
  for (const { name } of rows) {
    await sql`alter database ${sql.id(name)} is_template false`.execute(handle.db);
    await sql`drop database ${sql.id(name)}`.execute(handle.db);
  }
  // The migrations' and the seed's WAL is not needed once checkpointed: the dump starts a fresh segment (zeros).
  await sql`select pg_switch_wal()`.execute(handle.db);
  await sql`checkpoint`.execute(handle.db);
}

/**
 * Dumps a migrated and seeded in-memory database to `file` (gzipped tar) and writes its meta file beside it.
 * Refuses a database holding a secret or a session: every install must generate its own (platform/secrets.ts).
 */
export async function writeInitialDb(handle: DatabaseHandle, file: string, key?: string): Promise<void> {
  if (!handle.pglite) throw new Error('writeInitialDb: a PGlite database is required');
  for (const table of PER_INSTALL_TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(handle.db);
    if ((rows[0]?.n ?? 0) !== 0) throw new Error(`writeInitialDb: ${table} must be empty in a database every install starts from`);
  }
  await shrinkForDump(handle);
  const dump = await handle.pglite.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeAtomically(file, new Uint8Array(await dump.arrayBuffer()));
  const meta: InitialDbMeta = { pglite: installedPgliteVersion(), ...(key ? { key } : {}) };
  writeAtomically(metaFileOf(file), `${JSON.stringify(meta, null, 2)}\n`);
}

/** Migrates and seeds a database in memory and dumps it to `file`: what the build ships for first starts. */
export async function makeInitialDb(file: string, key?: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    // Checkpoints remove the WAL segments they are done with instead of renaming them for reuse: a dump holds no
    // segment of old WAL under a future name.
    await sql`set wal_recycle = off`.execute(handle.db);
    await migrate(handle.db);
    await seed(handle.db);
    await writeInitialDb(handle, file, key);
  } finally {
    await handle.close();
  }
}
