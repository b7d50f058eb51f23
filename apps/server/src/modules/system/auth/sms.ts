import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthErrors, SmsErrors, UserErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';
import { clientIp } from '../../../platform/client-info';
import { hashPassword } from '../../../platform/password';
import { issueTokens, revokeUserTokens, type IssuedTokens } from '../../../platform/tokens';
import type { Db } from '../../../db/database';
import { LoginLogType, LoginResult, writeLoginLog } from '../login-log/service';
import { loadLoginSnapshot } from '../permission/service';
import { resolveLoginTenant, tokenLifetimes } from './service';
import { deliverSms, prepareSms } from '../sms/sender';
import { SmsScene } from '@console/contracts/sms';

/** SmsSceneEnum.ADMIN_MEMBER_LOGIN: the scene the admin console signs in with. */
export const ADMIN_LOGIN_SCENE = SmsScene.ADMIN_MEMBER_LOGIN.scene;
/** user_type of an admin user (as the original). */
const ADMIN_USER_TYPE = 2;
const SEND_INTERVAL_MS = 60_000;
const MAX_PER_DAY = 10;
const CODE_TTL_MS = 10 * 60_000;

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/**
 * Sends a sign-in code to a staff member's mobile through the scene's template and its channel (on a fresh install
 * the console channel, which records the message in the send log instead of delivering it). The code row and the
 * send-log row are written in one transaction: a refused send leaves no code behind; the provider is asked after.
 */
export async function sendSmsCode(app: FastifyInstance, request: FastifyRequest, mobile: string, scene: number): Promise<void> {
  const tenantId = await resolveLoginTenant(app, request);
  const db = app.tenantDb(tenantId);
  const user = await db.selectFrom('system_users').select('id').where('mobile', '=', mobile).executeTakeFirst();
  if (!user) throw new ServiceError(SmsErrors.MOBILE_NOT_EXISTS);
  const templateCode = Object.values(SmsScene).find((entry) => entry.scene === scene)?.templateCode;
  if (!templateCode) throw new ServiceError(SmsErrors.SMS_SEND_TEMPLATE_NOT_EXISTS);
  const prepared = await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('system_sms_code')
      .select(['createTime', 'todayIndex'])
      .where('mobile', '=', mobile)
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst();
    const now = Date.now();
    if (last && now - last.createTime < SEND_INTERVAL_MS) throw new ServiceError(SmsErrors.SMS_CODE_SEND_TOO_FAST);
    const todayIndex = last && sameDay(last.createTime, now) ? last.todayIndex + 1 : 1;
    if (todayIndex > MAX_PER_DAY) throw new ServiceError(SmsErrors.SMS_CODE_SEND_EXCEED_DAILY);
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    await trx
      .insertInto('system_sms_code')
      .values({ mobile, code, scene, todayIndex, createIp: clientIp(request), usedTime: null, usedIp: null })
      .execute();
    return prepareSms(trx, app.config.smsEndpoints, { templateCode, mobile, params: { code }, userId: user.id, userType: ADMIN_USER_TYPE });
  });
  // After the commit: a slow provider holds no lock. Its answer is in the send log (as the original, which sends
  // from a queue, the caller is not told of a provider's refusal).
  await deliverSms(db, prepared);
}

export async function smsLogin(app: FastifyInstance, request: FastifyRequest, mobile: string, code: string): Promise<IssuedTokens> {
  const tenantId = await resolveLoginTenant(app, request);
  const db = app.tenantDb(tenantId);
  return db.transaction().execute(async (trx) => {
    await useSmsCode(trx, request, mobile, code, ADMIN_LOGIN_SCENE);
    const user = await trx.selectFrom('system_users').select(['id', 'username', 'status']).where('mobile', '=', mobile).executeTakeFirst();
    if (!user) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
    const log = (result: number) =>
      writeLoginLog(trx, request, { tenantId, logType: LoginLogType.MOBILE, result, userId: user.id, username: user.username });
    const snapshot = await loadLoginSnapshot(trx, user.id, tenantId);
    if (!snapshot) {
      await log(LoginResult.USER_DISABLED);
      throw new ServiceError(AuthErrors.LOGIN_USER_DISABLED);
    }
    await trx.updateTable('system_users').set({ loginIp: clientIp(request), loginDate: new Date() }).where('id', '=', user.id).execute();
    const tokens = await issueTokens(trx, user.id, tenantId, snapshot, tokenLifetimes(app));
    await log(LoginResult.SUCCESS);
    return tokens;
  });
}

/** Marks the scene's latest matching code used, in the caller's transaction; refuses a missing, expired or used one. */
async function useSmsCode(trx: Db, request: FastifyRequest, mobile: string, code: string, scene: number): Promise<void> {
  const row = await trx
    .selectFrom('system_sms_code')
    .select(['id', 'createTime', 'used'])
    .where('mobile', '=', mobile)
    .where('code', '=', code)
    .where('scene', '=', scene)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ServiceError(SmsErrors.SMS_CODE_NOT_FOUND);
  if (Date.now() - row.createTime > CODE_TTL_MS) throw new ServiceError(SmsErrors.SMS_CODE_EXPIRED);
  if (row.used) throw new ServiceError(SmsErrors.SMS_CODE_USED);
  await trx.updateTable('system_sms_code').set({ used: true, usedTime: new Date(), usedIp: clientIp(request) }).where('id', '=', row.id).execute();
}

/**
 * 忘记密码 (the reference's resetPassword): the user with this mobile in the sign-in tenant, a code sent to it for
 * scene 23, then the new password; the user's sessions end, as after an administrator's reset.
 */
export async function resetPasswordBySms(app: FastifyInstance, request: FastifyRequest, input: { mobile: string; code: string; password: string }): Promise<void> {
  const tenantId = await resolveLoginTenant(app, request);
  const db = app.tenantDb(tenantId);
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('system_users').select('id').where('mobile', '=', input.mobile).executeTakeFirst();
    if (!user) throw new ServiceError(UserErrors.USER_MOBILE_NOT_EXISTS);
    await useSmsCode(trx, request, input.mobile, input.code, SmsScene.ADMIN_MEMBER_RESET_PASSWORD.scene);
    await trx.updateTable('system_users').set({ password: hash, loginFailCount: 0, lockedUntil: null, updater: String(user.id) }).where('id', '=', user.id).execute();
    await revokeUserTokens(trx, user.id);
  });
  app.tokenCache.clear();
}
