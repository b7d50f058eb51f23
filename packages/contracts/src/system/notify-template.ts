import { Type } from 'typebox';
import { NOTIFY_CONTENT_MAX, NOTIFY_MAX_PARAMS, NOTIFY_PARAM_VALUE_MAX } from '../notify';
import { Body, DateRange, Id, Int4Id, Nullable, Paging, SafeNumber, Status, Text } from '../schema';

/** A template as the Vue 3 UI's NotifyTemplateVO has it. */
export const NotifyTemplateRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  nickname: Type.String(),
  content: Type.String(),
  /** system_notify_template_type */
  type: Type.Integer(),
  /** The `{param}` names of the content, in order. */
  params: Type.Array(Type.String()),
  status: Type.Integer(),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const NotifyTemplateSimple = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() });

export const NotifyTemplateFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 63 })),
  code: Type.Optional(Text({ maxLength: 64 })),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const NotifyTemplatePageQuery = Type.Object({ ...Paging, ...NotifyTemplateFilter.properties });

const templateFields = {
  name: Text({ minLength: 1, maxLength: 63, description: '模板名称' }),
  code: Text({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: '模板编码（字母、数字、- 与 _；租户内唯一）' }),
  nickname: Text({ minLength: 1, maxLength: 255, description: '发送人名称' }),
  content: Text({ minLength: 1, maxLength: NOTIFY_CONTENT_MAX, description: '模板内容（纯文本），参数写作 {name}' }),
  type: Type.Integer({ minimum: 1, maximum: 2, description: '类型，见 system_notify_template_type 字典' }),
  status: Status,
  remark: Type.Optional(Nullable(Text({ maxLength: 255 }))),
};
export const NotifyTemplateCreate = Body(templateFields);
export const NotifyTemplateUpdate = Body({ id: Int4Id(), ...templateFields });

/** A parameter's value: any JSON scalar, as the original's `Map<String, Object>`; null counts as missing. */
export const NotifyParamValue = Type.Union([Text({ maxLength: NOTIFY_PARAM_VALUE_MAX }), SafeNumber(), Type.Boolean(), Type.Null()]);

/** send-notify: the template screen's 测试 (the original's NotifyTemplateSendReqVO). */
export const NotifyTemplateSend = Body({
  userId: Id('接收用户编号'),
  /** 1 member, 2 admin (user_type); our console's users are admins. */
  userType: Type.Integer({ minimum: 1, maximum: 2, description: '用户类型，见 user_type 字典' }),
  templateCode: Text({ minLength: 1, maxLength: 64 }),
  templateParams: Type.Optional(Type.Record(Type.String({ maxLength: 63 }), NotifyParamValue, { maxProperties: NOTIFY_MAX_PARAMS })),
});
