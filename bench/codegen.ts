/**
 * 代码生成: how long the preview of a 60-column table takes (the generator renders and formats every file:
 * a team runs it often), on an in-memory database with the table imported; and, with BENCH_PROOF=1, the wall time of
 * the proof (a generated module type-checked, linted and tested in a scratch copy of the repository). Prints tables;
 * not a test.
 *
 *   npm run bench:codegen -w @console/bench            (BENCH_PROOF=1 to time the proof as well)
 */
import { spawnSync } from 'node:child_process';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { generate } from '../apps/server/src/modules/infra/codegen/generate';
import { importTables, requireDefinition } from '../apps/server/src/modules/infra/codegen/service';
import { root, table } from './lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TYPES = ['varchar(64)', 'smallint', 'integer', 'bigint', 'numeric(10,2)', 'timestamptz', 'boolean', 'text'];

/** 60 columns: an id, a mix of every value kind, names that pick every form control, and the audit columns. */
function wideTable(): string {
  const columns = Array.from({ length: 55 }, (_, i) => {
    const suffix = ['name', 'status', 'type', 'time', 'content', 'remark', 'amount', 'enabled'][i % 8];
    return `c${String(i).padStart(2, '0')}_${suffix} ${TYPES[i % TYPES.length]}${i % 3 === 0 ? ' not null' : ''}`;
  });
  return `create table bench_wide (id bigserial primary key, ${columns.join(', ')}, creator varchar(64) not null default '',
    create_time timestamptz not null default now(), updater varchar(64) not null default '', update_time timestamptz not null default now());
    comment on table bench_wide is '宽表';`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrate(database.db);
  await seed(database.db);
  for (const statement of wideTable().split(';').filter((s) => s.trim())) await database.executeSql(statement, []);
  const [tableId] = await importTables(database.db, { id: 1, nickname: 'bench' }, { dataSourceConfigId: 0, tableNames: ['bench_wide'] });
  const definition = await requireDefinition(database.db, tableId!);

  // Wall and CPU time of one preview: on a machine shared with other work the CPU figure is the steadier one.
  const timed = async () => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const files = await generate(definition);
    const used = process.cpuUsage(cpu);
    return { files, ms: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 };
  };
  const first = await timed();
  const files = first.files;
  const again: Array<{ ms: number; cpuMs: number }> = [];
  for (let i = 0; i < RUNS; i += 1) again.push(await timed());
  // As a team edits: one column's comment changed before each run, so the files that show it are formatted anew.
  const edited: Array<{ ms: number; cpuMs: number }> = [];
  for (let i = 0; i < RUNS; i += 1) {
    const column = definition.columns[1 + (i % (definition.columns.length - 1))]!;
    column.columnComment = `${column.columnComment ?? ''}改${i}`;
    edited.push(await timed());
  }
  await database.close();
  const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.code), 0);
  const medians = (runs: Array<{ ms: number; cpuMs: number }>) => [median(runs.map((r) => r.ms)).toFixed(0), median(runs.map((r) => r.cpuMs)).toFixed(0)];
  console.log(`\n代码生成 preview of a ${definition.columns.length}-column table (${files.length} files, ${(bytes / 1024).toFixed(1)} kB)`);
  console.log(
    table(
      ['run', 'ms', 'CPU ms'],
      [
        ['first (loads Prettier, compiles templates)', first.ms.toFixed(0), first.cpuMs.toFixed(0)],
        [`median of ${RUNS}, the same definition`, ...medians(again)],
        ['slowest of those', Math.max(...again.map((r) => r.ms)).toFixed(0), Math.max(...again.map((r) => r.cpuMs)).toFixed(0)],
        [`median of ${RUNS}, one column's comment changed before each`, ...medians(edited)],
      ],
    ),
  );

  if (process.env.BENCH_PROOF === '1') {
    const start = performance.now();
    const proof = spawnSync('npm', ['run', 'test:codegen-proof', '-w', '@console/server'], { cwd: root, stdio: 'inherit' });
    console.log(`\nproof: ${proof.status === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - start) / 1000).toFixed(0)} s wall time`);
  }
  console.log(JSON.stringify({ columns: definition.columns.length, files: files.length, bytes, firstMs: Math.round(first.ms), medianMs: Math.round(median(again.map((r) => r.ms))), editedMedianMs: Math.round(median(edited.map((r) => r.ms))) }));
}

await main();
