import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { SmsLogFilter, SmsLogPageQuery, SmsLogRow } from '@console/contracts/system/sms-log';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { Envelope } from '../../../platform/schemas';
import { pageSmsLogs, SMS_LOG_COLUMNS, smsLogQuery } from './log-service';

/** SMS send log: /system/sms-log/page|export-excel (reference §5.12). Read-only; per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 短信日志'];

  app.get(
    '/system/sms-log/page',
    {
      config: { permission: 'system:sms-log:query' },
      schema: { tags, summary: '获得短信日志分页', querystring: SmsLogPageQuery, response: { 200: Envelope(PageResult(SmsLogRow)) } },
    },
    async (request) => success(await pageSmsLogs(request.db, request.query)),
  );

  app.get(
    '/system/sms-log/export-excel',
    { config: { permission: 'system:sms-log:export', operateLog: { type: 5 } }, schema: { tags, summary: '导出短信日志 Excel', querystring: SmsLogFilter } },
    async (request, reply) => {
      const base = smsLogQuery(request.db, request.query);
      const [sendStatus, receiveStatus] = await Promise.all([dictLabels(request.db, 'system_sms_send_status'), dictLabels(request.db, 'system_sms_receive_status')]);
      return sendExcel(
        reply,
        '短信日志.xlsx',
        '短信日志',
        [
          { header: '编号', value: (r) => r.id, width: 10 },
          { header: '手机号', value: (r) => r.mobile, width: 14 },
          { header: '短信渠道', value: (r) => r.channelCode, width: 14 },
          { header: '模板编号', value: (r) => r.templateCode, width: 22 },
          { header: '短信内容', value: (r) => r.templateContent, width: 50 },
          { header: '发送状态', value: (r) => sendStatus(r.sendStatus), width: 12 },
          { header: '发送时间', value: (r) => (r.sendTime === null ? '' : formatDateTime(r.sendTime)), width: 20 },
          { header: '接收状态', value: (r) => receiveStatus(r.receiveStatus), width: 12 },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) => base.select(SMS_LOG_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
