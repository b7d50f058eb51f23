import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { JobErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { Envelope, IdQuery, IdsQuery } from '../../../platform/schemas';
import { JobLogFilter, JobLogPageQuery, JobLogRow } from '@console/contracts/infra/job-log';
import * as logs from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/** Job runs: /infra/job-log/* (reference §5.10). Written by the runner, read here; global like the jobs. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 定时任务日志'];

  app.get(
    '/infra/job-log/page',
    { config: { permission: 'infra:job:query' }, schema: { tags, summary: '获得定时任务日志分页', querystring: JobLogPageQuery, response: { 200: Envelope(PageResult(JobLogRow)) } } },
    async (request) => success(await logs.pageJobLogs(app.db, request.query)),
  );

  app.get(
    '/infra/job-log/get',
    { config: { permission: 'infra:job:query' }, schema: { tags, summary: '获得定时任务日志', querystring: IdQuery, response: { 200: Envelope(JobLogRow) } } },
    async (request) => {
      const row = await logs.getJobLog(app.db, request.query.id);
      if (!row) throw new ServiceError(JobErrors.JOB_LOG_NOT_EXISTS);
      return success(row);
    },
  );

  app.get(
    '/infra/job-log/list',
    { config: { permission: 'infra:job:query' }, schema: { tags, summary: '获得定时任务日志列表', querystring: IdsQuery, response: { 200: Envelope(Type.Array(JobLogRow)) } } },
    async (request) => success(await logs.listJobLogs(app.db, request.query.ids)),
  );

  app.get(
    '/infra/job-log/export-excel',
    { config: { permission: 'infra:job:export', ...EXPORT }, schema: { tags, summary: '导出定时任务日志 Excel', querystring: JobLogFilter } },
    async (request, reply) => {
      const base = logs.jobLogQuery(app.db, request.query);
      const status = await dictLabels(app.db, 'infra_job_log_status');
      return sendExcel(
        reply,
        '任务日志.xlsx',
        '数据',
        [
          { header: '日志编号', value: (r) => r.id, width: 10 },
          { header: '任务编号', value: (r) => r.jobId, width: 10 },
          { header: '处理器的名字', value: (r) => r.handlerName, width: 24 },
          { header: '处理器的参数', value: (r) => r.handlerParam, width: 20 },
          { header: '第几次执行', value: (r) => r.executeIndex, width: 10 },
          { header: '开始执行时间', value: (r) => formatDateTime(r.beginTime), width: 20 },
          { header: '结束执行时间', value: (r) => (r.endTime === null ? '' : formatDateTime(r.endTime)), width: 20 },
          { header: '执行时长（毫秒）', value: (r) => r.duration, width: 14 },
          { header: '任务状态', value: (r) => status(r.status), width: 10 },
          { header: '结果数据', value: (r) => r.result, width: 40 },
        ],
        batchesById((afterId, limit) => base.select(logs.JOB_LOG_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: app.db, query: base },
      );
    },
  );
  done();
};

export default routes;
