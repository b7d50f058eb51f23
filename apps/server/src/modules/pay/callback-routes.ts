import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ServiceError } from '../../platform/errors';
import { Id } from '../../platform/schemas';
import { CallbackRejected, type ChannelCallback } from './client/types';
import { settleOrderNotice } from './order/service';
import { settleRefundNotice } from './refund/service';

const ChannelParams = Type.Object({ channelId: Id('支付渠道编号') });

/**
 * Gateway callbacks (reference §1.6): `POST /app-api/pay/order/notify/{channelId}` and `…/refund/notify/{channelId}`.
 * Public — the gateway's signature is the check, verified by the channel's client over the exact body — and answered
 * in the gateways' own terms (text `success`, or a 400 saying why), not the envelope. Settling is idempotent, so a
 * gateway repeating a callback changes the order once.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  // Signatures are over the bytes as sent: every body is kept as text, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  const tags = ['用户 App - 支付回调'];

  const answer = async (reply: FastifyReply, settle: () => Promise<unknown>) => {
    try {
      await settle();
      return reply.type('text/plain; charset=utf-8').send('success');
    } catch (err) {
      if (!(err instanceof CallbackRejected) && !(err instanceof ServiceError)) throw err;
      reply.log.warn({ err }, 'payment callback refused');
      return reply.code(400).type('text/plain; charset=utf-8').send(`failure: ${err.message}`);
    }
  };

  /** The channel (found without a tenant: gateways know none) and its client. */
  const channelOf = async (channelId: number) => {
    const channel = await app.db.selectFrom('pay_channel').select(['id', 'code', 'feeRate', 'config', 'tenantId']).where('id', '=', channelId).executeTakeFirst();
    if (!channel) throw new CallbackRejected('支付渠道不存在');
    return { channel, client: await app.pay.clients.clientFor(channel), db: app.tenantDb(channel.tenantId) };
  };
  const callbackOf = (request: { headers: ChannelCallback['headers']; body: unknown }): ChannelCallback => ({
    headers: request.headers,
    rawBody: typeof request.body === 'string' ? request.body : '',
  });

  app.post(
    '/pay/order/notify/:channelId',
    { config: { public: true }, schema: { tags, summary: '支付渠道的支付结果回调', params: ChannelParams } },
    (request, reply) =>
      answer(reply, async () => {
        const { channel, client, db } = await channelOf(request.params.channelId);
        await settleOrderNotice(app.pay, db, channel, await client.parseOrderNotify(callbackOf(request)));
      }),
  );
  app.post(
    '/pay/refund/notify/:channelId',
    { config: { public: true }, schema: { tags, summary: '支付渠道的退款结果回调', params: ChannelParams } },
    (request, reply) =>
      answer(reply, async () => {
        const { channel, client, db } = await channelOf(request.params.channelId);
        await settleRefundNotice(app.pay, db, channel.id, await client.parseRefundNotify(callbackOf(request)));
      }),
  );
  done();
};

export default routes;
