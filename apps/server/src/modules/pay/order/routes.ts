import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { PayNotifyTaskDetail, PayNotifyType } from '@console/contracts/pay/notify';
import { PayOrderDetail, PayOrderFilter, PayOrderForCashier, PayOrderPageQuery, PayOrderRow, PayOrderSubmit, PayOrderSubmitResult } from '@console/contracts/pay/order';
import { clientIp } from '../../../platform/client-info';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { Envelope, IdQuery, Nullable } from '../../../platform/schemas';
import { notifyOf } from '../notify/service';
import { fenToYuan } from '../money';
import * as orders from './service';

/** 支付订单: /pay/order/* (reference pay-bpm §1.8), read-only as the original, plus the cashier's two calls. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 支付订单'];
  app.get(
    '/pay/order/page',
    { config: { permission: 'pay:order:query' }, schema: { tags, summary: '获得支付订单分页', querystring: PayOrderPageQuery, response: { 200: Envelope(PageResult(PayOrderRow)) } } },
    async (request) => success(await orders.pageOrders(request.db, request.query)),
  );
  app.get(
    '/pay/order/get',
    { config: { permission: 'pay:order:query' }, schema: { tags, summary: '获得支付订单详情', querystring: IdQuery, response: { 200: Envelope(PayOrderDetail) } } },
    async (request) => success(await orders.getOrderDetail(request.db, request.query.id)),
  );
  app.get(
    '/pay/order/get-notify',
    {
      config: { permission: 'pay:order:query' },
      schema: { tags, summary: '获得支付订单的商户通知与每次尝试', querystring: IdQuery, response: { 200: Envelope(Nullable(PayNotifyTaskDetail)) } },
    },
    async (request) => {
      await orders.getOrder(request.db, request.query.id);
      return success(await notifyOf(request.db, PayNotifyType.ORDER, request.query.id));
    },
  );
  // The cashier (later versions of the original): any signed-in user may pay an order of their tenant.
  app.get(
    '/pay/order/get-detail',
    { config: { login: true }, schema: { tags, summary: '获得支付订单（收银台）', querystring: IdQuery, response: { 200: Envelope(PayOrderForCashier) } } },
    async (request) => success(await orders.getOrderForCashier(request.db, request.query.id)),
  );
  app.post(
    '/pay/order/submit',
    { config: { login: true }, schema: { tags, summary: '提交支付订单（收银台）', body: PayOrderSubmit, response: { 200: Envelope(PayOrderSubmitResult) } } },
    async (request) => success(await orders.submitOrder(app.pay, request.db, request.body, clientIp(request))),
  );
  app.get(
    '/pay/order/export-excel',
    { config: { permission: 'pay:order:export', operateLog: { type: 5 } }, schema: { tags, summary: '导出支付订单 Excel', querystring: PayOrderFilter } },
    async (request, reply) => {
      const db = request.db;
      const base = orders.orderQuery(db, request.query);
      const [status, notifyStatus, refundStatus] = await Promise.all([
        dictLabels(db, 'pay_order_status'),
        dictLabels(db, 'pay_order_notify_status'),
        dictLabels(db, 'pay_order_refund_status'),
      ]);
      type Row = Awaited<ReturnType<typeof orders.pageOrders>>['list'][number];
      return sendExcel<Row>(
        reply,
        '支付订单.xlsx',
        '数据',
        [
          { header: '支付订单编号', value: (r) => r.id, width: 12 },
          { header: '商户名称', value: (r) => r.merchantName, width: 20 },
          { header: '应用名称', value: (r) => r.appName, width: 20 },
          { header: '商品标题', value: (r) => r.subject, width: 24 },
          { header: '商户订单编号', value: (r) => r.merchantOrderId, width: 24 },
          { header: '渠道订单号', value: (r) => r.channelOrderNo, width: 28 },
          { header: '支付订单号', value: (r) => r.no, width: 24 },
          { header: '支付金额(元)', value: (r) => fenToYuan(r.amount), width: 12 },
          { header: '渠道手续金额(元)', value: (r) => fenToYuan(r.channelFeeAmount), width: 14 },
          { header: '渠道手续费(%)', value: (r) => r.channelFeeRate, width: 12 },
          { header: '支付状态', value: (r) => status(r.status), width: 10 },
          { header: '回调状态', value: (r) => notifyStatus(r.notifyStatus), width: 10 },
          { header: '异步通知地址', value: (r) => r.notifyUrl, width: 36 },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
          { header: '支付成功时间', value: (r) => formatDateTime(r.successTime), width: 20 },
          { header: '失效时间', value: (r) => formatDateTime(r.expireTime), width: 20 },
          { header: '通知时间', value: (r) => formatDateTime(r.notifyTime), width: 20 },
          { header: '渠道编号名称', value: (r) => r.channelCodeName, width: 18 },
          { header: '用户 IP', value: (r) => r.userIp, width: 16 },
          { header: '退款状态', value: (r) => refundStatus(r.refundStatus), width: 10 },
          { header: '退款次数', value: (r) => r.refundTimes, width: 10 },
          { header: '退款总金额(元)', value: (r) => fenToYuan(r.refundAmount), width: 14 },
          { header: '商品描述', value: (r) => r.body, width: 30 },
        ],
        batchesById(async (afterId, limit) =>
          orders.withPayNames(db, await orders.withTradeNos(db, await base.select(orders.ORDER_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute())),
        ),
        { db, query: base },
      );
    },
  );
  done();
};

export default routes;
