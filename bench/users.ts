/**
 * Users at 100k: the user page with a department filter (p50/p99, and its ratio to the dict-data
 * page in the same run), and exports of growing size up to all 100k users (time, and the server's memory while
 * each streams: flat, not growing with the rows).
 * Runs the real, built server on PGlite and on PostgreSQL. Not a test: nothing here passes or fails.
 *
 *   npm run bench:users
 *   BENCH_DURATION=5 BENCH_DATABASES=pglite npm run bench:users
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { openDatabase, sql, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { hashPassword } from '../apps/server/src/platform/password';
import { freePort, load, memoryOf, root, sampleMemory, signIn, startServer, table, waitUntilUp, runBenchmark } from './lib';

const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim().toLowerCase());
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-users-'));
// PostgreSQL runs as its own user and must reach its data dir below this one.
fs.chmodSync(work, 0o755);

/** The seed tree (100–109) plus 10 regions under the root (1000–1009) with 10 teams each (1100–1199): 120 depts. */
const REGION = 1000;
const TEAM = 1100;
const SEED_DEPTS = [100, 101, 102, 103, 104, 105, 106, 107, 108, 109];
const ALL_DEPTS = [...SEED_DEPTS, ...Array.from({ length: 10 }, (_, i) => REGION + i), ...Array.from({ length: 100 }, (_, i) => TEAM + i)];

async function fillUsers(handle: DatabaseHandle) {
  const db = handle.db;
  await sql`insert into system_dept (id, name, parent_id, sort, status, tenant_id)
    select ${REGION} + r, '区域 ' || r, 100, r, 0, 1 from generate_series(0, 9) r`.execute(db);
  await sql`insert into system_dept (id, name, parent_id, sort, status, tenant_id)
    select ${TEAM} + g, '团队 ' || g, ${REGION} + g / 10, g % 10, 0, 1 from generate_series(0, 99) g`.execute(db);
  const hash = await hashPassword('bench123');
  const depts = sql.raw(`array[${ALL_DEPTS.join(',')}]::bigint[]`);
  const chunk = 20_000;
  for (let start = 1; start <= userCount; start += chunk) {
    const end = Math.min(userCount, start + chunk - 1);
    await sql`insert into system_users (username, password, nickname, dept_id, post_ids, mobile, email, sex, status, tenant_id, creator, updater)
      select 'bench' || g, ${hash}, '压测用户' || g, (${depts})[1 + g % ${sql.raw(String(ALL_DEPTS.length))}], '[4]',
             '139' || lpad(g::text, 8, '0'), 'bench' || g || '@example.com', g % 3, case when g % 10 = 0 then 1 else 0 end, 1, '1', '1'
      from generate_series(${start}::int, ${end}::int) g`.execute(db);
  }
  // A user whose only role reaches region 1000 and its teams (scope 4), to price the data-scope condition.
  const role = await sql<{ id: number }>`insert into system_role (name, code, sort, data_scope, data_scope_dept_ids, status, type, tenant_id)
    values ('压测区域经理', 'bench_region', 9, 4, '[]', 0, 2, 1) returning id`.execute(db);
  const roleId = role.rows[0]!.id;
  await sql`insert into system_role_menu (role_id, menu_id, tenant_id) select ${roleId}, id, 1 from system_menu where permission like 'system:user:%'`.execute(db);
  const scoped = await sql<{ id: number }>`insert into system_users (username, password, nickname, dept_id, post_ids, tenant_id)
    values ('benchscoped', ${hash}, '区域经理', ${REGION}, '[]', 1) returning id`.execute(db);
  await sql`insert into system_user_role (user_id, role_id, tenant_id) values (${scoped.rows[0]!.id}, ${roleId}, 1)`.execute(db);
}

async function countRegion(handle: DatabaseHandle, deptIds: number[]) {
  const r = await sql<{ n: number }>`select count(*)::int as n from system_users where dept_id = any(${sql.raw(`array[${deptIds.join(',')}]::bigint[]`)})`.execute(handle.db);
  return r.rows[0]!.n;
}

interface PageRow {
  database: string;
  route: string;
  rows: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  p50Ratio: number;
  errors: number;
}
interface ExportRow {
  database: string;
  label: string;
  users: number;
  seconds: number;
  mb: number;
  rowsInFile: number;
  rssBeforeMb: number;
  peakRssMb: number;
  hwmAfterMb: number;
}

/** Rows of an .xlsx, read as a stream (the file holds 100k rows). */
async function countXlsxRows(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore' });
  for await (const sheet of reader) {
    for await (const _row of sheet as AsyncIterable<unknown>) rows++;
  }
  return rows;
}

