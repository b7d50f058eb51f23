import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { JobErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { isValidCron } from '../../../platform/cron';
import { ServiceError } from '../../../platform/errors';
import type { JobHandlerRegistry } from '../../../platform/job-handlers';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import { JobStatus, type JobCreate, type JobFilter, type JobUpdate } from '@console/contracts/infra/job';

type Actor = { id: number };

export const JOB_COLUMNS = [
  'id',
  'name',
  'status',
  'handlerName',
  'handlerParam',
  'cronExpression',
  'retryCount',
  'retryInterval',
  'monitorTimeout',
  'createTime',
] as const;

export function jobQuery(db: Db, filter: Static<typeof JobFilter>) {
  let q = db.selectFrom('infra_job');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.handlerName) q = q.where('handlerName', 'like', `%${escapeLike(filter.handlerName)}%`);
  return q;
}

export function pageJobs(db: Db, query: Static<typeof JobFilter> & PageParams) {
  return paginate(jobQuery(db, query), (q) => q.select(JOB_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export function getJob(db: Db, id: number) {
  return db.selectFrom('infra_job').select(JOB_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type JobRecord = NonNullable<Awaited<ReturnType<typeof getJob>>>;

export async function requireJob(db: Db, id: number): Promise<JobRecord> {
  const job = await getJob(db, id);
  if (!job) throw new ServiceError(JobErrors.JOB_NOT_EXISTS);
  return job;
}

export function listJobs(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('infra_job').select(JOB_COLUMNS).where('id', 'in', ids).orderBy('id', 'desc').execute();
}

function assertCron(expression: string) {
  if (!isValidCron(expression)) throw new ServiceError(JobErrors.JOB_CRON_EXPRESSION_VALID);
}

const HANDLER_INDEX = { uk_infra_job_handler_name: JobErrors.JOB_HANDLER_EXISTS };

const jobValues = (input: Static<typeof JobCreate> | Static<typeof JobUpdate>) => ({
  name: input.name.trim(),
  handlerParam: input.handlerParam?.trim() || null,
  cronExpression: input.cronExpression.trim(),
  retryCount: input.retryCount,
  retryInterval: input.retryInterval,
  monitorTimeout: input.monitorTimeout ?? 0,
});

/** A new job starts running (status 1), as the original's create does once Quartz has it. */
export async function createJob(db: Db, handlers: JobHandlerRegistry, actor: Actor, input: Static<typeof JobCreate>): Promise<number> {
  assertCron(input.cronExpression);
  const handlerName = input.handlerName.trim();
  if (!handlers.get(handlerName)) throw new ServiceError(JobErrors.JOB_HANDLER_NOT_EXISTS, handlerName);
  if (await db.selectFrom('infra_job').select('id').where('handlerName', '=', handlerName).executeTakeFirst()) {
    throw new ServiceError(JobErrors.JOB_HANDLER_EXISTS);
  }
  const row = await mapUniqueViolation(
    () =>
      db
        .insertInto('infra_job')
        .values({ ...jobValues(input), handlerName, status: JobStatus.NORMAL, creator: String(actor.id), updater: String(actor.id) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    HANDLER_INDEX,
  );
  return row.id;
}

export function updateJob(db: Db, actor: Actor, input: Static<typeof JobUpdate>): Promise<{ before: JobRecord; after: JobRecord }> {
  assertCron(input.cronExpression);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('infra_job').select(JOB_COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(JobErrors.JOB_NOT_EXISTS);
    if (before.status !== JobStatus.NORMAL) throw new ServiceError(JobErrors.JOB_UPDATE_ONLY_NORMAL_STATUS);
    const after = await trx
      .updateTable('infra_job')
      .set({ ...jobValues(input), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(JOB_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

/** Start (1) or pause (2); the value must change. */
export function updateJobStatus(db: Db, actor: Actor, id: number, status: number): Promise<{ before: JobRecord; after: JobRecord }> {
  if (status !== JobStatus.NORMAL && status !== JobStatus.STOP) throw new ServiceError(JobErrors.JOB_CHANGE_STATUS_INVALID);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('infra_job').select(JOB_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(JobErrors.JOB_NOT_EXISTS);
    if (before.status === status) throw new ServiceError(JobErrors.JOB_CHANGE_STATUS_EQUALS);
    const after = await trx
      .updateTable('infra_job')
      .set({ status, updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', id)
      .returning(JOB_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

export async function deleteJob(db: Db, id: number): Promise<JobRecord> {
  const row = await db.deleteFrom('infra_job').where('id', '=', id).returning(JOB_COLUMNS).executeTakeFirst();
  if (!row) throw new ServiceError(JobErrors.JOB_NOT_EXISTS);
  return row;
}
