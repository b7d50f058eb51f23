import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantScopePlugin } from '../src/db/tenant-scope';
import { createTenant } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('tenant scope plugin', () => {
  let t: TestApp;
  let other: number;
  beforeAll(async () => {
    t = await createTestApp();
    other = await createTenant(t, '隔离租户');
    await t.database.db
      .insertInto('system_post')
      .values([
        { code: 'p1', name: '一号', tenantId: 1, remark: null },
        { code: 'p2', name: '二号', tenantId: other, remark: null },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const scoped = (tenantId: number) => t.database.db.withPlugin(new TenantScopePlugin(tenantId));

  it('reads only the rows of its tenant, in joins and subqueries too', async () => {
    const names = (await scoped(other).selectFrom('system_post').select('name').execute()).map((r) => r.name);
    expect(names).toEqual(['二号']);
    const viaAlias = await scoped(other).selectFrom('system_post as p').select('p.code').execute();
    expect(viaAlias.map((r) => r.code)).toEqual(['p2']);
    const joined = await scoped(other)
      .selectFrom('system_tenant as tn')
      .leftJoin('system_post as p', 'p.tenantId', 'tn.id')
      .select(['tn.id', 'p.code'])
      .where('tn.id', '=', 1)
      .execute();
    // Tenant 1's posts are invisible to the join even though the join condition matches them.
    expect(joined).toEqual([{ id: 1, code: null }]);
    const sub = await scoped(other)
      .selectFrom('system_tenant')
      .select('id')
      .where('id', 'in', (qb) => qb.selectFrom('system_post').select('tenantId'))
      .execute();
    expect(sub.map((r) => r.id)).toEqual([other]);
  });

  it('updates and deletes only its own rows', async () => {
    const updated = await scoped(other).updateTable('system_post').set({ remark: 'touched' }).where('code', 'in', ['p1', 'p2']).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    const p1 = await t.database.db.selectFrom('system_post').select('remark').where('code', '=', 'p1').executeTakeFirstOrThrow();
    expect(p1.remark).toBeNull();
    const deleted = await scoped(other).deleteFrom('system_post').where('code', '=', 'p1').executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(0);
  });

  it('stamps inserts with its tenant and refuses an explicit other tenant', async () => {
    await scoped(other).insertInto('system_post').values({ code: 'p3', name: '三号', remark: null }).execute();
    const p3 = await t.database.db.selectFrom('system_post').select('tenantId').where('code', '=', 'p3').executeTakeFirstOrThrow();
    expect(p3.tenantId).toBe(other);
    await expect(scoped(other).insertInto('system_post').values({ code: 'p4', name: '四号', remark: null, tenantId: 1 }).execute()).rejects.toThrow(/Refusing/);
  });

  it('leaves tables without tenant_id alone', async () => {
    const menus = await scoped(other).selectFrom('system_menu').select('id').execute();
    const all = await t.database.db.selectFrom('system_menu').select('id').execute();
    expect(menus.length).toBe(all.length);
  });
});
