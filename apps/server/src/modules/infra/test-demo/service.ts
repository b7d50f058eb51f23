import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { TestDemoErrors, type TestDemoCreate, type TestDemoFilter, type TestDemoUpdate } from '@console/contracts/infra/test-demo';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import './table';

type Actor = { id: number };

export const TEST_DEMO_COLUMNS = ['id', 'name', 'status', 'type', 'category', 'remark', 'createTime'] as const;

export function testDemoQuery(db: Db, filter: Static<typeof TestDemoFilter>) {
  let q = db.selectFrom('infra_test_demo');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  if (filter.category !== undefined) q = q.where('category', '=', filter.category);
  if (filter.remark !== undefined) q = q.where('remark', '=', filter.remark);
  const createTimeRange = parseDateRange(filter.createTime, 'createTime');
  if (createTimeRange) q = q.where('createTime', '>=', at(createTimeRange[0])).where('createTime', '<=', at(createTimeRange[1]));
  return q;
}

export function pageTestDemos(db: Db, query: Static<typeof TestDemoFilter> & PageParams) {
  return paginate(testDemoQuery(db, query), (q) => q.select(TEST_DEMO_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export function getTestDemo(db: Db, id: number) {
  return db.selectFrom('infra_test_demo').select(TEST_DEMO_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type TestDemoRecord = NonNullable<Awaited<ReturnType<typeof getTestDemo>>>;

const testDemoValues = (input: Static<typeof TestDemoCreate>) => ({
  name: input.name,
  status: input.status,
  type: input.type,
  category: input.category,
  remark: input.remark ?? null,
});

export async function createTestDemo(db: Db, actor: Actor, input: Static<typeof TestDemoCreate>): Promise<number> {
  const row = await db
    .insertInto('infra_test_demo')
    .values({ ...testDemoValues(input), creator: String(actor.id), updater: String(actor.id) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateTestDemo(db: Db, actor: Actor, input: Static<typeof TestDemoUpdate>): Promise<{ before: TestDemoRecord; after: TestDemoRecord }> {
  return db.transaction().execute(async (trx) => {
    const before = await getTestDemo(trx, input.id);
    if (!before) throw new ServiceError(TestDemoErrors.TEST_DEMO_NOT_EXISTS);
    await trx
      .updateTable('infra_test_demo')
      .set({ ...testDemoValues(input), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .execute();
    return { before, after: (await getTestDemo(trx, input.id))! };
  });
}

export function deleteTestDemo(db: Db, id: number): Promise<TestDemoRecord> {
  return db.transaction().execute(async (trx) => {
    const before = await getTestDemo(trx, id);
    if (!before) throw new ServiceError(TestDemoErrors.TEST_DEMO_NOT_EXISTS);
    await trx.deleteFrom('infra_test_demo').where('id', '=', id).execute();
    return before;
  });
}
