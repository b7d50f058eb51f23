// @vitest-environment node
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { resolveConfig } from 'vite';

const savedNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = savedNodeEnv;
});

// `NODE_ENV=test npm start` (the e2e) builds the web app: that must still be React's and antd's production build.
test('vite build is a production build whatever NODE_ENV the caller sets', async () => {
  process.env.NODE_ENV = 'test';
  const config = await resolveConfig({ configFile: path.resolve(import.meta.dirname, '../vite.config.ts') }, 'build');
  expect(config.isProduction).toBe(true);
  expect(process.env.NODE_ENV).toBe('production');
});
