import { sql } from 'kysely';
import type { Db } from '../db/database';
import { at } from '../db/timestamp';

/**
 * Fixed-window counter in the database, so every API process counts the same hits.
 * Returns the number of hits in the current window, this one included.
 */
export async function hitRateLimit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const row = await db
    .insertInto('system_rate_limit')
    .values({ key: key.slice(0, 200), windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'windowStart']).doUpdateSet({ count: sql<number>`system_rate_limit.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (row.count === 1 && Math.random() < 0.05) {
    // Old windows are useless; sweep them now and then rather than on a timer.
    await db.deleteFrom('system_rate_limit').where('windowStart', '<', at(Date.now() - 86_400_000)).execute();
  }
  return row.count;
}

/** The hits counted so far in the current window (nothing is counted by asking). */
export async function rateLimitCount(db: Db, key: string, windowSeconds: number): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const row = await db.selectFrom('system_rate_limit').select('count').where('key', '=', key.slice(0, 200)).where('windowStart', '=', at(windowStart)).executeTakeFirst();
  return row?.count ?? 0;
}
