/**
 * 敏感词. 1,000 words against 100 kB of text: first the matcher alone (building
 * it, scanning the text with and without tags), then POST /system/sensitive-word/validate-text over HTTP on a server
 * in this process (in-memory PGlite), beside the trivial route (public-config) timed the same way in the same run:
 * one request at a time, so each figure is a request's own latency. Then the built server in a process of its own,
 * on PGlite with 100,000 words and the nested words a … a×12: a create and a delete (their answer, and when the
 * server's rebuild is done — 缓存监控's load count moves), and 1,000,000 × `a` through validate-text, while a probe
 * asks the trivial route continuously: its slowest answer is the stall, beside its median, p95 and max when idle in
 * the same run, and the server's own longest event-loop block over each stretch (event-loop-probe.mjs, preloaded).
 * Prints tables; not a test.
 *
 *   npm run build && npm run bench:sensitive-word -w @console/bench
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { buildAutomaton } from '../apps/server/src/modules/system/sensitive-word/automaton';
import { SensitiveWordMatcher } from '../apps/server/src/modules/system/sensitive-word/matcher';
import { loadConfig } from '../apps/server/src/platform/config';
import { apiCall, freePort, signIn, startServer, table, waitUntilUp } from './lib';
import { mulberry32 as prng } from '../apps/server/src/platform/prng';

const WORDS = 1_000;
const TEXT_BYTES = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TAGS = ['短信', '广告', '政治', '暴力', '色情'];

const random = prng(30);
const pick = (n: number) => Math.floor(random() * n);
/** A common-character alphabet of 2,000 CJK characters, so words and text share characters as real ones do. */
const cjk = (length: number) => Array.from({ length }, () => String.fromCharCode(0x4e00 + pick(2_000))).join('');

const words = Array.from({ length: WORDS }, (_, i) => ({
  name: i % 10 === 0 ? `word${i}` : `${cjk(2 + pick(3))}${i}`,
  tags: [TAGS[i % TAGS.length]!, ...(i % 7 === 0 ? [TAGS[(i + 1) % TAGS.length]!] : [])],
}));

/** 100 kB (UTF-8) of mixed Chinese and ASCII text, with 50 of the words planted in it. */
function makeText(): string {
  const parts: string[] = [];
  let bytes = 0;
  while (bytes < TEXT_BYTES) {
    const part = random() < 0.02 ? words[pick(WORDS)]!.name : random() < 0.7 ? `${cjk(8 + pick(20))}，` : 'the quick brown fox jumps over the lazy dog. ';
    parts.push(part);
    bytes += Buffer.byteLength(part);
  }
  return parts.join('');
}
const text = makeText();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
const ms = (value: number) => value.toFixed(2);

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

function matcherAlone() {
  const start = performance.now();
  const matcher = SensitiveWordMatcher.of(words);
  const buildMs = performance.now() - start;
  let found = 0;
  const all = timedSync(() => (found = matcher.find(text).length));
  const tagged = timedSync(() => matcher.find(text, ['广告', '短信']));
  console.log(`\nMatcher alone: ${WORDS} words, ${Buffer.byteLength(text)} bytes (${text.length} characters) of text, ${found} distinct words found`);
  console.log(
    table(
      ['step', 'median ms', 'p95 ms'],
      [
        ['build (once)', ms(buildMs), ''],
        ['scan, no tags', ms(median(all)), ms(p95(all))],
        ['scan, tags 广告 + 短信', ms(median(tagged)), ms(p95(tagged))],
      ],
    ),
  );
  return { buildMs, scanMs: median(all) };
}

function timedSync(work: () => unknown): number[] {
  for (let i = 0; i < 3; i += 1) work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times;
}

async function overHttp() {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await migrate(database.db);
  await seed(database.db);
  await database.db.insertInto('system_sensitive_word').values(words.map((w) => ({ ...w, status: 0 }))).execute();
  const config = loadConfig({ LOG_LEVEL: 'silent' }, { captchaEnabled: false, apiAccessLog: false });
  const app = await buildApp(config, database, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const token = await signIn(port);
    const body = JSON.stringify({ text });
    let found: string[] = [];
    const validate = await timed(RUNS, async () => {
      const res = await fetch(`http://127.0.0.1:${port}/admin-api/system/sensitive-word/validate-text`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      found = ((await res.json()) as { data: string[] }).data;
    });
    const trivial = await timed(RUNS, async () => (await fetch(`http://127.0.0.1:${port}/admin-api/system/public-config`)).arrayBuffer());
    console.log(`\nOver HTTP, one request at a time (${RUNS} each, after 3 to warm up); POST body ${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB, ${found.length} words found`);
    console.log(
      table(
        ['route', 'median ms', 'p95 ms'],
        [
          ['POST validate-text, 100 kB', ms(median(validate)), ms(p95(validate))],
          ['trivial route (public-config)', ms(median(trivial)), ms(p95(trivial))],
        ],
      ),
    );
    return { validateMs: median(validate), trivialMs: median(trivial) };
  } finally {
    await app.close();
  }
}

const MANY = 100_000;
const NESTED = Array.from({ length: 12 }, (_, i) => 'a'.repeat(i + 1));
const manyWords = Array.from({ length: MANY }, (_, i) => ({ name: `${cjk(2 + pick(3))}${i}`, tags: [TAGS[i % TAGS.length]!] }));

/** Calls the trivial route one request after another until stopped; answers each request's latency. */
function probe(port: number) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`http://127.0.0.1:${port}/admin-api/system/public-config`)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

