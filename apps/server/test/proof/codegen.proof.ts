import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import ts from 'typescript';
import yauzl from 'yauzl';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMariaDb, type TestMariaDb } from '../support/mariadb';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * The generator's proof (issues 29 and 37): tables are created, imported and edited through the API — two designed
 * for it (a console screen and a client-app API) and a corpus of tables as teams have them (corpus/postgres.sql on
 * the console's own database, corpus/mariadb.sql on a MariaDB data source) — and every download is unpacked into ONE
 * scratch copy of this repository with the one line a developer adds per module. There one type check per workspace
 * (run side by side, each on the code the generated modules reach), one lint of the generated files and ONE test run
 * (vitest.generated.config.ts) cover them all: its second project runs the generated tests again against the
 * PostgreSQL tables as they were imported (created before the migrations, whose `create table if not exists` keeps
 * them). A MySQL table cannot exist in the console's PostgreSQL: there the migration's translation is what the tests
 * run on. A table the corpus announces as refused must be refused with that code, and no other; the hostile
 * comments' text must reach the generated files only inside strings and comments. Its own stage of `npm test`
 * (scripts/test-all.sh), as it type-checks and lints whole workspaces. Each step prints its time.
 */

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../../../..');
const CORPUS = path.join(import.meta.dirname, 'corpus');
const URL = '/admin-api/infra/codegen';

let t: TestApp;
let token: string;
let maria: TestMariaDb;
let scratch: string;

beforeAll(async () => {
  [t, maria] = await timed('started the console and MariaDB', () => Promise.all([createTestApp(), startMariaDb()]));
  token = (await t.login()).accessToken;
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-proof-'));
}, 120_000);
afterAll(async () => {
  await t.close();
  await maria.stop();
  // CODEGEN_PROOF_KEEP=1 keeps the copy to look into a failure.
  if (process.env.CODEGEN_PROOF_KEEP) console.log(`codegen proof: the copy is kept in ${scratch}`);
  else fs.rmSync(scratch, { recursive: true, force: true });
});

/** The repository's sources without build output; node_modules linked (the workspace links copied, so they point into the copy). */
function copyRepository(target: string) {
  const skip = new Set(['node_modules', 'dist', '.git', '.tmp', 'data', 'test-results', 'playwright-report']);
  fs.cpSync(REPO, target, { recursive: true, filter: (source) => !skip.has(path.basename(source)) });
  const linkModules = (from: string, to: string) => {
    if (!fs.existsSync(from)) return;
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from)) {
      if (entry === '@console') fs.cpSync(path.join(from, entry), path.join(to, entry), { recursive: true, verbatimSymlinks: true });
      else fs.symlinkSync(path.join(from, entry), path.join(to, entry));
    }
  };
  for (const dir of ['.', 'apps/server', 'apps/web', 'packages/contracts', 'e2e', 'bench']) linkModules(path.join(REPO, dir, 'node_modules'), path.join(target, dir, 'node_modules'));
}

function unzip(zip: Buffer, target: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const written: string[] = [];
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const file = path.join(target, entry.fileName);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, Buffer.concat(chunks));
            written.push(entry.fileName);
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(written));
      archive.readEntry();
    });
  });
}

/** Runs `work`, printing how long it took and the CPU this process spent: the stage has a time budget. */
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  console.log(`codegen proof: ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s (CPU here ${((used.user + used.system) / 1e6).toFixed(1)} s)`);
  return result;
}

/**
 * Runs a command of the copy, printing its time and the CPU it took (bash's `time`, children included): on a shared
 * machine the CPU seconds say more than the clock about what the stage costs alone.
 */
