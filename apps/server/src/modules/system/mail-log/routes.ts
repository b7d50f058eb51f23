import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { MailLogFilter, MailLogPageQuery, MailLogRow } from '@console/contracts/system/mail-log';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { Envelope, Int4IdQuery } from '../../../platform/schemas';
import { getMailLog, MAIL_LOG_COLUMNS, mailLogQuery, pageMailLogs } from './service';

/** 邮件记录: /system/mail-log/page|get|export-excel. Read-only; per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 邮件日志'];

  app.get(
    '/system/mail-log/page',
    { config: { permission: 'system:mail-log:query' }, schema: { tags, summary: '获得邮箱日志分页', querystring: MailLogPageQuery, response: { 200: Envelope(PageResult(MailLogRow)) } } },
    async (request) => success(await pageMailLogs(request.db, request.query)),
  );

  app.get(
    '/system/mail-log/get',
    { config: { permission: 'system:mail-log:query' }, schema: { tags, summary: '获得邮箱日志', querystring: Int4IdQuery, response: { 200: Envelope(MailLogRow) } } },
    async (request) => success(await getMailLog(request.db, request.query.id)),
  );

  app.get(
    '/system/mail-log/export-excel',
    { config: { permission: 'system:mail-log:export', operateLog: { type: 5 } }, schema: { tags, summary: '导出邮件日志 Excel', querystring: MailLogFilter } },
    async (request, reply) => {
      const base = mailLogQuery(request.db, request.query);
      const [sendStatus, userType] = await Promise.all([dictLabels(request.db, 'system_mail_send_status'), dictLabels(request.db, 'user_type')]);
      return sendExcel(
        reply,
        '邮件日志.xlsx',
        '邮件日志',
        [
          { header: '编号', value: (r) => r.id, width: 10 },
          { header: '用户编号', value: (r) => r.userId ?? '', width: 10 },
          { header: '用户类型', value: (r) => (r.userType === null ? '' : userType(r.userType)), width: 10 },
          { header: '接收邮箱', value: (r) => r.toMails.join(','), width: 30 },
          { header: '抄送邮箱', value: (r) => r.ccMails.join(','), width: 24 },
          { header: '密送邮箱', value: (r) => r.bccMails.join(','), width: 24 },
          { header: '发送邮箱', value: (r) => r.fromMail, width: 24 },
          { header: '模板编码', value: (r) => r.templateCode, width: 20 },
          { header: '邮件标题', value: (r) => r.templateTitle, width: 30 },
          { header: '发送状态', value: (r) => sendStatus(r.sendStatus), width: 12 },
          { header: '发送时间', value: (r) => (r.sendTime === null ? '' : formatDateTime(r.sendTime)), width: 20 },
          { header: '发送异常', value: (r) => r.sendException ?? '', width: 40 },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) => base.select(MAIL_LOG_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
