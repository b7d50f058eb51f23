import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { SwaggerOptions } from '@fastify/swagger';
import { lazySerializerCompiler, lazyValidatorCompiler } from './lazy-compile';
import { DOCS_POLICY } from './security-headers';

const SWAGGER_OPTIONS: SwaggerOptions = {
  openapi: {
    info: { title: '后台管理系统 Admin API', version: '1.0.0', description: 'Wire-compatible with ruoyi-vue-pro admin-api.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
  },
};

// Hop-by-hop and length headers are the outer server's business.
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/**
 * The OpenAPI document and page under `{prefix}/docs`, built on their first request instead of at every start:
 * loading and registering @fastify/swagger and Swagger UI costs about 0.15 s of a restart, and most starts never
 * serve them. The first request builds a second Fastify instance holding Swagger, Swagger UI and every route
 * of this one (method, URL, schema and config; its handlers never run), which documents them exactly as if
 * Swagger had been registered here; requests under `{prefix}/docs` are passed to it.
 */
export function registerOpenApi(app: FastifyInstance, routeTable: readonly RouteOptions[], prefix: string): void {
  const docsUrl = `${prefix}/docs`;
  let docs: Promise<FastifyInstance> | undefined;

  const build = async () => {
    const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('fastify'),
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    const validatorCompiler = lazyValidatorCompiler({}, {});
    const serializerCompiler = lazySerializerCompiler();
    const docsApp = Fastify({ logger: false });
    docsApp.setValidatorCompiler(validatorCompiler);
    docsApp.setSerializerCompiler(serializerCompiler);
    await docsApp.register(swagger, SWAGGER_OPTIONS);
    await docsApp.register(swaggerUi, { routePrefix: docsUrl });
    await docsApp.register((scope, _options, done) => {
      for (const route of routeTable) {
        // HEAD twins are made again by Fastify; the forwarding routes below are Swagger UI's own there.
        if (route.method === 'HEAD' || route.url === docsUrl || route.url.startsWith(`${docsUrl}/`)) continue;
        scope.route({ method: route.method, url: route.url, schema: route.schema, config: route.config, handler: () => {} });
      }
      done();
    });
    await docsApp.ready();
    return docsApp;
  };

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= build().catch((err: unknown) => {
      docs = undefined;
      throw err;
    });
    const res = await (await docs).inject({ method: request.method as 'GET', url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined && !NOT_FORWARDED.has(name)) void reply.header(name, value);
    }
    // A page, not an API answer (whose policy forbids loading anything).
    void reply.header('content-security-policy', DOCS_POLICY);
    // An empty answer (a redirect) stays empty, not an empty application/octet-stream.
    return reply.status(res.statusCode).send(res.rawPayload.length > 0 ? res.rawPayload : undefined);
  };
  app.get(docsUrl, { config: { public: true } }, forward);
  app.get(`${docsUrl}/*`, { config: { public: true } }, forward);
}
