import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { ApiErrorLogErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { paginate } from '../../../platform/paging';
import { userNicknames } from '../../../platform/user-names';
import { requestConditions } from '../api-access-log/request-filter';
import { REQUEST_COLUMNS } from '../api-access-log/request-fields';
import { ProcessStatus, type ApiErrorLogFilter } from '@console/contracts/infra/api-error-log';

export const ERROR_LOG_COLUMNS = [
  ...REQUEST_COLUMNS,
  'exceptionTime',
  'exceptionName',
  'exceptionMessage',
  'exceptionRootCauseMessage',
  'exceptionStackTrace',
  'exceptionClassName',
  'exceptionFileName',
  'exceptionMethodName',
  'exceptionLineNumber',
  'processStatus',
  'processTime',
  'processUserId',
  'createTime',
] as const;

export function errorLogQuery(db: Db, filter: Static<typeof ApiErrorLogFilter>) {
  let q = db.selectFrom('infra_api_error_log');
  for (const [column, op, value] of requestConditions(filter)) q = q.where(column, op, value);
  const range = parseDateRange(filter.exceptionTime, 'exceptionTime');
  if (range) q = q.where('exceptionTime', '>=', at(range[0])).where('exceptionTime', '<=', at(range[1]));
  if (filter.processStatus !== undefined) q = q.where('processStatus', '=', filter.processStatus);
  return q;
}

/** Rows with their handler named (处理人), one user lookup for the lot. */
async function withHandlers<R extends { processUserId: number | null }>(db: Db, rows: R[]) {
  const names = await userNicknames(db, rows.map((r) => r.processUserId));
  return rows.map((r) => ({ ...r, processUserName: r.processUserId === null ? null : (names.get(r.processUserId) ?? null) }));
}

export async function pageErrorLogs(db: Db, query: Static<typeof ApiErrorLogFilter> & PageParams) {
  const page = await paginate(errorLogQuery(db, query), (q) => q.select(ERROR_LOG_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: await withHandlers(db, page.list) };
}

export async function getErrorLog(db: Db, id: number) {
  const row = await db.selectFrom('infra_api_error_log').select(ERROR_LOG_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && (await withHandlers(db, [row]))[0];
}

/** Marks an unprocessed error processed or ignored, with who and when; a decided one stays as it is. */
export async function processErrorLog(db: Db, actor: { id: number }, id: number, processStatus: number) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('infra_api_error_log').select(['id', 'processStatus']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(ApiErrorLogErrors.API_ERROR_LOG_NOT_FOUND);
    if (before.processStatus !== ProcessStatus.INIT) throw new ServiceError(ApiErrorLogErrors.API_ERROR_LOG_PROCESSED);
    await trx
      .updateTable('infra_api_error_log')
      .set({ processStatus, processTime: new Date(), processUserId: actor.id, updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', id)
      .execute();
    return { before, after: { id, processStatus } };
  });
}
