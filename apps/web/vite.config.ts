/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdSlim } from './build/antd-slim.ts';
import { precompress } from './build/precompress.ts';
import { cspNonce } from './build/csp-nonce.ts';
import { firstScreenChunks } from './build/first-screen-chunks.ts';
import { visualizer } from 'rollup-plugin-visualizer';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:48080';

const config = {
  base: '/admin/',
  // `@/…` is src/ (tsconfig paths): imports read from the root, not from `../../../` chains.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  plugins: [
    react(),
    antdSlim(),
    firstScreenChunks(),
    cspNonce(),
    precompress(),
    // The bundle analyser: `ANALYZE=1 npm run build -w @console/web` writes apps/web/stats.html (a treemap of every
    // chunk with gzip and brotli sizes). Kept out of dist so the server never ships it.
    // `ANALYZE=json` writes stats.json instead (the same data, per module, for scripts).
    process.env.ANALYZE === '1' && visualizer({ filename: path.resolve(import.meta.dirname, 'stats.html'), template: 'treemap', gzipSize: true, brotliSize: true }),
    process.env.ANALYZE === 'json' && visualizer({ filename: path.resolve(import.meta.dirname, 'stats.json'), template: 'raw-data', gzipSize: true }),
  ],
  server: {
    port: 5173,
    proxy: { '/admin-api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // 系统接口's chunk is Swagger UI's prebuilt bundle (about 1.5 MB, loaded by that screen alone); the first screens'
    // budget is bench:web's to check.
    chunkSizeWarningLimit: 1600,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}'],
    css: false,
    // jsdom renders whole antd dialogs; on a busy two-core machine one test can take several seconds.
    testTimeout: 20_000,
  },
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // `vite build` always ships the production bundle: Vite otherwise takes process.env.NODE_ENV from the caller
  // (`NODE_ENV=test npm start`, the e2e), and any value but "production" selects React's and antd's development
  // builds (bigger, slower, printing dev-only warnings). Set before Vite resolves isProduction and its define.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
