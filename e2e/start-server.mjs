// Starts the production server (apps/server/dist/main.js) on a fresh temporary data directory for one
// end-to-end run, and removes that directory when the server stops. Playwright's webServer runs this and
// stops it with SIGTERM (gracefulShutdown in playwright.config.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'console-e2e-'));
const server = spawn(process.execPath, ['--wasm-tiering-budget=100000000', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

let cleaned = false;
const cleanUp = () => {
  if (cleaned) return;
  cleaned = true;
  rmSync(dataDir, { recursive: true, force: true });
};
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  });
}
process.on('exit', cleanUp);

// If the test runner dies without stopping us (killed hard), do not leave the server running.
const runner = process.ppid;
setInterval(() => {
  if (process.ppid !== runner && server.exitCode === null) server.kill('SIGTERM');
}, 2000).unref();
