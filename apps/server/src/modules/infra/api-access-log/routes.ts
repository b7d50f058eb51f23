import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorLogErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { Envelope, IdQuery } from '../../../platform/schemas';
import { ApiAccessLogFilter, ApiAccessLogPageQuery, ApiAccessLogRow } from '@console/contracts/infra/api-access-log';
import { REQUEST_EXCEL_COLUMNS } from './request-fields';
import * as logs from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/** API access log: /infra/api-access-log/* (the original's infra module). Tenant-scoped through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - API 访问日志'];

  app.get(
    '/infra/api-access-log/page',
    {
      config: { permission: 'infra:api-access-log:query' },
      schema: { tags, summary: '获得 API 访问日志分页', querystring: ApiAccessLogPageQuery, response: { 200: Envelope(PageResult(ApiAccessLogRow)) } },
    },
    async (request) => success(await logs.pageAccessLogs(request.db, request.query)),
  );

  app.get(
    '/infra/api-access-log/get',
    { config: { permission: 'infra:api-access-log:query' }, schema: { tags, summary: '获得 API 访问日志', querystring: IdQuery, response: { 200: Envelope(ApiAccessLogRow) } } },
    async (request) => {
      const row = await logs.getAccessLog(request.db, request.query.id);
      if (!row) throw new ServiceError(ApiErrorLogErrors.API_ACCESS_LOG_NOT_FOUND);
      return success(row);
    },
  );

  app.get(
    '/infra/api-access-log/export-excel',
    { config: { permission: 'infra:api-access-log:export', ...EXPORT }, schema: { tags, summary: '导出 API 访问日志 Excel', querystring: ApiAccessLogFilter } },
    async (request, reply) => {
      const base = logs.accessLogQuery(request.db, request.query);
      return sendExcel(
        reply,
        'API 访问日志.xlsx',
        '数据',
        [
          { header: '日志主键', value: (r) => r.id, width: 10 },
          ...REQUEST_EXCEL_COLUMNS,
          { header: '浏览器 UA', value: (r) => r.userAgent, width: 30 },
          { header: '开始请求时间', value: (r) => formatDateTime(r.beginTime), width: 20 },
          { header: '结束请求时间', value: (r) => formatDateTime(r.endTime), width: 20 },
          { header: '执行时长', value: (r) => r.duration, width: 10 },
          { header: '结果码', value: (r) => r.resultCode, width: 12 },
          { header: '结果提示', value: (r) => r.resultMsg, width: 24 },
        ],
        batchesById((afterId, limit) => base.select(logs.ACCESS_LOG_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
