import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthErrors, TenantErrors } from '@console/contracts/error-codes';
import { badRequest, ServiceError } from '../../../platform/errors';
import { tenantHeader, DEFAULT_TENANT_ID } from '../../../platform/tenant';
import { clientIp } from '../../../platform/client-info';
import { hashPassword, verifyPassword } from '../../../platform/password';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { CONSOLE_GRANT, issueTokens, revokeByAccessToken, rotateRefreshToken, type IssuedTokens, type TokenGrant, type TokenLifetimes } from '../../../platform/tokens';
import type { Db } from '../../../db/database';
import { TenantScopePlugin } from '../../../db/tenant-scope';
import { consumeVerification } from '../captcha/service';
import { LoginLogType, LoginResult, writeLoginLog } from '../login-log/service';
import { loadLoginSnapshot } from '../permission/service';
import { authenticate, bindSocialUser } from '../social/service';
import type { LoginBody } from '@console/contracts/system/auth';

/** What POST /system/auth/login takes (the contracts' schema). */
export type LoginInput = LoginBody;

export const tokenLifetimes = (app: FastifyInstance): TokenLifetimes => ({
  accessTokenTtlSeconds: app.config.accessTokenTtlSeconds,
  refreshTokenTtlSeconds: app.config.refreshTokenTtlSeconds,
  refreshReuseGraceSeconds: app.config.refreshReuseGraceSeconds,
});

/** The tenant a sign-in is for: from the tenant-id header (required when multi-tenancy is on). */
export async function resolveLoginTenant(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const header = tenantHeader(request);
  if (app.config.tenantEnabled && header === undefined) throw new ServiceError(AuthErrors.TENANT_HEADER_MISSING);
  const tenantId = header ?? DEFAULT_TENANT_ID;
  const tenant = await app.db
    .selectFrom('system_tenant')
    .select(['name', 'status', 'expireTime'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!tenant) throw new ServiceError(TenantErrors.TENANT_NOT_EXISTS);
  if (tenant.status !== 0) throw new ServiceError(TenantErrors.TENANT_DISABLE, tenant.name);
  if (tenant.expireTime <= Date.now()) throw new ServiceError(TenantErrors.TENANT_EXPIRE, tenant.name);
  return tenantId;
}

export async function enforceRateLimits(app: FastifyInstance, request: FastifyRequest, tenantId: number, username: string) {
  const { ipLimit, usernameLimit, windowSeconds } = app.config.login;
  await enforceRateLimit(app.db, { key: `login:ip:${clientIp(request)}`, limit: ipLimit, windowSeconds });
  await enforceRateLimit(app.db, { key: `login:user:${tenantId}:${username.toLowerCase()}`, limit: usernameLimit, windowSeconds });
}

export async function login(app: FastifyInstance, request: FastifyRequest, input: LoginInput): Promise<IssuedTokens> {
  const username = input.username.trim();
  const tenantId = await resolveLoginTenant(app, request);
  const db = app.tenantDb(tenantId);
  await enforceRateLimits(app, request, tenantId, username);
  const log = (result: number, userId?: number) =>
    writeLoginLog(app.db, request, { tenantId, logType: LoginLogType.USERNAME, result, userId, username });

  if (app.config.captchaEnabled) {
    const reason = input.captchaVerification
      ? await consumeVerification(app.db, input.captchaVerification)
      : '验证码不能为空';
    if (reason) {
      await log(input.captchaVerification ? LoginResult.CAPTCHA_CODE_ERROR : LoginResult.CAPTCHA_NOT_FOUND);
      throw new ServiceError(AuthErrors.LOGIN_CAPTCHA_CODE_ERROR, reason);
    }
  }

  const user = await verifyCredentials(app, request, tenantId, username, input.password);
  const social = input.socialType === undefined ? undefined : await socialAccountToBind(app, db, input.socialType, input);
  return db.transaction().execute(async (trx) => {
    if (social) await bindSocialUser(trx, user.id, social.type, social.account);
    return signIn(app, request, trx, { tenantId, userId: user.id, username, newHash: user.newHash }, tokenLifetimes(app), CONSOLE_GRANT);
  });
}

/**
 * A tenant user's username and password, checked the way the sign-in form checks them: the lockout after
 * repeated failures, the failure count, a disabled account refused, every refusal in the login log.
 * Answers the user and, when the stored hash is of an older kind, the new hash to store.
 */
export async function verifyCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  tenantId: number,
  username: string,
  password: string,
): Promise<{ id: number; newHash?: string }> {
  const db = app.tenantDb(tenantId);
  const log = (result: number, userId?: number) =>
    writeLoginLog(app.db, request, { tenantId, logType: LoginLogType.USERNAME, result, userId, username });
  const user = await db
    .selectFrom('system_users')
    .select(['id', 'password', 'status', 'loginFailCount', 'lockedUntil'])
    .where('username', '=', username)
    .executeTakeFirst();
  const { maxFailures, lockMinutes } = app.config.login;
  if (user?.lockedUntil && user.lockedUntil > Date.now()) {
    await log(LoginResult.BAD_CREDENTIALS, user.id);
    throw new ServiceError(AuthErrors.LOGIN_ACCOUNT_LOCKED, Math.ceil((user.lockedUntil - Date.now()) / 60_000));
  }
  const check = await verifyPassword(user?.password, password);
  if (!user || !check.ok) {
    if (user) {
      const failures = user.loginFailCount + 1;
      const lock = maxFailures > 0 && failures >= maxFailures;
      await db
        .updateTable('system_users')
        .set({
          loginFailCount: lock ? 0 : failures,
          lockedUntil: lock ? new Date(Date.now() + lockMinutes * 60_000) : null,
        })
        .where('id', '=', user.id)
        .execute();
      await log(LoginResult.BAD_CREDENTIALS, user.id);
      if (lock) throw new ServiceError(AuthErrors.LOGIN_ACCOUNT_LOCKED, lockMinutes);
    } else {
      await log(LoginResult.BAD_CREDENTIALS);
    }
    throw new ServiceError(AuthErrors.LOGIN_BAD_CREDENTIALS);
  }
  if (user.status !== 0) {
    await log(LoginResult.USER_DISABLED, user.id);
    throw new ServiceError(AuthErrors.LOGIN_USER_DISABLED);
  }
  return { id: user.id, newHash: check.needsRehash ? await hashPassword(password) : undefined };
}

