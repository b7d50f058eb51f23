/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdSlim } from './build/antd-slim.ts';
import { precompress } from './build/precompress.ts';
import { cspNonce } from './build/csp-nonce.ts';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:48080';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), antdSlim(), cspNonce(), precompress()],
  server: {
    port: 5173,
    proxy: { '/admin-api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}'],
    css: false,
  },
});
