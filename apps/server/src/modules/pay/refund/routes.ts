import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { PayNotifyTaskDetail, PayNotifyType } from '@console/contracts/pay/notify';
import { PayRefundFilter, PayRefundPageQuery, PayRefundRow } from '@console/contracts/pay/refund';
import { dictLabels } from '../../../platform/dict-labels';
import { success } from '../../../platform/envelope';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { Envelope, IdQuery, Nullable } from '../../../platform/schemas';
import { notifyOf } from '../notify/service';
import { withPayNames } from '../order/service';
import { fenToYuan } from '../money';
import * as refunds from './service';

/** 退款订单: /pay/refund/* (reference pay-bpm §1.8), read-only as the original. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 退款订单'];
  app.get(
    '/pay/refund/page',
    { config: { permission: 'pay:refund:query' }, schema: { tags, summary: '获得退款订单分页', querystring: PayRefundPageQuery, response: { 200: Envelope(PageResult(PayRefundRow)) } } },
    async (request) => success(await refunds.pageRefunds(request.db, request.query)),
  );
  app.get(
    '/pay/refund/get',
    { config: { permission: 'pay:refund:query' }, schema: { tags, summary: '获得退款订单详情', querystring: IdQuery, response: { 200: Envelope(PayRefundRow) } } },
    async (request) => success(await refunds.getRefundDetail(request.db, request.query.id)),
  );
  app.get(
    '/pay/refund/get-notify',
    {
      config: { permission: 'pay:refund:query' },
      schema: { tags, summary: '获得退款订单的商户通知与每次尝试', querystring: IdQuery, response: { 200: Envelope(Nullable(PayNotifyTaskDetail)) } },
    },
    async (request) => {
      await refunds.getRefundDetail(request.db, request.query.id);
      return success(await notifyOf(request.db, PayNotifyType.REFUND, request.query.id));
    },
  );
  app.get(
    '/pay/refund/export-excel',
    { config: { permission: 'pay:refund:export', operateLog: { type: 5 } }, schema: { tags, summary: '导出退款订单 Excel', querystring: PayRefundFilter } },
    async (request, reply) => {
      const db = request.db;
      const base = refunds.refundQuery(db, request.query);
      const [status, type, notifyStatus] = await Promise.all([
        dictLabels(db, 'pay_refund_order_status'),
        dictLabels(db, 'pay_refund_order_type'),
        dictLabels(db, 'pay_order_notify_status'),
      ]);
      type Row = Awaited<ReturnType<typeof refunds.getRefundDetail>>;
      return sendExcel<Row>(
        reply,
        '退款订单.xlsx',
        '数据',
        [
          { header: '退款订单编号', value: (r) => r.id, width: 12 },
          { header: '商户名称', value: (r) => r.merchantName, width: 20 },
          { header: '应用名称', value: (r) => r.appName, width: 20 },
          { header: '渠道编号名称', value: (r) => r.channelCodeName, width: 18 },
          { header: '支付订单编号', value: (r) => r.orderId, width: 12 },
          { header: '交易订单号', value: (r) => r.tradeNo, width: 24 },
          { header: '商户订单号', value: (r) => r.merchantOrderId, width: 24 },
          { header: '商户退款订单号', value: (r) => r.merchantRefundNo, width: 24 },
          { header: '回调地址', value: (r) => r.notifyUrl, width: 36 },
          { header: '回调状态', value: (r) => notifyStatus(r.notifyStatus), width: 10 },
          { header: '退款状态', value: (r) => status(r.status), width: 12 },
          { header: '退款类型', value: (r) => type(r.type), width: 10 },
          { header: '支付金额(元)', value: (r) => fenToYuan(r.payAmount), width: 12 },
          { header: '退款金额(元)', value: (r) => fenToYuan(r.refundAmount), width: 12 },
          { header: '退款原因', value: (r) => r.reason, width: 24 },
          { header: '用户 IP', value: (r) => r.userIp, width: 16 },
          { header: '渠道订单号', value: (r) => r.channelOrderNo, width: 28 },
          { header: '渠道退款单号', value: (r) => r.channelRefundNo, width: 28 },
          { header: '渠道错误码', value: (r) => r.channelErrorCode, width: 14 },
          { header: '渠道错误码描述', value: (r) => r.channelErrorMsg, width: 24 },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
          { header: '退款成功时间', value: (r) => formatDateTime(r.successTime), width: 20 },
          { header: '退款通知时间', value: (r) => formatDateTime(r.notifyTime), width: 20 },
        ],
        batchesById(async (afterId, limit) => {
          const rows = await base.select(refunds.REFUND_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute();
          return (await withPayNames(db, rows)).map((r) => ({ ...r, subject: null }));
        }),
        { db, query: base },
      );
    },
  );
  done();
};

export default routes;
