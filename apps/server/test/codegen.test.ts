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
    const preview = await t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${articleId}&exactPaths=true`, token });
    expect(preview).toMatchObject({ code: 0 });
    expect(preview.data.map((f) => f.filePath)).toEqual([
      'packages/contracts/src/demo/article.ts',
      'apps/server/src/modules/demo/article/table.ts',
      'apps/server/src/modules/demo/article/migration.ts',
      'apps/server/src/modules/demo/article/service.ts',
      'apps/server/src/modules/demo/article/routes.ts',
      'apps/server/src/modules/demo/article/index.ts',
      'apps/server/test/demo-article.test.ts',
      'apps/web/src/features/demo/article/article-api.ts',
      'apps/web/src/features/demo/article/locales.ts',
      'apps/web/src/features/demo/article/texts.ts',
      'apps/web/src/features/demo/article/pages/index.tsx',
    ]);
    // As the pinned Vue 2 UI asks (no exactPaths): its highlight.js 9 takes the text after the last dot as the
    // language and throws on `tsx`, which left its preview unopenable. The screen's file gets its language added.
    const asPinnedUiAsks = await t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${articleId}`, token });
    expect(asPinnedUiAsks.data.map((f) => f.filePath)).toEqual(preview.data.map((f) => (f.filePath.endsWith('.tsx') ? `${f.filePath}.typescript` : f.filePath)));
    expect(asPinnedUiAsks.data.map((f) => f.code)).toEqual(preview.data.map((f) => f.code));
    const pinnedUiLanguages = ['java', 'xml', 'html', 'vue', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'sql'];
    for (const { filePath } of asPinnedUiAsks.data) expect(pinnedUiLanguages, filePath).toContain(filePath.slice(filePath.lastIndexOf('.') + 1));
    const code = (suffix: string) => preview.data.find((f) => f.filePath.endsWith(suffix))!.code;
    // The edited dictionary reaches the contracts, the export and the screen; the permission prefix every route.
    expect(code('routes.ts')).toContain("dictLabels(request.db, 'common_status')");
    expect(code('routes.ts').match(/permission: 'demo:article:(query|create|update|delete|export)'/g)).toHaveLength(6);
    expect(code('pages/index.tsx')).toContain('dictType={DICT_TYPE.COMMON_STATUS}');
    expect(code('index.ts')).toContain("tenantTables: ['demo_article']");
    expect(code('migration.ts')).toContain(`comment on column "demo_article"."title" is '标题';`);

    const download = await t.request({ method: 'GET', url: `${URL}/download?tableId=${articleId}`, token });
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toContain('codegen.zip');
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('keeps every edit through a sync that adds and drops columns', async () => {
    await sql.raw(`create table demo_sync (id bigserial primary key, name varchar(20), old_col integer); comment on table demo_sync is '同步表';`).execute(t.database.db);
    const [tableId] = (await importTables(['demo_sync'])).data;
    const before = await detail(tableId!);
    const name = before.columns.find((c) => c.columnName === 'name')!;
    await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: { table: { ...before.table, parentMenuId: 0 }, columns: [{ ...name, columnComment: '名称', htmlType: 'imageUpload', listOperationCondition: '<>' }] } });
    expect(await t.api({ method: 'PUT', url: `${URL}/sync-from-db?tableId=${tableId}`, token })).toMatchObject({ code: CodegenErrors.CODEGEN_SYNC_NONE_CHANGE.code });

    await sql.raw(`alter table demo_sync drop column old_col; alter table demo_sync add column new_time timestamptz;`).execute(t.database.db);
    expect(await t.api({ method: 'PUT', url: `${URL}/sync-from-db?tableId=${tableId}`, token })).toMatchObject({ code: 0, data: true });
    const after = await detail(tableId!);
    expect(after.columns.map((c) => c.columnName)).toEqual(['id', 'name', 'new_time']);
    // The pinned UI's option values are read as the settings they name.
    expect(after.columns.find((c) => c.columnName === 'name')).toMatchObject({ columnComment: '名称', htmlType: 'upload_image', listOperationCondition: '<' });
    expect(after.columns.find((c) => c.columnName === 'new_time')).toMatchObject({ javaType: 'Date', htmlType: 'datetime', listOperationCondition: 'BETWEEN' });
  });

  it('refuses what the original refuses, and a column of another definition', async () => {
    await sql.raw(`create table demo_refuse (id bigserial primary key, title varchar(20)); comment on table demo_refuse is '拒绝表';`).execute(t.database.db);
    expect(await importTables(['no_such_table'])).toMatchObject({ code: CodegenErrors.CODEGEN_IMPORT_TABLE_NULL.code });
    const [tableId] = (await importTables(['demo_refuse'])).data;
    expect(await importTables(['demo_refuse'])).toMatchObject({ code: CodegenErrors.CODEGEN_TABLE_EXISTS.code });
    const listed = await t.api<Array<{ name: string }>>({ method: 'GET', url: `${URL}/db/table/list?dataSourceConfigId=0&name=demo_refuse`, token });
    expect(listed.data).toEqual([]);

    const own = await detail(tableId!);
    const otherImport = await importTables(['system_post'], { system_post: '岗位信息表' });
    expect(otherImport, JSON.stringify(otherImport)).toMatchObject({ code: 0 });
    const [otherId] = otherImport.data;
    const other = await detail(otherId!);
    expect(await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: { table: { ...own.table, parentMenuId: 2 }, columns: [other.columns[0]] } })).toMatchObject({
      code: CodegenErrors.CODEGEN_COLUMN_NOT_IN_TABLE.code,
    });
    expect(await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: { table: { ...own.table, scene: 1, parentMenuId: null }, columns: [] } })).toMatchObject({
      code: CodegenErrors.CODEGEN_PARENT_MENU_REQUIRED.code,
    });
    expect(await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: { table: { ...own.table, moduleName: 'Bad Name', parentMenuId: 2 }, columns: [] } })).toMatchObject({
      code: CodegenErrors.CODEGEN_TABLE_NAME_INVALID.code,
    });

    expect(await t.api({ method: 'DELETE', url: `${URL}/delete?tableId=${tableId}`, token })).toMatchObject({ code: 0, data: true });
    for (const route of ['detail', 'preview', 'download']) {
      expect(await t.api({ method: 'GET', url: `${URL}/${route}?tableId=${tableId}`, token })).toMatchObject({ code: CodegenErrors.CODEGEN_TABLE_NOT_EXISTS.code });
    }
    expect(await t.api({ method: 'PUT', url: `${URL}/sync-from-db?tableId=${tableId}`, token })).toMatchObject({ code: CodegenErrors.CODEGEN_TABLE_NOT_EXISTS.code });
    const columnsLeft = await t.database.db.selectFrom('infra_codegen_column').select('id').where('tableId', '=', tableId!).execute();
    expect(columnsLeft).toEqual([]);
  });

  it('keeps a dept-owned table within the caller\'s data scope', async () => {
    await sql.raw(`create table demo_ledger (id bigserial primary key, title varchar(40) not null, dept_id bigint); comment on table demo_ledger is '台账表';`).execute(t.database.db);
    const [tableId] = (await importTables(['demo_ledger'])).data;
    const preview = await t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${tableId}&exactPaths=true`, token });
    const code = (suffix: string) => preview.data.find((f) => f.filePath.endsWith(suffix))!.code;
    // Every read (page, get, export) and so every update and delete goes through the one condition.
    expect(code('ledger/service.ts').match(/dataScopeCondition\(eb, actor, \{ dept: 'deptId' \}\)/g)).toHaveLength(2);
    expect(code('ledger/routes.ts').match(/requireUser\(request\)/g)).toHaveLength(6);
    expect(code('contracts/src/demo/ledger.ts')).toContain("LEDGER_DEPT_NOT_VISIBLE: { code: ");
    expect(code('demo-ledger.test.ts')).toContain("data scope allows");
  });

  it('writes scene 2 (用户 APP) as client-app routes under /app-api, guarded by an OAuth2 scope, without a screen or menu', async () => {
    await sql
      .raw(
        `create table demo_coupon (id bigserial primary key, title varchar(40) not null, dept_id bigint, creator varchar(64) not null default '',
          create_time timestamptz not null default now(), updater varchar(64) not null default '', update_time timestamptz not null default now());
        comment on table demo_coupon is '优惠券表';`,
      )
      .execute(t.database.db);
    const [tableId] = (await importTables(['demo_coupon'])).data;
    const { table, columns } = await detail(tableId!);
    // The app scene needs no parent menu: it has none.
    expect(await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: { table: { ...table, scene: '2', parentMenuId: null }, columns } })).toMatchObject({ code: 0 });
    const preview = await t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${tableId}&exactPaths=true`, token });
    expect(preview.data.map((f) => f.filePath)).toEqual([
      'packages/contracts/src/demo/coupon.ts',
      'apps/server/src/modules/demo/coupon/table.ts',
      'apps/server/src/modules/demo/coupon/migration.ts',
      'apps/server/src/modules/demo/coupon/service.ts',
      'apps/server/src/modules/demo/coupon/routes.ts',
      'apps/server/src/modules/demo/coupon/index.ts',
      'apps/server/test/demo-coupon.test.ts',
    ]);
    const code = (suffix: string) => preview.data.find((f) => f.filePath.endsWith(suffix))!.code;
    expect(code('coupon/routes.ts').match(/config: \{ scope: 'demo\.coupon' \}/g)).toHaveLength(5);
    expect(code('coupon/routes.ts')).not.toMatch(/permission|export-excel|noteChange|requireUser\(request\), request\.query/);
    expect(code('coupon/index.ts')).toContain('appRoutes: routes');
    expect(code('coupon/index.ts')).not.toContain('menu:');
    // A client token has no depts: dept_id is a plain column; the writer is the client.
    expect(code('coupon/service.ts')).not.toContain('dataScopeCondition');
    expect(code('coupon/service.ts')).toContain('creator: actor.clientId');
    expect(code('demo-coupon.test.ts')).toContain("const URL = '/app-api/demo/coupon';");
  });

  it('describes the imported table faithfully: types, defaults, identity, generated columns, quoted and mixed-case names', async () => {
    await sql
      .raw(
        `create type fidelity_mood as enum ('calm', 'it''s ok');
        create table fidelity_row (
          id integer primary key,
          "order" varchar(20) not null default 'new',
          "displayName" text,
          born date,
          alarm time,
          seen timestamp,
          amount numeric(30,6),
          ratio numeric(5,2) not null default 0,
          ref_key uuid default gen_random_uuid(),
          doc jsonb,
          tags text[] not null default '{}',
          mood fidelity_mood not null default 'calm',
          photo bytea,
          doubled integer generated always as (id * 2) stored,
          deleted boolean not null default false
        );
        comment on table fidelity_row is '保真表';
        create table fidelity_keyless (a integer, b text);
        create table fidelity_pair (a integer, b integer, primary key (a, b));
        create table fidelity_needs_bytes (id bigint generated always as identity primary key, payload bytea not null);`,
      )
      .execute(t.database.db);
    const [rowId, keylessId, pairId, bytesId] = (
      await importTables(['fidelity_row', 'fidelity_keyless', 'fidelity_pair', 'fidelity_needs_bytes'], { fidelity_keyless: '无键表', fidelity_pair: '复合键表', fidelity_needs_bytes: '字节表' })
    ).data;
    const { columns } = await detail(rowId!);
    // A type the module cannot represent is left out with the reason shown in the column list, never made text.
    expect(columns.find((c) => c.columnName === 'photo')).toMatchObject({ omitReason: expect.stringContaining('二进制') });
    expect(columns.find((c) => c.columnName === 'born')).toMatchObject({ omitReason: null, noFilterReason: null });

    const preview = await t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${rowId}&exactPaths=true`, token });
    expect(preview, JSON.stringify(preview).slice(0, 500)).toMatchObject({ code: 0 });
    const code = (suffix: string) => preview.data.find((f) => f.filePath.endsWith(suffix))!.code;
    const migration = code('migration.ts');
    // Every identifier quoted; types, defaults, identity and generated columns kept as the table has them.
    expect(migration).toContain(`"order" character varying(20) default 'new' not null`);
    expect(migration).toContain(`"displayName" text`);
    expect(migration).toContain(`"born" date`);
    expect(migration).toContain(`"seen" timestamp without time zone`);
    expect(migration).toContain(`"amount" numeric(30,6)`);
    expect(migration).toContain(`"ratio" numeric(5,2) default 0 not null`);
    expect(migration).toContain(`"ref_key" uuid default gen_random_uuid()`);
    expect(migration).toContain(`"tags" text[] default '{}' not null`);
    expect(migration).toContain(`"mood" text check ("mood" in ('calm', 'it''s ok')) default 'calm' not null`);
    expect(migration).toContain(`"doubled" integer generated always as ((id * 2)) stored`);
    expect(migration).toContain(`"photo" bytea`);
    const table = code('row/table.ts');
    // A mixed-case column is addressed by its own spelling; a default is optional on insert; a generated column is never written.
    expect(table).toContain('$displayName: string | null;');
    expect(table).toContain('order: Generated<string>;');
    expect(table).toContain('doubled: GeneratedAlways<number | null>;');
    expect(table).not.toContain('photo');
    const contracts = code('contracts/src/fidelity/row.ts');
    // The key has no default: the create sends it. A wide numeric is a string, a date a date-only string, an enum its labels.
    expect(contracts).toMatch(/export const RowCreate = Body\(\{\s+id: Int32\(/);
    expect(contracts).toContain("amount: Type.Optional(Nullable(Text({ pattern: '^-?\\\\d+(\\\\.\\\\d+)?$'");
    expect(contracts).toContain("born: Type.Optional(Nullable(Text({ pattern: '^\\\\d{4}-\\\\d{2}-\\\\d{2}$'");
    expect(contracts).toContain("mood: Type.Optional(Type.Union([Type.Literal('calm'), Type.Literal(\"it's ok\")]");
    expect(contracts).not.toMatch(/doubled: Type\.Optional\(Nullable\(Int32\(\{/);
    const service = code('row/service.ts');
    // Dates, times and wide numerics are read as text (no time-zone shift, no lost digit); deleted means soft delete.
    expect(service).toContain("sql<string | null>`cast(${sql.ref('born')} as text)`.as('born')");
    expect(service).toContain("'$displayName as displayname'");
    expect(service).toContain(".set({ deleted: true })");
    expect(service).toContain(".where('deleted', '=', false)");
    expect(service).not.toContain('deleteFrom');

    expect(await t.api({ method: 'GET', url: `${URL}/preview?tableId=${keylessId}&exactPaths=true`, token })).toMatchObject({ code: CodegenErrors.CODEGEN_PRIMARY_KEY_MISSING.code });
    expect(await t.api({ method: 'GET', url: `${URL}/preview?tableId=${pairId}&exactPaths=true`, token })).toMatchObject({ code: CodegenErrors.CODEGEN_PRIMARY_KEY_COMPOSITE.code, msg: expect.stringContaining('a, b') });
    expect(await t.api({ method: 'GET', url: `${URL}/download?tableId=${bytesId}`, token })).toMatchObject({
      code: CodegenErrors.CODEGEN_COLUMN_TYPE_UNSUPPORTED.code,
      msg: expect.stringContaining('payload'),
    });
  });
});
