import { sql } from 'kysely';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CodegenErrors } from '@console/contracts/error-codes';
import { TestDemoErrors } from '@console/contracts/infra/test-demo';
import { generatedBindings, TEMPLATE_NAMES, type GeneratedFileKind } from '../src/modules/infra/codegen/clashes';
import { viewOf } from '../src/modules/infra/codegen/generate';
import { buildModel } from '../src/modules/infra/codegen/model';
import { requireDefinition } from '../src/modules/infra/codegen/service';
import { adminAppForFile } from './support/admin-app';

/*
 * 代码生成 against hostile input: text from a database comment or an edit reaches the generated files only
 * as data — every file still parses, no code names `process`, and the text comes back exactly from the string
 * literals and from the database the generated migration writes to; names that cannot become code are refused with a
 * code naming the table or column, and a generated name or file that would clash with this repository's is refused
 * at preview and download.
 */

const URL = '/admin-api/infra/codegen';

interface GeneratedFile {
  filePath: string;
  code: string;
}
interface Detail {
  table: Record<string, unknown> & { id: number };
  columns: Array<Record<string, unknown> & { id: number; columnName: string }>;
}

/** A comment that, pasted raw, ends a comment or a literal and runs code, in every way the templates write text. */
const PAYLOAD = 'cmt */ process.exit(61); /* x "q" \'s\' `b` ${process.exit(62)} \\ back\rlone CR\u2028LS\u2029PS\n*/ process.exit(63) //';

const ctx = adminAppForFile();

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const importTables = (tableNames: string[], tableComments?: Record<string, string>) =>
  ctx.t.api<number[]>({ method: 'POST', url: `${URL}/create-list`, token: ctx.token, payload: { dataSourceConfigId: 0, tableNames, tableComments } });
const detail = async (tableId: number) => (await ctx.t.api<Detail>({ method: 'GET', url: `${URL}/detail?tableId=${tableId}`, token: ctx.token })).data;
const preview = (tableId: number) => ctx.t.api<GeneratedFile[]>({ method: 'GET', url: `${URL}/preview?tableId=${tableId}&exactPaths=true`, token: ctx.token });
/** The download's envelope when it refuses; a zip answers code 0. */
async function download(tableId: number): Promise<{ code: number; msg: string }> {
  const res = await ctx.t.request({ method: 'GET', url: `${URL}/download?tableId=${tableId}`, token: ctx.token });
  expect(res.statusCode).toBe(200);
  return res.headers['content-type'] === 'application/zip' ? { code: 0, msg: '' } : res.json();
}

async function importOne(tableName: string): Promise<number> {
  const imported = await importTables([tableName]);
  expect(imported, JSON.stringify(imported)).toMatchObject({ code: 0 });
  return imported.data[0]!;
}

/** Saves an edit of a definition (its menu parent set, as the edit page requires). */
async function edit(tableId: number, change: (d: Detail) => Detail) {
  const changed = change(await detail(tableId));
  return ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { table: { ...changed.table, parentMenuId: changed.table.parentMenuId ?? 0 }, columns: changed.columns } });
}

function parse(file: GeneratedFile): ts.SourceFile {
  return ts.createSourceFile(file.filePath, file.code, ts.ScriptTarget.Latest, true, file.filePath.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** Every file parses without a syntax error and no code in it names `process`: the payload sits in literals and comments only. */
function expectInert(files: GeneratedFile[]) {
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const syntax = ts.transpileModule(file.code, { fileName: file.filePath, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.Preserve } }).diagnostics ?? [];
    expect(
      syntax.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
      file.filePath,
    ).toEqual([]);
    walk(parse(file), (node) => {
      if (ts.isIdentifier(node)) expect(node.text, `${file.filePath}: code names process`).not.toBe('process');
    });
  }
}

/** The values of every string literal (and template literal without substitutions) in the files. */
function literals(files: GeneratedFile[]): string[] {
  const values: string[] = [];
  for (const file of files) {
    walk(parse(file), (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) values.push(node.text);
    });
  }
  return values;
}

