import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * A key the server keeps for itself, the same in every process on one database: created on first use with random
 * bytes (whoever inserts first wins; the others read that row), then read back.
 */
export async function serverSecret(db: Db, name: string, bytes = 32): Promise<Buffer> {
  // Read first: every start asks, and an insert that finds the row is still a write (a WAL flush on PGlite, ≈ 15 ms
  // of a restart).
  const existing = await db.selectFrom('system_secret').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return Buffer.from(existing.value);
  await db
    .insertInto('system_secret')
    .values({ name, value: randomBytes(bytes) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('system_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value);
}
