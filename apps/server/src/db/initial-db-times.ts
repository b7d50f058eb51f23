import { sql, type Kysely } from 'kysely';
// The schema, not database.ts (which loads this file on demand): no import circle.
import type { Database } from './schema';

/**
 * Moves the lawyer demo queue (seed/lawyers.ts) to now when the dump is more than an hour old: the queue is laid
 * out over the weeks before the moment the seed ran, so a dump built a month ago would otherwise open on a month-old
 * queue. Only the demo moves: other seeded rows keep the dump's creation time (touching every table costs a first
 * start ~0.3–1 s of cold catalog reads). A dump made by the build just before (`npm start`) is left as it is.
 */
export async function shiftSeedTimes(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ stale: boolean }>`select applied_at < now() - interval '1 hour' as stale from seed_version where id = 1`.execute(db);
  if (!rows[0]?.stale) return;
  const delta = sql`(now() - (select applied_at from seed_version where id = 1))`;
  await db.transaction().execute(async (trx) => {
    await sql`update audit_lawyer set submit_time = submit_time + ${delta}, audit_time = audit_time + ${delta},
      create_time = create_time + ${delta}, update_time = update_time + ${delta}`.execute(trx);
    await sql`update audit_lawyer_record set create_time = create_time + ${delta}, update_time = update_time + ${delta}`.execute(trx);
    // The seed's recorded time moves with the rows it laid out.
    await sql`update seed_version set applied_at = now() where id = 1`.execute(trx);
  });
}
