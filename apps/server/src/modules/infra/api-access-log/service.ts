import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { paginate } from '../../../platform/paging';
import { requestConditions } from './request-filter';
import { REQUEST_COLUMNS } from './request-fields';
import type { ApiAccessLogFilter } from '@console/contracts/infra/api-access-log';

export const ACCESS_LOG_COLUMNS = [
  ...REQUEST_COLUMNS,
  'operateModule',
  'operateName',
  'operateType',
  'beginTime',
  'endTime',
  'duration',
  'resultCode',
  'resultMsg',
  'createTime',
] as const;

export function accessLogQuery(db: Db, filter: Static<typeof ApiAccessLogFilter>) {
  let q = db.selectFrom('infra_api_access_log');
  for (const [column, op, value] of requestConditions(filter)) q = q.where(column, op, value);
  const range = parseDateRange(filter.beginTime, 'beginTime');
  if (range) q = q.where('beginTime', '>=', at(range[0])).where('beginTime', '<=', at(range[1]));
  if (filter.duration !== undefined) q = q.where('duration', '>=', filter.duration);
  if (filter.resultCode !== undefined) q = q.where('resultCode', '=', filter.resultCode);
  return q;
}

export function pageAccessLogs(db: Db, query: Static<typeof ApiAccessLogFilter> & PageParams) {
  return paginate(accessLogQuery(db, query), (q) => q.select(ACCESS_LOG_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export function getAccessLog(db: Db, id: number) {
  return db.selectFrom('infra_api_access_log').select(ACCESS_LOG_COLUMNS).where('id', '=', id).executeTakeFirst();
}
