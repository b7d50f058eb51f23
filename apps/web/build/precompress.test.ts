// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function runOn(files: Record<string, string | Buffer>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  dirs.push(root);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'dist', name)), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist', name), content);
  }
  const plugin = precompress();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  await (plugin.closeBundle as () => Promise<void>)();
  return (name: string) => path.join(root, 'dist', name);
}

describe('precompress build step', () => {
  it('writes brotli and gzip copies of scripts, styles and the index page that decompress to the file', async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ id: index, name: `row ${index}` })))};`;
    const style = '.page { color: red; }\n'.repeat(200);
    const html = `<!doctype html><html><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
    const file = await runOn({ 'assets/app-AbCd1234.js': script, 'assets/app-AbCd1234.css': style, 'index.html': html });
    for (const [name, content] of [['assets/app-AbCd1234.js', script], ['assets/app-AbCd1234.css', style], ['index.html', html]] as const) {
      expect(zlib.brotliDecompressSync(fs.readFileSync(file(`${name}.br`))).toString(), name).toBe(content);
      expect(zlib.gunzipSync(fs.readFileSync(file(`${name}.gz`))).toString(), name).toBe(content);
    }
    // Brotli at its best setting beats gzip on the same script (the reason for doing it at build time).
    expect(fs.statSync(file('assets/app-AbCd1234.js.br')).size).toBeLessThan(fs.statSync(file('assets/app-AbCd1234.js.gz')).size);
  });

  it('leaves small files and already-compressed formats alone', async () => {
    const file = await runOn({ 'assets/tiny-AbCd1234.js': 'export {}', 'assets/logo-AbCd1234.png': Buffer.alloc(4096, 7) });
    expect(fs.existsSync(file('assets/tiny-AbCd1234.js.br'))).toBe(false);
    expect(fs.existsSync(file('assets/tiny-AbCd1234.js.gz'))).toBe(false);
    expect(fs.existsSync(file('assets/logo-AbCd1234.png.br'))).toBe(false);
  });
});
