/**
 * 代码生成: how long the preview of a 60-column table takes over HTTP (a team runs it dozens of times while editing),
 * on a server in a fresh process (in-memory PGlite, the table imported), beside the trivial route timed the same way:
 *   - cold: the first preview of a process that has not warmed the generator (Prettier loads in its thread);
 *   - warm-up: the list request a team opens first, until the generator has warmed in the background (warm.ts);
 *   - then the first preview, the median of RUNS of the same definition, and of RUNS with one column's comment changed
 *     before each (the files that show it are formatted anew).
 * CPU is this process's (server, formatting thread and the client asking); on a shared machine it is the steadier
 * figure. With BENCH_CPU_PROF=<dir> each process writes V8 profiles there (one per thread) and the top frames of the
 * timed work are printed. With BENCH_PROOF=1 the generator's proof is timed too. Prints tables; not a test.
 *
 *   npm run bench:codegen -w @console/bench
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { importTables } from '../apps/server/src/modules/infra/codegen/service';
import { warmGenerator } from '../apps/server/src/modules/infra/codegen/warm';
import { loadConfig } from '../apps/server/src/platform/config';
import { WIDE_TABLE, wideTableStatements } from '../apps/server/test/support/codegen-wide-table';
import { monotonicMicros as nowUs, selfTimeByPackage, type Window } from './cpu-profile';
import { root, signIn, table, threadCpuMicros } from './lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const ROLE = process.env.BENCH_CODEGEN_ROLE;

interface Run {
  ms: number;
  cpuMs: number;
  /** The request thread's share (Linux clock ticks: 10 ms steps). */
  requestCpuMs: number;
}
interface Result {
  role: string;
  files: number;
  bytes: number;
  columns: number;
  runs: Record<string, Run[]>;
  /** The request thread's longest event-loop block while the previews ran, ms. */
  loopMaxMs: number;
  windows: Window[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A server in this process with the wide table imported (through the service: an HTTP request would warm it). */
async function serve() {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrate(database.db);
  await seed(database.db);
  for (const statement of wideTableStatements()) await database.executeSql(statement, []);
  const [tableId] = await importTables(database.db, { id: 1, nickname: 'bench' }, { dataSourceConfigId: 0, tableNames: [WIDE_TABLE] });
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }, { captchaEnabled: false, apiAccessLog: false }), database, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const token = await signIn(port);
  const get = async (url: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { code: number; data: unknown };
    if (body.code !== 0) throw new Error(`${url}: ${JSON.stringify(body)}`);
    return body.data;
  };
  return { database, app, tableId: tableId!, get };
}

async function measure(role: string): Promise<Result> {
  const { database, app, tableId, get } = await serve();
  const windows: Window[] = [];
  let files: Array<{ filePath: string; code: string }> = [];
  const timed = async (work: () => Promise<unknown>): Promise<Run> => {
    const start = nowUs();
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const requestCpu = threadCpuMicros(process.pid, process.pid);
    await work();
    const used = process.cpuUsage(cpu);
    windows.push([start, nowUs()]);
    return { ms: performance.now() - wall, cpuMs: (used.user + used.system) / 1000, requestCpuMs: (threadCpuMicros(process.pid, process.pid) - requestCpu) / 1000 };
  };
  const preview = async () => (files = (await get(`/admin-api/infra/codegen/preview?tableId=${tableId}&exactPaths=true`)) as typeof files);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const runs: Record<string, Run[]> = {};
  try {
    if (role === 'cold') {
      loop.enable();
      runs.cold = [await timed(preview)];
    } else {
      // As a team: the list first (its request starts the warm-up), then previews once the warm-up is done.
      runs.warmUp = [await timed(() => get('/admin-api/infra/codegen/table/page?pageNo=1&pageSize=10').then(() => warmGenerator()))];
      loop.enable();
      runs.first = [await timed(preview)];
      runs.same = [];
      for (let i = 0; i < RUNS; i += 1) runs.same.push(await timed(preview));
      const columns = await database.db.selectFrom('infra_codegen_column').select(['id', 'columnComment']).where('tableId', '=', tableId).orderBy('id').execute();
      runs.edited = [];
      for (let i = 0; i < RUNS; i += 1) {
        const column = columns[1 + (i % (columns.length - 1))]!;
        await database.db.updateTable('infra_codegen_column').set({ columnComment: `${column.columnComment}改${i}` }).where('id', '=', column.id).execute();
        runs.edited.push(await timed(preview));
      }
      loop.disable();
      const trivialWindows = windows.length;
      runs.trivial = [];
      for (let i = 0; i < RUNS; i += 1) runs.trivial.push(await timed(() => get('/admin-api/system/public-config')));
      windows.length = trivialWindows;
    }
  } finally {
    // Closes the database too.
    await app.close();
  }
  const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.code), 0);
  return { role, files: files.length, bytes, columns: 60, runs, loopMaxMs: loop.max / 1e6, windows };
}

