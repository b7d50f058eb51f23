import { Type } from 'typebox';
import { Body, DateRange, Id, Nullable, Paging, Status, Text } from '../schema';

const NotifyUrl = (description: string) => Text({ minLength: 1, maxLength: 1024, pattern: '^https?://\\S+$', description });

/** A payment app (pay_app): where a merchant's business system is told of payments and refunds. */
export const PayAppRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  remark: Nullable(Type.String()),
  payNotifyUrl: Type.String(),
  refundNotifyUrl: Type.String(),
  merchantId: Type.Integer(),
  createTime: Type.Integer(),
  payMerchant: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** The codes of the app's configured channels (none until channels exist). */
  channelCodes: Type.Array(Type.String()),
});

export const PayAppFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 64 })),
  status: Type.Optional(Status),
  remark: Type.Optional(Text({ maxLength: 255 })),
  payNotifyUrl: Type.Optional(Text({ maxLength: 1024 })),
  refundNotifyUrl: Type.Optional(Text({ maxLength: 1024 })),
  merchantName: Type.Optional(Text({ maxLength: 64, description: '商户名称（模糊匹配）' })),
  createTime: Type.Optional(DateRange),
});
export const PayAppPageQuery = Type.Object({ ...Paging, ...PayAppFilter.properties });

const appFields = {
  name: Text({ minLength: 1, maxLength: 64, description: '应用名' }),
  status: Status,
  remark: Type.Optional(Nullable(Text({ maxLength: 255 }))),
  payNotifyUrl: NotifyUrl('支付结果的回调地址'),
  refundNotifyUrl: NotifyUrl('退款结果的回调地址'),
  merchantId: Id('商户编号'),
};
export const PayAppCreate = Body(appFields);
export const PayAppUpdate = Body({ id: Id(), ...appFields });
export const PayAppStatusUpdate = Body({ id: Id(), status: Status });
/** `ids` picks apps; without it every app of the tenant (the Vue 3 UI's 应用 selector asks so). */
export const PayAppListQuery = Type.Object({ ids: Type.Optional(Type.Array(Id(), { maxItems: 200 })) });
export const MerchantIdQuery = Type.Object({ merchantId: Id('商户编号') });
export const PayAppSimple = Type.Object({ id: Type.Integer(), name: Type.String(), merchantId: Type.Integer() });
