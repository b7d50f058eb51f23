import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { signInThroughApi, type Tokens } from './api';

interface Options {
  /** Start the test signed in (tokens from the API, put in local storage). Default true. */
  signedIn: boolean;
  /**
   * Start with a token family of the test's own rather than the worker's shared one: for tests that spend the
   * refresh token, log out, or otherwise end their session. Default false.
   */
  ownSession: boolean;
  /**
   * Console errors/warnings a test provokes on purpose (e.g. a resource it makes fail to load), matched against
   * "console <type>: <text> (<url>)". Anything else still fails the test. Default none.
   */
  expectedConsole: RegExp[];
}

interface WorkerSession {
  /** The session's tokens: signed in through the API on first use, and again well before the access token expires. */
  tokens: () => Promise<Tokens>;
  /** Drops the session (a test refreshed or ended it): the next test signs in anew. */
  forget: () => void;
}

interface WorkerFixtures {
  /** The worker's admin session, shared by its tests that start signed in (unless `ownSession`). */
  workerSession: WorkerSession;
}

/** How long the worker reuses one sign-in: well under the server's 30-minute access token, walks included. */
const REUSE_MS = 5 * 60_000;

interface Fixtures {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The tokens the test started with (null when it starts signed out). */
  initialTokens: Tokens | null;
}

/** The refresh token the app holds in local storage at the end of a test (null if it cannot be read). */
async function storedRefreshToken(context: BrowserContext, origin: string): Promise<string | null> {
  try {
    const state = await context.storageState();
    return state.origins.find((entry) => entry.origin === origin)?.localStorage.find((item) => item.name === 'REFRESH_TOKEN')?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * Every test: a fresh browser context; fails on any uncaught page error and any console error or warning.
 * Tests that start signed in share their worker's admin session, signed in through the API (the slider sign-in
 * itself is exercised by auth.spec.ts); a test that spends or ends its session asks for its own (`ownSession`).
 */
export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  signedIn: [true, { option: true }],
  ownSession: [false, { option: true }],
  expectedConsole: [[], { option: true }],
  origin: async ({ baseURL }, use) => {
    await use(new URL(baseURL!).origin);
  },
  workerSession: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      // The config put the server's port in the environment; a worker fixture cannot read the test-scoped baseURL.
      const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
      let session: { tokens: Tokens; at: number } | null = null;
      await use({
        tokens: async () => {
          if (!session || Date.now() - session.at > REUSE_MS) session = { tokens: await signInThroughApi(origin), at: Date.now() };
          return session.tokens;
        },
        forget: () => {
          session = null;
        },
      });
    },
    { scope: 'worker' },
  ],
  initialTokens: async ({ signedIn, ownSession, origin, workerSession }, use) => {
    if (!signedIn) await use(null);
    else await use(ownSession ? await signInThroughApi(origin) : await workerSession.tokens());
  },
  storageState: async ({ initialTokens, origin }, use) => {
    await use({
      cookies: [],
      origins: initialTokens
        ? [
            {
              origin,
              localStorage: [
                { name: 'ACCESS_TOKEN', value: initialTokens.accessToken },
                { name: 'REFRESH_TOKEN', value: initialTokens.refreshToken },
              ],
            },
          ]
        : [],
    });
  },
  page: async ({ page, context, expectedConsole, signedIn, ownSession, initialTokens, origin, workerSession }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        const problem = `console ${message.type()}: ${message.text()} (${message.location().url})`;
        if (!expectedConsole.some((pattern) => pattern.test(problem))) problems.push(problem);
      }
    });
    await use(page);
    // A test that refreshed or ended the shared session (its refresh token is no longer the one it started with)
    // would leave the next test a spent one: the worker signs in anew instead.
    if (signedIn && !ownSession && (await storedRefreshToken(context, origin)) !== initialTokens?.refreshToken) workerSession.forget();
    expect(problems, 'page errors and console errors/warnings').toEqual([]);
  },
});

export { expect, type Page };
