import { Type } from 'typebox';
import { MAIL_CONTENT_MAX, MAIL_MAX_PARAMS, MAIL_MAX_RECIPIENTS } from '../mail';
import { Body, DateRange, Int4Id, Nullable, Paging, SafeNumber, Status, Text } from '../schema';
import { EMAIL_PATTERN } from './user';

export const MailTemplateRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  accountId: Type.Integer(),
  nickname: Nullable(Type.String()),
  title: Type.String(),
  content: Type.String(),
  /** The `{param}` names of the title and content, in order. */
  params: Type.Array(Type.String()),
  status: Type.Integer(),
  remark: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const MailTemplateSimple = Type.Object({ id: Type.Integer(), name: Type.String(), code: Type.String() });

export const MailTemplateFilter = Type.Object({
  name: Type.Optional(Text({ maxLength: 63 })),
  code: Type.Optional(Text({ maxLength: 63 })),
  accountId: Type.Optional(Int4Id()),
  status: Type.Optional(Status),
  createTime: Type.Optional(DateRange),
});
export const MailTemplatePageQuery = Type.Object({ ...Paging, ...MailTemplateFilter.properties });

const templateFields = {
  name: Text({ minLength: 1, maxLength: 63, description: '模板名称' }),
  code: Text({ minLength: 1, maxLength: 63, pattern: '^[A-Za-z0-9_-]+$', description: '模板编码（字母、数字、- 与 _；租户内唯一）' }),
  accountId: Int4Id('邮箱账号编号'),
  nickname: Type.Optional(Nullable(Text({ maxLength: 255, pattern: '^[^\\r\\n<>"]*$', description: '发送人名称' }))),
  title: Text({ minLength: 1, maxLength: 255, pattern: '^[^\\r\\n]*$', description: '邮件标题，参数写作 {name}' }),
  content: Text({ minLength: 1, maxLength: MAIL_CONTENT_MAX, description: '邮件内容（HTML），参数写作 {name}' }),
  status: Status,
  remark: Type.Optional(Nullable(Text({ maxLength: 255 }))),
};
export const MailTemplateCreate = Body(templateFields);
export const MailTemplateUpdate = Body({ id: Int4Id(), ...templateFields });

const Mail = Type.String({ maxLength: 255, pattern: EMAIL_PATTERN });
const MailList = Type.Array(Mail, { maxItems: MAIL_MAX_RECIPIENTS });

/** A template parameter's value: any JSON scalar, as the reference's `Map<String, Object>`; null counts as missing. */
export const MailTemplateParamValue = Type.Union([Text({ maxLength: 1024 }), SafeNumber(), Type.Boolean(), Type.Null()]);

/**
 * send-mail: the template screen's 测试. Today's UI sends `toMails` (with `ccMails`, `bccMails`); the 2022 one a
 * single `mail`. Either will do; together at most MAIL_MAX_RECIPIENTS addresses.
 */
export const MailTemplateSend = Body({
  mail: Type.Optional(Mail),
  toMails: Type.Optional(MailList),
  ccMails: Type.Optional(MailList),
  bccMails: Type.Optional(MailList),
  templateCode: Text({ minLength: 1, maxLength: 63 }),
  templateParams: Type.Optional(Type.Record(Type.String({ maxLength: 63 }), MailTemplateParamValue, { maxProperties: MAIL_MAX_PARAMS })),
});
