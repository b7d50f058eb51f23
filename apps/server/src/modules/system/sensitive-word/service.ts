import type { PageParams } from '@console/contracts/envelope';
import { formatMessage, SensitiveWordErrors } from '@console/contracts/error-codes';
import type { SensitiveWordCreate, SensitiveWordFilter, SensitiveWordUpdate } from '@console/contracts/system/sensitive-word';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { badField, ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';

type Actor = { id: number };

export const SENSITIVE_WORD_COLUMNS = ['id', 'name', 'tags', 'status', 'description', 'createTime'] as const;

export function sensitiveWordQuery(db: Db, filter: Static<typeof SensitiveWordFilter>) {
  let q = db.selectFrom('system_sensitive_word');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.tag) {
    const pattern = `%${escapeLike(filter.tag)}%`;
    q = q.where(sql<boolean>`exists (select 1 from unnest(${sql.ref('tags')}) as tag where tag like ${pattern})`);
  }
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export function pageSensitiveWords(db: Db, query: Static<typeof SensitiveWordFilter> & PageParams) {
  return paginate(sensitiveWordQuery(db, query), (q) => q.select(SENSITIVE_WORD_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export function getSensitiveWord(db: Db, id: number) {
  return db.selectFrom('system_sensitive_word').select(SENSITIVE_WORD_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type SensitiveWordRecord = NonNullable<Awaited<ReturnType<typeof getSensitiveWord>>>;

/** What a row means to the matcher: its name matched with its tags while enabled (status 0). */
export const matchedAs = (row: Pick<SensitiveWordRecord, 'name' | 'tags' | 'status'>) => ({ name: row.name, tags: row.tags, enabled: row.status === 0 });

/** Every tag in use, disabled words' included (the filter's and the edit dialog's choices), sorted. */
export async function listTags(db: Db): Promise<string[]> {
  const { rows } = await sql<{ tag: string }>`select distinct unnest(tags) as tag from system_sensitive_word order by 1`.execute(db);
  return rows.map((row) => row.tag);
}

/** Trimmed, blank ones dropped, each once in the order given. */
const cleanTags = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];

function sensitiveWordValues(input: Static<typeof SensitiveWordCreate>) {
  const name = input.name.trim();
  // A word of spaces would match every gap between words.
  if (!name) throw badField('body.name', '不能为空');
  return { name, tags: cleanTags(input.tags), status: input.status, description: input.description ?? null };
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  let q = db.selectFrom('system_sensitive_word').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new ServiceError(SensitiveWordErrors.SENSITIVE_WORD_EXISTS, name);
}

/** A race past assertNameFree answers what the check would have. */
const uniqueName = <T>(name: string, work: () => Promise<T>) =>
  mapUniqueViolation(work, { uk_system_sensitive_word_name: { ...SensitiveWordErrors.SENSITIVE_WORD_EXISTS, msg: formatMessage(SensitiveWordErrors.SENSITIVE_WORD_EXISTS.msg, name) } });

export function createSensitiveWord(db: Db, actor: Actor, input: Static<typeof SensitiveWordCreate>): Promise<SensitiveWordRecord> {
  const values = sensitiveWordValues(input);
  return db.transaction().execute(async (trx) => {
    await assertNameFree(trx, values.name);
    return uniqueName(values.name, () =>
      trx
        .insertInto('system_sensitive_word')
        .values({ ...values, creator: String(actor.id), updater: String(actor.id) })
        .returning(SENSITIVE_WORD_COLUMNS)
        .executeTakeFirstOrThrow(),
    );
  });
}

export function updateSensitiveWord(db: Db, actor: Actor, input: Static<typeof SensitiveWordUpdate>): Promise<{ before: SensitiveWordRecord; after: SensitiveWordRecord }> {
  const values = sensitiveWordValues(input);
  return db.transaction().execute(async (trx) => {
    const before = await getSensitiveWord(trx, input.id);
    if (!before) throw new ServiceError(SensitiveWordErrors.SENSITIVE_WORD_NOT_EXISTS);
    await assertNameFree(trx, values.name, input.id);
    await uniqueName(values.name, () =>
      trx
        .updateTable('system_sensitive_word')
        .set({ ...values, updater: String(actor.id), updateTime: new Date() })
        .where('id', '=', input.id)
        .execute(),
    );
    return { before, after: (await getSensitiveWord(trx, input.id))! };
  });
}

export function deleteSensitiveWord(db: Db, id: number): Promise<SensitiveWordRecord> {
  return db.transaction().execute(async (trx) => {
    const before = await getSensitiveWord(trx, id);
    if (!before) throw new ServiceError(SensitiveWordErrors.SENSITIVE_WORD_NOT_EXISTS);
    await trx.deleteFrom('system_sensitive_word').where('id', '=', id).execute();
    return before;
  });
}
