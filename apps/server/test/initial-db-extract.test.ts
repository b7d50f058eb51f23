import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { installedPgliteVersion, installInitialDb, metaFileOf } from '../src/db/initial-db';

// The prebuilt database is extracted on a thread of its own (initial-db-worker.mjs): what it extracts lands in the
// data dir, and a dump it cannot read fails the start with the file named and leaves no half database behind.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-initial-db-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function dumpOf(name: string, write: (file: string) => void): string {
  const file = path.join(work, name);
  write(file);
  fs.writeFileSync(metaFileOf(file), JSON.stringify({ pglite: installedPgliteVersion() }));
  return file;
}

describe('installInitialDb', () => {
  it('extracts the dump into an empty data dir, without the dumping process’s pid file', async () => {
    const source = path.join(work, 'source');
    fs.mkdirSync(path.join(source, 'base/5'), { recursive: true });
    fs.writeFileSync(path.join(source, 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(source, 'base/5/1249'), Buffer.alloc(8192, 7));
    fs.writeFileSync(path.join(source, 'postmaster.pid'), '42\n');
    const dump = dumpOf('good.tar.gz', (file) => tar.create({ gzip: true, file, cwd: source, sync: true }, ['PG_VERSION', 'base', 'postmaster.pid']));
    const pgDataDir = path.join(work, 'data-good/pglite');

    expect(await installInitialDb(pgDataDir, dump)).toBe(true);
    expect(fs.readFileSync(path.join(pgDataDir, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(fs.readFileSync(path.join(pgDataDir, 'base/5/1249')).equals(Buffer.alloc(8192, 7))).toBe(true);
    expect(fs.existsSync(path.join(pgDataDir, 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(`${pgDataDir}.loading`)).toBe(false);
  });

  it('refuses a dump it cannot read, naming the file, and leaves no data dir', async () => {
    const dump = dumpOf('broken.tar.gz', (file) => fs.writeFileSync(file, Buffer.from('not a gzipped tar at all')));
    const pgDataDir = path.join(work, 'data-broken/pglite');

    await expect(installInitialDb(pgDataDir, dump)).rejects.toThrow(`Could not load the prebuilt database ${dump}`);
    expect(fs.existsSync(pgDataDir)).toBe(false);
  });
});