async function step(name: string, command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const started = Date.now();
  const timedCommand = ['-c', 'TIMEFORMAT="%3U %3S"; time "$@"', 'step', command, ...args];
  let stderr: string;
  try {
    ({ stderr } = await run('bash', timedCommand, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', ...env } }));
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    throw new Error(`${name} failed:\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`);
  }
  const cpu = (stderr.trim().split('\n').at(-1) ?? '').split(' ').reduce((sum, seconds) => sum + Number(seconds), 0);
  console.log(`codegen proof: ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s (CPU ${cpu.toFixed(1)} s)`);
}

/** `items` through `work`, at most `limit` at a time, the results in the items' order. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Where a generated file runs `process.exit` (what the hostile comments try to smuggle in): the file is parsed as
 * TypeScript, and only code counts — text inside a string, a template's text or a comment is no call.
 */
function injectedCalls(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.expression.getText(source) === 'process' && node.name.text === 'exit') found.push(`${file}: ${node.parent.getText(source)}`);
    // JSX text is rendered, never run; a <script> in it would be text too.
    ts.forEachChild(node, visit);
  };
  visit(source);
  const syntax = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return [...found, ...syntax.map((d) => `${file}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`)];
}

/**
 * The scratch copy's tsconfigs take the code the generated modules reach (the server's sources and test support, the
 * generated tests, the web's generated screens): the rest of the repository is checked by its own stages.
 */
