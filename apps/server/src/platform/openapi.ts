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
 * The OpenAPI document of every route, built on its first use instead of at every start: loading and registering
 * @fastify/swagger and Swagger UI costs about 0.15 s of a restart, and most starts never serve them. The first use
 * builds a second Fastify instance holding Swagger, Swagger UI and every route of this one (method, URL, schema and
 * config; its handlers never run), which documents them exactly as if Swagger had been registered here. One per app:
 * the public page (when configured) and the console's 系统接口 screen read the same instance.
 */
export class OpenApiDocs {
  private docs: Promise<FastifyInstance> | undefined;

  constructor(
    private readonly routeTable: readonly RouteOptions[],
    private readonly prefix: string,
  ) {}

  /** The instance answering `{prefix}/docs/*` (page, assets, JSON and YAML). */
  instance(): Promise<FastifyInstance> {
    this.docs ??= this.build().catch((err: unknown) => {
      this.docs = undefined;
      throw err;
    });
    return this.docs;
  }

  /** The OpenAPI 3 document as an object. */
  async document(): Promise<Record<string, unknown>> {
    return (await this.instance()).swagger() as unknown as Record<string, unknown>;
  }

  private async build(): Promise<FastifyInstance> {
    const docsUrl = `${this.prefix}/docs`;
    const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('fastify'),
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    const docsApp = Fastify({ logger: false });
    docsApp.setValidatorCompiler(lazyValidatorCompiler({}, {}));
    docsApp.setSerializerCompiler(lazySerializerCompiler());
    await docsApp.register(swagger, SWAGGER_OPTIONS);
    await docsApp.register(swaggerUi, { routePrefix: docsUrl });
    await docsApp.register((scope, _options, done) => {
      for (const route of this.routeTable) {
        // HEAD twins are made again by Fastify; the forwarding routes below are Swagger UI's own there.
        if (route.method === 'HEAD' || route.url === docsUrl || route.url.startsWith(`${docsUrl}/`)) continue;
        scope.route({ method: route.method, url: route.url, schema: route.schema, config: route.config, handler: () => {} });
      }
      done();
    });
    await docsApp.ready();
    return docsApp;
  }
}

/** The public page and document under `{prefix}/docs` (config.openapiPublic): requests there are passed to the docs instance. */
export function registerOpenApi(app: FastifyInstance, docs: OpenApiDocs, prefix: string): void {
  const docsUrl = `${prefix}/docs`;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const res = await (await docs.instance()).inject({ method: request.method as 'GET', url: request.url, headers: request.headers });
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
