import type { FastifyInstance } from 'fastify';
import { pendingMigrationCount } from '../db/migrate';

/** Readiness gives up on a database that has not answered by then: a load balancer polls every second or so. */
const DATABASE_TIMEOUT_MS = 2_000;

const text = { 'content-type': 'text/plain; charset=utf-8' } as const;

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (the background start is done, the database answers, this
 * build's migrations are recorded, the process is not draining; 503 with the reason otherwise), for load balancers and orchestrators.
 * Outside `/admin-api`: no sign-in, no access-log row, no tenant; one indexed query per readiness check.
 */
export function registerHealth(app: FastifyInstance): void {
  // HEAD as well as GET: some load balancers probe with HEAD (the API's routes answer GET only: app.ts).
  const common = { config: { public: true as const }, logLevel: 'warn' as const, schema: { hide: true }, exposeHeadRoute: true };
  app.get('/healthz', common, (_request, reply) => reply.headers(text).send('ok'));
  app.get('/readyz', common, async (_request, reply) => {
    const notReady = await notReadyReason(app);
    return reply
      .status(notReady ? 503 : 200)
      .headers(text)
      .send(notReady ?? 'ready');
  });
}

async function notReadyReason(app: FastifyInstance): Promise<string | undefined> {
  if (app.lifecycle.draining) return 'draining';
  const starting = app.lifecycle.notStartedReason;
  if (starting) return starting;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`database did not answer within ${DATABASE_TIMEOUT_MS} ms`), DATABASE_TIMEOUT_MS);
  });
  const check = pendingMigrationCount(app.db).then(
    (pending) => (pending > 0 ? `${pending} migrations not applied` : undefined),
    (err: unknown) => `database unavailable: ${err instanceof Error ? err.message : String(err)}`,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
