import { Type } from 'typebox';
import { Body, DateRange, Int4Id, Nullable, Paging, Status, Text } from '../schema';

/** A channel as shown: its secret masked (SECRET_MASK), the key shown (it identifies the account, it is not a secret). */
export const SmsChannelRow = Type.Object({
  id: Type.Integer(),
  signature: Type.String(),
  code: Type.String(),
  status: Type.Integer(),
  remark: Nullable(Type.String()),
  apiKey: Type.String(),
  apiSecret: Nullable(Type.String()),
  callbackUrl: Nullable(Type.String()),
  createTime: Type.Integer(),
});

/** list-all-simple: what a template form or a log filter needs. */
export const SmsChannelSimple = Type.Object({ id: Type.Integer(), code: Type.String(), signature: Type.String() });

export const SmsChannelFilter = Type.Object({
  signature: Type.Optional(Text({ maxLength: 12 })),
  code: Type.Optional(Text({ maxLength: 63 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const SmsChannelPageQuery = Type.Object({ ...Paging, ...SmsChannelFilter.properties });

const channelFields = {
  signature: Text({ minLength: 1, maxLength: 12, description: '短信签名' }),
  code: Text({ minLength: 1, maxLength: 63, description: '渠道编码，见 system_sms_channel_code 字典' }),
  status: Status,
  remark: Type.Optional(Nullable(Text({ maxLength: 255 }))),
  apiKey: Text({ maxLength: 255, description: '短信 API 的账号（腾讯云：SecretId 与 SdkAppId，以空格分隔）' }),
  apiSecret: Type.Optional(Nullable(Text({ maxLength: 255, description: '短信 API 的密钥；回传掩码则保持不变' }))),
  callbackUrl: Type.Optional(Nullable(Text({ maxLength: 255, description: '短信发送回调 URL' }))),
};
export const SmsChannelCreate = Body(channelFields);
export const SmsChannelUpdate = Body({ id: Int4Id(), ...channelFields });