async function scenario(database: string, env: Record<string, string>, regionRows: number, leafRows: number, pages: PageRow[], exports: ExportRow[]) {
  const port = await freePort();
  const server = startServer(env, port);
  await waitUntilUp(port);
  const admin = await signIn(port);
  const scoped = await signIn(port, 'benchscoped', 'bench123');
  const routes: Array<[string, string, string, number]> = [
    ['dict-data page (baseline)', '/admin-api/system/dict-data/page?pageNo=1&pageSize=10', admin, 0],
    ['user page, no filter', '/admin-api/system/user/page?pageNo=1&pageSize=10', admin, userCount + 2],
    [`user page, deptId=${REGION} (region + 10 teams)`, `/admin-api/system/user/page?pageNo=1&pageSize=10&deptId=${REGION}`, admin, regionRows],
    [`user page, deptId=${TEAM} (one team)`, `/admin-api/system/user/page?pageNo=1&pageSize=10&deptId=${TEAM}`, admin, leafRows],
    [`user page, deptId=${REGION}, page 100`, `/admin-api/system/user/page?pageNo=100&pageSize=10&deptId=${REGION}`, admin, regionRows],
    ['user page as a "dept and below" user', '/admin-api/system/user/page?pageNo=1&pageSize=10', scoped, regionRows],
  ];
  let baseline = 0;
  for (const [name, url, bearer, rows] of routes) {
    // A short warm-up so the JIT and the database caches are not what gets measured.
    await load(port, url, { bearer, duration: 1, connections });
    const r = await load(port, url, { bearer, duration, connections });
    if (!baseline) baseline = r.p50 || 0.5;
    pages.push({ database, route: name, rows, ...r, p50Ratio: Number(((r.p50 || 0.5) / baseline).toFixed(1)) });
    console.error(`  ${database} ${name}: ${r.reqPerSec} req/s p50 ${r.p50} ms p99 ${r.p99} ms errors ${r.errors}`);
  }

  // Exports of growing size, sampling the server's memory while each streams: if the export streams,
  // the memory it takes does not grow with the number of rows.
  const pid = server.child.pid!;
  const sizes: Array<[string, string, number]> = [
    [`deptId=${TEAM}`, `?deptId=${TEAM}`, leafRows],
    [`deptId=${REGION}`, `?deptId=${REGION}`, regionRows],
    ['all users', '', userCount + 2],
    // Again: a heap that only grew from garbage is reused, memory held per row would grow once more.
    ['all users, again', '', userCount + 2],
  ];
  for (const [label, query, users] of sizes) {
    await new Promise((r) => setTimeout(r, 1000));
    const rssBeforeMb = memoryOf(pid).rssMb;
    const sampler = sampleMemory(pid);
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/admin-api/system/user/export${query}`, { headers: { authorization: `Bearer ${admin}` } });
    const file = path.join(work, `export-${database}.xlsx`);
    await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(file));
    const seconds = (performance.now() - started) / 1000;
    const peakRssMb = sampler.stop();
    const hwmAfterMb = memoryOf(pid).hwmMb;
    const bytes = fs.statSync(file).size;
    const rowsInFile = await countXlsxRows(file);
    exports.push({ database, label, users, seconds: Number(seconds.toFixed(1)), mb: Number((bytes / 1024 / 1024).toFixed(1)), rowsInFile, rssBeforeMb, peakRssMb, hwmAfterMb });
    console.error(`  ${database} export ${label}: ${seconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB, ${rowsInFile} rows, RSS ${rssBeforeMb} → peak ${peakRssMb} MB`);
  }
  await server.stop();
}

async function main() {
  execFileSync('npm', ['run', 'build', '-w', '@console/server'], { cwd: root, stdio: 'ignore' });
  const pages: PageRow[] = [];
  const exports: ExportRow[] = [];
  const regionDepts = [REGION, ...Array.from({ length: 10 }, (_, i) => TEAM + i)];

  if (databases.includes('pglite')) {
    console.error(`PGlite, ${userCount} users…`);
    const dataDir = path.join(work, 'pglite');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(handle.db);
    await seed(handle.db);
    const t0 = performance.now();
    await fillUsers(handle);
    await sql`analyze`.execute(handle.db);
    console.error(`  seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const regionRows = await countRegion(handle, regionDepts);
    const leafRows = await countRegion(handle, [TEAM]);
    await handle.close();
    await scenario('PGlite', { DATA_DIR: dataDir }, regionRows, leafRows, pages, exports);
  }

  if (databases.includes('postgres')) {
    const pgDir = path.join(work, 'postgres');
    const pgPort = await freePort();
    execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'start', pgDir, String(pgPort)], { stdio: 'inherit' });
    try {
      console.error(`PostgreSQL, ${userCount} users…`);
      const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
      const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      await migrate(handle.db);
      await seed(handle.db);
      await fillUsers(handle);
      await sql`vacuum analyze`.execute(handle.db);
      const regionRows = await countRegion(handle, regionDepts);
      const leafRows = await countRegion(handle, [TEAM]);
      await handle.close();
      await scenario('PostgreSQL', { DATABASE_URL: url }, regionRows, leafRows, pages, exports);
    } finally {
      execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', pgDir]);
    }
  }

  const load1 = os.loadavg()[0]!.toFixed(1);
  console.log(`\nUser benchmark: ${userCount} users over ${ALL_DEPTS.length} depts; autocannon -c ${connections} -d ${duration} on 127.0.0.1, ${os.cpus().length} cores (load ${load1})\n`);
  console.log(
    table(
      ['database', 'route', 'matching rows', 'req/s', 'p50 ms', 'p99 ms', 'p50 / dict page', 'errors'],
      pages.map((r) => [r.database, r.route, r.rows || '-', r.reqPerSec, r.p50, r.p99, r.p50Ratio, r.errors]),
    ),
  );
  console.log('\nExports (GET /system/user/export, streamed .xlsx), smallest first:\n');
  console.log(
    table(
      ['database', 'export', 'users', 'seconds', 'file MB', 'rows in file (+header)', 'server RSS before MB', 'peak RSS during MB', 'growth MB', 'VmHWM after MB'],
      exports.map((e) => [e.database, e.label, e.users, e.seconds, e.mb, e.rowsInFile, e.rssBeforeMb, e.peakRssMb, e.peakRssMb - e.rssBeforeMb, e.hwmAfterMb]),
    ),
  );
  const outDir = path.join(root, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, `users-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(out, JSON.stringify({ userCount, duration, connections, pages, exports }, null, 2));
  console.log(`\nJSON: ${path.relative(root, out)}`);
}

runBenchmark(main, work);
