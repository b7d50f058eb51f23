import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { NotifyTemplateCreate, NotifyTemplatePageQuery, NotifyTemplateRow, NotifyTemplateSend, NotifyTemplateSimple, NotifyTemplateUpdate } from '@console/contracts/system/notify-template';
import { Nullable } from '@console/contracts/schema';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, Int4IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { sendNotify } from '../notify-message/send';
import * as templates from './service';

/** 站内信模板: /system/notify-template/* (the Vue 3 UI's api/system/notify/template). Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 站内信模版'];

  app.get(
    '/system/notify-template/page',
    { config: { permission: 'system:notify-template:query' }, schema: { tags, summary: '获得站内信模版分页', querystring: NotifyTemplatePageQuery, response: { 200: Envelope(PageResult(NotifyTemplateRow)) } } },
    async (request) => success(await templates.pageTemplates(request.db, request.query)),
  );

  app.get(
    '/system/notify-template/get',
    { config: { permission: 'system:notify-template:query' }, schema: { tags, summary: '获得站内信模版', querystring: Int4IdQuery, response: { 200: Envelope(NotifyTemplateRow) } } },
    async (request) => success(await templates.getTemplate(request.db, request.query.id)),
  );

  app.get(
    '/system/notify-template/simple-list',
    { config: { alsoAt: ['/system/notify-template/list-all-simple'], login: true }, schema: { tags, summary: '获得站内信模板精简列表', response: { 200: Envelope(Type.Array(NotifyTemplateSimple)) } } },
    async (request) => success(await templates.listSimpleTemplates(request.db)),
  );

  app.post(
    '/system/notify-template/create',
    { config: { permission: 'system:notify-template:create' }, schema: { tags, summary: '创建站内信模版', body: NotifyTemplateCreate, response: { 200: OkId } } },
    async (request) => success(await templates.createTemplate(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/notify-template/update',
    { config: { permission: 'system:notify-template:update' }, schema: { tags, summary: '更新站内信模版', body: NotifyTemplateUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await templates.updateTemplate(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/notify-template/delete',
    { config: { permission: 'system:notify-template:delete' }, schema: { tags, summary: '删除站内信模版', querystring: Int4IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await templates.deleteTemplate(request.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/notify-template/delete-list',
    permission: 'system:notify-template:delete',
    tags,
    summary: '批量删除站内信模版',
    db: (request) => request.db,
    deleteOne: (db, id) => templates.deleteTemplate(db, id),
  });

  app.post(
    '/system/notify-template/send-notify',
    { config: { permission: 'system:notify-template:send-notify' }, schema: { tags, summary: '发送站内信', body: NotifyTemplateSend, response: { 200: Envelope(Nullable(Type.Integer())) } } },
    async (request) => {
      const { userId, userType, templateCode, templateParams } = request.body;
      // The message id; null when the template is closed (nothing sent), as the original.
      return success(await sendNotify(request.db, { userId, userType }, templateCode, templateParams ?? {}));
    },
  );
  done();
};

export default routes;
