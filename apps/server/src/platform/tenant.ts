import { AuthErrors, GlobalErrors, TenantErrors } from '@console/contracts/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSOLE_CLIENT_ID } from '@console/contracts/system/oauth2';
import { ServiceError } from './errors';
import { hasAnyPermission } from './permission';
import type { LoginUser } from './types';

/** Which tenant a request belongs to: the signed-in user's, else the `tenant-id` header, else the default. */

export const DEFAULT_TENANT_ID = 1;

/** The permission that lets a user act in another tenant (the original's TenantVisitContextInterceptor). */
export const TENANT_VISIT_PERMISSION = 'system:tenant:visit';

/**
 * Routes about the signed-in user themself, which a visit leaves in their own tenant (the original's
 * `ignore-visit-urls`): their permission info and menus, sign-out and refresh, their profile.
 */
const VISIT_IGNORED = /^\/admin-api\/system\/(auth|user\/profile)\//;

/** A tenant id header as a number; undefined when absent. A malformed one is a bad request. */
function tenantIdHeader(request: FastifyRequest, name: 'tenant-id' | 'visit-tenant-id'): number | undefined {
  const raw = request.headers[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new ServiceError({ code: GlobalErrors.BAD_REQUEST.code, msg: `${GlobalErrors.BAD_REQUEST.msg}:header.${name}` });
  }
  return value;
}

/** `tenant-id` header as a number; undefined when absent. A malformed one is a bad request. */
export const tenantHeader = (request: FastifyRequest) => tenantIdHeader(request, 'tenant-id');

/**
 * The user a visit acts as: in the visited tenant, with every row of it in data scope (their own roles' departments
 * mean nothing there; the original skips data permissions while visiting), their own tenant kept for the operate log.
 */
function visitingUser(user: LoginUser, tenantId: number): LoginUser {
  return Object.freeze({ ...user, tenantId, homeTenantId: user.tenantId, dataScope: Object.freeze({ all: true, deptIds: [], self: false }) });
}

/**
 * `visit-tenant-id` of a signed-in user: another tenant to act in, for console sessions holding the visit permission
 * only (403 for anyone else), and only a tenant that exists. Answers the tenant to use, or undefined for their own.
 */
async function visitedTenant(app: FastifyInstance, request: FastifyRequest, user: LoginUser): Promise<number | undefined> {
  const visit = tenantIdHeader(request, 'visit-tenant-id');
  if (visit === undefined || visit === user.tenantId || VISIT_IGNORED.test(request.url)) return undefined;
  if (user.clientId !== CONSOLE_CLIENT_ID || !hasAnyPermission(user, TENANT_VISIT_PERMISSION)) {
    throw new ServiceError({ code: GlobalErrors.FORBIDDEN.code, msg: '您无权切换租户' });
  }
  if (!(await app.tenants.exists(visit))) throw new ServiceError(TenantErrors.TENANT_NOT_EXISTS);
  return visit;
}

/**
 * The request's tenant, given the header (read before the token, so a malformed one is refused first) and the
 * signed-in user if any. A user's header must name their own tenant; an anonymous one must name a tenant that exists.
 */
export async function resolveTenant(app: FastifyInstance, request: FastifyRequest, headerTenant: number | undefined): Promise<number> {
  if (request.loginUser) {
    if (headerTenant !== undefined && headerTenant !== request.loginUser.tenantId) {
      throw new ServiceError(AuthErrors.TENANT_FORBIDDEN);
    }
    const visit = await visitedTenant(app, request, request.loginUser);
    if (visit === undefined) return request.loginUser.tenantId;
    request.loginUser = visitingUser(request.loginUser, visit);
    return visit;
  }
  // Anyone can send any number here: a tenant that does not exist gets no handle, no memory, no further.
  if (headerTenant !== undefined && headerTenant !== DEFAULT_TENANT_ID && !(await app.tenants.exists(headerTenant))) {
    throw new ServiceError(TenantErrors.TENANT_NOT_EXISTS);
  }
  return headerTenant ?? DEFAULT_TENANT_ID;
}
