import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests of several server processes need a shared PostgreSQL: the PostgreSQL run of the suite has them.
    exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, 'test/cluster/**'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup-password-cost.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound and the machine has 2 cores.
    maxWorkers: 2,
    // Each worker imports the app once for all its files instead of once per file (that import was ~40% of the
    // run). Files share no state through it: every file opens its own database and app, and createTestApp clears the
    // one process-wide cache keyed by row id (test/support/test-app.ts).
    isolate: false,
  },
});
