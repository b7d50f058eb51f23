import { test as base, expect, type Page } from '@playwright/test';
import { signInThroughApi, type Tokens } from './api';

interface Options {
  /** Start the test signed in (fresh tokens from the API, put in local storage). Default true. */
  signedIn: boolean;
  /**
   * Console errors/warnings a test provokes on purpose (e.g. a resource it makes fail to load), matched against
   * "console <type>: <text> (<url>)". Anything else still fails the test. Default none.
   */
  expectedConsole: RegExp[];
}

interface Fixtures {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The tokens the test started with (null when it starts signed out). */
  initialTokens: Tokens | null;
}

/**
 * Every test: a fresh browser context; fails on any uncaught page error and any console error or warning.
 * Tests that start signed in get their own token family, signed in through the API (the slider sign-in itself is
 * exercised by auth.spec.ts), so no test depends on or spends another's session.
 */
export const test = base.extend<Options & Fixtures>({
  signedIn: [true, { option: true }],
  expectedConsole: [[], { option: true }],
  origin: async ({ baseURL }, use) => {
    await use(new URL(baseURL!).origin);
  },
  initialTokens: async ({ signedIn, origin }, use) => {
    await use(signedIn ? await signInThroughApi(origin) : null);
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
  page: async ({ page, expectedConsole }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        const problem = `console ${message.type()}: ${message.text()} (${message.location().url})`;
        if (!expectedConsole.some((pattern) => pattern.test(problem))) problems.push(problem);
      }
    });
    await use(page);
    expect(problems, 'page errors and console errors/warnings').toEqual([]);
  },
});

export { expect, type Page };
