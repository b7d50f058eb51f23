import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-start-'));
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, exited, output: () => output };
}

// A fresh PGlite data dir takes 3–5 s on a quiet machine, far longer while other tests load both cores.
async function waitUntilUp(port: number, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/admin-api/system/public-config`);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not come up');
}

async function signIn(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/admin-api/system/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  return (await res.json()) as { code: number; data: { accessToken: string } };
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('starting the server on its embedded database', () => {
  it('starts on an empty data dir, keeps data across a restart, and refuses a second process on the same dir', async () => {
    const port = await freePort();
    const first = start(port);
    await waitUntilUp(port);
    const login = await signIn(port);
    expect(login.code).toBe(0);
    const created = await fetch(`http://127.0.0.1:${port}/admin-api/system/dict-type/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.accessToken}` },
      body: JSON.stringify({ name: '重启后仍在', type: 'survives_restart' }),
    });
    expect(((await created.json()) as { code: number }).code).toBe(0);

    // A second process on the same data dir must refuse to open it, with a clear message.
    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is already in use by process ${first.child.pid}`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'console.lock'))).toBe(false);

    const port2 = await freePort();
    const again = start(port2);
    await waitUntilUp(port2);
    const relogin = await signIn(port2);
    expect(relogin.code).toBe(0);
    const page = await fetch(`http://127.0.0.1:${port2}/admin-api/system/dict-type/page?pageSize=100&type=survives_restart`, {
      headers: { authorization: `Bearer ${relogin.data.accessToken}` },
    });
    expect(((await page.json()) as { data: { total: number } }).data.total).toBe(1);
    // The seed ran again but added nothing twice.
    const all = await fetch(`http://127.0.0.1:${port2}/admin-api/system/dict-type/page?pageSize=1`, {
      headers: { authorization: `Bearer ${relogin.data.accessToken}` },
    });
    expect(((await all.json()) as { data: { total: number } }).data.total).toBe(45);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 400_000);
});
