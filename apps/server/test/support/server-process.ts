import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code (-1 for a signal). */
  exited: Promise<number>;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
}

/**
 * A real server process (`src/main.ts` through tsx) on `port`, with `env` over this process's environment. Stops
 * without a drain grace unless `env` gives one: nothing balances load in front of a test's server.
 */
export function spawnServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DRAIN_GRACE_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, exited, output: () => output };
}

/** Until the process answers on `path` (a fresh PGlite data dir takes seconds, far longer on a loaded machine). */
export async function waitUntilUp(port: number, { timeoutMs = 150_000, path: probe = '/admin-api/system/public-config' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${probe}`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} did not come up`);
}
