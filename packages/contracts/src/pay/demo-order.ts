import { Type } from 'typebox';
import { AmountFen, Body, Id, Nullable, Paging, Text } from '../schema';

/** The goods of the 示例订单 screen (fen), as the original's demo: fixed, so a demo needs no catalogue. */
export const DEMO_PRODUCTS = [
  { id: 1, name: '华为手机', price: 1 },
  { id: 2, name: '小米电视', price: 10 },
  { id: 3, name: '大疆无人机', price: 100 },
  { id: 4, name: '华为笔记本', price: 1000 },
  { id: 5, name: '蔚来汽车', price: 200_000 },
] as const;

export const PayDemoOrderRow = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  appId: Type.Integer(),
  appName: Nullable(Type.String()),
  spuId: Type.Integer(),
  spuName: Type.String(),
  price: Type.Integer(),
  payOrderId: Type.Integer(),
  /** From the pay order: paid, when, through which channel, and what has been refunded. */
  payStatus: Type.Boolean(),
  payOrderStatus: Type.Integer(),
  payTime: Nullable(Type.Integer()),
  payChannelCode: Nullable(Type.String()),
  refundPrice: Type.Integer(),
  createTime: Type.Integer(),
});

export const PayDemoOrderPageQuery = Type.Object({ ...Paging, appId: Type.Optional(Id('应用编号')) });
export const PayDemoOrderCreate = Body({ appId: Id('应用编号'), spuId: Type.Integer({ minimum: 1, maximum: DEMO_PRODUCTS.length, description: '商品编号' }) });
export const PayDemoOrderRefund = Body({
  id: Id('示例订单编号'),
  amount: AmountFen('退款金额，单位：分'),
  reason: Type.Optional(Text({ maxLength: 256 })),
});

/** What the payment module posts to an app's notify URLs (modules/pay/notify): the 示例订单 app's receivers read it. */
const MerchantOrderId = Text({ minLength: 1, maxLength: 64, description: '商户订单编号' });
export const PayOrderNotified = Body({ merchantOrderId: MerchantOrderId, payOrderId: Id('支付订单编号') });
export const PayRefundNotified = Body({ merchantOrderId: MerchantOrderId, payRefundId: Id('支付退款编号') });
