import type { FastifyReply } from 'fastify';
import { success } from './envelope';

/**
 * Remembers the answers of reads of rarely-changing reference data (dictionaries) for a few seconds.
 *
 * Keyed by the route and its normalised query. The owner clears it on every write in this process, so a
 * client that sees its write answered then reads the new data; another process converges within the TTL.
 * Concurrent misses of one key share one load, and an answer loaded while a write cleared the cache is
 * handed to its own callers only, never stored after the clear.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; until: number }>();
  /** Reads answered from memory and reads that loaded, since start (for the metrics). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) {
      this.misses += 1;
      return load();
    }
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) {
      this.hits += 1;
      return hit.value as Promise<T>;
    }
    this.misses += 1;
    // Filters are free text: bound the number of keys rather than track their use.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    const entry = { value, until: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Keys held now, expired ones included until overwritten or cleared. */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Answers a read from the cache: the JSON the route's own serializer wrote for the first such request, kept
 * as UTF-8 bytes, so a hit sends the bytes of an uncached answer without serialising or encoding again.
 */
export function sendCached(cache: ReadCache, reply: FastifyReply, key: string, load: () => Promise<unknown>): void {
  // A handler that returns nothing (not a promise) and sends later: Fastify waits for reply.send. The callbacks
  // must not return the reply: it is a thenable, and the promise would wait for the response to finish.
  cache.get(key, async () => Buffer.from(reply.serialize(success(await load())) as string)).then(
    (json) => {
      reply.type('application/json; charset=utf-8').send(json);
    },
    (err: unknown) => {
      reply.send(err);
    },
  );
}

/** A cache key from the route and the query fields its schema declares, after validation (coerced, defaults filled). */
export function queryKey(route: string, fields: readonly string[], query: unknown): string {
  const q = (query ?? {}) as Record<string, unknown>;
  return `${route}?${JSON.stringify(fields.map((f) => q[f] ?? null))}`;
}
