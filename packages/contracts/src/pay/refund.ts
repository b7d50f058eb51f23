import { Type } from 'typebox';
import { AmountFen, Body, DateRange, Id, Nullable, Paging, Text } from '../schema';

/** pay_refund.status (dict pay_refund_order_status). */
export const PayRefundStatus = { WAITING: 0, SUCCESS: 1, FAILURE: 2, CLOSE: 99 } as const;

export const PayRefundRow = Type.Object({
  id: Type.Integer(),
  no: Type.String(),
  merchantId: Type.Integer(),
  appId: Type.Integer(),
  channelId: Type.Integer(),
  channelCode: Type.String(),
  orderId: Type.Integer(),
  tradeNo: Type.String(),
  merchantOrderId: Type.String(),
  merchantRefundNo: Type.String(),
  notifyUrl: Type.String(),
  notifyStatus: Type.Integer(),
  status: Type.Integer(),
  type: Type.Integer(),
  payAmount: Type.Integer(),
  refundAmount: Type.Integer(),
  reason: Type.String(),
  userIp: Nullable(Type.String()),
  channelOrderNo: Type.String(),
  channelRefundNo: Nullable(Type.String()),
  channelErrorCode: Nullable(Type.String()),
  channelErrorMsg: Nullable(Type.String()),
  channelExtras: Nullable(Type.String()),
  expireTime: Nullable(Type.Integer()),
  successTime: Nullable(Type.Integer()),
  notifyTime: Nullable(Type.Integer()),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
  merchantName: Nullable(Type.String()),
  appName: Nullable(Type.String()),
  channelCodeName: Nullable(Type.String()),
  /** The order's subject (商品名称). */
  subject: Nullable(Type.String()),
});

export const PayRefundFilter = Type.Object({
  merchantId: Type.Optional(Id('商户编号')),
  appId: Type.Optional(Id('应用编号')),
  orderId: Type.Optional(Id('支付订单编号')),
  channelCode: Type.Optional(Text({ maxLength: 32 })),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  merchantRefundNo: Type.Optional(Text({ maxLength: 64 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  notifyStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  createTime: Type.Optional(DateRange),
});
export const PayRefundPageQuery = Type.Object({ ...Paging, ...PayRefundFilter.properties });

/** A refund asked for by a business module or a merchant (`POST /app-api/pay/refund/refund`). */
export const PayRefundCreate = Body({
  payOrderId: Id('支付订单编号'),
  amount: AmountFen('退款金额，单位：分'),
  reason: Text({ minLength: 1, maxLength: 256, description: '退款原因' }),
  merchantRefundId: Text({ minLength: 1, maxLength: 64, description: '商户退款编号，同一应用内唯一（重复提交返回原退款单）' }),
});
export const PayRefundCreated = Type.Object({ refundId: Type.Integer() });
