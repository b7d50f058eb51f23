import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { createTestApp, type TestApp } from './support/test-app';

describe('serving the web app under /admin/', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers deep links and reloads with the index page, never cached', async () => {
    for (const url of ['/admin/', '/admin/system/user', '/admin/dict/type/data/12?x=1']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const res = await t.request({ method: 'GET', url: '/admin/assets/index-AbCd1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the build\'s precompressed copies as they are: brotli when accepted, else gzip, else the file', async () => {
    const source = `export const text = ${JSON.stringify('precompressed '.repeat(400))};`;
    const file = path.join(dist, 'assets', 'pre-Pq7R8s9T.js');
    fs.writeFileSync(file, source);
    const br = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = zlib.gzipSync(source, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    const url = '/admin/assets/pre-Pq7R8s9T.js';

    const brotli = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(br)).toBe(true);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(source);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gz)).toBe(true);

    const plain = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('answers a missing asset with 404 rather than the index page', async () => {
    expect((await t.request({ method: 'GET', url: '/admin/assets/missing-AbCd1234.js' })).statusCode).toBe(404);
  });

  it('sends / and /admin to /admin/', async () => {
    for (const url of ['/', '/admin']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/admin/');
    }
  });

  it('serves the process monitor at /admin/applications, framable by the console and the configured origins only', async () => {
    // Where the original Vue 2 UI's 服务监控 frames Spring Boot Admin: the web app's page without the shell.
    const monitor = await t.request({ method: 'GET', url: '/admin/applications' });
    expect(monitor.statusCode).toBe(200);
    expect(monitor.body).toContain('<div id="root">');
    expect(monitor.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    expect(monitor.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Every other page stays unframable.
    const other = await t.request({ method: 'GET', url: '/admin/infra/server' });
    expect(other.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
    expect(other.headers['x-frame-options']).toBe('DENY');

    const framed = await createTestApp({ webDistDir: dist, monitorFrameAncestors: loadConfig({ MONITOR_FRAME_ANCESTORS: 'https://old-ui.example http://10.0.0.5:1024' }).monitorFrameAncestors });
    try {
      const res = await framed.request({ method: 'GET', url: '/admin/applications' });
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/old-ui\.example http:\/\/10\.0\.0\.5:1024$/);
    } finally {
      await framed.close();
    }
    // Only origins: nothing that could end the directive and add another.
    expect(() => loadConfig({ MONITOR_FRAME_ANCESTORS: "https://x.example; script-src 'unsafe-inline'" })).toThrow(/MONITOR_FRAME_ANCESTORS/);
  });

  it("sends the original UI's framed /doc.html and /druid/index.html to the console's screens, framable by its own origin only", async () => {
    // Its 系统接口 frames knife4j's /doc.html and its 数据库监控 Druid's page: 404 with X-Frame-Options DENY before.
    for (const [url, screen] of [
      ['/doc.html', '/admin/doc'],
      ['/druid/index.html', '/admin/druid'],
    ]) {
      const redirect = await t.request({ method: 'GET', url });
      expect(redirect.statusCode, url).toBe(302);
      expect(redirect.headers.location).toBe(screen);
      expect(redirect.headers['x-frame-options']).toBe('SAMEORIGIN');
      const page = await t.request({ method: 'GET', url: screen });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    // The configured monitor origins are for 服务监控 only.
    const framed = await createTestApp({ webDistDir: dist, monitorFrameAncestors: ['https://old-ui.example'] });
    try {
      expect((await framed.request({ method: 'GET', url: '/admin/doc' })).headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
    } finally {
      await framed.close();
    }
    // The document itself stays behind sign-in and its permission: the page is only the console's shell-less screen.
    expect((await t.request({ method: 'GET', url: '/admin-api/infra/swagger/api-docs' })).json()).toMatchObject({ code: 401 });
  });

  it('serves a file added after start-up (a rebuilt web app) without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late-ZyXw9876.js'), 'export {}');
    const res = await t.request({ method: 'GET', url: '/admin/assets/late-ZyXw9876.js' });
    expect(res.statusCode).toBe(200);
  });
});
