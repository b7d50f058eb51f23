import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hitRateLimit, peekRateLimit } from '../src/platform/rate-limit';
import { createTestApp, type TestApp } from './support/test-app';

const WINDOW_MS = 60_000;
/** A minute boundary: where a clock-aligned window would end and a fresh one begin. */
const BOUNDARY = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('sliding-window rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ login: { ipLimit: 2, usernameLimit: 100, windowSeconds: 60, maxFailures: 0, lockMinutes: 1 } });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const signIn = () =>
    t.request({ method: 'POST', url: '/admin-api/system/auth/login', payload: { username: 'admin', password: 'admin123' } });

  it('a sign-in just after a minute boundary still counts the ones just before it, and Retry-After says when to come back', async () => {
    // Only Date is faked: the database and the server's own timers run as ever.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BOUNDARY - 500);
    expect((await signIn()).json<{ code: number }>().code).toBe(0);
    expect((await signIn()).json<{ code: number }>().code).toBe(0);

    vi.setSystemTime(BOUNDARY + 500);
    const refused = await signIn();
    expect(refused.json()).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后重试' });
    // The first hit (at boundary − 0.5 s) leaves its window at boundary + 59.5 s.
    expect(refused.headers['retry-after']).toBe('59');

    vi.setSystemTime(BOUNDARY - 500 + WINDOW_MS - 1);
    expect((await signIn()).json<{ code: number }>().code).toBe(429);
    vi.setSystemTime(BOUNDARY - 500 + WINDOW_MS);
    expect((await signIn()).json<{ code: number }>().code).toBe(0);
  });

  it('never accepts more than the limit in any window-long span, and accepts whenever the window allows', async () => {
    const limit = 5;
    const windowSeconds = 10;
    // A fixed pseudo-random sequence of hit times over two minutes, bursts included.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const times: number[] = [];
    for (let at = BOUNDARY - 60_000; at < BOUNDARY + 60_000; at += Math.floor(next() * (next() < 0.2 ? 50 : 2_500))) times.push(at);

    const accepted: number[] = [];
    for (const now of times) {
      const { allowed } = await hitRateLimit(t.database.db, { key: 'property', limit, windowSeconds }, now);
      // What the rule says: accepted exactly when fewer than `limit` accepted hits lie in (now − window, now].
      const inWindow = accepted.filter((a) => a > now - windowSeconds * 1000).length;
      expect(allowed, `hit at ${now - BOUNDARY} ms`).toBe(inWindow < limit);
      if (allowed) accepted.push(now);
    }
    expect(accepted.length).toBeGreaterThan(limit * 5);
    expect(accepted.length).toBeLessThan(times.length);
  });

  it('counts concurrent hits exactly: twenty at once against a limit of five let five through', async () => {
    const now = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(t.database.db, { key: 'concurrent', limit: 5, windowSeconds: 60 }, now)),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(5);
    expect(answers.filter((a) => !a.allowed).every((a) => a.retryAfterSeconds === 60)).toBe(true);
  });

  it('a peek counts nothing', async () => {
    const limit = { key: 'peek', limit: 1, windowSeconds: 60 };
    for (let i = 0; i < 3; i += 1) expect((await peekRateLimit(t.database.db, limit, BOUNDARY)).allowed).toBe(true);
    expect((await hitRateLimit(t.database.db, limit, BOUNDARY)).allowed).toBe(true);
    expect(await peekRateLimit(t.database.db, limit, BOUNDARY + 1_000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect((await peekRateLimit(t.database.db, limit, BOUNDARY + 60_000)).allowed).toBe(true);
  });
});
