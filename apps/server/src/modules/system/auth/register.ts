import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthErrors, UserErrors } from '@console/contracts/error-codes';
import type { RegisterBody } from '@console/contracts/system/auth';
import type { Static } from 'typebox';
import { configValue } from '../../../platform/config-value';
import { ServiceError } from '../../../platform/errors';
import { hashPassword } from '../../../platform/password';
import { CONSOLE_GRANT, type IssuedTokens } from '../../../platform/tokens';
import { consumeVerification } from '../captcha/service';
import { insertUser, type Actor } from '../user/service';
import { enforceRateLimits, resolveLoginTenant, signIn, tokenLifetimes } from './service';

/** 配置管理's switch for self-registration; absent (the default) means closed, as the reference. */
export const REGISTER_ENABLED_KEY = 'system.user.register-enabled';

/**
 * 注册 (the reference's register): a new enabled user in the sign-in tenant, signed in at once. Refused unless the
 * switch is `true`; the captcha, the tenant's account quota and the username's uniqueness are checked as at sign-in
 * and user creation. The user has no role until an administrator grants one.
 */
export async function register(app: FastifyInstance, request: FastifyRequest, input: Static<typeof RegisterBody>): Promise<IssuedTokens> {
  const tenantId = await resolveLoginTenant(app, request);
  await enforceRateLimits(app, request, tenantId, input.username);
  if (app.config.captchaEnabled) {
    const reason = input.captchaVerification ? await consumeVerification(app.db, input.captchaVerification) : '验证码不能为空';
    if (reason) throw new ServiceError(AuthErrors.LOGIN_CAPTCHA_CODE_ERROR, reason);
  }
  if ((await configValue(app.db, REGISTER_ENABLED_KEY)) !== 'true') throw new ServiceError(UserErrors.USER_REGISTER_DISABLED);
  const hash = await hashPassword(input.password);
  // No one acts yet: the new user is created by "0", within the tenant, reaching no dept.
  const actor: Actor = { id: 0, tenantId, superAdmin: false, dataScope: { all: true, deptIds: [], self: false } };
  return app.tenantDb(tenantId).transaction().execute(async (trx) => {
    const userId = await insertUser(trx, actor, { username: input.username, nickname: input.nickname }, hash);
    return signIn(app, request, trx, { tenantId, userId, username: input.username }, tokenLifetimes(app), CONSOLE_GRANT);
  });
}
