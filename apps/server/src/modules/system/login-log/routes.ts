import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { Envelope } from '../../../platform/schemas';
import { LoginLogFilter, LoginLogPageQuery, LoginLogRow } from '@console/contracts/system/login-log';
import { LOGIN_LOG_COLUMNS, loginLogQuery, pageLoginLogs } from './service';

/** Login log: /system/login-log/page|export (reference §5.8). Read-only; tenant-scoped through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['登录日志'];

  app.get(
    '/system/login-log/page',
    {
      config: { permission: 'system:login-log:query' },
      schema: { tags, summary: '获得登录日志分页列表', querystring: LoginLogPageQuery, response: { 200: Envelope(PageResult(LoginLogRow)) } },
    },
    async (request) => success(await pageLoginLogs(request.db, request.query)),
  );

  app.get(
    '/system/login-log/export',
    {
      config: { alsoAt: ['/system/login-log/export-excel'], permission: 'system:login-log:export', operateLog: { type: 5 } },
      schema: { tags, summary: '导出登录日志 Excel', querystring: LoginLogFilter },
    },
    async (request, reply) => {
      const base = loginLogQuery(request.db, request.query);
      const [types, results] = await Promise.all([dictLabels(request.db, 'system_login_type'), dictLabels(request.db, 'system_login_result')]);
      return sendExcel(
        reply,
        '登录日志.xlsx',
        '登录日志',
        [
          { header: '日志主键', value: (r) => r.id, width: 10 },
          { header: '日志类型', value: (r) => types(r.logType), width: 12 },
          { header: '用户名称', value: (r) => r.username, width: 16 },
          { header: '登录地址', value: (r) => r.userIp, width: 16 },
          { header: '浏览器', value: (r) => r.userAgent, width: 40 },
          { header: '登陆结果', value: (r) => results(r.result), width: 16 },
          { header: '登录日期', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) => base.select(LOGIN_LOG_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
