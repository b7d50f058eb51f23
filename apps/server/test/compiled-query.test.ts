import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedStatement } from '../src/db/compiled-query';
import type { Db } from '../src/db/database';
import { scopeToTenant, TenantScopePlugin } from '../src/db/tenant-scope';
import { createTenant } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** Counts the statements Kysely builds and transforms (a plugin unknown to the cache: that handle builds every time). */
class Counting {
  count = 0;
  transformQuery<N>(args: { node: N }): N {
    this.count += 1;
    return args.node;
  }
  transformResult<R>(args: { result: R }): Promise<R> {
    return Promise.resolve(args.result);
  }
}

const postsByCode = fixedStatement((db: Db, code: string) => db.selectFrom('system_post').select(['code', 'name', 'tenantId']).where('code', 'like', code).orderBy('code'));
const postCount = fixedStatement((db: Db, code: string, name: string) =>
  db.selectFrom('system_post as p').select((eb) => eb.fn.countAll<number>().as('n')).where('p.code', '=', code).where('p.name', '=', name),
);
const insertPost = fixedStatement((db: Db, row: { code: string; name: string; remark: string | null }) => db.insertInto('system_post').values(row).returning(['code', 'tenantId']), [
  ['code', 'name', 'remark'],
]);

describe('fixed statements compiled once (db/compiled-query.ts)', () => {
  let t: TestApp;
  let other: number;
  beforeAll(async () => {
    t = await createTestApp();
    other = await createTenant(t, '编译租户');
    await t.database.db
      .insertInto('system_post')
      .values([
        { code: 'cq1', name: '一号', tenantId: 1, remark: null },
        { code: 'cq2', name: '二号', tenantId: other, remark: null },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('keeps each tenant to its own rows, whichever tenant compiled the statement first', async () => {
    // The other tenant first, then tenant 1, then the other again: each read sees only its tenant's rows.
    expect(await postsByCode.execute(scopeToTenant(t.database.db, other), 'cq%')).toEqual([{ code: 'cq2', name: '二号', tenantId: other }]);
    expect(await postsByCode.execute(scopeToTenant(t.database.db, 1), 'cq%')).toEqual([{ code: 'cq1', name: '一号', tenantId: 1 }]);
    expect(await postsByCode.execute(scopeToTenant(t.database.db, other), 'cq%')).toEqual([{ code: 'cq2', name: '二号', tenantId: other }]);
    // The root handle is not scoped; a tenant plugin stacked on it is scoped like scopeToTenant's handle.
    expect((await postsByCode.execute(t.database.db, 'cq%')).map((r) => r.code)).toEqual(['cq1', 'cq2']);
    expect(await postsByCode.execute(t.database.db.withPlugin(new TenantScopePlugin(other)), 'cq%')).toEqual([{ code: 'cq2', name: '二号', tenantId: other }]);
  });

  it('runs with each call\'s arguments, inside a transaction too, and rolls back with it', async () => {
    const tenant = scopeToTenant(t.database.db, other);
    expect(await postCount.executeTakeFirst(tenant, 'cq2', '二号')).toEqual({ n: 1 });
    expect(await postCount.executeTakeFirst(tenant, 'cq2', '一号')).toEqual({ n: 0 });
    expect(await postCount.executeTakeFirst(tenant, 'cq1', '一号')).toEqual({ n: 0 });
    await expect(
      tenant.transaction().execute(async (trx) => {
        expect(await insertPost.execute(trx, { code: 'cq3', name: '三号', remark: null })).toEqual([{ code: 'cq3', tenantId: other }]);
        expect(await postCount.executeTakeFirst(trx, 'cq3', '三号')).toEqual({ n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await postCount.executeTakeFirst(tenant, 'cq3', '三号')).toEqual({ n: 0 });
    // An insert through a tenant's handle writes that tenant, as an insert built each time would.
    expect(await insertPost.execute(scopeToTenant(t.database.db, 1), { code: 'cq4', name: '四号', remark: 'r' })).toEqual([{ code: 'cq4', tenantId: 1 }]);
    expect(await insertPost.execute(tenant, { code: 'cq5', name: '五号', remark: null })).toEqual([{ code: 'cq5', tenantId: other }]);
  });

  it('builds every time on a handle with a plugin it does not know, and is scoped the same', async () => {
    const counting = new Counting();
    const handle = scopeToTenant(t.database.db, other).withPlugin(counting);
    expect(await postsByCode.execute(handle, 'cq2')).toEqual([{ code: 'cq2', name: '二号', tenantId: other }]);
    expect(await postsByCode.execute(handle, 'cq1')).toEqual([]);
    expect(counting.count).toBe(2);
  });

  it('builds once per tenant and handle kind, not per call', async () => {
    let builds = 0;
    const counted = fixedStatement((db: Db, code: string) => (builds++, db.selectFrom('system_post').select('code').where('code', '=', code)));
    for (const code of ['cq1', 'cq2', 'cq1']) {
      await counted.execute(scopeToTenant(t.database.db, 1), code);
      await t.database.db.transaction().execute((trx) => counted.execute(scopeToTenant(trx, other), code));
    }
    expect(builds).toBe(2);
  });

  it('refuses a build that uses an argument to choose its shape rather than as a value', async () => {
    const shaped = fixedStatement((db: Db, code: string) => db.selectFrom('system_post').select('code').$if(Boolean(code), (q) => q.where('code', '=', 'x')));
    await expect(shaped.execute(t.database.db, 'a')).rejects.toThrow('argument 0 is not a parameter');
  });
});
