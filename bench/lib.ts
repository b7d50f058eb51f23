/**
 * Shared by the benchmarks: start the built server on a free loopback port, wait for it, sign in, load a
 * route with autocannon, and watch the server process's memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { monotonicMicros } from './cpu-profile';

export const root = path.resolve(import.meta.dirname, '..');
export const children: ChildProcess[] = [];
/** The Node flags `npm start` runs the server with (apps/server/package.json), so a benchmark measures that server. */
export const SERVER_NODE_FLAGS = ['--wasm-tiering-budget=100000000'];

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

export function startServer(env: Record<string, string>, port: number) {
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      DRAIN_GRACE_SECONDS: '0',
      LOGIN_IP_LIMIT: '100000',
      LOGIN_USERNAME_LIMIT: '100000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  // The server's own account of its start-up (LOG_LEVEL=info): {startupMs, loadMs, openMs, …} when it answers, and
  // {readyMs, backgroundMs, …} when what starts after listening is up.
  let ready: Record<string, unknown> | undefined;
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.includes('"startupMs"') || line.includes('"readyMs"') || line.includes('"firstRequestMs"')) ready = { ...ready, ...(JSON.parse(line) as Record<string, unknown>) };
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, ready: () => ready, stop: async () => (child.kill('SIGTERM'), exited) };
}

export async function waitUntilUp(port: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/admin-api/system/public-config`)).ok) return performance.now() - started;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Until `/readyz` answers 200 (what starts after listening is up); the milliseconds since `since`. */
export async function waitUntilReady(port: number, since: number): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return performance.now() - since;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function signIn(port: number, username = 'admin', password = 'admin123'): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { accessToken: string } };
  if (body.code !== 0) throw new Error(`sign-in as ${username} failed: ${body.code} ${body.msg}`);
  return body.data.accessToken;
}

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests answered in the run. */
  total: number;
}

export async function load(port: number, url: string, options: { bearer?: string; duration: number; connections: number }): Promise<LoadResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    connections: options.connections,
    duration: options.duration,
    headers: options.bearer ? { authorization: `Bearer ${options.bearer}` } : {},
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

/** CPU time a process has used so far, in microseconds (Linux /proc: user + system, every thread). */
export function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / CLOCK_TICKS);
}
const CLOCK_TICKS = 100;

/** CPU time one thread of a process has used so far, in microseconds (the main thread's id is the process's). */
export function threadCpuMicros(pid: number, tid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / CLOCK_TICKS);
}

/** The thread other than the main one that has used the most CPU so far (a worker doing the process's work). */
export function busiestOtherThread(pid: number): number {
  let busiest = { tid: pid, micros: -1 };
  for (const entry of fs.readdirSync(`/proc/${pid}/task`)) {
    const tid = Number(entry);
    if (tid === pid) continue;
    const micros = threadCpuMicros(pid, tid);
    if (micros > busiest.micros) busiest = { tid, micros };
  }
  return busiest.tid;
}

/** CPU time used so far by every PostgreSQL process on this machine (the benchmark's own server), in microseconds. */
export function postgresCpuMicros(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMicros(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

/** Resident and peak-resident memory of a process in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; hwmMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), hwmMb: Math.round(kb('VmHWM') / 1024) };
}

/** Samples a process's RSS every `everyMs` until stopped; answers the highest seen. */
export function sampleMemory(pid: number, everyMs = 25) {
  let peakRssMb = 0;
  const tick = () => {
    try {
      peakRssMb = Math.max(peakRssMb, memoryOf(pid).rssMb);
    } catch {
      /* the process went away */
    }
  };
  tick();
  const timer = setInterval(tick, everyMs);
  return {
    stop() {
      clearInterval(timer);
      tick();
      return peakRssMb;
    },
  };
}

/** A Markdown table. */
export function table(header: string[], rows: Array<Array<string | number>>): string {
  const lines = rows.map((r) => r.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [fmt(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Kept-alive connections for apiCall: node:http costs the load generator a third of what fetch did per call. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One API call with a bearer token; throws unless the envelope says code 0. */
export function apiCall<T>(port: number, method: string, url: string, token: string, body?: unknown): Promise<T> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: keepAlive,
        // As a browser asks: a large answer comes compressed.
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          authorization: `Bearer ${token}`,
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
            const envelope = JSON.parse(text) as Envelope<T>;
            if (envelope.code !== 0) reject(new Error(`${url}: ${envelope.code} ${envelope.msg}`));
            else resolve(envelope.data);
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * `connections` clients each doing `one` in a loop for a 2-second warm-up (compiled routes, pools, caches), then for
 * `seconds`: how many completed per second, their latency percentiles, and how many failed (each failure printed).
 * With `cpuOf` (microseconds a process, or processes, used so far), also what one completed call cost in CPU.
 */
export async function runClients(connections: number, seconds: number, one: () => Promise<void>, cpuOf: Record<string, () => number> = {}) {
  let latencies: number[] = [];
  let failures = 0;
  const run = async (forSeconds: number) => {
    latencies = [];
    failures = 0;
    const end = performance.now() + forSeconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          await one().then(
            () => latencies.push(performance.now() - started),
            (err: unknown) => ((failures += 1), console.error(String(err))),
          );
        }
      }),
    );
  };
  await run(2);
  const cpuBefore = Object.fromEntries(Object.entries(cpuOf).map(([name, read]) => [name, read()]));
  const started = performance.now();
  // The measured phase on the monotonic clock CPU profiles use (see cpu-profile.ts).
  const window = { from: monotonicMicros(), to: 0 };
  await run(seconds);
  window.to = monotonicMicros();
  const elapsed = (performance.now() - started) / 1000;
  const cpuMsPerCall = Object.fromEntries(Object.entries(cpuOf).map(([name, read]) => [name, (read() - cpuBefore[name]!) / 1000 / Math.max(1, latencies.length)]));
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { perSecond: Math.round(latencies.length / elapsed), p50: at(0.5), p99: at(0.99), failures, cpuMsPerCall, window };
}

/** Runs a benchmark's main: a failure is printed and sets the exit code; its servers and scratch directory go either way. */
export function runBenchmark(main: () => Promise<void>, work: string): void {
  main()
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(() => {
      for (const c of children) c.kill('SIGKILL');
      fs.rmSync(work, { recursive: true, force: true });
    });
}
