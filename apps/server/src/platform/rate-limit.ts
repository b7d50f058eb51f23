import { sql } from 'kysely';
import type { Db } from '../db/database';
import { RateLimitedError } from './errors';

/** A rate limit: at most `limit` hits in any `windowSeconds`-long span. */
export interface RateLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitAnswer {
  allowed: boolean;
  /** When refused: whole seconds until the oldest counted hit leaves the window and a hit would be accepted. */
  retryAfterSeconds: number;
}

const keyOf = (key: string) => key.slice(0, 200);

/**
 * Counts a hit against a sliding window, in the database so that every API process counts the same hits, in one
 * statement. The key's row keeps the times of its last `limit` accepted hits: a hit is accepted when fewer than
 * `limit` are stored or the oldest of the last `limit` has left the window. Refused hits are not stored, so a client
 * is let in again as soon as the window allows, and the row never grows past the limit.
 * `now` is the caller's clock (epoch ms), a parameter so that tests can place hits exactly.
 */
export async function hitRateLimit(db: Db, { key, limit, windowSeconds }: RateLimit, now = Date.now()): Promise<RateLimitAnswer> {
  if (limit <= 0) return { allowed: false, retryAfterSeconds: windowSeconds };
  const windowMs = windowSeconds * 1000;
  const stored = sql<number[]>`system_rate_limit.hits`;
  const count = sql<number>`cardinality(${stored})`;
  const accepts = sql<boolean>`(${count} < ${limit} or ${stored}[${count} - ${limit} + 1] <= ${now}::bigint - ${windowMs})`;
  const row = await db
    .insertInto('system_rate_limit')
    .values({ key: keyOf(key), hits: sql`array[${now}::bigint]`, allowed: true, expireTime: new Date(now + windowMs) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        allowed: accepts,
        // Appended, then cut to the last `limit` hits.
        hits: sql`case when ${accepts} then (${stored} || ${now}::bigint)[greatest(1, ${count} + 2 - ${limit}):] else ${stored} end`,
        expireTime: sql`case when ${accepts} then excluded.expire_time else system_rate_limit.expire_time end`,
      }),
    )
    .returning(['allowed', sql<number>`hits[greatest(1, cardinality(hits) - ${limit} + 1)]`.as('oldest')])
    .executeTakeFirstOrThrow();
  return answer(row.allowed, Number(row.oldest), windowMs, now);
}

/** Whether a hit would be accepted now, without counting one. */
export async function peekRateLimit(db: Db, { key, limit, windowSeconds }: RateLimit, now = Date.now()): Promise<RateLimitAnswer> {
  if (limit <= 0) return { allowed: false, retryAfterSeconds: windowSeconds };
  const windowMs = windowSeconds * 1000;
  const row = await db
    .selectFrom('system_rate_limit')
    .select([sql<number>`cardinality(hits)`.as('count'), sql<number>`hits[greatest(1, cardinality(hits) - ${limit} + 1)]`.as('oldest')])
    .where('key', '=', keyOf(key))
    .executeTakeFirst();
  if (!row) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = Number(row.oldest);
  return answer(Number(row.count) < limit || oldest <= now - windowMs, oldest, windowMs, now);
}

function answer(allowed: boolean, oldest: number, windowMs: number, now: number): RateLimitAnswer {
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
}

/** Counts a hit and throws the 429 refusal when the limit is reached. */
export async function enforceRateLimit(db: Db, limit: RateLimit, now = Date.now()): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, limit, now);
  if (!allowed) throw new RateLimitedError(retryAfterSeconds);
}
