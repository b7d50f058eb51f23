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
 * The table's content in one value, computed by the database a slice at a time (an md5 of each slice's rows, then
 * of those): a change of any word, tag or status, a new or a deleted row changes it. Independent of anyone's clock.
 */
export async function fingerprintOf(db: Db): Promise<string> {
  const slices: string[] = [];
  for (let after = 0; ; ) {
    const { rows } = await sql<{ last: number | null; digest: string | null }>`select max(id) as last,
        md5(string_agg(id || '|' || status || '|' || name || '|' || array_to_string(tags, chr(31)), chr(30) order by id)) as digest
      from (select id, status, name, tags from system_sensitive_word where id > ${after} order by id limit ${SLICE}) slice`.execute(db);
    const { last, digest } = rows[0]!;
    if (last === null || digest === null) break;
    slices.push(digest);
    after = last;
    await nextTurn();
  }
  return createHash('md5').update(slices.join(',')).digest('hex');
}

/** The enabled words, a slice at a time (each given to `slice` as it comes), in the order of their ids. */
export async function readEnabledWords(db: Db, slice: (words: MatchableWord[]) => void): Promise<MatchableWord[]> {
  const all: MatchableWord[] = [];
  for (let after = 0; ; ) {
    const rows = await db.selectFrom('system_sensitive_word').select(['id', 'name', 'tags']).where('status', '=', 0).where('id', '>', after).orderBy('id').limit(SLICE).execute();
    if (rows.length === 0) break;
    const words = rows.map((row) => ({ name: row.name, tags: row.tags }));
    for (const word of words) all.push(word);
    slice(words);
    after = rows.at(-1)!.id;
    await nextTurn();
  }
  return all;
}
