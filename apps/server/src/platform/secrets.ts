import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * A key the server keeps for itself, the same in every process on one database: created on first use with random
 * bytes (whoever inserts first wins; the others read that row), then read back.
 */
export async function serverSecret(db: Db, name: string, bytes = 32): Promise<Buffer> {
  await db
    .insertInto('system_secret')
    .values({ name, value: randomBytes(bytes) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('system_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value);
}
