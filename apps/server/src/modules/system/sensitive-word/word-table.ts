import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/**
 * Rows per query when the whole table is read. On embedded PGlite a query runs on this thread: 100,000 rows at once
 * held it for over a second; a slice of this size takes milliseconds, and other requests are served between slices.
 */
export const SLICE = 1_000;

/**
 * One slice's query, in the primary key's order. PGlite runs no autovacuum, so the table may never have been
 * analysed: the planner then takes it for small and sorts the whole table for every slice (100 slices of 100,000
 * words took 16 s); told not to scan it whole, it walks the key's index from where the last slice ended.
 */
const slice = <T>(db: Db, query: (trx: Db) => Promise<T>) =>
  db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off; set local enable_bitmapscan = off`.execute(trx);
    return query(trx);
  });

/** One slice's md5 over every row, enabled or not: a change of any word, tag or status, a new or a deleted row changes it. */
const digest = sql<string>`md5(string_agg(id || '|' || status || '|' || name || '|' || array_to_string(tags, chr(31)), chr(30) order by id))`;

/** The fingerprint of the slices' digests, in the order read. */
const fingerprintOfSlices = (digests: readonly string[]) => createHash('md5').update(digests.join(',')).digest('hex');

/**
 * The table's content in one value, computed by the database a slice at a time (an md5 of each slice's rows, then
 * of those). Independent of anyone's clock.
 */
export async function fingerprintOf(db: Db): Promise<string> {
  const digests: string[] = [];
  for (let after = 0; ; ) {
    const { rows } = await slice(db, (trx) =>
      sql<{ last: number | null; digest: string | null }>`select max(id) as last, ${digest} as digest
        from (select id, status, name, tags from system_sensitive_word where id > ${after} order by id limit ${SLICE}) slice`.execute(trx),
    );
    const { last, digest: sliceDigest } = rows[0]!;
    if (last === null || sliceDigest === null) break;
    digests.push(sliceDigest);
    after = last;
    await nextTurn();
  }
  return fingerprintOfSlices(digests);
}

/**
 * Reads the table a slice at a time, giving `each` a slice's enabled words as the database wrote them, one JSON
 * string (`[[name, [tag, …]], …]`, in the order of their ids): this thread neither parses them nor holds an object
 * per word or row (the build thread parses them). Answers the fingerprint of what was read, slice by slice in the
 * same statements as the words, so a write that lands between two slices is in both or in neither, and the next
 * check (`fingerprintOf`) tells.
 */
export async function readEnabledWords(db: Db, each: (words: string) => void): Promise<string> {
  const digests: string[] = [];
  for (let after = 0; ; ) {
    const { rows } = await slice(db, (trx) =>
      // Disabled words are read and left out of the words here: a filter on the rows would make the planner's guess worse.
      sql<{ last: number | null; digest: string | null; words: string | null }>`select max(id) as last, ${digest} as digest,
          (json_agg(json_build_array(name, tags) order by id) filter (where status = 0))::text as words
        from (select id, status, name, tags from system_sensitive_word where id > ${after} order by id limit ${SLICE}) slice`.execute(trx),
    );
    const { last, digest: sliceDigest, words } = rows[0]!;
    if (last === null || sliceDigest === null) break;
    digests.push(sliceDigest);
    if (words !== null) each(words);
    after = last;
    await nextTurn();
  }
  return fingerprintOfSlices(digests);
}
