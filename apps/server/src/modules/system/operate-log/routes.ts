import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { Envelope } from '../../../platform/schemas';
import { OperateLogFilter, OperateLogPageQuery, OperateLogRow } from '@console/contracts/system/operate-log';
import { OPERATE_LOG_COLUMNS, operateLogQuery, pageOperateLogs } from './service';

/** Operate log: /system/operate-log/page|export (reference §5.9). Read-only; tenant-scoped through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['操作日志'];

  app.get(
    '/system/operate-log/page',
    {
      config: { permission: 'system:operate-log:query' },
      schema: { tags, summary: '查看操作日志分页列表', querystring: OperateLogPageQuery, response: { 200: Envelope(PageResult(OperateLogRow)) } },
    },
    async (request) => success(await pageOperateLogs(request.db, request.query)),
  );

  app.get(
    '/system/operate-log/export',
    {
      config: { alsoAt: ['/system/operate-log/export-excel'], permission: 'system:operate-log:export', operateLog: { type: 5 } },
      schema: { tags, summary: '导出操作日志', querystring: OperateLogFilter },
    },
    async (request, reply) => {
      const base = operateLogQuery(request.db, request.query);
      const types = await dictLabels(request.db, 'system_operate_type');
      return sendExcel(
        reply,
        '操作日志.xlsx',
        '操作日志',
        [
          { header: '日志编号', value: (r) => r.id, width: 10 },
          { header: '链路追踪', value: (r) => r.traceId, width: 16 },
          { header: '操作模块', value: (r) => r.module, width: 14 },
          { header: '操作名', value: (r) => r.name, width: 20 },
          { header: '操作类型', value: (r) => types(r.type), width: 10 },
          { header: '操作人', value: (r) => r.userNickname ?? String(r.userId), width: 14 },
          { header: '请求方法', value: (r) => r.requestMethod, width: 10 },
          { header: '请求地址', value: (r) => r.requestUrl, width: 32 },
          { header: '用户 IP', value: (r) => r.userIp, width: 16 },
          { header: '操作结果', value: (r) => (r.resultCode === 0 ? '成功' : '失败'), width: 10 },
          { header: '结果提示', value: (r) => r.resultMsg, width: 24 },
          { header: '操作日期', value: (r) => formatDateTime(r.startTime), width: 20 },
          { header: '执行时长(ms)', value: (r) => r.duration, width: 12 },
        ],
        batchesById((afterId, limit) =>
          base.select(OPERATE_LOG_COLUMNS).where('l.id', '>', afterId).orderBy('l.id').limit(limit).execute(),
        ),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
