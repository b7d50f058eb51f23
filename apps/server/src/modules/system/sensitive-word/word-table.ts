import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { MatchableWord } from './matcher';

/**
 * Rows per query when the whole table is read. On embedded PGlite a query runs on this thread: 100,000 rows at once
 * held it for over a second; a slice of this size takes milliseconds, and other requests are served between slices.
 */
const SLICE = 1_000;

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

/**
 * The table's content in one value, computed by the database a slice at a time (an md5 of each slice's rows, then
 * of those): a change of any word, tag or status, a new or a deleted row changes it. Independent of anyone's clock.
 */
export async function fingerprintOf(db: Db): Promise<string> {
  const slices: string[] = [];
  for (let after = 0; ; ) {
    const { rows } = await slice(db, (trx) =>
      sql<{ last: number | null; digest: string | null }>`select max(id) as last,
          md5(string_agg(id || '|' || status || '|' || name || '|' || array_to_string(tags, chr(31)), chr(30) order by id)) as digest
        from (select id, status, name, tags from system_sensitive_word where id > ${after} order by id limit ${SLICE}) slice`.execute(trx),
    );
    const { last, digest } = rows[0]!;
    if (last === null || digest === null) break;
    slices.push(digest);
    after = last;
    await nextTurn();
  }
  return createHash('md5').update(slices.join(',')).digest('hex');
}

/** The enabled words, a slice at a time (each given to `each` as it comes), in the order of their ids. */
export async function readEnabledWords(db: Db, each: (words: MatchableWord[]) => void): Promise<MatchableWord[]> {
  const all: MatchableWord[] = [];
  for (let after = 0; ; ) {
    const rows = await slice(db, (trx) =>
      trx.selectFrom('system_sensitive_word').select(['id', 'status', 'name', 'tags']).where('id', '>', after).orderBy('id').limit(SLICE).execute(),
    );
    if (rows.length === 0) break;
    // Disabled words are read and left out here: a filter in the query would make the planner's guess worse.
    const words = rows.filter((row) => row.status === 0).map((row) => ({ name: row.name, tags: row.tags }));
    for (const word of words) all.push(word);
    each(words);
    after = rows.at(-1)!.id;
    await nextTurn();
  }
  return all;
}
