import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { adminUrl, TEMPLATE_DB } from './support/postgres';
import { freePort, spawnServer, waitUntilUp, type ServerProcess } from './support/server-process';

/**
 * A real server process stopped with SIGTERM in the middle of a stream of writes: readiness turns 503
 * at once, the stream is served through the grace, then new connections are refused while a request already
 * accepted still gets its answer, and every write answered is in the database — nothing else is.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'console-drain-'));
const pgUrl = inject('postgresUrl');
let dbName = '';
let admin: DatabaseHandle | undefined;
let server: ServerProcess;
let port: number;

/** The database the server ran on, opened once it has stopped. */
const openServerDatabase = () =>
  pgUrl ? openDatabase({ kind: 'postgres', url: adminUrl(pgUrl, dbName), poolSize: 1 }) : openDatabase({ kind: 'pglite', dataDir: path.join(work, 'data') });

beforeAll(async () => {
  let database: Record<string, string>;
  if (pgUrl) {
    dbName = `console_drain_${randomBytes(6).toString('hex')}`;
    admin = await openDatabase({ kind: 'postgres', url: adminUrl(pgUrl), poolSize: 1 });
    await sql.raw(`create database ${dbName} template ${TEMPLATE_DB}`).execute(admin.db);
    database = { DATABASE_URL: adminUrl(pgUrl, dbName) };
  } else {
    database = { DATABASE_URL: '', DATA_DIR: path.join(work, 'data'), INITIAL_DB: '' };
  }
  port = await freePort();
  server = spawnServer(port, { ...database, CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'info', DRAIN_GRACE_SECONDS: '1', DRAIN_TIMEOUT_SECONDS: '20' });
  await waitUntilUp(port, { path: '/readyz' });
}, 180_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (admin) {
    await sql.raw(`drop database if exists ${dbName} with (force)`).execute(admin.db);
    await admin.close();
  }
  fs.rmSync(work, { recursive: true, force: true });
});

const base = () => `http://127.0.0.1:${port}`;

/** A create whose body arrives in two parts: the request is accepted with the first, answered after the second. */
function slowCreate(token: string, code: string) {
  const body = JSON.stringify({ name: code, code, sort: 1 });
  const request = http.request(`${base()}/admin-api/system/post/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}`, 'x-request-id': `slow-${code}` },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { finish: () => request.end(body.slice(10)), answer };
}

const canConnect = () =>
  new Promise<boolean>((resolve) => {
    const probe = http.get(`${base()}/healthz`, { agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });

describe('graceful drain on SIGTERM', () => {
  it('answers every accepted request, refuses new connections after the grace, and leaves exactly the answered writes', async () => {
    const signIn = await fetch(`${base()}/admin-api/system/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;

    // A stream of writes from four clients until the server stops taking them.
    const answered = new Map<string, string>(); // code → request id, for every create answered with code 0
    let stopped = false;
    let sent = 0;
    const client = async (n: number) => {
      for (let i = 0; !stopped; i += 1) {
        const code = `drain-${n}-${i}`;
        sent += 1;
        try {
          const res = await fetch(`${base()}/admin-api/system/post/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name: code, code, sort: 1 }),
          });
          if (res.status !== 200) {
            expect(res.status).toBe(503); // Fastify's answer on a kept-alive connection once the listener closed
            return;
          }
          expect(((await res.json()) as { code: number }).code).toBe(0);
          answered.set(code, res.headers.get('x-request-id')!);
        } catch {
          return; // refused or closed before it was accepted
        }
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    await vi.waitFor(() => expect(answered.size).toBeGreaterThan(20), { timeout: 60_000, interval: 20 });

    const slow = slowCreate(token, 'drain-slow');
    await vi.waitFor(() => expect(server.output()).toContain('slow-drain-slow'), { timeout: 10_000, interval: 20 });
    const beforeSignal = answered.size;
    server.child.kill('SIGTERM');
    await vi.waitFor(async () => expect((await fetch(`${base()}/readyz`)).status).toBe(503), { timeout: 10_000, interval: 20 });
    // The grace: still served while the balancer notices.
    await vi.waitFor(() => expect(answered.size).toBeGreaterThan(beforeSignal + 5), { timeout: 10_000, interval: 20 });
    // Then the listener closes, with the slow request still open.
    await vi.waitFor(async () => expect(await canConnect()).toBe(false), { timeout: 20_000, interval: 50 });
    slow.finish();
    const slowAnswer = await slow.answer;
    expect(slowAnswer.status).toBe(200);
    expect(JSON.parse(slowAnswer.body)).toMatchObject({ code: 0 });
    stopped = true;
    await Promise.all(clients);
    expect(await server.exited).toBe(0);
    expect(sent).toBeGreaterThan(answered.size);

    // Every line of the slow request's log names it.
    const slowLines = server.output().split('\n').filter((l) => l.includes('"reqId":"slow-drain-slow"'));
    expect(slowLines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['incoming request', 'request completed']);
    expect(server.output()).toContain('draining: readiness answers 503');

    const database = await openServerDatabase();
    try {
      const rows = await database.db.selectFrom('system_post').select('code').where('code', 'like', 'drain-%').execute();
      expect(rows.map((r) => r.code).sort()).toEqual([...answered.keys(), 'drain-slow'].sort());
      // The access log was flushed before the database closed: each answered write has its row, by request id.
      const traced = await database.db.selectFrom('infra_api_access_log').select('traceId').where('requestUrl', '=', '/admin-api/system/post/create').execute();
      const traceIds = new Set(traced.map((r) => r.traceId));
      for (const id of [...answered.values(), 'slow-drain-slow']) expect(traceIds.has(id), id).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);
});
