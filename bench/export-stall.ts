/**
 * Export stall benchmark: how long other requests wait while a large export streams. The built server runs on
 * PGlite with N operate-log rows; while one export of them downloads, a probe asks a trivial route every 10 ms.
 * Prints the export's time and the probe's latency (median, p99, max), for the first export (exceljs loads then)
 * and a second one.
 *
 *   npm run build && BENCH_ROWS=11000 npm run bench:export-stall -w @console/bench
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, sql } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { freePort, signIn, startServer, waitUntilUp } from './lib';

const rows = Number(process.env.BENCH_ROWS ?? 11_000);

async function fill(dataDir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await migrate(handle.db);
  await seed(handle.db);
  await sql`insert into system_operate_log (tenant_id, user_id, trace_id, module, name, type, request_method, request_url, user_ip,
      user_agent, java_method, java_method_args, start_time, duration, result_code, result_msg, result_data, creator, updater)
    select 1, 1, md5(g::text), '用户管理', '修改用户', 3, 'PUT', '/admin-api/system/user/update', '127.0.0.1', 'Mozilla/5.0 bench',
      'PUT /system/user/update', repeat('x', 1500), now() - g * interval '1 second', 12, 0, '', '', '1', '1'
    from generate_series(1, ${rows}) g`.execute(handle.db);
  await handle.close();
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function measure(port: number, token: string) {
  const latencies: number[] = [];
  let exporting = true;
  const probe = (async () => {
    while (exporting) {
      const started = performance.now();
      await fetch(`http://127.0.0.1:${port}/admin-api/system/public-config`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/admin-api/system/operate-log/export`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = (await res.arrayBuffer()).byteLength;
  const exportMs = performance.now() - started;
  exporting = false;
  await probe;
  return { exportMs, bytes, probes: latencies.length, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), max: Math.max(...latencies) };
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  try {
    const dataDir = path.join(work, 'pglite');
    console.error(`PGlite with ${rows} operate-log rows…`);
    await fill(dataDir);
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, EXPORT_MAX_ROWS: String(rows + 1000) }, port);
    await waitUntilUp(port);
    const token = await signIn(port);
    const results = [{ run: 'first export', ...(await measure(port, token)) }, { run: 'second export', ...(await measure(port, token)) }];
    await server.stop();
    console.log(`\nExport stall: operate log, ${rows} rows, PGlite, ${os.cpus().length} cores (load ${os.loadavg()[0]!.toFixed(1)})\n`);
    console.log('| run | export ms | xlsx kB | probes | probe p50 ms | probe p99 ms | probe max ms |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of results) {
      console.log(`| ${r.run} | ${Math.round(r.exportMs)} | ${Math.round(r.bytes / 1024)} | ${r.probes} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`);
    }
    console.log(`\n${JSON.stringify({ rows, results })}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
