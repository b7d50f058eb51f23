import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';
import { installInitialDb } from './initial-db';

/** A PGlite data dir this process holds (its lock), with a first start's extraction of the prebuilt database under way. */
export interface HeldDataDir {
  /** PGlite's own directory inside DATA_DIR. */
  pgDataDir: string;
  /** Settles once the directory can be opened: whether the prebuilt database was loaded into it, and by when. */
  ready: Promise<{ initialDbLoaded: boolean; initialDbMs?: number }>;
  release: () => void;
}

/**
 * Takes DATA_DIR's lock and, on an empty one, starts extracting the prebuilt database (db/initial-db.ts). Light on
 * purpose (no Kysely, no PGlite): main.ts calls it before the rest of the server's code loads, so that a first start's
 * extraction — its critical path — begins as soon as the process does. Throws DataDirInUseError at once.
 */
export function holdDataDir(dataDir: string, initialDb: string | undefined): HeldDataDir {
  const release = acquireDataDirLock(dataDir);
  const pgDataDir = path.join(dataDir, 'pglite');
  const taken = performance.now();
  // A restart finds its database: one stat.
  const ready =
    initialDb && !fs.existsSync(path.join(pgDataDir, 'PG_VERSION'))
      ? installInitialDb(pgDataDir, initialDb).then((loaded) => ({ initialDbLoaded: loaded, initialDbMs: loaded ? Math.round(performance.now() - taken) : undefined }))
      : Promise.resolve({ initialDbLoaded: false });
  // Awaited by openDatabase, which releases the lock if it failed.
  ready.catch(() => {});
  return { pgDataDir, ready, release };
}
