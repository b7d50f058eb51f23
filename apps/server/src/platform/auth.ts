import type { FastifyInstance } from 'fastify';
import { checkGuard } from './guard';
import { resolveLoginUser } from './identity';
import { DEFAULT_TENANT_ID, resolveTenant, tenantHeader } from './tenant';

/**
 * Resolves who is calling (identity.ts), which tenant the request belongs to (tenant.ts), and whether the route
 * lets them in (guard.ts). Registered inside the API scopes (/admin-api, /app-api). A route with no guard declared is refused
 * (fail closed).
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('loginUser', null);
  app.decorateRequest('tenantId', DEFAULT_TENANT_ID);
  app.decorateRequest('db', undefined as never);
  app.decorateRequest('startedAt', 0);

  app.addHook('onRequest', async (request) => {
    request.startedAt = performance.now();
    request.db = app.tenantDb(DEFAULT_TENANT_ID);
    const headerTenant = tenantHeader(request);
    request.loginUser = await resolveLoginUser(app, request);
    request.tenantId = await resolveTenant(app, request, headerTenant);
    request.db = app.tenantDb(request.tenantId);
    if (request.is404) return;
    checkGuard(app, request);
  });
}