function narrowTsconfigs(written: readonly string[]) {
  const narrow = (workspace: string, include: string[]) => {
    const file = path.join(scratch, workspace, 'tsconfig.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { include: string[] };
    fs.writeFileSync(file, JSON.stringify({ ...config, include }, null, 2));
  };
  const inWorkspace = (workspace: string) => written.filter((f) => f.startsWith(`${workspace}/`)).map((f) => f.slice(workspace.length + 1));
  narrow('apps/server', ['src', 'test/support', 'vitest.generated.config.ts', ...inWorkspace('apps/server').filter((f) => f.startsWith('test/'))]);
  narrow('apps/web', ['src/**/*.d.ts', ...inWorkspace('apps/web')]);
}

type Detail = { table: Record<string, unknown>; columns: Array<Record<string, unknown>> };
type Edit = (detail: Detail) => Detail;

/** A corpus file's tables in order, with the code each refused one must be refused with. */
function corpusTables(file: string): Array<{ name: string; refusedWith: number | null }> {
  const text = fs.readFileSync(path.join(CORPUS, file), 'utf8');
  return [...text.matchAll(/(?:--\s*refused:\s*(\d+)\s*\n)?create table (?:`([^`]+)`|"([^"]+)"|(\w+))/g)].map((m) => ({
    name: m[2] ?? m[3] ?? m[4]!,
    refusedWith: m[1] ? Number(m[1]) : null,
  }));
}

/** Under a menu (the admin scene needs one) and otherwise as imported. */
const underMenu: Edit = ({ table, columns }) => ({ table: { ...table, parentMenuId: 2 }, columns });

type Outcome = { table: string; source: string; files: string[] } | { table: string; source: string; refused: { code: number; msg: string } };

/** Imports a table, applies an edit to its definition, and unpacks its download into the scratch copy — or answers its refusal. */
async function generateInto(dataSourceConfigId: number, source: string, tableName: string, edit: Edit, comment?: string): Promise<Outcome> {
  const imported = await t.api<number[]>({
    method: 'POST',
    url: `${URL}/create-list`,
    token,
    payload: { dataSourceConfigId, tableNames: [tableName], ...(comment ? { tableComments: { [tableName]: comment } } : {}) },
  });
  expect(imported, `${tableName}: ${JSON.stringify(imported)}`).toMatchObject({ code: 0 });
  const tableId = imported.data[0]!;
  const detail = await t.api<Detail>({ method: 'GET', url: `${URL}/detail?tableId=${tableId}`, token });
  const updated = await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: edit(detail.data) });
  expect(updated, `${tableName}: ${JSON.stringify(updated)}`).toMatchObject({ code: 0 });
  const download = await t.request({ method: 'GET', url: `${URL}/download?tableId=${tableId}`, token });
  expect(download.statusCode).toBe(200);
  if (String(download.headers['content-type']).includes('json')) {
    const refused = JSON.parse(download.body) as { code: number; msg: string };
    return { table: tableName, source, refused };
  }
  return { table: tableName, source, files: await unzip(download.rawPayload, scratch) };
}

/** The columns every business table carries: who and when, and its tenant. */
const AUDIT_COLUMNS = `creator varchar(64) not null default '',
    create_time timestamptz not null default now(),
    updater varchar(64) not null default '',
    update_time timestamptz not null default now(),
    tenant_id bigint not null`;

/** The two tables designed for the generator: a console screen with every control, and a client-app API. */
const DESIGNED = `create table proof_item (
    id bigserial primary key,
    name varchar(64) not null,
    status smallint not null default 0,
    quantity integer,
    price numeric(10,2),
    due_time timestamptz,
    enabled boolean not null default true,
    description text,
    note varchar(300),
    cover_image varchar(255),
    manual_file varchar(255),
    dept_id bigint,
    ${AUDIT_COLUMNS}
  );
  comment on column proof_item.name is '名称';
  comment on column proof_item.status is '状态';
  create table proof_ticket (
    id bigserial primary key,
    title varchar(100) not null,
    kind smallint not null default 1,
    due_time timestamptz,
    dept_id bigint,
    ${AUDIT_COLUMNS}
  );
  comment on column proof_ticket.title is '标题';`;

it('generates every table of the corpus into one copy of the repository, where it type-checks, lints and passes its own test on the generated and on the imported tables', async () => {
  await sql.raw(DESIGNED).execute(t.database.db);
  const postgresSql = fs.readFileSync(path.join(CORPUS, 'postgres.sql'), 'utf8');
  await sql.raw(postgresSql).execute(t.database.db);
  const mariadbSql = fs.readFileSync(path.join(CORPUS, 'mariadb.sql'), 'utf8');
  await maria.exec(`create database corpus character set utf8mb4; use corpus; ${mariadbSql}`);
  const source = await t.api<number>({
    method: 'POST',
    url: '/admin-api/infra/data-source-config/create',
    token,
    payload: { name: '语料库', url: maria.jdbcUrl('corpus'), username: maria.user, password: maria.password },
  });
  expect(source, JSON.stringify(source)).toMatchObject({ code: 0 });
  await timed('copied the repository', () => Promise.resolve(copyRepository(scratch)));

  const generationStarted = Date.now();
  const outcomes: Outcome[] = [];
  outcomes.push(
    await generateInto(
      0,
      'designed',
      'proof_item',
      ({ table, columns }) => ({
        table: { ...table, parentMenuId: 2 },
        columns: columns.map((c) => {
          if (c.columnName === 'status') return { ...c, dictType: 'common_status' };
          if (c.columnName === 'note') return { ...c, htmlType: 'textarea' };
          return c;
        }),
      }),
      '验证条目表',
    ),
  );
  // Scene 2 (用户 APP): routes under /app-api for a client app's token, no screen.
  outcomes.push(await generateInto(0, 'designed', 'proof_ticket', ({ table, columns }) => ({ table: { ...table, scene: 2 }, columns }), '验证工单表'));
  const expected = new Map<string, number | null>();
  const corpus = (
    [
      ['postgres.sql', 0, 'postgres'],
      ['mariadb.sql', source.data, 'mariadb'],
    ] as const
  ).flatMap(([file, dataSourceConfigId, sourceName]) => corpusTables(file).map((table) => ({ ...table, dataSourceConfigId, sourceName })));
  for (const table of corpus) expected.set(table.name, table.refusedWith);
  // Side by side: a download waits on the database and on the other source as much as it formats.
  outcomes.push(...(await inParallel(corpus, 4, (table) => generateInto(table.dataSourceConfigId, table.sourceName, table.name, underMenu))));

  console.log(`codegen proof: ${outcomes.length} tables imported, edited and downloaded in ${((Date.now() - generationStarted) / 1000).toFixed(1)} s`);

  // A table is refused exactly when the corpus says so, with the code it says.
  const refusals = outcomes.flatMap((o) => ('refused' in o ? [[o.table, o.refused.code] as const] : []));
  expect(Object.fromEntries(refusals)).toEqual(Object.fromEntries([...expected].filter(([, code]) => code !== null)));
  const generated = outcomes.filter((o): o is Extract<Outcome, { files: string[] }> => 'files' in o);
  const written = generated.flatMap((o) => o.files);
  const lines = written
    .flatMap((file) => {
      const module = /^apps\/server\/src\/modules\/([^/]+\/[^/]+)\/index\.ts$/.exec(file);
      return module ? [module[1]] : [];
    })
    .map((module, i) => `export { default as generated${i} } from './${module}';`);
  // The one line by hand for each (modules/infra/codegen/templates/README.md).
  fs.appendFileSync(path.join(scratch, 'apps/server/src/modules/extensions.ts'), `${lines.join('\n')}\n`);
  const tests = written.filter((file) => file.startsWith('apps/server/test/')).map((file) => file.slice('apps/server/'.length));
  expect(tests).toHaveLength(generated.length);

  const counts = (kind: (o: Outcome) => boolean) => ['designed', 'postgres', 'mariadb'].map((s) => `${s} ${outcomes.filter((o) => o.source === s && kind(o)).length}`).join(', ');
  console.log(
    [
      `codegen proof: ${outcomes.length} tables — generated ${generated.length} (${counts((o) => 'files' in o)}), refused ${refusals.length} (${counts((o) => 'refused' in o)})`,
      ...outcomes.flatMap((o) => ('refused' in o ? [`  refused ${o.source} ${o.table}: ${o.refused.code} ${o.refused.msg}`] : [])),
    ].join('\n'),
  );

  // The hostile comments (cp_hostile, cm_hostile) reach the files as text, and nowhere as code.
  const texts = written.filter((file) => /\.tsx?$/.test(file)).map((file) => ({ file, code: fs.readFileSync(path.join(scratch, file), 'utf8') }));
  expect(texts.flatMap(({ file, code }) => injectedCalls(file, code))).toEqual([]);
  for (const mark of [61, 62, 63, 64, 65, 66, 71, 72, 73, 74, 75, 76]) {
    expect(texts.some(({ code }) => code.includes(`process.exit(${mark})`)), `process.exit(${mark}) in a generated file`).toBe(true);
  }

  narrowTsconfigs(written);
  const tsc = path.join(scratch, 'node_modules/.bin/tsc');
  // Side by side: each is one single-threaded program.
  await timed('type checks and lint', () =>
    Promise.all([
      step('type check (contracts)', tsc, ['-p', 'packages/contracts/tsconfig.json', '--noEmit'], scratch),
      step('type check (server)', tsc, ['-p', 'apps/server/tsconfig.json', '--noEmit'], scratch),
      step('type check (web)', tsc, ['-p', 'apps/web/tsconfig.json', '--noEmit'], scratch),
      step('lint', path.join(scratch, 'node_modules/.bin/eslint'), [...written, 'apps/server/src/modules/extensions.ts'], scratch),
    ]),
  );

  // One run, two projects (vitest.generated.config.ts): every generated test on the tables its migration creates, and
  // the PostgreSQL tables' tests again on those tables as they were imported. A MySQL table's module runs on its
  // migration's table only.
  const imported = path.join(scratch, 'imported-tables.sql');
  fs.writeFileSync(imported, `${DESIGNED}\n${postgresSql}`);
  const testsOf = (outcome: (typeof generated)[number]) => outcome.files.filter((file) => file.startsWith('apps/server/test/')).map((file) => file.slice('apps/server/'.length));
  const plan = path.join(scratch, 'codegen-proof-plan.json');
  fs.writeFileSync(plan, JSON.stringify({ tests, importedTests: generated.filter((o) => o.source !== 'mariadb').flatMap(testsOf), importedSql: imported }));
  const vitest = path.join(scratch, 'node_modules/.bin/vitest');
  await step('the generated tests on the migrations\' and on the imported tables', vitest, ['run', '--config', 'vitest.generated.config.ts'], path.join(scratch, 'apps/server'), { CODEGEN_PROOF_PLAN: plan });
}, 1_800_000);
