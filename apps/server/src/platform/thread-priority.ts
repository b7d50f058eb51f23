import fs from 'node:fs';
import os from 'node:os';

/**
 * Lowers the scheduling priority of the calling thread alone (a worker thread doing background work), so that the
 * request thread of the same process gets a core first when they compete. On Linux a thread is a task with an id
 * of its own (/proc/thread-self), which setpriority takes; elsewhere, or where it is refused, nothing changes.
 */
export function lowerThreadPriority(nice = 10): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) os.setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: the thread keeps its priority.
  }
}
