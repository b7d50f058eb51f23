import { Type } from 'typebox';
import { Body, DateRange, Int4Id, Nullable, Paging, SafeNumber, Status, Text } from '../schema';
import { MOBILE_LENGTH, MOBILE_PATTERN } from '../validation';

export const SmsTemplateRow = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  status: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  content: Type.String(),
  /** The `{param}` names of the content, in order. */
  params: Type.Array(Type.String()),
  remark: Nullable(Type.String()),
  apiTemplateId: Type.String(),
  channelId: Type.Integer(),
  channelCode: Type.String(),
  createTime: Type.Integer(),
});

export const SmsTemplateFilter = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  status: Type.Optional(Status),
  code: Type.Optional(Text({ maxLength: 63 })),
  name: Type.Optional(Text({ maxLength: 63 })),
  content: Type.Optional(Text({ maxLength: 255 })),
  apiTemplateId: Type.Optional(Text({ maxLength: 63 })),
  channelId: Type.Optional(Int4Id()),
  createTime: Type.Optional(DateRange),
});
export const SmsTemplatePageQuery = Type.Object({ ...Paging, ...SmsTemplateFilter.properties });

const templateFields = {
  type: Type.Integer({ minimum: 1, maximum: 3, description: '短信类型，见 system_sms_template_type 字典' }),
  status: Status,
  code: Text({ minLength: 1, maxLength: 63, pattern: '^[A-Za-z0-9_-]+$', description: '模板编码（字母、数字、- 与 _）' }),
  name: Text({ minLength: 1, maxLength: 63, description: '模板名称' }),
  content: Text({ minLength: 1, maxLength: 255, description: '模板内容，参数写作 {name}' }),
  remark: Type.Optional(Nullable(Text({ maxLength: 255 }))),
  apiTemplateId: Text({ minLength: 1, maxLength: 63, description: '短信 API 的模板编号' }),
  channelId: Int4Id('短信渠道编号'),
};
export const SmsTemplateCreate = Body(templateFields);
export const SmsTemplateUpdate = Body({ id: Int4Id(), ...templateFields });

/**
 * A template parameter's value: any JSON scalar, as the reference's `Map<String, Object>` (a number or a boolean
 * is rendered as text; null counts as missing).
 */
export const SmsTemplateParamValue = Type.Union([Text({ maxLength: 255 }), SafeNumber(), Type.Boolean(), Type.Null()]);

/** send-sms: the "send test" dialog. `templateParams` holds a value for every `{param}` of the template. */
export const SmsTemplateSend = Body({
  mobile: Type.String({ maxLength: MOBILE_LENGTH, pattern: MOBILE_PATTERN, description: '手机号' }),
  templateCode: Text({ minLength: 1, maxLength: 63 }),
  templateParams: Type.Optional(Type.Record(Type.String({ maxLength: 63 }), SmsTemplateParamValue, { maxProperties: 20 })),
});

/** An enabled template as a selector lists it (the Vue 3 UI's SmsTemplateSelect). */
export const SmsTemplateSimple = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() });
