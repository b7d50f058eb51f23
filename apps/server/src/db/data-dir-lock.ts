import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite takes no lock on its files, and two processes writing one data dir corrupt it.
 * We hold a lock file for as long as the database is open.
 *
 * A pid alone is not an identity: after a reboot, or in a container where the server is always pid 1, a stale
 * lock's pid can belong to an unrelated live process. The lock therefore records who holds it — pid, host, the
 * kernel's boot id and the process's start time — and a lock whose holder is not that very process is stale.
 * (Node has no flock(); mtime-refreshing lock libraries would refuse a restart after a crash until the lock ages.)
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

interface Holder {
  pid: number;
  host?: string;
  /** `<boot id>:<start time in clock ticks since boot>`; absent where /proc is not available. */
  started?: string;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** When the process started, as Linux tells it; undefined elsewhere or when the process is gone. */
export function processStart(pid: number): string | undefined {
  try {
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) may hold spaces and parentheses, so count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = fields[19];
    return startTicks ? `${bootId}:${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

/** The process's start as wall-clock milliseconds (Linux: boot time + start ticks at USER_HZ 100). */
function processStartMs(pid: number): number | undefined {
  const started = processStart(pid);
  if (!started) return undefined;
  try {
    const btime = /^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1];
    return btime ? Number(btime) * 1000 + Number(started.split(':')[1]) * 10 : undefined;
  } catch {
    return undefined;
  }
}

function readHolder(lockPath: string): Holder | undefined {
  const text = fs.readFileSync(lockPath, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text) }; // written by an earlier version: a bare pid
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
  } catch {
    return undefined; // foreign content: not a lock of ours
  }
}

/** Whether the lock's holder is a live process that is really the one that wrote it. */
function holderIsRunning(holder: Holder, lockWrittenMs: number): boolean {
  if (holder.pid === process.pid) return false;
  // Another machine sharing the directory: its processes cannot be checked from here, so respect the lock.
  if (holder.host !== undefined && holder.host !== os.hostname()) return true;
  if (!isAlive(holder.pid)) return false;
  // A live pid that started at another time (or in another boot) is a different process that reuses the number.
  if (holder.started !== undefined) return processStart(holder.pid) === undefined || processStart(holder.pid) === holder.started;
  // A bare pid (earlier versions): a process that started after the lock was written cannot have written it.
  const startedMs = processStartMs(holder.pid);
  return startedMs === undefined || startedMs <= lockWrittenMs + 1000;
}

export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'console.lock');
  const me: Holder = { pid: process.pid, host: os.hostname(), started: processStart(process.pid) };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written aside and linked into place: the lock appears whole or not at all, so a rival never reads it torn.
    const draft = `${lockPath}.${process.pid}.tmp`;
    fs.writeFileSync(draft, content);
    try {
      fs.linkSync(draft, lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === content) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(lockPath);
      if (holder && holderIsRunning(holder, fs.statSync(lockPath).mtimeMs)) throw new DataDirInUseError(dir, holder.pid);
      // A stale lock: its process died, or its pid now belongs to another process.
      fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
