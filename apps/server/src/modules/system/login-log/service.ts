import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { clientIp, userAgent } from '../../../platform/client-info';

/** system_login_type */
export const LoginLogType = { USERNAME: 100, SOCIAL: 101, MOBILE: 103, LOGOUT_SELF: 200, LOGOUT_DELETE: 202 } as const;
/** system_login_result */
export const LoginResult = {
  SUCCESS: 0,
  BAD_CREDENTIALS: 10,
  USER_DISABLED: 20,
  CAPTCHA_NOT_FOUND: 30,
  CAPTCHA_CODE_ERROR: 31,
  UNKNOWN_ERROR: 100,
} as const;

export async function writeLoginLog(
  db: Db,
  request: FastifyRequest,
  entry: { tenantId: number; logType: number; result: number; userId?: number; username: string },
): Promise<void> {
  await db
    .insertInto('system_login_log')
    .values({
      tenantId: entry.tenantId,
      logType: entry.logType,
      result: entry.result,
      userId: entry.userId ?? 0,
      username: entry.username.slice(0, 50),
      userIp: clientIp(request),
      userAgent: userAgent(request),
      traceId: request.id,
      creator: entry.userId ? String(entry.userId) : '',
      updater: entry.userId ? String(entry.userId) : '',
    })
    .execute();
}
