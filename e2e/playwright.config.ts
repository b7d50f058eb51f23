import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';

/** A free loopback port, picked once by the main process; workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

process.env.E2E_PORT ??= String(process.env.E2E_FIXED_PORT ?? (await freePort()));
const port = Number(process.env.E2E_PORT);
/** Where the social sign-in stand-in (started by social-login.spec.ts) listens; the server sends every provider call there. */
process.env.E2E_SOCIAL_PORT ??= String(await freePort());
export const ORIGIN = `http://127.0.0.1:${port}`;

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: './tests',
  // Two workers on two cores: one worker leaves a core idle while the page waits on the server and the server on
  // the page. Files run one after another in a worker (their tests share rows), different files side by side; a
  // file whose tests are independent says so (`mode: 'parallel'`, the long walks). E2E_WORKERS=1 runs one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Generous: a cold first load of the app on a busy shared machine has been seen to take over 10 s.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', jsonReport ? { outputFile: jsonReport } : { outputFile: 'test-results/e2e.json' }]],
  // Per run: another run in the same checkout (a colleague's `npm test`) must not wipe this run's artifacts.
  outputDir: `test-results/run-${port}`,
  use: {
    baseURL: `${ORIGIN}/admin/`,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // The app turns antd's animations off for users who ask for less motion: no test clicks a popup mid-animation.
    reducedMotion: 'reduce',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // Recording traces costs CPU on every test; turn them on when chasing a failure: E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The real production server on a fresh temporary data directory (see start-server.mjs).
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${ORIGIN}/admin-api/system/public-config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The server is production by default, and production refuses the captcha test hook.
      NODE_ENV: 'test',
      // No balancer in front: stop without the drain's grace.
      DRAIN_GRACE_SECONDS: '0',
      CAPTCHA_ENABLED: 'true',
      CAPTCHA_TEST_HOOK: 'true',
      // A route that fails unexpectedly, for the API error log screen (refused in production too).
      ERROR_TEST_HOOK: 'true',
      LOG_LEVEL: 'warn',
      // The header bell asks for the unread count this often: a message sent through the API shows within seconds.
      NOTIFY_POLL_SECONDS: '2',
      LOGIN_IP_LIMIT: '100000',
      LOGIN_USERNAME_LIMIT: '100000',
      LOGIN_MAX_FAILURES: '0',
      SOCIAL_PROVIDER_ORIGIN: `http://127.0.0.1:${process.env.E2E_SOCIAL_PORT}`,
    },
  },
});
