/**
 * 敏感词 (issue 30 item 3): 1,000 words against 100 kB of text. First the matcher alone (building it, scanning the
 * text with and without tags), then POST /system/sensitive-word/validate-text over HTTP on a server in this process
 * (in-memory PGlite), beside the trivial route (public-config) timed the same way in the same run: one request at a
 * time, so each figure is a request's own latency. Prints tables; not a test.
 *
 *   npm run bench:sensitive-word -w @console/bench
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { SensitiveWordMatcher } from '../apps/server/src/modules/system/sensitive-word/matcher';
import { loadConfig } from '../apps/server/src/platform/config';
import { signIn, table } from './lib';
import { prng } from '../apps/server/test/support/prng';

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
  const matcher = new SensitiveWordMatcher(words);
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

const alone = matcherAlone();
const http = await overHttp();
console.log(JSON.stringify({ words: WORDS, textBytes: Buffer.byteLength(text), ...Object.fromEntries(Object.entries({ ...alone, ...http }).map(([k, v]) => [k, Number(v.toFixed(2))])) }));
