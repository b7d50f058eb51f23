import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { seed, SEED_VERSION } from '../src/db/seed/seed';
import { createTestApp, type TestApp } from './support/test-app';

const INDEXES = [
  'uk_system_tenant_package_name',
  'uk_system_role_name',
  'uk_system_role_code',
  'uk_system_post_name',
  'uk_system_post_code',
  'uk_system_dept_parent_name',
  'uk_system_menu_parent_name',
];

/**
 * Migration 0006 on an install that earlier races left with duplicates: it must not fail, keeps the earliest
 * row's value and renames the later ones "<value>#<id>" within the column's length.
 */
describe('migration 0006 (unique rules) on an existing install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const existingIndexes = async () =>
    (await sql<{ name: string }>`select indexname as name from pg_indexes where indexname in (${sql.join(INDEXES)})`.execute(db())).rows.map((r) => r.name).sort();

  /** Back to the database as 0005 left it (no such indexes), so duplicates can be written as the races did. */
  async function before0006() {
    for (const index of INDEXES) await sql`drop index ${sql.id(index)}`.execute(db());
    await sql`delete from schema_migrations where version = '0006_unique_rules'`.execute(db());
    expect(await existingIndexes()).toEqual([]);
  }

  const audit = { creator: '1', updater: '1' };
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

  it('renames the later duplicates, builds every index, and then refuses a duplicate', async () => {
    await before0006();
    const long = '套'.repeat(30);
    const packages = ids(
      await db()
        .insertInto('system_tenant_package')
        .values(['重复套餐', '重复套餐', '重复套餐', long, long].map((name) => ({ name, status: 0, remark: '', menuIds: '[]', ...audit })))
        .returning('id')
        .execute(),
    );
    // Someone already typed the name the second duplicate would get: it takes the next free one.
    await db().insertInto('system_tenant_package').values({ name: `重复套餐#${packages[1]}`, status: 0, remark: '', menuIds: '[]', ...audit }).execute();
    const roles = ids(
      await db()
        .insertInto('system_role')
        .values(
          [1, 2].map(() => ({ name: '重复角色', code: 'dup_role', sort: 1, dataScope: 1, dataScopeDeptIds: '[]', status: 0, type: 2, tenantId: 1, ...audit })),
        )
        .returning('id')
        .execute(),
    );
    // The same name in another tenant is no duplicate.
    const otherTenantRole = await db()
      .insertInto('system_role')
      .values({ name: '重复角色', code: 'dup_role', sort: 1, dataScope: 1, dataScopeDeptIds: '[]', status: 0, type: 2, tenantId: 999, ...audit })
      .returning('id')
      .executeTakeFirstOrThrow();
    const posts = ids(
      await db()
        .insertInto('system_post')
        .values([1, 2].map(() => ({ name: '重复岗位', code: 'dup_post', sort: 1, status: 0, tenantId: 1, ...audit })))
        .returning('id')
        .execute(),
    );
    const depts = ids(
      await db()
        .insertInto('system_dept')
        .values([101, 101, 102].map((parentId) => ({ name: '重复部门', parentId, sort: 1, status: 0, tenantId: 1, ...audit })))
        .returning('id')
        .execute(),
    );
    const menus = ids(
      await db()
        .insertInto('system_menu')
        .values([1, 1].map(() => ({ name: '重复菜单', permission: '', type: 2, sort: 1, parentId: 1, path: 'dup', icon: '', component: null, ...audit })))
        .returning('id')
        .execute(),
    );

    expect(await migrate(db())).toEqual(['0006_unique_rules']);
    expect(await existingIndexes()).toEqual([...INDEXES].sort());

    const names = async (table: 'system_tenant_package' | 'system_role' | 'system_post' | 'system_dept' | 'system_menu', list: number[]) =>
      (await db().selectFrom(table).select(['id', 'name']).where('id', 'in', list).orderBy('id').execute()).map((r) => r.name);
    expect(await names('system_tenant_package', packages)).toEqual([
      '重复套餐',
      `重复套餐#${packages[1]}-1`,
      `重复套餐#${packages[2]}`,
      long,
      `${'套'.repeat(30 - `#${packages[4]}`.length)}#${packages[4]}`,
    ]);
    expect(await names('system_role', [...roles, otherTenantRole.id])).toEqual(['重复角色', `重复角色#${roles[1]}`, '重复角色']);
    const codes = await db().selectFrom('system_role').select('code').where('id', 'in', [...roles, otherTenantRole.id]).orderBy('id').execute();
    expect(codes.map((r) => r.code)).toEqual(['dup_role', `dup_role#${roles[1]}`, 'dup_role']);
    expect(await names('system_post', posts)).toEqual(['重复岗位', `重复岗位#${posts[1]}`]);
    const postCodes = await db().selectFrom('system_post').select('code').where('id', 'in', posts).orderBy('id').execute();
    expect(postCodes.map((r) => r.code)).toEqual(['dup_post', `dup_post#${posts[1]}`]);
    // Same name under another parent is allowed.
    expect(await names('system_dept', depts)).toEqual(['重复部门', `重复部门#${depts[1]}`, '重复部门']);
    expect(await names('system_menu', menus)).toEqual(['重复菜单', `重复菜单#${menus[1]}`]);

    // The helper function is gone, and the index now refuses what the race used to let through.
    expect((await sql<{ n: number }>`select count(*)::int as n from pg_proc where proname = 'console_rename_duplicates'`.execute(db())).rows[0]!.n).toBe(0);
    await expect(
      db().insertInto('system_tenant_package').values({ name: '重复套餐', status: 0, remark: '', menuIds: '[]', ...audit }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('a later seed run keeps an administrator’s row that holds a seeded row’s name', async () => {
    // Seeded dept 108 市场部门 (under 102) deleted, and an administrator's own 市场部门 put in its place.
    await db().deleteFrom('system_dept').where('id', '=', 108).execute();
    const own = await db()
      .insertInto('system_dept')
      .values({ name: '市场部门', parentId: 102, sort: 9, status: 0, tenantId: 1, ...audit })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update seed_version set version = ${SEED_VERSION - 1}`.execute(db());
    expect(await seed(db())).toBe(true);
    const siblings = await db().selectFrom('system_dept').select('id').where('parentId', '=', 102).where('name', '=', '市场部门').execute();
    expect(ids(siblings)).toEqual([own.id]);
  });
});
