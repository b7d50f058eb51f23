import type { PageParams } from '@console/contracts/envelope';
import { OAuth2Errors } from '@console/contracts/error-codes';
import type { OAuth2TokenFilter } from '@console/contracts/system/oauth2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Db } from '../../../../db/database';
import { at, dbNow } from '../../../../db/timestamp';
import { parseDateRange } from '../../../../platform/date-range';
import { badRequest, ServiceError } from '../../../../platform/errors';
import { paginate } from '../../../../platform/paging';
import { SECRET_MASK } from '../../../../platform/secret-mask';
import { hashToken, parseScopes, revokeFamily } from '../../../../platform/tokens';
import { LoginLogType, LoginResult, writeLoginLog } from '../../login-log/service';

/** Unexpired access tokens of the tenant (`db` is the request's tenant-scoped handle), newest first. */
export async function pageTokens(db: Db, query: Static<typeof OAuth2TokenFilter> & PageParams) {
  let q = db.selectFrom('system_oauth2_access_token').where('expiresTime', '>', dbNow());
  if (query.userId !== undefined) q = q.where('userId', '=', query.userId);
  if (query.userType !== undefined) q = q.where('userType', '=', query.userType);
  if (query.clientId) q = q.where('clientId', '=', query.clientId.trim());
  const range = parseDateRange(query.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  const page = await paginate(
    q,
    (p) => p.select(['id', 'tokenHash', 'userId', 'userType', 'clientId', 'scopes', 'loginUser', 'refreshTokenId', 'createTime', 'expiresTime']).orderBy('id', 'desc'),
    query.pageNo,
    query.pageSize,
  );
  return {
    ...page,
    // Tokens are kept as hashes only. The hash stands in for the token: a stable handle that 强退 takes back
    // (`?accessToken=`, as the original UI sends what it lists), and useless as a bearer token.
    list: page.list.map(({ loginUser, scopes, refreshTokenId, tokenHash, ...row }) => ({
      ...row,
      username: loginUser.username,
      scopes: parseScopes(scopes),
      accessToken: tokenHash,
      refreshToken: refreshTokenId === null ? '' : SECRET_MASK,
    })),
  };
}

/**
 * 强退: the token and its whole session go (its refresh token too), logged as login-log type 202 for its user.
 * By id (this console's screen) or by `?accessToken=` (the reference's): the handle the list shows (the token's
 * hash) or the token itself, within the tenant. Nothing to revoke is an error, never a success.
 */
export async function revokeToken(app: FastifyInstance, request: FastifyRequest, by: { id?: number; accessToken?: string }): Promise<true> {
  if (by.id === undefined && !by.accessToken) throw badRequest('id 或 accessToken 不能为空');
  let q = request.db.selectFrom('system_oauth2_access_token').select(['id', 'userId', 'tenantId', 'familyId', 'loginUser']);
  if (by.id !== undefined) q = q.where('id', '=', by.id);
  // A token is 32 hex digits and a hash 64, so the two forms never name different tokens.
  if (by.accessToken) q = q.where('tokenHash', 'in', [by.accessToken.toLowerCase(), hashToken(by.accessToken)]);
  const row = await q.executeTakeFirst();
  if (!row) throw new ServiceError(OAuth2Errors.TOKEN_TO_REVOKE_NOT_FOUND);
  await request.db.transaction().execute(async (trx) => {
    await revokeFamily(trx, row.familyId);
    await writeLoginLog(trx, request, {
      tenantId: row.tenantId,
      logType: LoginLogType.LOGOUT_DELETE,
      result: LoginResult.SUCCESS,
      userId: row.userId,
      username: row.loginUser.username,
    });
  });
  app.tokenCache.clear();
  return true;
}
