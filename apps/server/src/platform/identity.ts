import { GlobalErrors } from '@console/contracts/error-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from './errors';
import { findAccessToken, parseScopes, type AccessTokenRow } from './tokens';
import type { LoginUser } from './types';

/** Who is calling: the bearer token of a request and the signed-in user it stands for. */

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

// While a token lookup is cached, every request with that token gets the same row: build the request's user
// from it once (copying the snapshot costs microseconds per request). Frozen, as requests share it.
const loginUsers = new WeakMap<AccessTokenRow, LoginUser>();
function loginUserOf(row: AccessTokenRow): LoginUser {
  let user = loginUsers.get(row);
  if (!user) {
    user = Object.freeze({
      ...row.loginUser,
      id: row.userId,
      tenantId: row.tenantId,
      accessTokenId: row.id,
      clientId: row.clientId,
      scopes: Object.freeze(parseScopes(row.scopes)),
    });
    loginUsers.set(row, user);
  }
  return user;
}

/** The user of the request's bearer token; null without one, or when it is unknown or expired (reference §2.4). */
export async function resolveLoginUser(app: FastifyInstance, request: FastifyRequest): Promise<LoginUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const row = await findAccessToken(app.db, token, app.tokenCache);
  return row ? loginUserOf(row) : null;
}

/** The signed-in user, for handlers of routes guarded by login or permission; anonymous is a 401. */
export function requireUser(request: FastifyRequest): LoginUser {
  if (!request.loginUser) throw new ServiceError(GlobalErrors.UNAUTHORIZED);
  return request.loginUser;
}