async function rebuildAndStall() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sensitive-'));
  try {
    const dataDir = path.join(work, 'pglite');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(handle.db);
    await seed(handle.db);
    const rows = [...manyWords, ...NESTED.map((name) => ({ name, tags: ['嵌套'] }))].map((w) => ({ ...w, status: 0 }));
    for (let i = 0; i < rows.length; i += 5_000) await handle.db.insertInto('system_sensitive_word').values(rows.slice(i, i + 5_000)).execute();
    await handle.close();

    const port = await freePort();
    const loopFile = path.join(work, 'event-loop.json');
    const probeModule = path.join(import.meta.dirname, 'event-loop-probe.mjs');
    const server = startServer({ DATA_DIR: dataDir, BENCH_LOOP_FILE: loopFile, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${probeModule}` }, port);
    /** The server's event-loop delay since the last call (event-loop-probe.mjs); the first call starts the count. */
    let loopSeq = 0;
    const serverLoop = async () => {
      loopSeq += 1;
      server.child.kill('SIGUSR2');
      for (;;) {
        const figures = fs.existsSync(loopFile) ? (JSON.parse(fs.readFileSync(loopFile, 'utf8')) as { seq: number; maxMs: number; p99Ms: number; maxCpuMs: number | null; maxGcMs: number }) : undefined;
        if (figures?.seq === loopSeq) return figures;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    try {
      await waitUntilUp(port);
      const token = await signIn(port);
      const loads = async () =>
        (await apiCall<{ caches: Array<{ name: string; misses: number }> }>(port, 'GET', '/admin-api/infra/cache/list', token)).caches.find((c) => c.name === 'sensitive-word')!.misses;
      const validate = (body: unknown) => apiCall<string[]>(port, 'POST', '/admin-api/system/sensitive-word/validate-text', token, body);

      // The first use loads the words (not timed as a stall: nothing else is asked meanwhile).
      let started = performance.now();
      await validate({ text: '土豆' });
      const firstLoadMs = performance.now() - started;
      await serverLoop();
      const idle = await timed(RUNS, async () => (await fetch(`http://127.0.0.1:${port}/admin-api/system/public-config`)).arrayBuffer());
      const idleLoop = await serverLoop();

      /** A write while the probe runs: its answer, and when the server's rebuild after it is done. */
      const write = async (run: () => Promise<unknown>) => {
        const before = await loads();
        await serverLoop();
        const watch = probe(port);
        started = performance.now();
        await run();
        const answerMs = performance.now() - started;
        while ((await loads()) === before) await new Promise((resolve) => setTimeout(resolve, 50));
        const rebuiltMs = performance.now() - started;
        const latencies = await watch.stop();
        const loop = await serverLoop();
        return { answerMs, rebuiltMs, probes: latencies.length, probeMedian: median(latencies), probeP95: p95(latencies), probeMax: Math.max(...latencies), loopMax: loop.maxMs, cpuMax: loop.maxCpuMs, gcMax: loop.maxGcMs };
      };
      // Warm-up: a route's first request compiles its validators and serializer (tens of ms on the request thread, no
      // matter the words), so a create and a delete first, each with its rebuild, untimed.
      const untimed = async <T>(run: () => Promise<T>) => {
        const before = await loads();
        const answer = await run();
        while ((await loads()) === before) await new Promise((resolve) => setTimeout(resolve, 50));
        return answer;
      };
      const warmId = await untimed(() => apiCall<number>(port, 'POST', '/admin-api/system/sensitive-word/create', token, { name: '基准预热', tags: [], status: 0 }));
      await untimed(() => apiCall<boolean>(port, 'DELETE', `/admin-api/system/sensitive-word/delete?id=${warmId}`, token));
      const created = await write(() => apiCall<number>(port, 'POST', '/admin-api/system/sensitive-word/create', token, { name: '基准新词', tags: [], status: 0 }));
      const seen = await validate({ text: '有基准新词吗' });
      const id = (await apiCall<{ list: Array<{ id: number }> }>(port, 'GET', '/admin-api/system/sensitive-word/page?name=%E5%9F%BA%E5%87%86%E6%96%B0%E8%AF%8D', token)).list[0]!.id;
      const deleted = await write(() => apiCall<boolean>(port, 'DELETE', `/admin-api/system/sensitive-word/delete?id=${id}`, token));

      const long = { text: 'a'.repeat(1_000_000) };
      await serverLoop();
      const watch = probe(port);
      let found: string[] = [];
      const scans = await timed(5, async () => (found = await validate(long)));
      const during = await watch.stop();
      const scanLoop = await serverLoop();

      const buildStarted = performance.now();
      buildAutomaton(rows.map((row) => row.name));
      const buildMs = performance.now() - buildStarted;

      const load = os.loadavg()[0]!.toFixed(1);
      console.log(`\nBuilt server, PGlite, ${rows.length} enabled words (${MANY} + a … a×12), ${os.cpus().length} cores (load ${load}); trivial route polled one request after another meanwhile`);
      console.log(
        "(probe: the trivial route's latency seen by this client; server loop max: the server's longest event-loop delay (wall clock, 1 ms samples); " +
          'on CPU: the longest block counted in the main thread\'s own CPU time, i.e. without waiting for a core on a shared machine)',
      );
      const cpu = (value: number | null) => (value === null ? 'n/a' : ms(value));
      console.log(
        table(
          ['what', 'answer ms', 'rebuilt after ms', 'probes', 'probe median ms', 'probe p95 ms', 'probe max ms (stall)', 'server loop max ms', 'longest block on CPU ms', 'longest GC pause ms'],
          [
            ['first use (loads the words)', ms(firstLoadMs), '', '', '', '', '', '', '', ''],
            ['create', ms(created.answerMs), ms(created.rebuiltMs), created.probes, ms(created.probeMedian), ms(created.probeP95), ms(created.probeMax), ms(created.loopMax), cpu(created.cpuMax), ms(created.gcMax)],
            ['delete', ms(deleted.answerMs), ms(deleted.rebuiltMs), deleted.probes, ms(deleted.probeMedian), ms(deleted.probeP95), ms(deleted.probeMax), ms(deleted.loopMax), cpu(deleted.cpuMax), ms(deleted.gcMax)],
            [`POST validate-text 1,000,000 × a (median of 5; ${found.length} words)`, ms(median(scans)), '', during.length, ms(median(during)), ms(p95(during)), ms(Math.max(...during)), ms(scanLoop.maxMs), cpu(scanLoop.maxCpuMs), ms(scanLoop.maxGcMs)],
            [`trivial route idle (${RUNS}, no rebuild)`, '', '', idle.length, ms(median(idle)), ms(p95(idle)), ms(Math.max(...idle)), ms(idleLoop.maxMs), cpu(idleLoop.maxCpuMs), ms(idleLoop.maxGcMs)],
            [`the automaton alone, built in this process`, ms(buildMs), '', '', '', '', '', '', '', ''],
          ],
        ),
      );
      // A write answers within 200 ms, and no request waits more than 50 ms for the rebuild after it.
      for (const [what, run] of [['create', created], ['delete', deleted]] as const) {
        const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
        console.log(
          `${what}: answer ≤ 200 ms ${verdict(run.answerMs <= 200)}; slowest trivial request during the rebuild ≤ 50 ms ${verdict(run.probeMax <= 50)} (${ms(run.probeMax)}), server event loop ${verdict(run.loopMax <= 50)} (${ms(run.loopMax)}), on CPU ${run.cpuMax === null ? 'n/a' : `${verdict(run.cpuMax <= 50)} (${ms(run.cpuMax)})`}; load ${load}`,
        );
      }
      if (seen.join() !== '基准新词') throw new Error(`the created word was not matched at once: ${JSON.stringify(seen)}`);
      return {
        manyWords: rows.length,
        createMs: created.answerMs,
        createRebuiltMs: created.rebuiltMs,
        createStallMs: created.probeMax,
        createLoopMaxMs: created.loopMax,
        createCpuBlockMs: created.cpuMax ?? NaN,
        deleteMs: deleted.answerMs,
        deleteRebuiltMs: deleted.rebuiltMs,
        deleteStallMs: deleted.probeMax,
        deleteLoopMaxMs: deleted.loopMax,
        deleteCpuBlockMs: deleted.cpuMax ?? NaN,
        nestedScanMs: median(scans),
        nestedScanStallMs: Math.max(...during),
        idleTrivialMs: median(idle),
        idleTrivialMaxMs: Math.max(...idle),
        idleLoopMaxMs: idleLoop.maxMs,
        idleCpuBlockMs: idleLoop.maxCpuMs ?? NaN,
        automatonBuildMs: buildMs,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const alone = matcherAlone();
const http = await overHttp();
const many = await rebuildAndStall();
console.log(
  JSON.stringify({
    words: WORDS,
    textBytes: Buffer.byteLength(text),
    ...Object.fromEntries(Object.entries({ ...alone, ...http, ...many }).map(([k, v]) => [k, Number(v.toFixed(2))])),
  }),
);
