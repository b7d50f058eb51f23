import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { PayChannelCreate, PayChannelGetQuery, PayChannelPageQuery, PayChannelRow, PayChannelUpdate } from '@console/contracts/pay/channel';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, IdsQuery, Nullable, OkId, OkTrue } from '../../../platform/schemas';
import * as channels from './service';

/** 支付渠道: /pay/channel/* (reference pay-bpm §1.8), configured from the app list. Per tenant through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 支付渠道'];
  app.get(
    '/pay/channel/page',
    { config: { permission: 'pay:channel:query' }, schema: { tags, summary: '获得支付渠道分页', querystring: PayChannelPageQuery, response: { 200: Envelope(PageResult(PayChannelRow)) } } },
    async (request) => success(await channels.pageChannels(request.db, request.query)),
  );
  app.get(
    '/pay/channel/get',
    { config: { permission: 'pay:channel:query' }, schema: { tags, summary: '获得支付渠道', querystring: IdQuery, response: { 200: Envelope(PayChannelRow) } } },
    async (request) => success(await channels.getChannel(request.db, request.query.id)),
  );
  app.get(
    '/pay/channel/list',
    { config: { permission: 'pay:channel:query' }, schema: { tags, summary: '获得支付渠道列表', querystring: IdsQuery, response: { 200: Envelope(Type.Array(PayChannelRow)) } } },
    async (request) => success(await channels.listChannels(request.db, request.query.ids)),
  );
  app.get(
    '/pay/channel/get-channel',
    { config: { permission: 'pay:channel:query' }, schema: { tags, summary: '根据应用和渠道编码获得支付渠道', querystring: PayChannelGetQuery, response: { 200: Envelope(Nullable(PayChannelRow)) } } },
    async (request) => success(await channels.findChannel(request.db, request.query.appId, request.query.code)),
  );
  app.post(
    '/pay/channel/create',
    { config: { permission: 'pay:channel:create' }, schema: { tags, summary: '创建支付渠道', body: PayChannelCreate, response: { 200: OkId } } },
    async (request) => success(await channels.createChannel(request.db, requireUser(request), request.body)),
  );
  app.put(
    '/pay/channel/update',
    { config: { permission: 'pay:channel:update' }, schema: { tags, summary: '更新支付渠道', body: PayChannelUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await channels.updateChannel(request.db, requireUser(request), request.body));
      return success(true);
    },
  );
  app.delete(
    '/pay/channel/delete',
    { config: { permission: 'pay:channel:delete' }, schema: { tags, summary: '删除支付渠道', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await channels.deleteChannel(request.db, request.query.id) });
      return success(true);
    },
  );
  done();
};

export default routes;
