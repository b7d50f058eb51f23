import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PayOrderCreate, PayOrderForCashier, PayOrderSubmit, PayOrderSubmitResult } from '@console/contracts/pay/order';
import { clientIp } from '../../../platform/client-info';
import { success } from '../../../platform/envelope';
import { Envelope, IdQuery } from '../../../platform/schemas';
import * as orders from './service';

/** The OAuth2 scope a merchant's client needs for orders (client_credentials token of a client granted it). */
export const PAY_ORDER_SCOPE = 'pay.order';

/**
 * `/app-api/pay/order/*`: the order API for merchants' business systems and client apps (reference §1.8, whose app
 * API had no authentication at all): here a token of an OAuth2 client granted the `pay.order` scope.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['用户 App - 支付订单'];
  const config = { scope: PAY_ORDER_SCOPE };
  app.post(
    '/pay/order/create',
    {
      config,
      schema: {
        tags,
        summary: '创建支付订单',
        description: '同一应用内商户订单编号相同则返回原订单编号',
        body: PayOrderCreate,
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request) => success({ id: await orders.createOrder(request.db, request.body, clientIp(request)) }),
  );
  app.get(
    '/pay/order/get',
    { config, schema: { tags, summary: '获得支付订单', querystring: IdQuery, response: { 200: Envelope(PayOrderForCashier) } } },
    async (request) => success(await orders.getOrderForCashier(request.db, request.query.id)),
  );
  app.post(
    '/pay/order/submit',
    { config, schema: { tags, summary: '提交支付订单', body: PayOrderSubmit, response: { 200: Envelope(PayOrderSubmitResult) } } },
    async (request) => success(await orders.submitOrder(app.pay, request.db, request.body, clientIp(request))),
  );
  done();
};

export default routes;
