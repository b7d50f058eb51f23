import type { PageParams } from '@console/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { clientIp, userAgent } from '../../../platform/client-info';
import { parseDateRange } from '../../../platform/date-range';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import type { LoginLogFilter } from '@console/contracts/system/login-log';

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

export function loginLogQuery(db: Db, filter: Static<typeof LoginLogFilter>) {
  let q = db.selectFrom('system_login_log');
  if (filter.userIp) q = q.where('userIp', 'like', `%${escapeLike(filter.userIp)}%`);
  if (filter.username) q = q.where('username', 'like', `%${escapeLike(filter.username)}%`);
  if (filter.status === true) q = q.where('result', '=', LoginResult.SUCCESS);
  if (filter.status === false) q = q.where('result', '>', LoginResult.SUCCESS);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export const LOGIN_LOG_COLUMNS = ['id', 'logType', 'traceId', 'userId', 'userType', 'username', 'result', 'userIp', 'userAgent', 'createTime'] as const;

/** Newest first (reference §5.8). `db` is the request's tenant-scoped handle. */
export function pageLoginLogs(db: Db, query: Static<typeof LoginLogFilter> & PageParams) {
  return paginate(loginLogQuery(db, query), (q) => q.select(LOGIN_LOG_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}
