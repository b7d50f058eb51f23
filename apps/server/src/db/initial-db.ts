import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnThread } from '../platform/worker-thread';

/**
 * The prebuilt database a first start loads instead of running initdb, the migrations and the seed on an empty
 * PGlite data dir (initdb alone is seconds of WebAssembly CPU). `npm run build` makes it (scripts/build.mjs runs
 * makeInitialDb from initial-db-make.ts): a freshly migrated and seeded database, dumped as a gzipped tar, plus a
 * small JSON file naming the PGlite version that made it. A start on an empty data dir extracts it when that version is the one
 * installed; migrate and seed then run as on any start, so a dump older than the code is brought up to date, and
 * a data dir that holds a database is never touched.
 */

export interface InitialDbMeta {
  /** The PGlite version that wrote the dump: another version may not read its files. */
  pglite: string;
  /** What the build compares to decide whether the dump is current (a hash of the code that made it). */
  key?: string;
}

export const metaFileOf = (dumpFile: string) => `${dumpFile}.json`;

/** The installed PGlite's version (its package.json, found beside the entry Node resolves). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function readMeta(file: string): InitialDbMeta | undefined {
  try {
    return JSON.parse(fs.readFileSync(metaFileOf(file), 'utf8')) as InitialDbMeta;
  } catch {
    return undefined;
  }
}

/** Extracts the dump into `dir` on a thread of its own (initial-db-worker.mjs); answers what went wrong, if anything. */
async function extractOffThread(file: string, dir: string): Promise<string[]> {
  const worker = spawnThread(new URL('./initial-db-worker.mjs', import.meta.url), { workerData: { file, cwd: dir } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    // A thread that could not start, or died, fails the load with its reason (after a message, nothing).
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the extraction thread stopped (exit code ${code})`)));
  });
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
  const problems = await extractOffThread(file, staging);
  if (problems.length > 0) {
    throw new Error(`Could not load the prebuilt database ${file} (INITIAL_DB= starts without it): ${problems.join('; ')}`);
  }
  fs.rmSync(pgDataDir, { recursive: true, force: true });
  fs.renameSync(staging, pgDataDir);
  return true;
}
