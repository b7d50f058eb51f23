import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { JobHandlerRegistry } from '../../../platform/job-handlers';
import { JobStatus } from '@console/contracts/infra/job';
import { JOB_LOG_STATUS } from '@console/contracts/infra/job-log';

export const JOB_QUEUE = 'infra_job';

/** What the queue carries for one run: a cron tick (`fireTime`) or a 执行一次 (`trigger`). */
export interface JobRunData {
  jobId: number;
  fireTime?: number;
  trigger?: boolean;
}

const RESULT_MAX = 4000;
const clip = (text: string) => (text.length > RESULT_MAX ? `${text.slice(0, RESULT_MAX - 1)}…` : text);

export class JobTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`执行超时：超过监控超时时间 ${timeoutMs} 毫秒`);
    this.name = 'JobTimeoutError';
  }
}

/** A queue job expires (a dead process) this long after it started, unless its monitor timeout says sooner. */
export const DEFAULT_EXPIRY_SECONDS = 3600;

/** The queue options of a job's runs: its retries and, past its monitor timeout, an expiry with a minute's grace. */
export function runOptions(job: { retryCount: number; retryInterval: number; monitorTimeout: number }): PgBoss.SendOptions {
  return {
    retryLimit: job.retryCount,
    // The queue counts whole seconds; the form's milliseconds round up, so a retry never comes early.
    retryDelay: Math.ceil(job.retryInterval / 1000),
    expireInSeconds: job.monitorTimeout > 0 ? Math.ceil(job.monitorTimeout / 1000) + 60 : DEFAULT_EXPIRY_SECONDS,
  };
}

/** Runs that a dead process left "running" (0) become failures once the queue no longer holds them active. */
export async function failAbandonedRuns(db: Db, queueJobId?: string): Promise<number> {
  let q = db
    .updateTable('infra_job_log')
    .set({ status: JOB_LOG_STATUS.FAILURE, endTime: sql<Date>`now()`, result: '执行中断：执行它的进程已退出或失联' })
    .where('status', '=', JOB_LOG_STATUS.RUNNING);
  q = queueJobId
    ? q.where('queueJobId', '=', queueJobId)
    : q.where(sql<boolean>`not exists (select 1 from pgboss.job j where j.id = infra_job_log.queue_job_id and j.state = 'active')`);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * One run of a job, in whichever process fetched it: checks the job still runs (a paused or deleted job's ticks are
 * dropped), writes the log row, runs the handler under its monitor timeout, and records the outcome. A failure is
 * rethrown so the queue retries it as the job says.
 */
export async function runJob(app: FastifyInstance, handlers: JobHandlerRegistry, queued: PgBoss.JobWithMetadata<JobRunData>): Promise<string> {
  const { jobId, fireTime, trigger } = queued.data;
  const job = await app.db.selectFrom('infra_job').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (!job) return 'skipped: job deleted';
  if (!trigger && job.status !== JobStatus.NORMAL) return 'skipped: job not running';
  // A retry of a run whose process died: that attempt's row is closed first.
  await failAbandonedRuns(app.db, queued.id);

  const begin = Date.now();
  const log = await app.db
    .insertInto('infra_job_log')
    .values({
      jobId,
      handlerName: job.handlerName,
      handlerParam: job.handlerParam,
      executeIndex: Math.min(queued.retryCount + 1, 32767),
      beginTime: new Date(begin),
      status: JOB_LOG_STATUS.RUNNING,
      queueJobId: queued.id,
      fireTime: fireTime === undefined ? null : new Date(fireTime),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const finish = (status: number, result: string) =>
    app.db
      .updateTable('infra_job_log')
      .set({ status, result: clip(result), endTime: new Date(), duration: Date.now() - begin, updateTime: new Date() })
      .where('id', '=', log.id)
      .where('status', '=', JOB_LOG_STATUS.RUNNING)
      .execute();

  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    const handler = handlers.get(job.handlerName);
    if (!handler) throw new Error(`处理器【${job.handlerName}】不存在`);
    const work = handler.run({ db: app.db, param: job.handlerParam, signal: controller.signal, log: app.log.child({ jobId, handler: job.handlerName }) });
    const outcome =
      job.monitorTimeout > 0
        ? await Promise.race([
            work,
            new Promise<never>((_resolve, reject) => {
              timer = setTimeout(() => {
                // Rejected first: a handler that settles when aborted must not win the race.
                reject(new JobTimeoutError(job.monitorTimeout));
                controller.abort();
              }, job.monitorTimeout);
            }),
          ])
        : await work;
    await finish(JOB_LOG_STATUS.SUCCESS, outcome);
    return outcome;
  } catch (err) {
    const message = err instanceof Error ? (err instanceof JobTimeoutError ? err.message : (err.stack ?? err.message)) : String(err);
    await finish(JOB_LOG_STATUS.FAILURE, message);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
