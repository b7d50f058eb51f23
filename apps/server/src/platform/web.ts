import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newNonce, pagePolicy } from './security-headers';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg)(\.(br|gz))?$/;

/**
 * What the web build writes where the page's nonce goes (Vite `html.cspNonce`: the nonce-carrying
 * `<meta property="csp-nonce">` the web app reads, and the nonce attribute of its script and style links).
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

interface IndexTemplate {
  mtimeMs: number;
  size: number;
  /** The page split at the placeholder: joined with a fresh nonce per request. */
  parts: string[];
}
const templates = new Map<string, IndexTemplate>();

/** The built index page, read again when the file changes, so a rebuilt web app is served without a restart. */
async function indexTemplate(distDir: string): Promise<IndexTemplate> {
  const file = path.join(distDir, 'index.html');
  const stat = await fs.promises.stat(file);
  const cached = templates.get(distDir);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
  const template = { mtimeMs: stat.mtimeMs, size: stat.size, parts: (await fs.promises.readFile(file, 'utf8')).split(CSP_NONCE_PLACEHOLDER) };
  templates.set(distDir, template);
  return template;
}

/**
 * The index page with a nonce of its own and the policy naming it. Rendered per request, never from a cache
 * (`no-cache`: a stored copy would carry a spent nonce the header no longer names).
 */
async function sendIndex(reply: FastifyReply, distDir: string, frameAncestors?: string): Promise<FastifyReply> {
  const { parts } = await indexTemplate(distDir);
  const nonce = newNonce();
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', pagePolicy(nonce, frameAncestors))
    .type('text/html; charset=utf-8')
    .send(parts.join(nonce));
}

/** The web app's pages are public, and answer HEAD as well as GET (the API's routes answer GET only: app.ts). */
const PAGE = { config: { public: true }, exposeHeadRoute: true } as const;

/**
 * Serves the built web app under /admin/ in history mode: files as they are (hashed ones cached for a
 * year), every other path under /admin the index page, so deep links and reloads work.
 * `monitorFrameAncestors`: origins besides the console's own that may frame /admin/applications.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, monitorFrameAncestors: string[] = []): Promise<void> {
  app.get('/', PAGE, (_req, reply) => reply.redirect('/admin/'));
  for (const [from, to] of FRAMED_SCREENS) {
    app.get(from, PAGE, (_req, reply) => reply.header('X-Frame-Options', 'SAMEORIGIN').redirect(to));
  }
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    const notBuilt = (_req: unknown, reply: FastifyReply) =>
      reply.type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    app.get('/admin', PAGE, notBuilt);
    app.get('/admin/*', PAGE, notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/admin/',
    // Files are looked up per request, so a rebuilt web app is served without a restart.
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      void reply.header(
        'Cache-Control',
        HASHED_ASSET.test(filePath.split(path.sep).join('/')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/admin', PAGE, (_req, reply) => reply.redirect('/admin/'));
  app.get('/admin/', PAGE, (_req, reply) => sendIndex(reply, distDir));
  // Not the file as built: that is a template without its nonce.
  app.get('/admin/index.html', PAGE, (_req, reply) => sendIndex(reply, distDir));
  // The process monitor without the shell (the web app's /applications), where the original Vue 2 UI's 服务监控 frames
  // Spring Boot Admin: the one page that may be framed, by the console's origin and the configured ones (browsers
  // that predate frame-ancestors keep to X-Frame-Options: the same origin). It shows figures and has no action to
  // trick a click into.
  const frameAncestors = ["'self'", ...monitorFrameAncestors].join(' ');
  app.get('/admin/applications', PAGE, (_req, reply) =>
    sendIndex(reply.header('X-Frame-Options', 'SAMEORIGIN'), distDir, frameAncestors),
  );
  // Where the original UI frames Java servlets this stack has not: its 系统接口 frames knife4j's /doc.html, its
  // 数据库监控 Druid's /druid/index.html. Each is sent to the console's screen without the shell, for a signed-in user
  // (the original's pages were anonymous; the API document here is not public in production), and only the console's
  // own origin may frame it.
  for (const [, to] of FRAMED_SCREENS) {
    app.get(to, PAGE, (_req, reply) => sendIndex(reply.header('X-Frame-Options', 'SAMEORIGIN'), distDir, "'self'"));
  }
}

/** The original UI's framed servlet pages → the console's screens without the shell (app-routes.tsx). */
const FRAMED_SCREENS = [
  ['/doc.html', '/admin/doc'],
  ['/druid/index.html', '/admin/druid'],
] as const;

/**
 * History mode: a path under /admin that is not a file is a client route, answered with the index page.
 * Called from the not-found handler; answers false when the path is not the web app's.
 */
export function sendWebIndex(request: FastifyRequest, reply: FastifyReply, distDir: string): boolean {
  const pathname = request.url.split('?')[0]!;
  if (!(pathname === '/admin/' || pathname.startsWith('/admin/')) || request.method !== 'GET') return false;
  // A missing asset is a 404, not the index page (which would break as a script).
  if (/\.[a-z0-9]{1,5}$/i.test(pathname) || !fs.existsSync(path.join(distDir, 'index.html'))) return false;
  sendIndex(reply, distDir).catch((err: unknown) => reply.send(err));
  return true;
}
