import { afterAll, beforeAll } from 'vitest';
import { createTestApp, createTestCluster, type TestApp } from './test-app';

/** The app a test file shares and the seed admin's login; filled in beforeAll, so read `ctx.t` inside tests. */
export interface AdminContext {
  t: TestApp;
  token: string;
  userId: number;
}

/** Registers the file's (or describe block's) hooks: one app, the admin logged in, closed after the last test. */
export function adminAppForFile(): AdminContext {
  const ctx = {} as AdminContext;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    const login = await ctx.t.login();
    ctx.token = login.accessToken;
    ctx.userId = login.userId;
  });
  afterAll(() => ctx.t.close());
  return ctx;
}

/** Two apps on one database (two server processes) and the admin's token from the first; closed in reverse order. */
export function adminClusterForFile(): { a: TestApp; b: TestApp; token: string } {
  const ctx = {} as { a: TestApp; b: TestApp; token: string };
  beforeAll(async () => {
    [ctx.a, ctx.b] = (await createTestCluster(2)) as [TestApp, TestApp];
    ctx.token = (await ctx.a.login()).accessToken;
  });
  afterAll(async () => {
    await ctx.b.close();
    await ctx.a.close();
  });
  return ctx;
}
