/**
 * API throughput with the access log on and off, in the same run (target ≥ 0.9×): the built server on
 * PGlite (or on PostgreSQL with BENCH_DATABASE_URL), three routes — the trivial public one, the signed-in shell's
 * permission info (answered from memory) and a signed-in page read from the database — on/off alternated three times
 * so drift in the machine's load falls on both. Also what a request costs in CPU, the server's and PostgreSQL's (every
 * `postgres` process on the machine), and the log's own share of each, so its cost per request shows whatever the
 * route costs. Prints a table; not a test.
 *
 *   npm run bench:access-log -w @console/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55420/postgres npm run bench:access-log -w @console/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMicros, freePort, load, postgresCpuMicros, signIn, startServer, table, waitUntilUp, runBenchmark } from './lib';

const duration = Number(process.env.BENCH_DURATION ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-log-'));

const ROUTES: Array<[string, string, boolean]> = [
  ['public-config (anonymous)', '/admin-api/system/public-config', false],
  ['post page (signed in)', '/admin-api/system/post/page?pageNo=1&pageSize=10', true],
  ['permission info (signed in)', '/admin-api/system/auth/get-permission-info', true],
];

async function measure(accessLog: boolean, dataDir: string) {
  const port = await freePort();
  const server = startServer({ DATA_DIR: dataDir, API_ACCESS_LOG: String(accessLog), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, port);
  await waitUntilUp(port);
  const bearer = await signIn(port);
  const pid = server.child.pid!;
  const databaseCpu = () => (databaseUrl ? postgresCpuMicros() : 0);
  const results: Record<string, { reqPerSec: number; p99: number; serverCpu: number; databaseCpu: number }> = {};
  for (const [name, url, auth] of ROUTES) {
    const [serverBefore, databaseBefore] = [cpuMicros(pid), databaseCpu()];
    const r = await load(port, url, { bearer: auth ? bearer : undefined, duration, connections });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the last batch of log rows, on
    const requests = r.reqPerSec * duration;
    results[name] = { reqPerSec: r.reqPerSec, p99: r.p99, serverCpu: (cpuMicros(pid) - serverBefore) / requests, databaseCpu: (databaseCpu() - databaseBefore) / requests };
  }
  await server.stop();
  return results;
}

async function main() {
  const dataDir = path.join(work, 'data');
  type Figures = { reqPerSec: number[]; p99: number[]; serverCpu: number[]; databaseCpu: number[] };
  const figures = (): Figures => ({ reqPerSec: [], p99: [], serverCpu: [], databaseCpu: [] });
  const totals: Record<string, { on: Figures; off: Figures }> = {};
  for (const [name] of ROUTES) totals[name] = { on: figures(), off: figures() };
  for (let round = 0; round < rounds; round++) {
    for (const accessLog of round % 2 === 0 ? [true, false] : [false, true]) {
      const results = await measure(accessLog, dataDir);
      for (const [name, r] of Object.entries(results)) {
        const into = totals[name]![accessLog ? 'on' : 'off'];
        for (const key of ['reqPerSec', 'p99', 'serverCpu', 'databaseCpu'] as const) into[key].push(r[key]);
      }
      console.error(`round ${round + 1}, access log ${accessLog ? 'on' : 'off'}: ${JSON.stringify(results)}`);
    }
  }
  const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const mean = (xs: number[]) => Math.round(average(xs));
  const cpu = (f: Figures) => average(f.serverCpu) + average(f.databaseCpu);
  const rows = Object.entries(totals).map(([name, { on, off }]) => [
    name,
    mean(off.reqPerSec),
    mean(on.reqPerSec),
    (mean(on.reqPerSec) / mean(off.reqPerSec)).toFixed(2),
    mean(off.p99),
    mean(on.p99),
    cpu(off).toFixed(1),
    cpu(on).toFixed(1),
    (average(on.serverCpu) - average(off.serverCpu)).toFixed(1),
    ...(databaseUrl ? [(average(on.databaseCpu) - average(off.databaseCpu)).toFixed(1)] : []),
  ]);
  console.log(`\nAccess log on vs off: autocannon -c ${connections} -d ${duration}, ${rounds} rounds, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores`);
  console.log(`CPU µs per request: the server's${databaseUrl ? ' and PostgreSQL\'s' : ' (PGlite runs in it)'}, the load generator's not counted\n`);
  const logColumns = databaseUrl ? ['log µs: server', 'log µs: PostgreSQL'] : ['log µs: server'];
  console.log(table(['route', 'req/s off', 'req/s on', 'on / off', 'p99 ms off', 'p99 ms on', 'CPU µs off', 'CPU µs on', ...logColumns], rows));
}

runBenchmark(main, work);
