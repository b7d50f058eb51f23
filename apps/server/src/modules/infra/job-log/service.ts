import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateTime } from '../../../platform/date-range';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import type { JobLogFilter } from '@console/contracts/infra/job-log';

export const JOB_LOG_COLUMNS = [
  'id',
  'jobId',
  'handlerName',
  'handlerParam',
  'executeIndex',
  'beginTime',
  'endTime',
  'duration',
  'status',
  'result',
  'createTime',
] as const;

const DAY_MS = 24 * 3600 * 1000;

/** Filters of the log screen: begin time at or after `beginTime`; end time at or before `endTime` (a bare date: that whole day). */
export function jobLogQuery(db: Db, filter: Static<typeof JobLogFilter>) {
  let q = db.selectFrom('infra_job_log');
  if (filter.jobId !== undefined) q = q.where('jobId', '=', filter.jobId);
  if (filter.handlerName) q = q.where('handlerName', 'like', `%${escapeLike(filter.handlerName)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.beginTime) q = q.where('beginTime', '>=', at(parseDateTime(filter.beginTime, 'beginTime')));
  if (filter.endTime) {
    const end = parseDateTime(filter.endTime, 'endTime');
    const bareDate = /^\d{4}-\d{2}-\d{2}$/.test(filter.endTime.trim());
    q = q.where('endTime', bareDate ? '<' : '<=', at(bareDate ? end.getTime() + DAY_MS : end));
  }
  return q;
}

export function pageJobLogs(db: Db, query: Static<typeof JobLogFilter> & PageParams) {
  return paginate(jobLogQuery(db, query), (q) => q.select(JOB_LOG_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export function getJobLog(db: Db, id: number) {
  return db.selectFrom('infra_job_log').select(JOB_LOG_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function listJobLogs(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('infra_job_log').select(JOB_LOG_COLUMNS).where('id', 'in', ids).orderBy('id', 'desc').execute();
}
