/**
 * API throughput with the access log on and off, in the same run (issue 12: target ≥ 0.9×): the built server on
 * PGlite (or on PostgreSQL with BENCH_DATABASE_URL), an authenticated page route and the trivial public route, on/off
 * alternated three times so drift in the machine's load falls on both. Also what a request costs in CPU, the server's
 * and PostgreSQL's (every `postgres` process on the machine), so the log's own cost per request shows whatever the
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
];

async function measure(accessLog: boolean, dataDir: string) {
  const port = await freePort();
  const server = startServer({ DATA_DIR: dataDir, API_ACCESS_LOG: String(accessLog), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, port);
  await waitUntilUp(port);
  const bearer = await signIn(port);
  const pid = server.child.pid!;
  const cpu = () => cpuMicros(pid) + (databaseUrl ? postgresCpuMicros() : 0);
  const results: Record<string, { reqPerSec: number; p99: number; cpuPerRequest: number }> = {};
  for (const [name, url, auth] of ROUTES) {
    const before = cpu();
    const r = await load(port, url, { bearer: auth ? bearer : undefined, duration, connections });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the last batch of log rows, on
    results[name] = { reqPerSec: r.reqPerSec, p99: r.p99, cpuPerRequest: (cpu() - before) / (r.reqPerSec * duration) };
  }
  await server.stop();
  return results;
}

async function main() {
  const dataDir = path.join(work, 'data');
  const totals: Record<string, { on: number[]; off: number[]; onP99: number[]; offP99: number[]; onCpu: number[]; offCpu: number[] }> = {};
  for (const [name] of ROUTES) totals[name] = { on: [], off: [], onP99: [], offP99: [], onCpu: [], offCpu: [] };
  for (let round = 0; round < rounds; round++) {
    for (const accessLog of round % 2 === 0 ? [true, false] : [false, true]) {
      const results = await measure(accessLog, dataDir);
      for (const [name, r] of Object.entries(results)) {
        totals[name]![accessLog ? 'on' : 'off'].push(r.reqPerSec);
        totals[name]![accessLog ? 'onP99' : 'offP99'].push(r.p99);
        totals[name]![accessLog ? 'onCpu' : 'offCpu'].push(r.cpuPerRequest);
      }
      console.error(`round ${round + 1}, access log ${accessLog ? 'on' : 'off'}: ${JSON.stringify(results)}`);
    }
  }
  const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const mean = (xs: number[]) => Math.round(average(xs));
  const rows = Object.entries(totals).map(([name, t]) => [
    name,
    mean(t.off),
    mean(t.on),
    (mean(t.on) / mean(t.off)).toFixed(2),
    mean(t.offP99),
    mean(t.onP99),
    average(t.offCpu).toFixed(1),
    average(t.onCpu).toFixed(1),
    (average(t.onCpu) - average(t.offCpu)).toFixed(1),
  ]);
  console.log(`\nAccess log on vs off: autocannon -c ${connections} -d ${duration}, ${rounds} rounds, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores`);
  console.log(`CPU µs per request: the server's${databaseUrl ? ' and PostgreSQL\'s' : ' (PGlite runs in it)'}, the load generator's not counted\n`);
  console.log(table(['route', 'req/s off', 'req/s on', 'on / off', 'p99 ms off', 'p99 ms on', 'CPU µs off', 'CPU µs on', 'log µs/request'], rows));
}

runBenchmark(main, work);
