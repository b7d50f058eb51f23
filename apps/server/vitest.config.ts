import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests of several server processes need a shared PostgreSQL: the PostgreSQL run of the suite has them.
    exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, 'test/cluster/**'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound and the machine has 2 cores.
    maxWorkers: 2,
  },
});
