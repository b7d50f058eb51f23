import { Worker, type WorkerOptions } from 'node:worker_threads';

type Thread<Answer> = { worker: Worker; pending: Map<number, (answer: Answer | Error) => void> };

/**
 * A worker thread running `entry`, a module given beside its caller (`new URL('./x-worker.ts', import.meta.url)`):
 * the TypeScript source through tsx in tests and tsx runs (a plain-JavaScript `.mjs` entry as it is, no loader), or
 * the built file of the same name that scripts/build.mjs writes beside dist/main.js (this code is bundled in one of
 * dist/ or dist/chunks/).
 */
export function spawnThread(entry: URL, options: WorkerOptions = {}): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts') && entry.pathname.endsWith('.mjs')) return new Worker(entry, options);
  if (here.endsWith('.ts')) {
    const source = JSON.stringify(entry.href);
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`, { ...options, eval: true });
  }
  const dir = new URL('.', here);
  const built = entry.pathname.split('/').pop()!.replace(/\.(ts|mjs)$/, '.js');
  return new Worker(new URL(built, dir.pathname.endsWith('/chunks/') ? new URL('..', dir) : dir), options);
}

/**
 * A worker thread that answers requests carrying an `id` with messages carrying the same `id`: started on first use
 * and unref'd (it keeps no process alive). A thread that dies fails the requests it had (`onLost` is told) and the
 * next use starts another.
 */
export class RequestThread<Answer extends { id: number }> {
  private thread: Thread<Answer> | undefined;

  constructor(
    private readonly spawn: () => Worker,
    private readonly onLost: () => void = () => undefined,
  ) {}

  /** The thread if one runs. */
  get running(): Thread<Answer> | undefined {
    return this.thread;
  }

  /** The running thread, or a new one; `pending` is where its answers are awaited, by id. */
  current(): Thread<Answer> {
    if (this.thread) return this.thread;
    const worker = this.spawn();
    worker.unref();
    const thread: Thread<Answer> = { worker, pending: new Map() };
    worker.on('message', (answer: Answer) => {
      const settle = thread.pending.get(answer.id);
      thread.pending.delete(answer.id);
      settle?.(answer);
    });
    const lost = (err: Error) => {
      if (this.thread === thread) {
        this.thread = undefined;
        this.onLost();
      }
      for (const settle of thread.pending.values()) settle(err);
      thread.pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`worker thread exited (${code})`)));
    this.thread = thread;
    return thread;
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    if (thread) await thread.worker.terminate();
  }
}
