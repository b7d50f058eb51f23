import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import {
  SmsTemplateCreate,
  SmsTemplateFilter,
  SmsTemplatePageQuery,
  SmsTemplateRow,
  SmsTemplateSend,
  SmsTemplateSimple,
  SmsTemplateUpdate,
} from '@console/contracts/system/sms-template';
import { dictLabels } from '../../../platform/dict-labels';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, Int4IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { sendSms } from './sender';
import * as templates from './template-service';

/**
 * SMS templates: /system/sms-template/* (reference §5.12). Global like channels (writes platform-only); the
 * "send test" (send-sms) goes out in the caller's tenant and lands in its send log.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 短信模板'];

  app.get(
    '/system/sms-template/page',
    { config: { permission: 'system:sms-template:query' }, schema: { tags, summary: '获得短信模板分页', querystring: SmsTemplatePageQuery, response: { 200: Envelope(PageResult(SmsTemplateRow)) } } },
    async (request) => success(await templates.pageTemplates(app.db, request.query)),
  );

  // Sign-in only, as the other simple lists: names and codes, no content.
  app.get(
    '/system/sms-template/simple-list',
    { config: { login: true }, schema: { tags, summary: '获得短信模板精简列表', response: { 200: Envelope(Type.Array(SmsTemplateSimple)) } } },
    async () => success(await templates.listSimpleTemplates(app.db)),
  );

  app.get(
    '/system/sms-template/get',
    { config: { permission: 'system:sms-template:query' }, schema: { tags, summary: '获得短信模板', querystring: Int4IdQuery, response: { 200: Envelope(SmsTemplateRow) } } },
    async (request) => success(await templates.getTemplate(app.db, request.query.id)),
  );

  app.post(
    '/system/sms-template/create',
    { config: { permission: 'system:sms-template:create' }, schema: { tags, summary: '创建短信模板', body: SmsTemplateCreate, response: { 200: OkId } } },
    async (request) => success(await templates.createTemplate(app.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/sms-template/update',
    { config: { permission: 'system:sms-template:update' }, schema: { tags, summary: '更新短信模板', body: SmsTemplateUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await templates.updateTemplate(app.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/sms-template/delete',
    { config: { permission: 'system:sms-template:delete' }, schema: { tags, summary: '删除短信模板', querystring: Int4IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await templates.deleteTemplate(app.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/sms-template/delete-list',
    permission: 'system:sms-template:delete',
    tags: tags,
    summary: '批量删除短信模板',
    max: 2147483647,
    db: () => app.db,
    deleteOne: (db, id) => templates.deleteTemplate(db, id),
  });

  app.post(
    '/system/sms-template/send-sms',
    { config: { permission: 'system:sms-template:send-sms' }, schema: { tags, summary: '发送短信', body: SmsTemplateSend, response: { 200: OkId } } },
    async (request) => {
      requireUser(request);
      const { mobile, templateCode, templateParams } = request.body;
      // The log names the tenant's user with this mobile, when there is one (as the original's sendSingleSmsToAdmin).
      const user = await request.db.selectFrom('system_users').select('id').where('mobile', '=', mobile).executeTakeFirst();
      return success(await sendSms(request.db, app.config.smsEndpoints, { templateCode, mobile, params: templateParams ?? {}, userId: user?.id, userType: 2 }));
    },
  );

  app.get(
    '/system/sms-template/export-excel',
    { config: { permission: 'system:sms-template:export', operateLog: { type: 5 } }, schema: { tags, summary: '导出短信模板 Excel', querystring: SmsTemplateFilter } },
    async (request, reply) => {
      const base = templates.templateQuery(app.db, request.query);
      const [type, status, channelCode] = await Promise.all([
        dictLabels(app.db, 'system_sms_template_type'),
        dictLabels(app.db, 'common_status'),
        dictLabels(app.db, 'system_sms_channel_code'),
      ]);
      return sendExcel(
        reply,
        '短信模板.xlsx',
        '短信模板',
        [
          { header: '编号', value: (r) => r.id, width: 10 },
          { header: '短信类型', value: (r) => type(r.type), width: 12 },
          { header: '开启状态', value: (r) => status(r.status), width: 10 },
          { header: '模板编码', value: (r) => r.code, width: 24 },
          { header: '模板名称', value: (r) => r.name, width: 20 },
          { header: '模板内容', value: (r) => r.content, width: 50 },
          { header: '参数数组', value: (r) => (JSON.parse(r.params) as string[]).join(','), width: 16 },
          { header: '备注', value: (r) => r.remark },
          { header: '短信 API 的模板编号', value: (r) => r.apiTemplateId, width: 20 },
          { header: '短信渠道编号', value: (r) => r.channelId, width: 12 },
          { header: '短信渠道编码', value: (r) => channelCode(r.channelCode), width: 14 },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) => base.select(templates.TEMPLATE_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: app.db, query: base },
      );
    },
  );
  done();
};

export default routes;