/** Runs one role in a fresh process (profiled when asked) and reads its result. */
function child(role: string, profileDir: string | undefined): Result {
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${path.join(profileDir, role)}`] : [];
  const out = spawnSync(process.execPath, [...profile, '--import', 'tsx', import.meta.filename], {
    cwd: import.meta.dirname,
    env: { ...process.env, BENCH_CODEGEN_ROLE: role },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = out.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`the ${role} run printed no result (exit ${out.status})`);
  return JSON.parse(line.slice('RESULT '.length)) as Result;
}

function printProfiles(dir: string, result: Result) {
  const folder = path.join(dir, result.role);
  for (const name of fs.readdirSync(folder).filter((f) => f.endsWith('.cpuprofile'))) {
    const top = selfTimeByPackage(path.join(folder, name), result.windows);
    if (top.totalMs === 0) continue;
    // Files are named CPU.<date>.<time>.<pid>.<thread>.<seq>: thread 0 is the request thread.
    const thread = name.split('.')[4] === '0' ? 'request thread' : `thread ${name.split('.')[4]}`;
    console.log(`\n${result.role} run, ${thread}: ${top.totalMs} ms of samples in the timed work (${top.file})`);
    console.log(table(['package / file', 'self ms'], top.packages.map((p) => [p.name, p.ms])));
    console.log(table(['function', 'self ms'], top.functions.map((f) => [f.name, f.ms])));
  }
}

async function main() {
  if (ROLE) {
    console.log(`RESULT ${JSON.stringify(await measure(ROLE))}`);
    return;
  }
  const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
  const cold = child('cold', profileDir);
  const warm = child('warm', profileDir);
  const row = (what: string, runs: Run[], pick: (values: number[]) => number = median) => [
    what,
    pick(runs.map((r) => r.ms)).toFixed(0),
    pick(runs.map((r) => r.cpuMs)).toFixed(0),
    pick(runs.map((r) => r.requestCpuMs)).toFixed(0),
  ];
  const slowest = (values: number[]) => Math.max(...values);
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`\n代码生成 preview of a ${warm.columns}-column table over HTTP (${warm.files} files, ${(warm.bytes / 1024).toFixed(1)} kB), load average ${load} on ${os.cpus().length} cores`);
  console.log(
    table(
      ['request', 'ms', 'CPU ms', 'of it request thread'],
      [
        row('first preview, cold process (Prettier loads in its thread)', cold.runs.cold!),
        row('list, until the generator has warmed in the background', warm.runs.warmUp!),
        row('first preview after that', warm.runs.first!),
        row(`median of ${RUNS}, the same definition`, warm.runs.same!),
        row('slowest of those', warm.runs.same!, slowest),
        row(`median of ${RUNS}, one column's comment changed before each`, warm.runs.edited!),
        row('slowest of those', warm.runs.edited!, slowest),
        row(`trivial route (public-config), median of ${RUNS}`, warm.runs.trivial!),
      ],
    ),
  );
  console.log(`request thread's longest event-loop block during the previews: cold ${cold.loopMaxMs.toFixed(0)} ms, warm ${warm.loopMaxMs.toFixed(0)} ms`);
  if (profileDir) for (const result of [cold, warm]) printProfiles(profileDir, result);

  if (process.env.BENCH_PROOF === '1') {
    const start = performance.now();
    const proof = spawnSync('npm', ['run', 'test:codegen-proof', '-w', '@console/server'], { cwd: root, stdio: 'inherit' });
    console.log(`\nproof: ${proof.status === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - start) / 1000).toFixed(0)} s wall time`);
  }
  const ms = (runs: Run[]) => ({
    ms: Math.round(median(runs.map((r) => r.ms))),
    cpuMs: Math.round(median(runs.map((r) => r.cpuMs))),
    requestCpuMs: Math.round(median(runs.map((r) => r.requestCpuMs))),
  });
  console.log(
    JSON.stringify({
      columns: warm.columns,
      files: warm.files,
      bytes: warm.bytes,
      cold: ms(cold.runs.cold!),
      warmUp: ms(warm.runs.warmUp!),
      first: ms(warm.runs.first!),
      same: ms(warm.runs.same!),
      edited: ms(warm.runs.edited!),
      trivial: ms(warm.runs.trivial!),
      loopMaxMs: { cold: Math.round(cold.loopMaxMs), warm: Math.round(warm.loopMaxMs) },
      load: os.loadavg()[0],
    }),
  );
}

await main();
