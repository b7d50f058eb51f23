import { AuthErrors, GlobalErrors, TenantErrors } from '@console/contracts/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from './errors';

/** Which tenant a request belongs to: the signed-in user's, else the `tenant-id` header, else the default. */

export const DEFAULT_TENANT_ID = 1;

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

/**
 * The request's tenant, given the header (read before the token, so a malformed one is refused first) and the
 * signed-in user if any. A user's header must name their own tenant; an anonymous one must name a tenant that exists.
 */
export async function resolveTenant(app: FastifyInstance, request: FastifyRequest, headerTenant: number | undefined): Promise<number> {
  if (request.loginUser) {
    if (headerTenant !== undefined && headerTenant !== request.loginUser.tenantId) {
      throw new ServiceError(AuthErrors.TENANT_FORBIDDEN);
    }
    return request.loginUser.tenantId;
  }
  // Anyone can send any number here: a tenant that does not exist gets no handle, no memory, no further.
  if (headerTenant !== undefined && headerTenant !== DEFAULT_TENANT_ID && !(await app.tenants.exists(headerTenant))) {
    throw new ServiceError(TenantErrors.TENANT_NOT_EXISTS);
  }
  return headerTenant ?? DEFAULT_TENANT_ID;
}
