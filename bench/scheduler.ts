/**
 * Scheduler lateness and exactly-once with three server processes on one PostgreSQL (targets: p99 ≤ 250 ms,
 * 0 duplicates): the built server ×3, one job every second for BENCH_TICKS seconds, then the job log read back:
 * lateness is a run's begin time minus its scheduled second. Prints a table; not a test.
 *
 *   npm run bench:scheduler -w @console/bench
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { children, freePort, root, signIn, startServer, table, waitUntilUp, runBenchmark } from './lib';

const ticks = Number(process.env.BENCH_TICKS ?? 60);
const processes = Number(process.env.BENCH_PROCESSES ?? 3);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-sched-'));
fs.chmodSync(work, 0o755);

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

async function main() {
  const pgDir = path.join(work, 'postgres');
  const pgPort = await freePort();
  execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'start', pgDir, String(pgPort)], { stdio: 'inherit' });
  try {
    const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    await migrate(handle.db);
    await seed(handle.db);
    const ports: number[] = [];
    for (let i = 0; i < processes; i++) {
      const port = await freePort();
      startServer({ DATABASE_URL: url }, port);
      ports.push(port);
    }
    for (const port of ports) await waitUntilUp(port);
    const bearer = await signIn(ports[0]!);
    const api = async (method: string, pathAndQuery: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${ports[0]}/admin-api${pathAndQuery}`, {
        method,
        headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await res.json()) as { code: number; msg: string; data: unknown };
    };
    const job = (await api('GET', '/infra/job/page?handlerName=rateLimitCleanJob')) as { data: { list: Array<Record<string, unknown>> } };
    const row = job.data.list[0]!;
    const started = Date.now();
    const updated = await api('PUT', '/infra/job/update', { ...row, cronExpression: '* * * * * ?' });
    if (updated.code !== 0) throw new Error(`job update failed: ${updated.msg}`);
    console.error(`${processes} processes, one job every second, ${ticks} s…`);
    await new Promise((r) => setTimeout(r, (ticks + 2) * 1000));
    await api('PUT', `/infra/job/update-status?id=${String(row.id)}&status=2`);
    await new Promise((r) => setTimeout(r, 1500));

    const runs = (
      await sql<{ fire: number; begin: number; status: number }>`
        select extract(epoch from fire_time) * 1000 as fire, extract(epoch from begin_time) * 1000 as begin, status
        from infra_job_log where job_id = ${row.id as number} and fire_time is not null and fire_time >= ${new Date(started + 1000)}`.execute(handle.db)
    ).rows.map((r) => ({ fire: Number(r.fire), begin: Number(r.begin), status: r.status }));
    await handle.close();
    const bySecond = new Map<number, number>();
    for (const r of runs) bySecond.set(r.fire, (bySecond.get(r.fire) ?? 0) + 1);
    const duplicates = [...bySecond.values()].filter((n) => n > 1).length;
    const seconds = [...bySecond.keys()].sort((a, b) => a - b);
    const span = seconds.length ? (seconds.at(-1)! - seconds[0]!) / 1000 + 1 : 0;
    const missed = span - seconds.length;
    const lateness = runs.map((r) => r.begin - r.fire).sort((a, b) => a - b);
    console.log(`\nScheduler: ${processes} server processes on one PostgreSQL, a job every second, ${os.cpus().length} cores\n`);
    console.log(
      table(
        ['ticks run', 'span (s)', 'duplicates', 'missed', 'failed', 'lateness p50 ms', 'p99 ms', 'max ms'],
        [[seconds.length, span, duplicates, missed, runs.filter((r) => r.status !== 1).length, Math.round(percentile(lateness, 50)), Math.round(percentile(lateness, 99)), Math.round(lateness.at(-1) ?? NaN)]],
      ),
    );
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    execFileSync('bash', [path.join(root, 'scripts/postgres.sh'), 'stop', pgDir]);
  }
}

runBenchmark(main, work);
