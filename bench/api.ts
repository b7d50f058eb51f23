/**
 * API load benchmark: autocannon on loopback against the real, built server, on PGlite and on PostgreSQL.
 * Prints one table and writes JSON to bench/results/. Not a test: nothing here passes or fails.
 *
 *   npm run bench:api                 # all scenarios
 *   BENCH_DURATION=5 npm run bench:api
 *   BENCH_SIZES=1000 BENCH_DATABASES=PostgreSQL npm run bench:api   # a subset, while iterating
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from '../apps/server/src/db/database';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { children, freePort, load, root, signIn, startServer, table, waitUntilReady, waitUntilUp } from './lib';

const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const sizes = (process.env.BENCH_SIZES ?? '1000,1000000').split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',');
// BENCH_STARTUP_ONLY=1: the start-up runs alone (no load scenarios); BENCH_START_RUNS=cold,restarts (default 3,5).
const startupOnly = process.env.BENCH_STARTUP_ONLY === '1';
const [startColdRuns = 3, startRestarts = 5] = (process.env.BENCH_START_RUNS ?? '3,5').split(',').map(Number);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
// PostgreSQL runs as its own user and must reach its data dir below this one.
fs.chmodSync(work, 0o755);

/** 1k rows: one type of 1,000 entries. 1M rows: 1,000 types of 1,000 entries. The filtered page reads one type either way. */
async function fillDictData(handle: DatabaseHandle, rows: number) {
  await sql`delete from system_dict_data where dict_type like 'bench_type_%'`.execute(handle.db);
  const chunk = 100_000;
  for (let start = 0; start < rows; start += chunk) {
    const end = Math.min(rows, start + chunk) - 1;
    await sql`insert into system_dict_data (dict_type, label, value, sort, status, remark)
      select 'bench_type_' || (g / 1000), '标签 ' || g, 'v' || g, g % 1000, 0, null
      from generate_series(${start}::int, ${end}::int) g`.execute(handle.db);
  }
  await sql`analyze system_dict_data`.execute(handle.db);
}

interface Row {
  database: string;
  dictRows: string;
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  ratio: number;
  errors: number;
}

async function scenario(database: 'PGlite' | 'PostgreSQL', dictRows: number, env: Record<string, string>, rows: Row[]) {
  const port = await freePort();
  const server = startServer(env, port);
  await waitUntilUp(port);
  const bearer = await signIn(port);
  const routes: Array<[string, string, boolean]> = [
    ['trivial public route (public-config)', '/admin-api/system/public-config', false],
    ['dict-data page, pageSize 20', '/admin-api/system/dict-data/page?pageNo=1&pageSize=20', true],
    ['dict-data page of one type, pageSize 20', '/admin-api/system/dict-data/page?pageNo=1&pageSize=20&dictType=bench_type_1', true],
    ['get-permission-info', '/admin-api/system/auth/get-permission-info', true],
  ];
  let trivial = 0;
  for (const [name, url, auth] of routes) {
    const r = await load(port, url, { bearer: auth ? bearer : undefined, duration, connections });
    if (!trivial) trivial = r.reqPerSec;
    rows.push({ database, dictRows: dictRows >= 1e6 ? '1M' : `${dictRows / 1000}k`, route: name, ...r, ratio: Number((r.reqPerSec / trivial).toFixed(2)) });
    console.error(`  ${database} ${dictRows} ${name}: ${r.reqPerSec} req/s p50 ${r.p50} ms p99 ${r.p99} ms`);
  }
  await server.stop();
}

interface StartRun {
  kind: 'cold' | 'restart';
  /** Spawn to the first answer of the trivial route, and to /readyz 200 (what starts after listening is up). */
  answerMs: number;
  readyMs: number;
  /** The server's own account (main.ts): each phase's wall and CPU milliseconds, CPU of every thread. */
  server: Record<string, unknown>;
}

// firstRequest: the first request's own time in the server, arrival to answer (its route's schemas compile, the
// compilers load; the background start runs meanwhile).
const PHASES = ['load', 'open', 'migrate', 'seed', 'build', 'listen', 'firstRequest', 'background'] as const;

async function startRun(kind: StartRun['kind'], dataDir: string): Promise<StartRun> {
  const port = await freePort();
  const server = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, port);
  const spawned = performance.now();
  const answerMs = Math.round(await waitUntilUp(port));
  const readyMs = Math.round(await waitUntilReady(port, spawned));
  // The "console ready" line follows /readyz's first 200 by a turn of the event loop.
  for (let waited = 0; server.ready()?.readyMs === undefined && waited < 5000; waited += 10) await new Promise((r) => setTimeout(r, 10));
  await server.stop();
  return { kind, answerMs, readyMs, server: server.ready() ?? {} };
}

