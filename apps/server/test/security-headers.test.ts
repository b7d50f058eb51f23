import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './support/test-app';
import { multipart, TINY_PNG } from './support/users';
import { CSP_NONCE_PLACEHOLDER } from '../src/platform/web';

/** A page shaped like the web build's: Vite writes the placeholder into the meta tag and every script/link. */
const INDEX_TEMPLATE = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
<script type="module" crossorigin src="/admin/assets/index-AbCd1234.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>
<link rel="stylesheet" crossorigin href="/admin/assets/index-AbCd1234.css" nonce="${CSP_NONCE_PLACEHOLDER}">
</head><body><div id="root"></div></body></html>`;

/** The policy's directives by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'content-security-policy').toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Headers every answer carries, whatever it is. */
function expectBaseline(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

/** Headers of an answer under /admin-api: never stored, and inert and unframeable if opened as a page. */
function expectApiHeaders(res: LightMyRequestResponse, what: string) {
  expectBaseline(res, what);
  expect(res.headers['cache-control'], what).toBe('no-store');
  expect(res.headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
}

/** The nonce of the page's policy, checked to be the only style source besides 'self' and absent from scripts. */
function pageNonce(res: LightMyRequestResponse): string {
  const policy = directives(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  // Frames of our own pages, and the blob: documents the page made itself (数据库文档's preview).
  expect(policy.get('frame-src')).toEqual(["'self'", 'blob:']);
  const style = policy.get('style-src') ?? [];
  expect(style).toHaveLength(2);
  expect(style[0]).toBe("'self'");
  const match = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(style[1]!);
  expect(match, style[1]).not.toBeNull();
  // Style attributes only (notices' vetted inline styles): never scripts, never <style> elements.
  expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(policy.get('style-src-elem')).toBeUndefined();
  expect(policy.get('script-src-elem')).toBeUndefined();
  expect(policy.get('script-src-attr')).toBeUndefined();
  expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval|unsafe-hashes|strict-dynamic|\*/);
  return match![1]!;
}

describe('security headers', () => {
  let t: TestApp;
  let token: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_TEMPLATE);
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js'), 'export {}');
    t = await createTestApp({ webDistDir: dist });
    token = (await t.login()).accessToken;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('API answers are nosniff, never stored, unframeable and inert as a page', async () => {
    const pub = await t.request({ method: 'GET', url: '/admin-api/system/public-config' });
    expect(pub.json()).toMatchObject({ code: 0 });
    expectApiHeaders(pub, 'public answer');
    const signedIn = await t.request({ method: 'GET', url: '/admin-api/system/auth/get-permission-info', token });
    expect(signedIn.json()).toMatchObject({ code: 0 });
    expectApiHeaders(signedIn, 'signed-in answer');
  });

  it('error envelopes carry them too: refused by the guard, bad input, unknown route', async () => {
    const refused = await t.request({ method: 'GET', url: '/admin-api/system/user/page' });
    expect(refused.json()).toMatchObject({ code: 401 });
    expectApiHeaders(refused, 'guard refusal');
    const bad = await t.request({ method: 'GET', url: '/admin-api/system/user/page', query: { pageNo: 'x' }, token });
    expect(bad.json()).toMatchObject({ code: 400 });
    expectApiHeaders(bad, 'validation error');
    const unknown = await t.request({ method: 'GET', url: '/admin-api/no/such/route' });
    expect(unknown.json()).toMatchObject({ code: 404 });
    expectApiHeaders(unknown, 'unknown API route');
  });

  it('a file download keeps its own long cache and sandbox policy', async () => {
    const upload = await t.api<string>({
      method: 'POST',
      url: '/admin-api/infra/file/upload',
      token,
      ...(await multipart({ file: { filename: 'dot.png', content: TINY_PNG, contentType: 'image/png' } })),
    });
    expect(upload.code).toBe(0);
    const file = await t.request({ method: 'GET', url: new URL(upload.data, 'http://localhost').pathname, token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expectBaseline(file, 'file download');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('an export is an attachment that is never stored', async () => {
    const res = await t.request({ method: 'GET', url: '/admin-api/system/post/export', token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expectApiHeaders(res, 'export');
  });

  it('the page has a policy with a fresh nonce per request, the same one its meta tag and links carry', async () => {
    const nonces = new Set<string>();
    for (const url of ['/admin/', '/admin/', '/admin/system/user', '/admin/index.html', '/admin/dict/type/data/12?x=1']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expectBaseline(res, url);
      const nonce = pageNonce(res);
      nonces.add(nonce);
      expect(res.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(res.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      // The meta tag, the script and the stylesheet: every placeholder filled with this request's nonce.
      expect(res.body.split(`nonce="${nonce}"`)).toHaveLength(4);
    }
    expect(nonces.size).toBe(5);
  });

  it('a rebuilt page is served at once, with a nonce of its own', async () => {
    const file = path.join(dist, 'index.html');
    try {
      fs.writeFileSync(file, `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><p>rebuilt</p>`);
      // A file system with coarse timestamps could leave the time unchanged; the size changes anyway.
      const res = await t.request({ method: 'GET', url: '/admin/' });
      const nonce = pageNonce(res);
      expect(res.body).toBe(`<!doctype html><meta property="csp-nonce" nonce="${nonce}"><p>rebuilt</p>`);
    } finally {
      fs.writeFileSync(file, INDEX_TEMPLATE);
    }
  });

  it('static files and other answers are nosniff and unframeable, without the page\'s policy', async () => {
    const asset = await t.request({ method: 'GET', url: '/admin/assets/index-AbCd1234.js' });
    expect(asset.statusCode).toBe(200);
    expectBaseline(asset, 'asset');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const missing = await t.request({ method: 'GET', url: '/admin/assets/missing-AbCd1234.js' });
    expect(missing.statusCode).toBe(404);
    expectBaseline(missing, 'missing asset');
    const redirect = await t.request({ method: 'GET', url: '/' });
    expect(redirect.statusCode).toBe(302);
    expectBaseline(redirect, 'redirect');
  });

  it('the OpenAPI page has a policy of its own: its own scripts only, unframeable', async () => {
    const page = await t.request({ method: 'GET', url: '/admin-api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectBaseline(page, 'OpenAPI page');
    const policy = directives(page);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });
});
