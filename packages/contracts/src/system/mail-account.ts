import { Type } from 'typebox';
import { Body, DateRange, Int4Id, Paging, Text } from '../schema';
import { EMAIL_PATTERN } from './user';

/** An account as shown: the password is never sent, only the mask (SECRET_MASK) that says one is stored. */
export const MailAccountRow = Type.Object({
  id: Type.Integer(),
  mail: Type.String(),
  username: Type.String(),
  password: Type.String(),
  host: Type.String(),
  port: Type.Integer(),
  sslEnable: Type.Boolean(),
  starttlsEnable: Type.Boolean(),
  createTime: Type.Integer(),
});

/** simple-list: what a template form or a log filter needs. */
export const MailAccountSimple = Type.Object({ id: Type.Integer(), mail: Type.String() });

export const MailAccountFilter = Type.Object({
  mail: Type.Optional(Text({ maxLength: 255 })),
  username: Type.Optional(Text({ maxLength: 255 })),
  createTime: Type.Optional(DateRange),
});
export const MailAccountPageQuery = Type.Object({ ...Paging, ...MailAccountFilter.properties });

/** A host name or an IPv4/IPv6 literal: nothing that could carry a scheme, a path or a space. */
const HOST_PATTERN = '^[A-Za-z0-9.:\\[\\]-]+$';

const accountFields = {
  mail: Type.String({ minLength: 3, maxLength: 255, pattern: EMAIL_PATTERN, description: '邮箱（发件地址）' }),
  username: Text({ minLength: 1, maxLength: 255, description: 'SMTP 用户名' }),
  host: Type.String({ minLength: 1, maxLength: 255, pattern: HOST_PATTERN, description: 'SMTP 服务器域名' }),
  port: Type.Integer({ minimum: 1, maximum: 65535, description: 'SMTP 服务器端口' }),
  sslEnable: Type.Boolean({ description: '是否开启 SSL（连接即加密，常见端口 465）' }),
  starttlsEnable: Type.Boolean({ description: '是否开启 STARTTLS（连接后升级加密，常见端口 587）' }),
};
export const MailAccountCreate = Body({ ...accountFields, password: Text({ minLength: 1, maxLength: 255, description: 'SMTP 密码（加密保存，从不返回）' }) });
export const MailAccountUpdate = Body({
  id: Int4Id(),
  ...accountFields,
  password: Type.Optional(Text({ maxLength: 255, description: 'SMTP 密码；不填或回传掩码则保持不变' })),
});
