import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { MailSendStatus } from '@console/contracts/mail';
import { MailTemplateCreate, MailTemplatePageQuery, MailTemplateRow, MailTemplateSend, MailTemplateSimple, MailTemplateUpdate } from '@console/contracts/system/mail-template';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, Int4IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { MAIL_QUEUE, mailJobOptions, type MailJob } from './delivery';
import { prepareMail } from './send';
import * as templates from './service';

/** 邮件模版: /system/mail-template/* (the Vue 3 UI's api/system/mail/template). Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 邮件模版'];

  app.get(
    '/system/mail-template/page',
    { config: { permission: 'system:mail-template:query' }, schema: { tags, summary: '获得邮件模版分页', querystring: MailTemplatePageQuery, response: { 200: Envelope(PageResult(MailTemplateRow)) } } },
    async (request) => success(await templates.pageTemplates(request.db, request.query)),
  );

  app.get(
    '/system/mail-template/get',
    { config: { permission: 'system:mail-template:query' }, schema: { tags, summary: '获得邮件模版', querystring: Int4IdQuery, response: { 200: Envelope(MailTemplateRow) } } },
    async (request) => success(await templates.getTemplate(request.db, request.query.id)),
  );

  app.get(
    '/system/mail-template/simple-list',
    { config: { alsoAt: ['/system/mail-template/list-all-simple'], login: true }, schema: { tags, summary: '获得邮件模版精简列表', response: { 200: Envelope(Type.Array(MailTemplateSimple)) } } },
    async (request) => success(await templates.listSimpleTemplates(request.db)),
  );

  app.post(
    '/system/mail-template/create',
    { config: { permission: 'system:mail-template:create' }, schema: { tags, summary: '创建邮件模版', body: MailTemplateCreate, response: { 200: OkId } } },
    async (request) => success(await templates.createTemplate(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/mail-template/update',
    { config: { permission: 'system:mail-template:update' }, schema: { tags, summary: '修改邮件模版', body: MailTemplateUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await templates.updateTemplate(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/mail-template/delete',
    { config: { permission: 'system:mail-template:delete' }, schema: { tags, summary: '删除邮件模版', querystring: Int4IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await templates.deleteTemplate(request.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/mail-template/delete-list',
    permission: 'system:mail-template:delete',
    tags,
    summary: '批量删除邮件模版',
    db: (request) => request.db,
    deleteOne: (db, id) => templates.deleteTemplate(db, id),
  });

  app.post(
    '/system/mail-template/send-mail',
    { config: { permission: 'system:mail-template:send-mail' }, schema: { tags, summary: '发送邮件', body: MailTemplateSend, response: { 200: OkId } } },
    async (request) => {
      const user = requireUser(request);
      const { mail, toMails, ccMails, bccMails, templateCode, templateParams } = request.body;
      const { logId, deliver } = await prepareMail(request.db, {
        toMails: [...(mail ? [mail] : []), ...(toMails ?? [])],
        ccMails,
        bccMails,
        templateCode,
        params: templateParams ?? {},
        userId: user.id,
        userType: 2,
      });
      // Answered with the log id at once; the send itself runs on the queue (delivery.ts), its outcome on the log row.
      if (deliver) {
        const job: MailJob = { tenantId: request.tenantId, logId };
        try {
          await app.jobScheduler.sendTo(MAIL_QUEUE, job, mailJobOptions(app.config.mail));
        } catch (err) {
          request.log.error({ err, logId }, 'mail: not queued');
          await request.db.updateTable('system_mail_log').set({ sendStatus: MailSendStatus.FAILURE, sendTime: new Date(), sendException: '未能加入发送队列' }).where('id', '=', logId).execute();
        }
      }
      return success(logId);
    },
  );
  done();
};

export default routes;
