import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Tables of the search path's schemas (the console's own; pg-boss keeps its tables in a schema of its own). */
const TABLES = sql`select c.oid, c.relname from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any (current_schemas(false))`;

describe('comments on the tables of a freshly migrated and seeded database (migration 0025)', () => {
  it('gives every table a comment', async () => {
    const { rows } = await sql<{ name: string; comment: string | null }>`
      with t as (${TABLES}) select t.relname as name, obj_description(t.oid, 'pg_class') as comment from t order by 1`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.filter((row) => !row.comment?.trim()).map((row) => row.name)).toEqual([]);
    const comments = Object.fromEntries(rows.map((row) => [row.name, row.comment]));
    // The original's words where it has the table, ours in the same style otherwise.
    expect(comments).toMatchObject({
      system_users: '用户信息表',
      system_dict_data: '字典数据表',
      infra_job: '定时任务表',
      audit_lawyer: '律师资质申请表',
      schema_migrations: '数据库迁移记录表',
      seed_version: '种子数据版本表',
    });
  });

  it('gives every column a comment', async () => {
    const { rows } = await sql<{ name: string; comment: string | null }>`
      with t as (${TABLES})
      select t.relname || '.' || a.attname as name, col_description(t.oid, a.attnum) as comment
      from t join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
      order by 1`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(800);
    expect(rows.filter((row) => !row.comment?.trim()).map((row) => row.name)).toEqual([]);
    const comments = Object.fromEntries(rows.map((row) => [row.name, row.comment]));
    expect(comments).toMatchObject({
      'system_users.username': '用户账号',
      'system_users.create_time': '创建时间',
      'system_users.tenant_id': '租户编号',
      'system_dict_data.label': '字典标签',
      'pay_channel.id': '渠道编号',
      'audit_lawyer.licence_no': '执业证号',
    });
  });
});
