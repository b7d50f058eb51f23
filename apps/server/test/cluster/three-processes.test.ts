import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { aesEncrypt } from '../../src/modules/system/captcha/aes';
import { adminUrl, TEMPLATE_DB } from '../support/postgres';
import { freePort, spawnServer, waitUntilUp } from '../support/server-process';

/**
 * Three real server processes on one PostgreSQL behind a round-robin proxy on loopback, as a deployment would run
 * them. Only in the PostgreSQL run of the suite (vitest.config.ts): processes cannot share PGlite.
 * Their caches are kept ten minutes here, so only the change notifications explain the fresh answers; every sign-in
 * solves the slider captcha across all three (solveCaptcha).
 */
const children: ChildProcess[] = [];
let proxy: http.Server;
let proxyPort: number;
let ports: number[] = [];
let admin: DatabaseHandle;
let database: DatabaseHandle;
let dbName: string;

/** Forwards each request to the next backend in turn. */
function roundRobin(backends: number[]): http.Server {
  let next = 0;
  return http.createServer((req, res) => {
    const port = backends[next++ % backends.length]!;
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

async function call<T>(port: number, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/admin-api${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}
/**
 * The slider captcha across processes: the puzzle from one, its answer (test hook) from another, the drop checked by a
 * third; the verification it yields is what sign-in asks for.
 */
async function solveCaptcha(): Promise<string> {
  const [a, b, c] = ports as [number, number, number];
  const challenge = (await (
    await fetch(`http://127.0.0.1:${a}/admin-api/system/captcha/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ captchaType: 'blockPuzzle', ts: Date.now() }),
    })
  ).json()) as { repData: { token: string; secretKey: string } };
  const { token, secretKey } = challenge.repData;
  const x = (await call<{ x: number }>(b, 'GET', `/system/captcha/test-answer?token=${token}`)).data.x;
  const plain = JSON.stringify({ x, y: 5.0 });
  const checked = (await (
    await fetch(`http://127.0.0.1:${c}/admin-api/system/captcha/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ captchaType: 'blockPuzzle', token, pointJson: aesEncrypt(plain, secretKey) }),
    })
  ).json()) as { repCode: string };
  expect(checked.repCode).toBe('0000');
  return aesEncrypt(`${token}---${plain}`, secretKey);
}

const signIn = async (port: number, password = 'admin123', username = 'admin') =>
  call<{ accessToken: string }>(port, 'POST', '/system/auth/login', undefined, { username, password, captchaVerification: await solveCaptcha() });
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 50 });

beforeAll(async () => {
  const url = inject('postgresUrl');
  dbName = `console_cluster_${randomBytes(6).toString('hex')}`;
  admin = await openDatabase({ kind: 'postgres', url: adminUrl(url), poolSize: 1 });
  await sql.raw(`create database ${dbName} template ${TEMPLATE_DB}`).execute(admin.db);
  database = await openDatabase({ kind: 'postgres', url: adminUrl(url, dbName), poolSize: 2 });
  ports = [await freePort(), await freePort(), await freePort()];
  for (const port of ports) {
    const server = spawnServer(port, {
      NODE_ENV: 'test',
      DATABASE_URL: adminUrl(url, dbName),
      CAPTCHA_ENABLED: 'true',
      CAPTCHA_TEST_HOOK: 'true',
      LOG_LEVEL: 'warn',
      TOKEN_CACHE_SECONDS: '600',
      DICT_CACHE_SECONDS: '600',
      LOGIN_USERNAME_LIMIT: '6',
      LOGIN_LIMIT_WINDOW_SECONDS: '600',
    });
    children.push(server.child);
  }
  await Promise.all(ports.map((port) => waitUntilUp(port, { timeoutMs: 120_000 })));
  proxyPort = await freePort();
  proxy = roundRobin(ports);
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await Promise.all(children.map((child) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))))));
  await database?.close();
  await sql.raw(`drop database if exists ${dbName} with (force)`).execute(admin.db);
  await admin.close();
}, 60_000);

describe('three processes on one PostgreSQL behave as one', () => {
  it('a sign-out through one process is refused by every process at once', async () => {
    const { accessToken } = (await signIn(proxyPort)).data;
    // Each process now keeps the token lookup for ten minutes.
    for (const port of ports) expect((await call(port, 'GET', '/system/auth/get-permission-info', accessToken)).code).toBe(0);
    expect((await call(ports[0]!, 'POST', '/system/auth/logout', accessToken)).code).toBe(0);
    for (const port of ports) await soon(async () => expect((await call(port, 'GET', '/system/auth/get-permission-info', accessToken)).code).toBe(401));
  });

  it('a dictionary label changed through one process is what the others answer at once', async () => {
    const { accessToken } = (await signIn(proxyPort)).data;
    const label = async (port: number) =>
      (await call<Array<{ dictType: string; value: string; label: string }>>(port, 'GET', '/system/dict-data/list-all-simple', accessToken)).data.find(
        (d) => d.dictType === 'system_user_sex' && d.value === '2',
      )?.label;
    for (const port of ports) expect(await label(port)).toBe('女');
    const row = await database.db.selectFrom('system_dict_data').selectAll().where('dictType', '=', 'system_user_sex').where('value', '=', '2').executeTakeFirstOrThrow();
    const { id, sort, value, dictType, status, colorType, cssClass, remark } = row;
    expect((await call(ports[1]!, 'PUT', '/system/dict-data/update', accessToken, { id, sort, value, dictType, status, colorType, cssClass, remark, label: '女士' })).code).toBe(0);
    for (const port of ports) await soon(async () => expect(await label(port)).toBe('女士'));
  });

  it('shares the slider captcha and the sign-in rate limit: attempts spread over the processes count together', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await signIn(proxyPort, 'wrong-password', 'guesser')).code);
    // Six attempts per name per window in all, whichever process each one reached.
    expect(answers.filter((code) => code === 429).length).toBeGreaterThanOrEqual(2);
    expect(answers.slice(0, 6).every((code) => code !== 429)).toBe(true);
  });

  it('runs each tick of a job exactly once across the three processes, over twenty ticks', async () => {
    const { accessToken } = (await signIn(ports[2]!)).data;
    const job = (await call<{ list: Array<Record<string, unknown>> }>(proxyPort, 'GET', '/infra/job/page?handlerName=rateLimitCleanJob', accessToken)).data.list[0]!;
    const from = Date.now();
    expect((await call(proxyPort, 'PUT', '/infra/job/update', accessToken, { ...job, cronExpression: '* * * * * ?' })).code).toBe(0);
    const runsSince = async () =>
      (
        await sql<{ fire: number; n: number }>`select extract(epoch from fire_time) * 1000 as fire, count(*)::int as n from infra_job_log
          where job_id = ${job.id as number} and fire_time > ${new Date(from + 1500)} group by fire_time order by fire_time`.execute(database.db)
      ).rows.map((r) => ({ fire: Number(r.fire), n: r.n }));
    await vi.waitFor(
      async () => {
        if ((await runsSince()).length < 20) throw new Error('not 20 ticks yet');
      },
      { timeout: 40_000, interval: 500 },
    );
    expect((await call(proxyPort, 'PUT', `/infra/job/update-status?id=${String(job.id)}&status=2`, accessToken)).code).toBe(0);
    const runs = (await runsSince()).slice(0, 20);
    expect(runs.filter((r) => r.n !== 1)).toEqual([]);
    // No tick missed: twenty consecutive seconds.
    expect(runs.at(-1)!.fire - runs[0]!.fire).toBe(19_000);
  }, 60_000);
});
