import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthErrors, SocialErrors } from '@console/contracts/error-codes';
import { clientIp } from '../../../platform/client-info';
import { ServiceError } from '../../../platform/errors';
import { issueTokens, type IssuedTokens } from '../../../platform/tokens';
import { LoginLogType, LoginResult, writeLoginLog } from '../login-log/service';
import { loadLoginSnapshot } from '../permission/service';
import { authenticate, boundUserId, forgetCode } from '../social/service';
import { resolveLoginTenant, tokenLifetimes } from './service';

/**
 * Social sign-in (reference §2.6): the provider's code and state name a provider account; a bound one signs its
 * staff member in (login log 101), an unbound one answers 1002000005 so the web app offers the password sign-in that
 * binds (socialType/socialCode/socialState on /system/auth/login).
 */
export async function socialLogin(app: FastifyInstance, request: FastifyRequest, input: { type: number; code: string; state: string }): Promise<IssuedTokens> {
  const tenantId = await resolveLoginTenant(app, request);
  const db = app.tenantDb(tenantId);
  const socialUser = await authenticate(app, db, input.type, input.code, input.state);
  const userId = await boundUserId(db, socialUser.id);
  if (userId === undefined) throw new ServiceError(AuthErrors.AUTH_THIRD_LOGIN_NOT_BIND);
  const user = await db.selectFrom('system_users').select(['id', 'username', 'status']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new ServiceError(SocialErrors.SOCIAL_USER_NOT_FOUND);
  const log = { tenantId, logType: LoginLogType.SOCIAL, userId: user.id, username: user.username };
  const snapshot = user.status === 0 ? await loadLoginSnapshot(db, user.id, tenantId) : null;
  if (!snapshot) {
    await writeLoginLog(app.db, request, { ...log, result: LoginResult.USER_DISABLED });
    throw new ServiceError(AuthErrors.LOGIN_USER_DISABLED);
  }
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('system_users').set({ loginIp: clientIp(request), loginDate: new Date() }).where('id', '=', user.id).execute();
    const tokens = await issueTokens(trx, user.id, tenantId, snapshot, tokenLifetimes(app));
    await forgetCode(trx, socialUser.id);
    await writeLoginLog(trx, request, { ...log, result: LoginResult.SUCCESS });
    return tokens;
  });
}
