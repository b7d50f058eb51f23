import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { adminAppForFile } from './support/admin-app';

/*
 * 代码生成示例 (infra_test_demo, devtools reference §9): a module the generator wrote, kept in the repository as the
 * original keeps its own. Its code must be exactly what the templates write today from the definition below, so a
 * template change shows up here and the committed example never drifts from what teams get. After changing a
 * template, write the example again with `CODEGEN_WRITE_DEMO=1 npx vitest run test/codegen-demo.test.ts`.
 */

const REPO = path.resolve(import.meta.dirname, '../../..');
const URL = '/admin-api/infra/codegen';

/** The table as the example's migration creates it (what a team would have made before importing). */
const DEMO_TABLE = `create table if not exists infra_test_demo (
  id bigserial primary key,
  name varchar(100) not null,
  status smallint not null,
  type smallint not null,
  category smallint not null,
  remark varchar(500),
  creator varchar(64) not null default '',
  create_time timestamptz not null default now(),
  updater varchar(64) not null default '',
  update_time timestamptz not null default now()
);
comment on table infra_test_demo is '代码生成示例表';
comment on column infra_test_demo.id is '编号';
comment on column infra_test_demo.name is '名字';
comment on column infra_test_demo.status is '状态';
comment on column infra_test_demo.type is '类型';
comment on column infra_test_demo.category is '分类';
comment on column infra_test_demo.remark is '备注';
comment on column infra_test_demo.creator is '创建者';
comment on column infra_test_demo.create_time is '创建时间';
comment on column infra_test_demo.updater is '更新者';
comment on column infra_test_demo.update_time is '更新时间';`;

/** What a developer chose on the edit page. */
const EDITS: Record<string, Record<string, unknown>> = {
  status: { dictType: 'common_status' },
  type: { dictType: 'system_user_sex', htmlType: 'select' },
  remark: { htmlType: 'textarea' },
};

const ctx = adminAppForFile();

it('the committed 代码生成示例 is what the templates write today', async () => {
  await sql.raw(DEMO_TABLE).execute(ctx.t.database.db);
  const imported = await ctx.t.api<number[]>({ method: 'POST', url: `${URL}/create-list`, token: ctx.token, payload: { dataSourceConfigId: 0, tableNames: ['infra_test_demo'] } });
  expect(imported, JSON.stringify(imported)).toMatchObject({ code: 0 });
  const tableId = imported.data[0]!;
  const detail = await ctx.t.api<{ table: Record<string, unknown>; columns: Array<Record<string, unknown> & { columnName: string }> }>({
    method: 'GET',
    url: `${URL}/detail?tableId=${tableId}`,
    token: ctx.token,
  });
  const table = { ...detail.data.table, classComment: '代码生成示例', parentMenuId: 2, author: '芋道源码' };
  const columns = detail.data.columns.map((c) => ({ ...c, ...EDITS[c.columnName] }));
  expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { table, columns } })).toMatchObject({ code: 0 });

  const preview = await ctx.t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${tableId}&exactPaths=true`, token: ctx.token });
  expect(preview).toMatchObject({ code: 0 });
  for (const file of preview.data) {
    const target = path.join(REPO, file.filePath);
    if (process.env.CODEGEN_WRITE_DEMO === '1') {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.code);
    }
    expect(fs.readFileSync(target, 'utf8'), file.filePath).toBe(file.code);
  }
  // The example is registered the one way a generated module is.
  expect(fs.readFileSync(path.join(REPO, 'apps/server/src/modules/extensions.ts'), 'utf8')).toContain("export { default as infraTestDemo } from './infra/test-demo';");
});
