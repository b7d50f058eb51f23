import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its files, and two processes writing one data dir corrupt it.
 * We hold a pid lock file for as long as the database is open.
 */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by process ${pid}. ` +
        `Stop that process, or start this one with another DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'console.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(dir, pid);
      }
      // A stale lock from a process that died without cleaning up.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
