import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { scopeToTenant, TenantScopePlugin } from '../src/db/tenant-scope';
import { createTenant } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** The two ways to a tenant's handle: the plugin on any handle, and scopeToTenant's one pass (request handles). */
const constructions: Array<[string, (root: Db, tenantId: number) => Db]> = [
  ['the plugin on a camel-cased handle', (root, tenantId) => root.withPlugin(new TenantScopePlugin(tenantId))],
  ['scopeToTenant, scoping and camel-casing in one pass', scopeToTenant],
];

describe.each(constructions)('tenant scope: %s', (_name, scope) => {
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

  const scoped = (tenantId: number) => scope(t.database.db, tenantId);

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

describe('scopeToTenant', () => {
  it('sends exactly the SQL and parameters of the plugin on the camel-cased handle', async () => {
    const t = await createTestApp();
    try {
      const queries: Array<(db: Db) => { compile: () => { sql: string; parameters: readonly unknown[] } }> = [
        (db) => db.selectFrom('system_post as p').innerJoin('system_users as u', 'u.id', 'p.id').select(['p.code', 'u.nickname', 'u.deptId']).where('p.status', '=', 0),
        (db) => db.selectFrom('bpm_process_instance').select(['id', 'engineState']).where('id', '=', (eb) => eb.selectFrom('bpm_task').select('processInstanceId').where('id', '=', 7)).forUpdate(),
        (db) => db.updateTable('bpm_task').set({ result: 2, updateTime: new Date(1) }).where('processInstanceId', '=', 3).returning(['id', 'executionId']),
        (db) => db.deleteFrom('system_user_role').where('userId', '=', 5),
        (db) => db.insertInto('system_post').values({ code: 'x', name: 'y', remark: null }).returning('id'),
        (db) =>
          db
            .with('approved', (q) => q.updateTable('bpm_task').set({ result: 2 }).where('id', '=', 1).returning('id'))
            .selectFrom('approved')
            .selectAll('approved'),
        (db) => db.selectFrom('system_menu').select(['id', 'parentId']).where('parentId', '=', 1),
      ];
      for (const query of queries) {
        const viaPlugin = query(t.database.db.withPlugin(new TenantScopePlugin(9))).compile();
        const onePass = query(scopeToTenant(t.database.db, 9)).compile();
        expect({ sql: onePass.sql, parameters: onePass.parameters }).toEqual({ sql: viaPlugin.sql, parameters: viaPlugin.parameters });
        expect(onePass.sql).toMatch(/^(?!.*[a-z][A-Z])/); // no camelCase identifier left
      }
      // Rows come back camel-cased.
      const rows = await scopeToTenant(t.database.db, 1).selectFrom('system_users').select(['id', 'deptId', 'loginDate']).where('id', '=', 1).execute();
      expect(Object.keys(rows[0]!)).toEqual(['id', 'deptId', 'loginDate']);
    } finally {
      await t.close();
    }
  });
});
