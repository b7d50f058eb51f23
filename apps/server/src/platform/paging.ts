import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '@console/contracts/envelope';
import type { Db } from '../db/database';

/**
 * Runs a filtered query as a page: the rows of the page (ordered by the caller) and the total.
 * `base` carries the filters only; `order` adds the ordering to the row query.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  select: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  pageNo: number,
  pageSize: number,
  /** The total when no filter applies, from a kept count (see table_row_count), instead of counting. */
  unfilteredTotal?: () => Promise<number>,
): Promise<Page<O>> {
  const [list, total] = await Promise.all([
    select(base).limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
    unfilteredTotal
      ? unfilteredTotal()
      : (base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow() as Promise<{ total: number }>).then((r) =>
          Number(r.total),
        ),
  ]);
  return { list: list, total };
}

/** The kept row count of a table with count triggers (migration 0002). */
export async function keptRowCount(db: Db, table: string): Promise<number> {
  const row = await db.selectFrom('table_row_count').select('rowCount').where('tableName', '=', table).executeTakeFirst();
  return row?.rowCount ?? 0;
}
