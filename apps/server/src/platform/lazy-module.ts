import { createRequire } from 'node:module';

const requireCjs = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at start-up, for code that only some requests run
 * (HTML cleaning of notices, PNG encoding of captchas, bcrypt for imported passwords). Synchronous, so
 * the callers keep their signatures.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireCjs(name) as T);
}
