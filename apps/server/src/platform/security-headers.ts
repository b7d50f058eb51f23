import { randomBytes } from 'node:crypto';
import { isApiUrl } from './api-prefix';
import fp from 'fastify-plugin';

/**
 * The policy of the console's page (the index page, rendered per request with a fresh nonce; see web.ts).
 * `frameAncestors`: who may frame it — nobody, but for the monitor page the original UI frames (web.ts).
 * - Scripts come only from our own origin: no inline script, no eval (the build needs neither).
 * - `<style>` elements need the request's nonce: antd's CSS-in-JS, its icons, rc-util's scroll locker and TipTap
 *   insert them, and the web app gives them the nonce it reads from the page.
 * - Style *attributes* are allowed (`style-src-attr 'unsafe-inline'`), and only they: notices are rich text whose
 *   sanitised HTML keeps a vetted list of inline styles (colour, alignment, font size…), and a browser reports
 *   every style attribute it parses, even into an inert document (DOMPurify, the editor), as a violation and drops
 *   the style. A style attribute runs no script and loads nothing from elsewhere (img-src and font-src still
 *   apply to its url()s), and has no selectors to read the page with. React sets its styles through the CSSOM,
 *   which no policy restrains, so the app's own markup needs none of this.
 */
export function pagePolicy(nonce: string, frameAncestors = "'none'"): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // 数据库文档 shows the server's HTML document in a sandboxed frame from a blob: URL this page made.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** 128 random bits, base64: a nonce an attacker cannot guess for the page they would inject into. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * API answers are data, never a document: should one be opened as a page (a JSON body a browser sniffed, an error
 * page), nothing in it loads or runs, and it cannot be framed.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The OpenAPI page (Swagger UI, development only by default): its own scripts only, no inline script, no framing.
 * Swagger UI's bundle inserts a `<style>` element it gives no nonce, so styles need 'unsafe-inline' here; the page
 * is not the console and holds none of its tokens.
 */
export const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** On every answer: no MIME sniffing, no framing, no full URLs (they may carry ids) sent to other sites. */
export const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** API answers also: never stored by a browser or proxy (they carry personal data for one signed-in user). */
export const API_ANSWER = {
  ...EVERY_ANSWER,
  'cache-control': 'no-store',
  'content-security-policy': API_POLICY,
};

/**
 * Sets the security headers as defaults when a request arrives, so a route that needs another value sets its own
 * and wins: file downloads keep their long cache and sandbox policy, the index page its nonce policy, the OpenAPI
 * page its own. Set in onRequest, they are on every answer: a guard's refusal, an error envelope, a 404.
 */
export default fp(
  (app, _options, done) => {
    app.addHook('onRequest', (request, reply, done) => {
      void reply.headers(isApiUrl(request.url) ? API_ANSWER : EVERY_ANSWER);
      done();
    });
    done();
  },
  { name: 'security-headers' },
);
