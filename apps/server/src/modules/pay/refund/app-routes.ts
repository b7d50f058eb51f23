import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PayRefundCreate, PayRefundCreated, PayRefundRow } from '@console/contracts/pay/refund';
import { clientIp } from '../../../platform/client-info';
import { success } from '../../../platform/envelope';
import { Envelope, IdQuery } from '../../../platform/schemas';
import * as refunds from './service';

/** The OAuth2 scope a merchant's client needs to refund. */
export const PAY_REFUND_SCOPE = 'pay.refund';

/** `/app-api/pay/refund/*` (reference §1.8 `POST /pay/refund/refund`), for a client granted `pay.refund`. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['用户 App - 退款订单'];
  const config = { scope: PAY_REFUND_SCOPE };
  app.post(
    '/pay/refund/refund',
    {
      config,
      schema: {
        tags,
        summary: '提交退款',
        description: '同一应用内商户退款编号相同则返回原退款单编号；退款总额不会超过支付金额',
        body: PayRefundCreate,
        response: { 200: Envelope(PayRefundCreated) },
      },
    },
    async (request) => success({ refundId: await refunds.createRefund(app.pay, request.db, request.body, clientIp(request)) }),
  );
  app.get(
    '/pay/refund/get',
    { config, schema: { tags, summary: '获得退款订单', querystring: IdQuery, response: { 200: Envelope(PayRefundRow) } } },
    async (request) => success(await refunds.getRefundDetail(request.db, request.query.id)),
  );
  done();
};

export default routes;
