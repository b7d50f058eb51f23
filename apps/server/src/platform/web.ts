import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

/**
 * Serves the built web app under /admin/ in history mode: files as they are (hashed ones cached for a
 * year), every other path under /admin the index page, so deep links and reloads work.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  app.get('/', { config: { public: true } }, (_req, reply) => reply.redirect('/admin/'));
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    const notBuilt = (_req: unknown, reply: import('fastify').FastifyReply) =>
      reply.type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    app.get('/admin', { config: { public: true } }, notBuilt);
    app.get('/admin/*', { config: { public: true } }, notBuilt);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(filePath.split(path.sep).join('/')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
  app.get('/admin', { config: { public: true } }, sendIndex);
  app.get('/admin/', { config: { public: true } }, sendIndex);
  app.get('/admin/*', { config: { public: true } }, (request, reply) => {
    // A missing asset is a 404, not the index page (which would break as a script).
    if (/\.[a-z0-9]{1,5}$/i.test(request.url.split('?')[0])) return reply.code(404).type('text/plain').send('Not found');
    return sendIndex(request, reply);
  });
}
