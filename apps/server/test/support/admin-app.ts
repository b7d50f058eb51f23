import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** The app a test file shares and the seed admin's access token; filled in beforeAll, so read `ctx.t` inside tests. */
export interface AdminContext {
  t: TestApp;
  token: string;
}

/** Registers the file's (or describe block's) hooks: one app, the admin logged in, closed after the last test. */
export function adminAppForFile(): AdminContext {
  const ctx = {} as AdminContext;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.token = (await ctx.t.login()).accessToken;
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
