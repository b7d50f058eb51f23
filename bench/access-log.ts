/**
 * API throughput with the access log on and off, in the same run (issue 12: target ≥ 0.9×): the built server on
 * PGlite (or on PostgreSQL with BENCH_DATABASE_URL), an authenticated page route and the trivial public route, on/off
 * alternated three times so drift in the machine's load falls on both. Prints a table; not a test.
 *
 *   npm run bench:access-log -w @console/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55420/postgres npm run bench:access-log -w @console/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { children, freePort, load, signIn, startServer, table, waitUntilUp } from './lib';

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
  const results: Record<string, { reqPerSec: number; p99: number }> = {};
  for (const [name, url, auth] of ROUTES) {
    const r = await load(port, url, { bearer: auth ? bearer : undefined, duration, connections });
    results[name] = { reqPerSec: r.reqPerSec, p99: r.p99 };
  }
  await server.stop();
  return results;
}

async function main() {
  const dataDir = path.join(work, 'data');
  const totals: Record<string, { on: number[]; off: number[]; onP99: number[]; offP99: number[] }> = {};
  for (const [name] of ROUTES) totals[name] = { on: [], off: [], onP99: [], offP99: [] };
  for (let round = 0; round < rounds; round++) {
    for (const accessLog of round % 2 === 0 ? [true, false] : [false, true]) {
      const results = await measure(accessLog, dataDir);
      for (const [name, r] of Object.entries(results)) {
        totals[name]![accessLog ? 'on' : 'off'].push(r.reqPerSec);
        totals[name]![accessLog ? 'onP99' : 'offP99'].push(r.p99);
      }
      console.error(`round ${round + 1}, access log ${accessLog ? 'on' : 'off'}: ${JSON.stringify(results)}`);
    }
  }
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
  const rows = Object.entries(totals).map(([name, t]) => [name, mean(t.off), mean(t.on), (mean(t.on) / mean(t.off)).toFixed(2), mean(t.offP99), mean(t.onP99)]);
  console.log(`\nAccess log on vs off: autocannon -c ${connections} -d ${duration}, ${rounds} rounds, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores\n`);
  console.log(table(['route', 'req/s off', 'req/s on', 'on / off', 'p99 ms off', 'p99 ms on'], rows));
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
