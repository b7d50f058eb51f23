import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, processStart } from '../src/db/data-dir-lock';

/** A lock naming a live but unrelated process (pid reuse) must not block start-up. */
describe('data-dir lock', () => {
  let dir: string;
  let other: ChildProcess | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-lock-'));
  });
  afterEach(() => {
    other?.kill('SIGKILL');
    other = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const lockPath = () => path.join(dir, 'console.lock');
  /** Another live process on this machine, unrelated to any lock. */
  const startOther = async () => {
    other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => other!.once('spawn', resolve));
    return other.pid!;
  };

  it('refuses a second holder while the first runs, and frees the directory on release', () => {
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).not.toThrow(); // the same process may reopen (tests, restarts in-process)
    const pid = Number((JSON.parse(fs.readFileSync(lockPath(), 'utf8')) as { pid: number }).pid);
    expect(pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockPath())).toBe(false);
  });

  it('refuses while another live process that wrote the lock holds it', async () => {
    const pid = await startOther();
    fs.writeFileSync(lockPath(), JSON.stringify({ pid, host: os.hostname(), started: processStart(pid) }));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(fs.existsSync(lockPath())).toBe(true);
  });

  it('takes over a lock whose pid now belongs to a process that started at another time', async () => {
    const pid = await startOther();
    fs.writeFileSync(lockPath(), JSON.stringify({ pid, host: os.hostname(), started: 'another-boot:12345' }));
    const release = acquireDataDirLock(dir);
    expect((JSON.parse(fs.readFileSync(lockPath(), 'utf8')) as { pid: number }).pid).toBe(process.pid);
    release();
  });

  it('takes over a bare-pid lock (earlier versions) whose live pid started after the lock was written', async () => {
    const pid = await startOther();
    fs.writeFileSync(lockPath(), String(pid));
    const anHourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(lockPath(), anHourAgo, anHourAgo);
    const release = acquireDataDirLock(dir);
    expect((JSON.parse(fs.readFileSync(lockPath(), 'utf8')) as { pid: number }).pid).toBe(process.pid);
    release();
  });

  it('takes over the lock of a process that is gone', async () => {
    const pid = await startOther();
    const started = processStart(pid);
    other!.kill('SIGKILL');
    await new Promise((resolve) => other!.once('exit', resolve));
    fs.writeFileSync(lockPath(), JSON.stringify({ pid, host: os.hostname(), started }));
    const release = acquireDataDirLock(dir);
    release();
    expect(fs.existsSync(lockPath())).toBe(false);
  });
});
