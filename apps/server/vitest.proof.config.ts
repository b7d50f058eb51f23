import { defineConfig } from 'vitest/config';

// 代码生成's proof (test/proof): its own stage of `npm test`, as it type-checks and lints whole workspaces.
export default defineConfig({
  test: {
    include: ['test/proof/**/*.proof.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 900_000,
    hookTimeout: 60_000,
  },
});
