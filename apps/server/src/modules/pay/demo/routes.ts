import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { PayDemoOrderCreate, PayDemoOrderPageQuery, PayDemoOrderRefund, PayDemoOrderRow, PayOrderNotified, PayRefundNotified } from '@console/contracts/pay/demo-order';
import { PayRefundCreated } from '@console/contracts/pay/refund';
import { clientIp } from '../../../platform/client-info';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import * as demo from './service';

/** 示例订单: /pay/demo-order/* — create a demo order, list them, refund one. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 示例订单'];
  app.get(
    '/pay/demo-order/page',
    { config: { permission: 'pay:demo-order:query' }, schema: { tags, summary: '获得示例订单分页', querystring: PayDemoOrderPageQuery, response: { 200: Envelope(PageResult(PayDemoOrderRow)) } } },
    async (request) => success(await demo.pageDemoOrders(request.db, request.query)),
  );
  app.get(
    '/pay/demo-order/get',
    { config: { permission: 'pay:demo-order:query' }, schema: { tags, summary: '获得示例订单', querystring: IdQuery, response: { 200: Envelope(PayDemoOrderRow) } } },
    async (request) => success(await demo.getDemoOrder(request.db, request.query.id)),
  );
  app.post(
    '/pay/demo-order/create',
    { config: { permission: 'pay:demo-order:create' }, schema: { tags, summary: '创建示例订单', body: PayDemoOrderCreate, response: { 200: OkId } } },
    async (request) => success(await demo.createDemoOrder(request.db, requireUser(request), request.body, clientIp(request))),
  );
  app.post(
    '/pay/demo-order/refund',
    { config: { permission: 'pay:demo-order:refund' }, schema: { tags, summary: '退款示例订单', body: PayDemoOrderRefund, response: { 200: Envelope(PayRefundCreated) } } },
    async (request) => success({ refundId: await demo.refundDemoOrder(app.pay, request.db, request.body, clientIp(request)) }),
  );
  // The demo app's notify URLs (seeded 示例应用): public, as any merchant system's; they only confirm what they are told.
  app.post(
    '/pay/demo-order/update-paid',
    { config: { public: true }, schema: { tags, summary: '更新示例订单为已支付', body: PayOrderNotified, response: { 200: OkTrue } } },
    async (request) => success(await demo.confirmDemoPaid(request.db, request.body)),
  );
  app.post(
    '/pay/demo-order/update-refunded',
    { config: { public: true }, schema: { tags, summary: '更新示例订单为已退款', body: PayRefundNotified, response: { 200: OkTrue } } },
    async (request) => success(await demo.confirmDemoRefunded(request.db, request.body)),
  );
  done();
};

export default routes;
