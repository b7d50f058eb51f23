import { GlobalErrors } from '@console/contracts/error-codes';
import { CONSOLE_CLIENT_ID } from '@console/contracts/system/oauth2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from './errors';
import { hasAnyPermission } from './permission';

/** Whether the route lets the caller in: its declared guard (public, login, permission) and demo mode. */

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Throws the 401/403 (or demo-mode refusal) unless the route's guard admits the request. A route with no guard is refused. */
export function checkGuard(app: FastifyInstance, request: FastifyRequest): void {
  const guard = request.routeOptions.config;
  if (app.config.demoMode && !READ_METHODS.has(request.method) && !guard.demoAllowed) {
    throw new ServiceError(GlobalErrors.DEMO_DENY);
  }
  if (guard.public) return;
  if (!request.loginUser) throw new ServiceError(GlobalErrors.UNAUTHORIZED);
  if (guard.scope !== undefined) {
    if (request.loginUser.scopes.includes(guard.scope)) return;
    throw new ServiceError(GlobalErrors.FORBIDDEN);
  }
  // A token issued to another OAuth2 client is not a console session: it reaches only the routes of its scopes.
  if (request.loginUser.clientId !== CONSOLE_CLIENT_ID) throw new ServiceError(GlobalErrors.FORBIDDEN);
  if (guard.login) return;
  if (guard.permission && hasAnyPermission(request.loginUser, guard.permission)) return;
  throw new ServiceError(GlobalErrors.FORBIDDEN);
}
