import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import yauzl from 'yauzl';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * The generator's proof (issue 29): a table is created, imported and edited through the API, the downloaded zip is
 * unpacked into a scratch copy of this repository with the one line a developer adds, and there the type check, the
 * lint and the generated test all pass unchanged. Its own stage of `npm test` (scripts/test-all.sh), as it type-checks
 * and lints whole workspaces.
 */

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../../../..');
const URL = '/admin-api/infra/codegen';

let t: TestApp;
let token: string;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).accessToken;
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-proof-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
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

async function step(name: string, command: string, args: string[], cwd: string) {
  try {
    await run(command, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' } });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    throw new Error(`${name} failed:\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`);
  }
}

type Detail = { table: Record<string, unknown>; columns: Array<Record<string, unknown>> };

/** Imports a table, applies an edit to its definition, and unpacks its download into the scratch copy. */
async function generateInto(tableName: string, comment: string, edit: (detail: Detail) => Detail): Promise<string[]> {
  const imported = await t.api<number[]>({ method: 'POST', url: `${URL}/create-list`, token, payload: { dataSourceConfigId: 0, tableNames: [tableName], tableComments: { [tableName]: comment } } });
  expect(imported).toMatchObject({ code: 0 });
  const tableId = imported.data[0]!;
  const detail = await t.api<Detail>({ method: 'GET', url: `${URL}/detail?tableId=${tableId}`, token });
  expect(await t.api({ method: 'PUT', url: `${URL}/update`, token, payload: edit(detail.data) })).toMatchObject({ code: 0 });
  const download = await t.request({ method: 'GET', url: `${URL}/download?tableId=${tableId}`, token });
  expect(download.statusCode).toBe(200);
  return unzip(download.rawPayload, scratch);
}

it('generates modules (a console screen, and a client-app API) that type-check, lint and pass their own tests in a copy of the repository', async () => {
  await sql
    .raw(
      `create table proof_item (
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
        creator varchar(64) not null default '',
        create_time timestamptz not null default now(),
        updater varchar(64) not null default '',
        update_time timestamptz not null default now(),
        tenant_id bigint not null
      );
      comment on column proof_item.name is '名称';
      comment on column proof_item.status is '状态';
      create table proof_ticket (
        id bigserial primary key,
        title varchar(100) not null,
        kind smallint not null default 1,
        due_time timestamptz,
        dept_id bigint,
        creator varchar(64) not null default '',
        create_time timestamptz not null default now(),
        updater varchar(64) not null default '',
        update_time timestamptz not null default now(),
        tenant_id bigint not null
      );
      comment on column proof_ticket.title is '标题';`,
    )
    .execute(t.database.db);
  copyRepository(scratch);
  const screen = await generateInto('proof_item', '验证条目表', ({ table, columns }) => ({
    table: { ...table, parentMenuId: 2 },
    columns: columns.map((c) => {
      if (c.columnName === 'status') return { ...c, dictType: 'common_status' };
      if (c.columnName === 'note') return { ...c, htmlType: 'textarea' };
      return c;
    }),
  }));
  expect(screen).toContain('apps/server/test/proof-item.test.ts');
  expect(screen).toContain('apps/web/src/features/proof/item/pages/index.tsx');
  // Scene 2 (用户 APP): routes under /app-api for a client app's token, no screen.
  const clientApi = await generateInto('proof_ticket', '验证工单表', ({ table, columns }) => ({ table: { ...table, scene: 2 }, columns }));
  expect(clientApi).toContain('apps/server/test/proof-ticket.test.ts');
  expect(clientApi.some((file) => file.startsWith('apps/web/'))).toBe(false);
  const written = [...screen, ...clientApi];

  // The one line by hand for each (modules/infra/codegen/templates/README.md).
  fs.appendFileSync(
    path.join(scratch, 'apps/server/src/modules/extensions.ts'),
    "export { default as proofItem } from './proof/item';\nexport { default as proofTicket } from './proof/ticket';\n",
  );

  const tsc = path.join(scratch, 'node_modules/.bin/tsc');
  await step('type check (contracts)', tsc, ['-p', 'packages/contracts/tsconfig.json', '--noEmit'], scratch);
  await step('type check (server)', tsc, ['-p', 'apps/server/tsconfig.json', '--noEmit'], scratch);
  await step('type check (web)', tsc, ['-p', 'apps/web/tsconfig.json', '--noEmit'], scratch);
  await step('lint', path.join(scratch, 'node_modules/.bin/eslint'), [...written, 'apps/server/src/modules/extensions.ts'], scratch);
  await step('the generated tests', path.join(scratch, 'node_modules/.bin/vitest'), ['run', 'test/proof-item.test.ts', 'test/proof-ticket.test.ts'], path.join(scratch, 'apps/server'));
}, 900_000);
