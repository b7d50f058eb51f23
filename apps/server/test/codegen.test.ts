import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodegenErrors } from '@console/contracts/error-codes';
import { createTestApp, type TestApp } from './support/test-app';

const URL = '/admin-api/infra/codegen';

interface Detail {
  table: Record<string, unknown> & { id: number };
  columns: Array<Record<string, unknown> & { id: number; columnName: string }>;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
  await sql
    .raw(
      `create table demo_article (
        id bigserial primary key,
        title varchar(100) not null,
        status smallint not null default 0,
        category_type integer,
        price numeric(10,2),
        publish_time timestamptz,
        top boolean not null default false,
        content text,
        remark varchar(500),
        creator varchar(64) not null default '',
        create_time timestamptz not null default now(),
        updater varchar(64) not null default '',
        update_time timestamptz not null default now(),
        tenant_id bigint not null
      );
      comment on table demo_article is '示例文章表';
      comment on column demo_article.title is '标题';
      comment on column demo_article.status is '状态';
      comment on column demo_article.price is '价格';
      comment on column demo_article.content is '正文';
      create table demo_no_comment (id bigserial primary key, name varchar(20));`,
    )
    .execute(t.database.db);
});
afterAll(() => t.close());

async function importTables(tableNames: string[], tableComments?: Record<string, string>) {
  return t.api<number[]>({ method: 'POST', url: `${URL}/create-list`, token, payload: { dataSourceConfigId: 0, tableNames, tableComments } });
}
const detail = async (tableId: number) => (await t.api<Detail>({ method: 'GET', url: `${URL}/detail?tableId=${tableId}`, token })).data;

describe('代码生成', () => {
  it('imports a table with the reference defaults and generates its files', async () => {
    const listed = await t.api<Array<{ name: string; comment: string }>>({ method: 'GET', url: `${URL}/db/table/list?dataSourceConfigId=0&name=demo_`, token });
    expect(listed.data.filter((t) => t.name.startsWith('demo_'))).toEqual([
      { name: 'demo_article', comment: '示例文章表' },
      { name: 'demo_no_comment', comment: '' },
    ]);
    expect(await importTables(['demo_no_comment'])).toMatchObject({ code: CodegenErrors.CODEGEN_TABLE_INFO_TABLE_COMMENT_IS_NULL.code });
    const imported = await importTables(['demo_article', 'demo_no_comment'], { demo_no_comment: '无注释' });
    expect(imported).toMatchObject({ code: 0 });
    const [articleId] = imported.data;
    const { table, columns } = await detail(articleId!);
    expect(table).toMatchObject({ tableName: 'demo_article', tableComment: '示例文章表', moduleName: 'demo', businessName: 'article', className: 'Article', classComment: '示例文章', scene: 1, templateType: 1 });
    expect(columns.find((c) => c.columnName === 'status')).toMatchObject({ javaType: 'Integer', javaField: 'status', htmlType: 'radio', createOperation: true, listOperation: true, listOperationCondition: '=' });

    const status = columns.find((c) => c.columnName === 'status')!;
    const updated = await t.api({
      method: 'PUT',
      url: `${URL}/update`,
      token,
      payload: { table: { ...table, parentMenuId: 2 }, columns: columns.map((c) => (c.id === status.id ? { ...c, dictType: 'common_status', createOperation: 'true' } : c)) },
    });
    expect(updated).toMatchObject({ code: 0, data: true });
    const preview = await t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${articleId}`, token });
    expect(preview).toMatchObject({ code: 0 });
    for (const file of preview.data) {
      const path = `/tmp/cg/${file.filePath}`;
      const fs = await import('node:fs');
      fs.mkdirSync(path.slice(0, path.lastIndexOf('/')), { recursive: true });
      fs.writeFileSync(path, file.code);
    }
    expect(preview.data.map((f) => f.filePath)).toContain('apps/server/src/modules/demo/article/routes.ts');
  });
});
