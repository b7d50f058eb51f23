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
 * Dumps a migrated and seeded in-memory database to `file` (gzipped tar) and writes its meta file beside it.
 * Refuses a database holding a secret or a session: every install must generate its own (platform/secrets.ts).
 */
export async function writeInitialDb(handle: DatabaseHandle, file: string, key?: string): Promise<void> {
  if (!handle.pglite) throw new Error('writeInitialDb: a PGlite database is required');
  for (const table of PER_INSTALL_TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(handle.db);
    if ((rows[0]?.n ?? 0) !== 0) throw new Error(`writeInitialDb: ${table} must be empty in a database every install starts from`);
  }
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
    await migrate(handle.db);
    await seed(handle.db);
    await writeInitialDb(handle, file, key);
  } finally {
    await handle.close();
  }
}