/** Cold starts (each on an empty data dir: the build's prebuilt database, apps/server/dist/initial-db.tar.gz) and restarts. */
async function startupTimes() {
  const runs: StartRun[] = [];
  for (let i = 0; i < startColdRuns; i++) runs.push(await startRun('cold', path.join(work, `startup-cold-${i}`)));
  const dataDir = path.join(work, 'startup-cold-0');
  for (let i = 0; i < startRestarts; i++) runs.push(await startRun('restart', dataDir));
  // The machine's load, in the benchmarks' own yardstick: the trivial route on the restarted server, same run.
  const port = await freePort();
  const server = startServer({ DATA_DIR: dataDir }, port);
  await waitUntilReady(port, performance.now());
  const trivial = await load(port, '/admin-api/system/public-config', { duration: Math.min(duration, 5), connections });
  await server.stop();
  return { runs, trivialReqPerSec: trivial.reqPerSec, loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function printStartup(startup: Awaited<ReturnType<typeof startupTimes>>) {
  const n = (run: StartRun, key: string) => Number(run.server[key] ?? 0);
  // The main thread's CPU to listening: what a second core cannot take off it (a first start's extraction thread can).
  const header = ['start', 'answer ms', 'ready ms', 'server CPU ms to answer', 'to ready', 'main thread CPU to listen', ...PHASES.map((p) => `${p} ms (CPU)`), 'prebuilt db extracted at ms (in open)'];
  const rows = startup.runs.map((run) => [
    run.kind + (run.server.initialDb ? ' (prebuilt db)' : ''),
    run.answerMs,
    run.readyMs,
    n(run, 'startupCpuMs'),
    n(run, 'readyCpuMs'),
    n(run, 'startupMainThreadCpuMs'),
    ...PHASES.map((p) => `${n(run, `${p}Ms`)} (${n(run, `${p}CpuMs`)})`),
    n(run, 'initialDbMs') || '',
  ]);
  console.log(`\nstart-up on PGlite (load average ${startup.loadAverage.join(' ')}; trivial route on the restarted server ${startup.trivialReqPerSec} req/s):\n`);
  console.log(table(header, rows));
  for (const kind of ['cold', 'restart'] as const) {
    const of = startup.runs.filter((r) => r.kind === kind);
    if (!of.length) continue;
    console.log(
      `${kind}: median of ${of.length} — first answer ${median(of.map((r) => r.answerMs))} ms, ready ${median(of.map((r) => r.readyMs))} ms; ` +
        `server CPU to answer ${median(of.map((r) => n(r, 'startupCpuMs')))} ms, to ready ${median(of.map((r) => n(r, 'readyCpuMs')))} ms; ` +
        `main thread CPU to listening ${median(of.map((r) => n(r, 'startupMainThreadCpuMs')))} ms`,
    );
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', '@console/server'], { cwd: root, stdio: 'inherit' });
  }
  const rows: Row[] = [];
  console.error('start-up times…');
  const startup = await startupTimes();

  for (const size of databases.includes('PGlite') && !startupOnly ? sizes : []) {
    console.error(`PGlite, ${size} bench dict rows…`);
    const dataDir = path.join(work, `pglite-${size}`);
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(handle.db);
    await seed(handle.db);
    await fillDictData(handle, size);
    await handle.close();
    await scenario('PGlite', size, { DATA_DIR: dataDir }, rows);
  }

  const pgDir = path.join(work, 'postgres');
  const pgPort = await freePort();
  const withPostgres = databases.includes('PostgreSQL') && !startupOnly;
  if (withPostgres) execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'start', pgDir, String(pgPort)], { stdio: 'inherit' });
  try {
    for (const size of withPostgres ? sizes : []) {
      console.error(`PostgreSQL, ${size} bench dict rows…`);
      const dbName = `bench_${size}`;
      const admin = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`, poolSize: 1 });
      await sql.raw(`drop database if exists ${dbName}`).execute(admin.db);
      await sql.raw(`create database ${dbName}`).execute(admin.db);
      await admin.close();
      const url = `postgres://postgres@127.0.0.1:${pgPort}/${dbName}`;
      const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      await migrate(handle.db);
      await seed(handle.db);
      await fillDictData(handle, size);
      await sql`vacuum analyze system_dict_data`.execute(handle.db).catch(() => {});
      await handle.close();
      await scenario('PostgreSQL', size, { DATABASE_URL: url }, rows);
    }
  } finally {
    if (withPostgres) execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', pgDir]);
  }

  const header = ['database', 'dict rows', 'route', 'req/s', 'p50 ms', 'p99 ms', 'ratio to trivial', 'errors'];
  const lines = rows.map((r) => [r.database, r.dictRows, r.route, r.reqPerSec, r.p50, r.p99, r.ratio, r.errors].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  if (rows.length) {
    console.log(`\nAPI benchmark: autocannon -c ${connections} -d ${duration} on 127.0.0.1, ${os.cpus().length} cores\n`);
    console.log(fmt(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const l of lines) console.log(fmt(l));
  }
  printStartup(startup);
  const outDir = path.join(root, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(out, JSON.stringify({ duration, connections, rows, startup }, null, 2));
  console.log(`JSON: ${path.relative(root, out)}`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const c of children) c.kill('SIGKILL');
    fs.rmSync(work, { recursive: true, force: true });
  });
