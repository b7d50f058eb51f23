import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '@console/contracts/envelope';

/**
 * Runs a filtered query as a page: the rows of the page (ordered by the caller) and the total.
 * `base` carries the filters only; `order` adds the ordering to the row query.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  select: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  pageNo: number,
  pageSize: number,
): Promise<Page<O>> {
  const [list, count] = await Promise.all([
    select(base).limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow() as Promise<{ total: number }>,
  ]);
  return { list: list as O[], total: Number(count.total) };
}
