import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running `entry`, a module given beside its caller (`new URL('./x-worker.ts', import.meta.url)`):
 * the TypeScript source through tsx in tests and tsx runs, or the built file of the same name that
 * scripts/build.mjs writes beside dist/main.js (this code is bundled in one of dist/ or dist/chunks/).
 */
export function spawnThread(entry: URL, options: WorkerOptions = {}): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const source = JSON.stringify(entry.href);
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`, { ...options, eval: true });
  }
  const dir = new URL('.', here);
  const built = entry.pathname.split('/').pop()!.replace(/\.ts$/, '.js');
  return new Worker(new URL(built, dir.pathname.endsWith('/chunks/') ? new URL('..', dir) : dir), options);
}
