import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorLogErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkTrue } from '../../../platform/schemas';
import { ApiErrorLogFilter, ApiErrorLogPageQuery, ApiErrorLogRow, ProcessQuery } from '@console/contracts/infra/api-error-log';
import { REQUEST_EXCEL_COLUMNS } from '../api-access-log/request-fields';
import * as logs from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/** API error log: /infra/api-error-log/* (the original's infra module). Tenant-scoped through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - API 错误日志'];

  app.get(
    '/infra/api-error-log/page',
    {
      config: { permission: 'infra:api-error-log:query' },
      schema: { tags, summary: '获得 API 错误日志分页', querystring: ApiErrorLogPageQuery, response: { 200: Envelope(PageResult(ApiErrorLogRow)) } },
    },
    async (request) => success(await logs.pageErrorLogs(request.db, request.query)),
  );

  app.get(
    '/infra/api-error-log/get',
    { config: { permission: 'infra:api-error-log:query' }, schema: { tags, summary: '获得 API 错误日志', querystring: IdQuery, response: { 200: Envelope(ApiErrorLogRow) } } },
    async (request) => {
      const row = await logs.getErrorLog(request.db, request.query.id);
      if (!row) throw new ServiceError(ApiErrorLogErrors.API_ERROR_LOG_NOT_FOUND);
      return success(row);
    },
  );

  app.put(
    '/infra/api-error-log/update-status',
    {
      config: { permission: 'infra:api-error-log:update-status' },
      schema: { tags, summary: '更新 API 错误日志的处理状态', querystring: ProcessQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await logs.processErrorLog(request.db, requireUser(request), request.query.id, request.query.processStatus));
      return success(true);
    },
  );

  if (app.config.errorTestHook) {
    app.get(
      '/infra/api-error-log/test-provoke',
      { config: { login: true }, schema: { tags, summary: '测试用：引发一个未预期的错误' } },
      () => {
        throw new Error('provoked by ERROR_TEST_HOOK');
      },
    );
  }

  app.get(
    '/infra/api-error-log/export-excel',
    { config: { permission: 'infra:api-error-log:export', ...EXPORT }, schema: { tags, summary: '导出 API 错误日志 Excel', querystring: ApiErrorLogFilter } },
    async (request, reply) => {
      const base = logs.errorLogQuery(request.db, request.query);
      const status = await dictLabels(request.db, 'infra_api_error_log_process_status');
      return sendExcel(
        reply,
        'API 错误日志.xlsx',
        '数据',
        [
          { header: '编号', value: (r) => r.id, width: 10 },
          ...REQUEST_EXCEL_COLUMNS,
          { header: '异常发生时间', value: (r) => formatDateTime(r.exceptionTime), width: 20 },
          { header: '异常名', value: (r) => r.exceptionName, width: 20 },
          { header: '异常消息', value: (r) => r.exceptionMessage, width: 40 },
          { header: '处理状态', value: (r) => status(r.processStatus), width: 10 },
          { header: '处理时间', value: (r) => (r.processTime === null ? '' : formatDateTime(r.processTime)), width: 20 },
          { header: '处理用户编号', value: (r) => r.processUserId, width: 12 },
        ],
        batchesById((afterId, limit) => base.select(logs.ERROR_LOG_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
