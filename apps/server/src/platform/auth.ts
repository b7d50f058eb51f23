import { AuthErrors, GlobalErrors, TenantErrors } from '@console/contracts/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from './errors';
import { hasAnyPermission } from './permission';
import { findAccessToken, type AccessTokenRow } from './tokens';
import type { LoginUser } from './types';

export const DEFAULT_TENANT_ID = 1;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** `tenant-id` header as a number; undefined when absent. A malformed one is a bad request. */
export function tenantHeader(request: FastifyRequest): number | undefined {
  const raw = request.headers['tenant-id'];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new ServiceError({ code: GlobalErrors.BAD_REQUEST.code, msg: `${GlobalErrors.BAD_REQUEST.msg}:header.tenant-id` });
  }
  return value;
}

/** PostgreSQL text cannot hold NUL; refuse it up front, naming the field, wherever it hides. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const hit = findNul(v, `${path}.${key}`, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

// While a token lookup is cached, every request with that token gets the same row: build the request's user
// from it once (copying the snapshot costs microseconds per request). Frozen, as requests share it.
const loginUsers = new WeakMap<AccessTokenRow, LoginUser>();
function loginUserOf(row: AccessTokenRow): LoginUser {
  let user = loginUsers.get(row);
  if (!user) {
    user = Object.freeze({ ...row.loginUser, id: row.userId, tenantId: row.tenantId, accessTokenId: row.id });
    loginUsers.set(row, user);
  }
  return user;
}

/**
 * Resolves who is calling, which tenant the request belongs to, and whether the route lets them in.
 * Registered inside the /admin-api scope only. A route with no guard declared is refused (fail closed).
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('loginUser', null);
  app.decorateRequest('tenantId', DEFAULT_TENANT_ID);
  app.decorateRequest('db', undefined as never);
  app.decorateRequest('startedAt', 0);

  app.addHook('onRequest', async (request) => {
    request.startedAt = performance.now();
    request.db = app.tenantDb(DEFAULT_TENANT_ID);
    const guard = request.routeOptions.config;
    const headerTenant = tenantHeader(request);
    const token = bearerToken(request);
    if (token) {
      const row = await findAccessToken(app.db, token, app.tokenCache);
      // An unknown or expired token makes the caller anonymous (reference §2.4); protected routes then say 401.
      if (row) request.loginUser = loginUserOf(row);
    }
    if (request.loginUser) {
      if (headerTenant !== undefined && headerTenant !== request.loginUser.tenantId) {
        throw new ServiceError(AuthErrors.TENANT_FORBIDDEN);
      }
      request.tenantId = request.loginUser.tenantId;
    } else {
      // Anyone can send any number here: a tenant that does not exist gets no handle, no memory, no further.
      if (headerTenant !== undefined && headerTenant !== DEFAULT_TENANT_ID && !(await app.tenants.exists(headerTenant))) {
        throw new ServiceError(TenantErrors.TENANT_NOT_EXISTS);
      }
      request.tenantId = headerTenant ?? DEFAULT_TENANT_ID;
    }
    request.db = app.tenantDb(request.tenantId);

    if (request.is404) return;
    if (app.config.demoMode && !READ_METHODS.has(request.method) && !guard.demoAllowed) {
      throw new ServiceError(GlobalErrors.DEMO_DENY);
    }
    if (guard.public) return;
    if (!request.loginUser) throw new ServiceError(GlobalErrors.UNAUTHORIZED);
    if (guard.login) return;
    if (guard.permission && hasAnyPermission(request.loginUser, guard.permission)) return;
    throw new ServiceError(GlobalErrors.FORBIDDEN);
  });

  app.addHook('preValidation', async (request) => {
    const field = findNul(request.body, 'body') ?? findNul(request.query, 'query') ?? findNul(request.params, 'params');
    if (field) {
      throw new ServiceError({ code: GlobalErrors.BAD_REQUEST.code, msg: `${GlobalErrors.BAD_REQUEST.msg}:${field} 不能包含 NUL 字符` });
    }
  });
}
