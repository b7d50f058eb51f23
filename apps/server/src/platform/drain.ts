import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';

/**
 * A graceful stop (SIGTERM/SIGINT): readiness answers 503 at once, and for `graceSeconds` everything else is still
 * served, while the load balancer takes the process out of rotation. Then the listener closes (new connections are
 * refused; a request arriving on a kept-alive connection gets Fastify's 503 with `Connection: close`), requests in
 * flight finish — for at most `timeoutSeconds`, then their connections are cut — and the app's onClose hooks stop
 * the background work at a safe point (the scheduler's runs finish, the access log is flushed, the workflow thread
 * ends) before the database closes.
 */
export async function drain(app: FastifyInstance, { graceSeconds, timeoutSeconds }: AppConfig['drain']): Promise<void> {
  app.lifecycle.startDraining();
  app.log.info({ graceSeconds, timeoutSeconds }, 'draining: readiness answers 503');
  if (graceSeconds > 0) await delay(graceSeconds * 1000);
  const deadline = setTimeout(() => {
    app.log.warn({ timeoutSeconds }, 'requests still in flight at the drain deadline: closing their connections');
    app.server.closeAllConnections();
  }, timeoutSeconds * 1000);
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  app.log.info('stopped');
}
