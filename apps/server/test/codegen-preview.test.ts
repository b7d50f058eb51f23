import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { importTables } from '../src/modules/infra/codegen/service';
import { adminAppForFile } from './support/admin-app';
import { WIDE_TABLE, wideTableStatements } from './support/codegen-wide-table';

/*
 * 代码生成's preview of the 60-column table bench:codegen times: its files are byte for byte what they were before
 * formatting moved to a thread of its own and kept files (the digest was taken from the generator as it was), and the
 * formatting is not done on the request thread. The demo table's output is pinned by test/codegen-demo.test.ts.
 */

const URL = '/admin-api/infra/codegen';
/** sha256 over `path\ncode\n` of each file, in order, as the generator wrote them before this change. */
const WIDE_PREVIEW_SHA256 = '729649c004643b2dee5a857a4d7d790adad8d3da13eff2de54c751d4138d8bd2';

const ctx = adminAppForFile();

/** CPU time of the calling thread so far, ms (Linux: utime + stime in clock ticks of 10 ms). */
const threadCpuMs = () => {
  const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

it("the 60-column table's preview is unchanged, and it is formatted off the request thread", async () => {
  for (const statement of wideTableStatements()) await ctx.t.database.executeSql(statement, []);
  // Imported as bench:codegen imports it (the author is the importer's nickname).
  const [tableId] = await importTables(ctx.t.database.db, { id: 1, nickname: 'bench' }, { dataSourceConfigId: 0, tableNames: [WIDE_TABLE] });

  const thread = threadCpuMs();
  const process0 = process.cpuUsage();
  const preview = await ctx.t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${tableId}&exactPaths=true`, token: ctx.token });
  const processMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(process0));
  const threadMs = threadCpuMs() - thread;
  expect(preview).toMatchObject({ code: 0 });

  const digest = createHash('sha256');
  for (const file of preview.data) digest.update(`${file.filePath}\n${file.code}\n`);
  expect(preview.data).toHaveLength(11);
  expect(digest.digest('hex')).toBe(WIDE_PREVIEW_SHA256);
  // Formatting on the request thread left it 44 % of the process's CPU for this preview (cold: V8 compiles and
  // collects on threads of its own) and nearly all of it warm; in a thread of its own, 16 %.
  expect(threadMs, `request thread ${threadMs} ms of ${processMs.toFixed(0)} ms`).toBeLessThan(processMs / 4);
});

it('a request to 代码生成 other than a preview warms the generator, and a preview after it answers the same', async () => {
  const page = await ctx.t.api<{ list: Array<{ id: number; tableName: string }> }>({ method: 'GET', url: `${URL}/table/page?pageNo=1&pageSize=10`, token: ctx.token });
  expect(page).toMatchObject({ code: 0 });
  const { warmGenerator } = await import('../src/modules/infra/codegen/warm');
  await warmGenerator();
  const tableId = page.data.list.find((t) => t.tableName === WIDE_TABLE)!.id;
  const preview = await ctx.t.api<Array<{ filePath: string; code: string }>>({ method: 'GET', url: `${URL}/preview?tableId=${tableId}&exactPaths=true`, token: ctx.token });
  const digest = createHash('sha256');
  for (const file of preview.data) digest.update(`${file.filePath}\n${file.code}\n`);
  expect(digest.digest('hex')).toBe(WIDE_PREVIEW_SHA256);
});