/** The SQL the generated migration runs (its `sql` template literal, as JavaScript reads it). */
function migrationSql(files: GeneratedFile[]): string {
  const migration = files.find((f) => f.filePath.endsWith('/migration.ts'))!;
  let text: string | undefined;
  walk(parse(migration), (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'sql' && node.initializer && ts.isNoSubstitutionTemplateLiteral(node.initializer)) text = node.initializer.text;
  });
  expect(text, 'the migration is one template literal without substitutions').toBeDefined();
  return text!;
}

async function tableComment(tableName: string): Promise<string | null> {
  const { rows } = await sql<{ comment: string | null }>`select obj_description(c.oid, 'pg_class') as comment from pg_class c where c.relname = ${tableName}`.execute(ctx.t.database.db);
  return rows[0]?.comment ?? null;
}

describe('text from a database or an edit stays data', () => {
  it('a hostile table and column comment in the database: every file parses, nothing runs, the text is kept exactly', async () => {
    await sql
      .raw(`create table demo_hostile (id bigserial primary key, title varchar(40) not null, status smallint);
        comment on table demo_hostile is ${literal(PAYLOAD)};
        comment on column demo_hostile.title is ${literal(PAYLOAD)};`)
      .execute(ctx.t.database.db);
    const tableId = await importOne('demo_hostile');
    const { table } = await detail(tableId);
    expect(table.tableComment).toBe(PAYLOAD.trim());
    const res = await preview(tableId);
    expect(res, res.msg).toMatchObject({ code: 0 });
    expectInert(res.data);
    // The column's label and the table's name for the screen come back from the string literals as they were.
    expect(literals(res.data)).toContain(PAYLOAD);
    expect(literals(res.data)).toContain(table.classComment);

    // The migration's SQL, run on the database, writes the very comments back (both layers escaped).
    await sql.raw(`comment on table demo_hostile is 'other'; comment on column demo_hostile.title is 'other';`).execute(ctx.t.database.db);
    await sql.raw(migrationSql(res.data)).execute(ctx.t.database.db);
    expect(await tableComment('demo_hostile')).toBe(PAYLOAD.trim());
    const { rows } = await sql<{ comment: string }>`select col_description('demo_hostile'::regclass, 2) as comment`.execute(ctx.t.database.db);
    expect(rows[0]!.comment).toBe(PAYLOAD);
    expect(await download(tableId)).toMatchObject({ code: 0 });
  });

  it('hostile edits (class and table comment, a column comment with a lone CR, a dictionary type, author): parsed, inert and exact', async () => {
    await sql.raw(`create table demo_edited (id bigserial primary key, kind smallint, note varchar(30)); comment on table demo_edited is '编辑表';`).execute(ctx.t.database.db);
    const tableId = await importOne('demo_edited');
    const injected = '*/ process.exit(47); /*';
    const dictType = 'x\ry\'"`${process.exit(48)}\u2028z';
    const saved = await edit(tableId, ({ table, columns }) => ({
      table: { ...table, classComment: injected, tableComment: `${injected}\r${PAYLOAD}`, author: injected, remark: injected },
      columns: columns.map((c) => (c.columnName === 'kind' ? { ...c, dictType, htmlType: 'select', example: injected } : c.columnName === 'note' ? { ...c, columnComment: 'a\rb */ process.exit(49)' } : c)),
    }));
    expect(saved).toMatchObject({ code: 0 });
    const res = await preview(tableId);
    expect(res, res.msg).toMatchObject({ code: 0 });
    expectInert(res.data);
    const values = literals(res.data);
    expect(values).toContain(injected);
    expect(values).toContain(dictType);
    expect(values).toContain('a\rb */ process.exit(49)');
    // The export's file name is a JSX expression, never a "…" attribute (a double quote there broke the page).
    expect(res.data.find((f) => f.filePath.endsWith('pages/index.tsx'))!.code).toMatch(/fileName=\{/);
    await sql.raw(migrationSql(res.data)).execute(ctx.t.database.db);
    expect(await tableComment('demo_edited')).toBe(`${injected}\r${PAYLOAD}`);
  });

  it('an edited table name with quotes, a backtick, ${, */ and ../ is written as data, and no file leaves its folder', async () => {
    await sql.raw(`create table demo_renamed (id bigserial primary key, title varchar(30)); comment on table demo_renamed is '改名表';`).execute(ctx.t.database.db);
    const tableId = await importOne('demo_renamed');
    const tableName = 'q\'`${process.exit(5)}*/../"z';
    expect(await edit(tableId, ({ table, columns }) => ({ table: { ...table, tableName }, columns }))).toMatchObject({ code: 0 });
    const res = await preview(tableId);
    expect(res, res.msg).toMatchObject({ code: 0 });
    expectInert(res.data);
    for (const file of res.data) {
      expect(file.filePath).toMatch(/^[a-z][A-Za-z0-9/._-]*$/);
      expect(file.filePath.split('/')).not.toContain('..');
    }
    expect(literals(res.data)).toContain(tableName);
    // The migration creates the table by that very name.
    await sql.raw(migrationSql(res.data)).execute(ctx.t.database.db);
    expect(await tableComment(tableName)).toBe('改名表');
  });
});

describe('names that cannot become code are refused, naming what and why', () => {
  it('at import: a table whose module or class name is unusable, a column whose property name is, two columns with one', async () => {
    const hostileTables = ["demo_it's", 'demo_a`b', 'demo_${x}', 'demo_*/x', 'demo_../x', '2024_sales', 'demo-x_item'];
    for (const name of hostileTables) {
      await sql.raw(`create table "${name}" (id bigserial primary key); comment on table "${name}" is '表';`).execute(ctx.t.database.db);
      const res = await importTables([name]);
      expect(res, name).toMatchObject({ code: CodegenErrors.CODEGEN_TABLE_NAME_INVALID.code });
      expect(res.msg).toContain(`表(${name})`);
    }
    await sql
      .raw(`create table demo_digits (id bigserial primary key, "2fa" integer); comment on table demo_digits is '数字开头';
        create table demo_chinese (id bigserial primary key, "名字" text); comment on table demo_chinese is '中文列';
        create table demo_dup (id bigserial primary key, a_b integer, "a__b" integer); comment on table demo_dup is '重复';`)
      .execute(ctx.t.database.db);
    const digits = await importTables(['demo_digits']);
    expect(digits).toMatchObject({ code: CodegenErrors.CODEGEN_COLUMN_NAME_INVALID.code });
    expect(digits.msg).toContain('字段(2fa)');
    expect((await importTables(['demo_chinese'])).msg).toContain('字段(名字)');
    const dup = await importTables(['demo_dup']);
    expect(dup).toMatchObject({ code: CodegenErrors.CODEGEN_COLUMN_NAME_INVALID.code });
    expect(dup.msg).toContain('字段(a__b)的属性名(aB)不可用：与字段(a_b)的属性名重复');
    // Nothing of a refused import is kept.
    expect(await ctx.t.database.db.selectFrom('infra_codegen_table').select('id').where('tableName', 'in', ['demo_digits', 'demo_dup', "demo_it's"]).execute()).toEqual([]);
  });

  it('at update and sync, and at preview and download of a definition stored before the rule', async () => {
    await sql.raw(`create table demo_named (id bigserial primary key, title varchar(30), body text); comment on table demo_named is '命名表';`).execute(ctx.t.database.db);
    const tableId = await importOne('demo_named');
    const bad = await edit(tableId, ({ table, columns }) => ({ table, columns: columns.map((c) => (c.columnName === 'title' ? { ...c, javaField: 'bad-name' } : c)) }));
    expect(bad).toMatchObject({ code: CodegenErrors.CODEGEN_COLUMN_NAME_INVALID.code });
    expect(bad.msg).toContain('字段(title)的属性名(bad-name)不可用');
    const twice = await edit(tableId, ({ table, columns }) => ({ table, columns: columns.map((c) => (c.columnName === 'body' ? { ...c, javaField: 'title' } : c)) }));
    expect(twice.msg).toContain('字段(body)的属性名(title)不可用：与字段(title)的属性名重复');
    const paging = await edit(tableId, ({ table, columns }) => ({ table, columns: columns.map((c) => (c.columnName === 'body' ? { ...c, javaField: 'pageNo' } : c)) }));
    expect(paging).toMatchObject({ code: CodegenErrors.CODEGEN_COLUMN_NAME_INVALID.code });
    // `Argument` makes the service namespace `arguments`, which cannot be bound in a module.
    const reserved = await edit(tableId, ({ table, columns }) => ({ table: { ...table, className: 'Argument' }, columns }));
    expect(reserved).toMatchObject({ code: CodegenErrors.CODEGEN_TABLE_NAME_INVALID.code });
    expect(reserved.msg).toContain('arguments');
    const moduleName = await edit(tableId, ({ table, columns }) => ({ table: { ...table, moduleName: '../x' }, columns }));
    expect(moduleName.msg).toContain('表(demo_named)的模块名(../x)不可用');
    // A refused update changes nothing.
    const kept = await detail(tableId);
    expect(kept.table).toMatchObject({ moduleName: 'demo', className: 'Named' });
    expect(kept.columns.map((c) => c.javaField)).toEqual(['id', 'title', 'body']);

    await sql.raw(`alter table demo_named add column "3d" integer`).execute(ctx.t.database.db);
    const sync = await ctx.t.api({ method: 'PUT', url: `${URL}/sync-from-db?tableId=${tableId}`, token: ctx.token });
    expect(sync).toMatchObject({ code: CodegenErrors.CODEGEN_COLUMN_NAME_INVALID.code });
    expect(sync.msg).toContain('字段(3d)');

    await ctx.t.database.db.updateTable('infra_codegen_column').set({ javaField: 'x y' }).where('tableId', '=', tableId).where('columnName', '=', 'body').execute();
    for (const res of [await preview(tableId), await download(tableId)]) {
      expect(res).toMatchObject({ code: CodegenErrors.CODEGEN_COLUMN_NAME_INVALID.code });
      expect(res.msg).toContain('字段(body)的属性名(x y)不可用');
    }
  });
});

describe('generated names and files that would clash are refused at preview and download', () => {
  async function expectClash(tableId: number, ...named: string[]) {
    for (const res of [await preview(tableId), await download(tableId)]) {
      expect(res).toMatchObject({ code: CodegenErrors.CODEGEN_NAME_CONFLICT.code });
      for (const text of named) expect(res.msg).toContain(text);
    }
  }

  it("a page type beside antd's Form, a service namespace beside the routes plugin, a table type shadowed by db/schema.ts", async () => {
    await sql
      .raw(`create table demo_form (id bigserial primary key, title varchar(30)); comment on table demo_form is '表单';
        create table demo_route (id bigserial primary key, title varchar(30)); comment on table demo_route is '路线';
        create table demo_role (id bigserial primary key, title varchar(30)); comment on table demo_role is '角色';`)
      .execute(ctx.t.database.db);
    const form = await importOne('demo_form');
    await expectClash(form, '名称 Form');
    // Renamed, it generates.
    expect(await edit(form, ({ table, columns }) => ({ table: { ...table, className: 'SurveyForm' }, columns }))).toMatchObject({ code: 0 });
    expect(await preview(form)).toMatchObject({ code: 0 });
    await expectClash(await importOne('demo_route'), '名称 routes');
    await expectClash(await importOne('demo_role'), '类型 RoleTable', 'apps/server/src/db/schema.ts');
  });

  it("a table of the console's own Database, and a module whose files would overwrite the repository's", async () => {
    const role = await importTables(['system_role'], { system_role: '角色信息表' });
    expect(role).toMatchObject({ code: 0 });
    const roleId = role.data[0]!;
    expect(await edit(roleId, ({ table, columns }) => ({ table: { ...table, moduleName: 'crm', className: 'CrmRole' }, columns }))).toMatchObject({ code: 0 });
    await expectClash(roleId, '表 system_role', 'Database');

    await sql.raw(`create table demo_account (id bigserial primary key, title varchar(30)); comment on table demo_account is '账户';`).execute(ctx.t.database.db);
    const account = await importOne('demo_account');
    expect(await edit(account, ({ table, columns }) => ({ table: { ...table, moduleName: 'system', businessName: 'user', className: 'SystemUser' }, columns }))).toMatchObject({ code: 0 });
    await expectClash(account, '文件 packages/contracts/src/system/user.ts');
  });
});

it("a new module's error codes never take the block of a listed module (the kept example's)", async () => {
  await sql.raw(`create table demo_coded (id bigserial primary key, title varchar(30)); comment on table demo_coded is '错误码';`).execute(ctx.t.database.db);
  // The next definition gets id 1001: block 1, which 代码生成示例 holds.
  await sql`select setval(pg_get_serial_sequence('infra_codegen_table', 'id'), 1000)`.execute(ctx.t.database.db);
  const tableId = await importOne('demo_coded');
  expect(tableId).toBe(1001);
  expect(TestDemoErrors.TEST_DEMO_NOT_EXISTS.code).toBe(1_099_001_000);
  const res = await preview(tableId);
  expect(res.data.find((f) => f.filePath === 'packages/contracts/src/demo/coded.ts')!.code).toContain('CODED_NOT_EXISTS: { code: 1099002000,');
});

describe('the clash list knows every name a template binds', () => {
  const kindOf = (filePath: string): GeneratedFileKind => {
    if (filePath.startsWith('packages/contracts/')) return 'contracts';
    if (filePath.startsWith('apps/server/test/')) return 'test';
    if (filePath.endsWith('pages/index.tsx')) return 'webPage';
    if (filePath.endsWith('-api.ts')) return 'webApi';
    const base = filePath.slice(filePath.lastIndexOf('/') + 1, -3);
    return base as GeneratedFileKind;
  };

  /** Every name a file declares: imports, declarations, parameters, type parameters. */
  function declared(file: GeneratedFile): string[] {
    const names: string[] = [];
    walk(parse(file), (node) => {
      const named =
        ts.isImportSpecifier(node) ||
        ts.isNamespaceImport(node) ||
        ts.isImportClause(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isBindingElement(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isTypeParameterDeclaration(node) ||
        ts.isClassDeclaration(node);
      if (named && node.name && ts.isIdentifier(node.name)) names.push(node.name.text);
    });
    return names;
  }

  it('for a screen with every kind of field, a dept-owned table and a client-app API', async () => {
    await sql
      .raw(`create table demo_every (id bigserial primary key, name varchar(30) not null, status smallint, amount numeric(10,2), start_time timestamptz,
          active boolean, cover_image varchar(200), content text, dept_id bigint, creator varchar(64) not null default '',
          create_time timestamptz not null default now(), updater varchar(64) not null default '', update_time timestamptz not null default now(),
          tenant_id bigint not null default 1);
        comment on table demo_every is '全部';`)
      .execute(ctx.t.database.db);
    const screen = await importOne('demo_every');
    const saved = await edit(screen, ({ table, columns }) => ({
      table: { ...table, parentMenuId: 2 },
      columns: columns.map((c) => (c.columnName === 'status' ? { ...c, dictType: 'common_status' } : c.columnName === 'name' ? { ...c, listOperationCondition: '=' } : c)),
    }));
    expect(saved).toMatchObject({ code: 0 });
    for (const scene of [1, 2]) {
      if (scene === 2) expect(await edit(screen, ({ table, columns }) => ({ table: { ...table, scene: 2, parentMenuId: null }, columns }))).toMatchObject({ code: 0 });
      const res = await preview(screen);
      expect(res, res.msg).toMatchObject({ code: 0 });
      const bindings = generatedBindings(viewOf(buildModel(await requireDefinition(ctx.t.database.db, screen))));
      const unlisted: Record<string, string[]> = {};
      for (const file of res.data) {
        const kind = kindOf(file.filePath);
        const known = new Set([...TEMPLATE_NAMES[kind], ...bindings[kind]]);
        const missing = [...new Set(declared(file).filter((name) => !known.has(name)))];
        if (missing.length > 0) unlisted[kind] = missing;
      }
      expect(unlisted, 'names templates bind that clashes.ts does not list').toEqual({});
    }
  });
});
