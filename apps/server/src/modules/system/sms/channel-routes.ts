import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { SmsChannelCreate, SmsChannelPageQuery, SmsChannelRow, SmsChannelSimple, SmsChannelUpdate } from '@console/contracts/system/sms-channel';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, Int4IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import * as channels from './channel-service';

/**
 * SMS channels: /system/sms-channel/* (reference §5.12). Global, like the original's; writing them is
 * platform-only (tenant-package/platform-only.ts), as a channel holds the platform's provider account.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 短信渠道'];

  app.get(
    '/system/sms-channel/page',
    { config: { permission: 'system:sms-channel:query' }, schema: { tags, summary: '获得短信渠道分页', querystring: SmsChannelPageQuery, response: { 200: Envelope(PageResult(SmsChannelRow)) } } },
    async (request) => success(await channels.pageChannels(app.db, request.query)),
  );

  app.get(
    '/system/sms-channel/get',
    { config: { permission: 'system:sms-channel:query' }, schema: { tags, summary: '获得短信渠道', querystring: Int4IdQuery, response: { 200: Envelope(SmsChannelRow) } } },
    async (request) => success(await channels.getChannel(app.db, request.query.id)),
  );

  app.get(
    '/system/sms-channel/list-all-simple',
    { config: { alsoAt: ['/system/sms-channel/simple-list'], login: true }, schema: { tags, summary: '获得短信渠道精简列表', response: { 200: Envelope(Type.Array(SmsChannelSimple)) } } },
    async () => success(await channels.listSimpleChannels(app.db)),
  );

  app.post(
    '/system/sms-channel/create',
    { config: { permission: 'system:sms-channel:create' }, schema: { tags, summary: '创建短信渠道', body: SmsChannelCreate, response: { 200: OkId } } },
    async (request) => success(await channels.createChannel(app.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/sms-channel/update',
    { config: { permission: 'system:sms-channel:update' }, schema: { tags, summary: '更新短信渠道', body: SmsChannelUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await channels.updateChannel(app.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/sms-channel/delete',
    { config: { permission: 'system:sms-channel:delete' }, schema: { tags, summary: '删除短信渠道', querystring: Int4IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await channels.deleteChannel(app.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/sms-channel/delete-list',
    permission: 'system:sms-channel:delete',
    tags: tags,
    summary: '批量删除短信渠道',
    max: 2147483647,
    db: () => app.db,
    deleteOne: (db, id) => channels.deleteChannel(db, id),
  });
  done();
};

export default routes;
