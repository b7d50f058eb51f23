import { Type } from 'typebox';
import { Body, DateRange, Id, Nullable, Paging, Status, Text } from '../schema';

/** Channel codes this server has a client for (dict pay_channel_code_type; `mock` is the sandbox channel). */
export const PayChannelCode = Text({ pattern: '^(wx_pub|wx_lite|wx_app|wx_native|alipay_pc|alipay_wap|alipay_app|alipay_qr|mock)$', description: '渠道编码，见 pay_channel_code_type 字典' });

/** A channel of an app: `config` is its JSON, with the secrets in it masked. */
export const PayChannelRow = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  status: Type.Integer(),
  remark: Nullable(Type.String()),
  feeRate: Type.Number(),
  merchantId: Type.Integer(),
  appId: Type.Integer(),
  config: Type.String(),
  createTime: Type.Integer(),
});

export const PayChannelFilter = Type.Object({
  code: Type.Optional(Text({ maxLength: 32 })),
  status: Type.Optional(Status),
  merchantId: Type.Optional(Id('商户编号')),
  appId: Type.Optional(Id('应用编号')),
  createTime: Type.Optional(DateRange),
});
export const PayChannelPageQuery = Type.Object({ ...Paging, ...PayChannelFilter.properties });

const channelFields = {
  code: PayChannelCode,
  status: Status,
  remark: Type.Optional(Nullable(Text({ maxLength: 255 }))),
  feeRate: Type.Number({ minimum: 0, maximum: 100, description: '渠道费率，单位：百分比' }),
  /** Taken from the app; when sent it must be the app's. */
  merchantId: Type.Optional(Id('商户编号')),
  appId: Id('应用编号'),
  config: Text({ minLength: 2, maxLength: 8192, description: '渠道配置（JSON 字符串）；密钥回传掩码则保持不变' }),
};
export const PayChannelCreate = Body(channelFields);
export const PayChannelUpdate = Body({ id: Id(), ...channelFields });

export const PayChannelGetQuery = Type.Object({ merchantId: Type.Optional(Id('商户编号')), appId: Id('应用编号'), code: PayChannelCode });
