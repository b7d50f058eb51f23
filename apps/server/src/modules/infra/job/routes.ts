import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { JobErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { nextFireTimes } from '../../../platform/cron';
import { dictLabels } from '../../../platform/dict-labels';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, IdsQuery, OkId, OkTrue } from '../../../platform/schemas';
import { CronPreviewQuery, JobCreate, JobFilter, JobHandlerRow, JobPageQuery, JobRow, JobStatusQuery, JobUpdate, NextTimesQuery } from '@console/contracts/infra/job';
import * as jobs from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/** Scheduled jobs: /infra/job/* (reference §5.10). Jobs are global (no tenant column): the platform's, not a tenant's. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 定时任务'];
  const scheduler = app.jobScheduler;

  app.get(
    '/infra/job/page',
    { config: { permission: 'infra:job:query' }, schema: { tags, summary: '获得定时任务分页', querystring: JobPageQuery, response: { 200: Envelope(PageResult(JobRow)) } } },
    async (request) => success(await jobs.pageJobs(app.db, request.query)),
  );

  app.get(
    '/infra/job/get',
    { config: { permission: 'infra:job:query' }, schema: { tags, summary: '获得定时任务', querystring: IdQuery, response: { 200: Envelope(JobRow) } } },
    async (request) => success(await jobs.requireJob(app.db, request.query.id)),
  );

  app.get(
    '/infra/job/list',
    { config: { permission: 'infra:job:query' }, schema: { tags, summary: '获得定时任务列表', querystring: IdsQuery, response: { 200: Envelope(Type.Array(JobRow)) } } },
    async (request) => success(await jobs.listJobs(app.db, request.query.ids)),
  );

  app.get(
    '/infra/job/list-handlers',
    {
      config: { permission: 'infra:job:query' },
      schema: { tags, summary: '获得可选的任务处理器（本系统扩展）', response: { 200: Envelope(Type.Array(JobHandlerRow)) } },
    },
    async () => {
      const used = new Set((await app.db.selectFrom('infra_job').select('handlerName').execute()).map((r) => r.handlerName));
      return success(app.jobHandlers.list().map((h) => ({ name: h.name, description: h.description, used: used.has(h.name) })));
    },
  );

  app.post(
    '/infra/job/create',
    { config: { permission: 'infra:job:create' }, schema: { tags, summary: '创建定时任务', body: JobCreate, response: { 200: OkId } } },
    async (request) => {
      const id = await jobs.createJob(app.db, app.jobHandlers, requireUser(request), request.body);
      await scheduler.reload();
      return success(id);
    },
  );

  app.put(
    '/infra/job/update',
    { config: { permission: 'infra:job:update' }, schema: { tags, summary: '更新定时任务', body: JobUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await jobs.updateJob(app.db, requireUser(request), request.body));
      await scheduler.reload();
      return success(true);
    },
  );

  app.put(
    '/infra/job/update-status',
    { config: { permission: 'infra:job:update' }, schema: { tags, summary: '更新定时任务的状态', querystring: JobStatusQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await jobs.updateJobStatus(app.db, requireUser(request), request.query.id, request.query.status));
      await scheduler.reload();
      return success(true);
    },
  );

  app.delete(
    '/infra/job/delete',
    { config: { permission: 'infra:job:delete' }, schema: { tags, summary: '删除定时任务', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await jobs.deleteJob(app.db, request.query.id) });
      await scheduler.reload();
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/infra/job/delete-list',
    permission: 'infra:job:delete',
    tags: tags,
    summary: '批量删除定时任务',
    db: () => app.db,
    deleteOne: (db, id) => jobs.deleteJob(db, id),
    after: () => scheduler.reload(),
  });

  // The reference re-creates every job in Quartz; here the schedule is rebuilt from the job table.
  app.post(
    '/infra/job/sync',
    { config: { permission: 'infra:job:create', operateLog: { type: 0 } }, schema: { tags, summary: '同步定时任务', response: { 200: OkTrue } } },
    async () => {
      await scheduler.reload();
      return success(true);
    },
  );

  app.put(
    '/infra/job/trigger',
    { config: { permission: 'infra:job:trigger' }, schema: { tags, summary: '触发定时任务（执行一次）', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      await scheduler.trigger(await jobs.requireJob(app.db, request.query.id));
      return success(true);
    },
  );

  app.get(
    '/infra/job/get_next_times',
    {
      config: { permission: 'infra:job:query' },
      schema: { tags, summary: '获得定时任务的下 n 次执行时间', querystring: NextTimesQuery, response: { 200: Envelope(Type.Array(Type.Integer())) } },
    },
    async (request) => {
      const job = await jobs.requireJob(app.db, request.query.id);
      return success(nextFireTimes(job.cronExpression, request.query.count ?? 5));
    },
  );

  app.get(
    '/infra/job/cron-preview',
    {
      config: { permission: 'infra:job:query' },
      schema: { tags, summary: '校验 CRON 表达式并预览后续执行时间（本系统扩展）', querystring: CronPreviewQuery, response: { 200: Envelope(Type.Array(Type.Integer())) } },
    },
    (request) => {
      const times = nextFireTimes(request.query.cronExpression, request.query.count ?? 5);
      if (times.length === 0) throw new ServiceError(JobErrors.JOB_CRON_EXPRESSION_VALID);
      return success(times);
    },
  );

  app.get(
    '/infra/job/export-excel',
    { config: { permission: 'infra:job:export', ...EXPORT }, schema: { tags, summary: '导出定时任务 Excel', querystring: JobFilter } },
    async (request, reply) => {
      const base = jobs.jobQuery(app.db, request.query);
      const status = await dictLabels(app.db, 'infra_job_status');
      return sendExcel(
        reply,
        '定时任务.xlsx',
        '数据',
        [
          { header: '任务编号', value: (r) => r.id, width: 10 },
          { header: '任务名称', value: (r) => r.name, width: 20 },
          { header: '任务状态', value: (r) => status(r.status), width: 10 },
          { header: '处理器的名字', value: (r) => r.handlerName, width: 24 },
          { header: '处理器的参数', value: (r) => r.handlerParam, width: 20 },
          { header: 'CRON 表达式', value: (r) => r.cronExpression, width: 20 },
          { header: '重试次数', value: (r) => r.retryCount, width: 10 },
          { header: '重试间隔', value: (r) => r.retryInterval, width: 10 },
          { header: '监控超时时间', value: (r) => r.monitorTimeout, width: 12 },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) => base.select(jobs.JOB_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: app.db, query: base },
      );
    },
  );
  done();
};

export default routes;
