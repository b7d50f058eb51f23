import { Type } from 'typebox';
import { AmountFen, Body, DateRange, EpochMs, Id, Nullable, Paging, Text } from '../schema';
import { PayChannelCode } from './channel';

/** pay_order.status (dict pay_order_status). An order closes on expiry or once fully refunded. */
export const PayOrderStatus = { WAITING: 0, SUCCESS: 10, CLOSED: 20 } as const;
/** pay_order.notify_status and pay_refund.notify_status (dict pay_order_notify_status). */
export const PayNotifyResult = { NO: 0, SUCCESS: 10, FAILURE: 20 } as const;
/** pay_order.refund_status and pay_refund.type (dicts pay_order_refund_status, pay_refund_order_type). */
export const PayRefundType = { NO: 0, SOME: 10, ALL: 20 } as const;

/** How the payer completes a submitted payment (the cashier's cue): nothing more, a URL, a QR code, a form, app params. */
export const PayDisplayMode = { NONE: 'none', URL: 'url', QR_CODE: 'qr_code', FORM: 'form', APP: 'app' } as const;

const orderFields = {
  id: Type.Integer(),
  merchantId: Type.Integer(),
  appId: Type.Integer(),
  channelId: Nullable(Type.Integer()),
  channelCode: Nullable(Type.String()),
  merchantOrderId: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  notifyUrl: Type.String(),
  notifyStatus: Type.Integer(),
  /** Fen, as every amount. */
  amount: Type.Integer(),
  channelFeeRate: Type.Number(),
  channelFeeAmount: Type.Integer(),
  status: Type.Integer(),
  userIp: Type.String(),
  expireTime: Type.Integer(),
  successTime: Nullable(Type.Integer()),
  notifyTime: Nullable(Type.Integer()),
  successExtensionId: Nullable(Type.Integer()),
  refundStatus: Type.Integer(),
  refundTimes: Type.Integer(),
  refundAmount: Type.Integer(),
  channelUserId: Nullable(Type.String()),
  channelOrderNo: Nullable(Type.String()),
  createTime: Type.Integer(),
};

/** A row of 支付订单: the order with its merchant's and app's names and the paying submit's number. */
export const PayOrderRow = Type.Object({
  ...orderFields,
  merchantName: Nullable(Type.String()),
  appName: Nullable(Type.String()),
  channelCodeName: Nullable(Type.String()),
  /** The trade number of the successful submit (sent to the gateway as out_trade_no). */
  no: Nullable(Type.String()),
});

export const PayOrderDetail = Type.Object({
  ...PayOrderRow.properties,
  payOrderExtension: Nullable(Type.Object({ no: Type.String(), channelNotifyData: Nullable(Type.String()) })),
});

export const PayOrderFilter = Type.Object({
  merchantId: Type.Optional(Id('商户编号')),
  appId: Type.Optional(Id('应用编号')),
  channelCode: Type.Optional(Text({ maxLength: 32 })),
  merchantOrderId: Type.Optional(Text({ maxLength: 64 })),
  channelOrderNo: Type.Optional(Text({ maxLength: 64 })),
  no: Type.Optional(Text({ maxLength: 64 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  refundStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  notifyStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  createTime: Type.Optional(DateRange),
});
export const PayOrderPageQuery = Type.Object({ ...Paging, ...PayOrderFilter.properties });

/** Creating an order: what a business module (or a merchant over /app-api) asks to be paid. */
export const PayOrderCreate = Body({
  appId: Id('应用编号'),
  merchantOrderId: Text({ minLength: 1, maxLength: 64, description: '商户订单编号，同一应用内唯一（重复创建返回原订单）' }),
  subject: Text({ minLength: 1, maxLength: 32, description: '商品标题' }),
  body: Text({ maxLength: 128, description: '商品描述' }),
  amount: AmountFen('支付金额，单位：分'),
  expireTime: EpochMs('支付过期时间（毫秒时间戳）'),
});

/** The cashier's (and a merchant's) view of one order: enough to pay it, nothing private. */
export const PayOrderForCashier = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  appName: Nullable(Type.String()),
  merchantOrderId: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  amount: Type.Integer(),
  status: Type.Integer(),
  refundStatus: Type.Integer(),
  refundAmount: Type.Integer(),
  channelCode: Nullable(Type.String()),
  expireTime: Type.Integer(),
  successTime: Nullable(Type.Integer()),
  createTime: Type.Integer(),
  /** The app's enabled channels: what the payer may choose from. */
  channels: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), feeRate: Type.Number() })),
});

export const PayOrderSubmit = Body({
  id: Id('支付订单编号'),
  channelCode: PayChannelCode,
  /** Channel-specific extras (openid for wx_pub/wx_lite; `result: success|fail` on the sandbox channel). */
  channelExtras: Type.Optional(Type.Record(Type.String({ maxLength: 32 }), Text({ maxLength: 256 }), { maxProperties: 10 })),
  returnUrl: Type.Optional(Text({ maxLength: 1024, pattern: '^https?://\\S+$' })),
});

export const PayOrderSubmitResult = Type.Object({
  /** The order's status after the submit: 10 when the channel settled it at once (the sandbox), else 0. */
  status: Type.Integer(),
  displayMode: Type.String(),
  displayContent: Type.String(),
});