/** In the caller's transaction (tenant-scoped): the user's sign-in recorded, tokens issued for the client, the login logged. */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  trx: Db,
  who: { tenantId: number; userId: number; username: string; newHash?: string },
  ttl: TokenLifetimes,
  grant: TokenGrant,
) {
  await trx
    .updateTable('system_users')
    .set({
      loginFailCount: 0,
      lockedUntil: null,
      loginIp: clientIp(request),
      loginDate: sql<Date>`now()`,
      ...(who.newHash ? { password: who.newHash } : {}),
    })
    .where('id', '=', who.userId)
    .execute();
  const snapshot = await loadLoginSnapshot(trx, who.userId, who.tenantId);
  if (!snapshot) throw new ServiceError(AuthErrors.LOGIN_USER_DISABLED);
  const tokens = await issueTokens(trx, who.userId, who.tenantId, snapshot, ttl, grant);
  await writeLoginLog(trx, request, { tenantId: who.tenantId, logType: LoginLogType.USERNAME, result: LoginResult.SUCCESS, userId: who.userId, username: who.username });
  return tokens;
}

/** The social account a password sign-in binds: its code and state are required with its type (reference §2.1). */
async function socialAccountToBind(app: FastifyInstance, db: Db, type: number, input: LoginInput) {
  if (!input.socialCode) throw badRequest('授权码不能为空');
  if (!input.socialState) throw badRequest('授权 state 不能为空');
  return { type, account: await authenticate(app, db, type, input.socialCode, input.socialState) };
}

export function refresh(app: FastifyInstance, refreshToken: string): Promise<IssuedTokens> {
  return rotateRefreshToken(
    app.db,
    refreshToken,
    (userId, tenantId, trx) => loadLoginSnapshot(trx.withPlugin(new TenantScopePlugin(tenantId)), userId, tenantId),
    tokenLifetimes(app),
    app.tokenCache,
  );
}

export async function logout(app: FastifyInstance, request: FastifyRequest, accessToken: string | undefined): Promise<void> {
  if (!accessToken) return;
  const row = await revokeByAccessToken(app.db, accessToken, app.tokenCache);
  if (row) {
    await writeLoginLog(app.db, request, {
      tenantId: row.tenantId,
      logType: LoginLogType.LOGOUT_SELF,
      result: LoginResult.SUCCESS,
      userId: row.userId,
      username: row.loginUser.username,
    });
  }
}
