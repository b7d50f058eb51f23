import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import type { OperateLogFilter } from '@console/contracts/system/operate-log';

/**
 * Operate log (reference §5.9): rows written by platform/operate-log.ts, read here. `db` is the request's
 * tenant-scoped handle, so the join to users and the nickname lookup stay inside the tenant too.
 */
export function operateLogQuery(db: Db, filter: Static<typeof OperateLogFilter>) {
  let q = db.selectFrom('system_operate_log as l').leftJoin('system_users as u', 'u.id', 'l.userId');
  if (filter.module) q = q.where('l.module', 'like', `%${escapeLike(filter.module)}%`);
  if (filter.userNickname) {
    const nickname = `%${escapeLike(filter.userNickname)}%`;
    q = q.where('l.userId', 'in', (qb) => qb.selectFrom('system_users').select('id').where('nickname', 'like', nickname));
  }
  if (filter.type !== undefined) q = q.where('l.type', '=', filter.type);
  if (filter.success === true) q = q.where('l.resultCode', '=', 0);
  if (filter.success === false) q = q.where('l.resultCode', '>', 0);
  const range = parseDateRange(filter.startTime, 'startTime');
  if (range) q = q.where('l.startTime', '>=', at(range[0])).where('l.startTime', '<=', at(range[1]));
  return q;
}

export const OPERATE_LOG_COLUMNS = [
  'l.id',
  'l.traceId',
  'l.userId',
  'u.nickname as userNickname',
  'l.userType',
  'l.module',
  'l.name',
  'l.type',
  'l.content',
  'l.exts',
  'l.requestMethod',
  'l.requestUrl',
  'l.userIp',
  'l.userAgent',
  'l.javaMethod',
  'l.javaMethodArgs',
  'l.startTime',
  'l.duration',
  'l.resultCode',
  'l.resultMsg',
  'l.resultData',
] as const;

export async function pageOperateLogs(db: Db, query: Static<typeof OperateLogFilter> & PageParams) {
  const page = await paginate(operateLogQuery(db, query), (q) => q.select(OPERATE_LOG_COLUMNS).orderBy('l.id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map((r) => ({ ...r, exts: r.exts ?? {} })) };
}
