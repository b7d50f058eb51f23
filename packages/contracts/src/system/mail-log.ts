import { Type } from 'typebox';
import { DateRange, Int4Id, Nullable, Paging, Text } from '../schema';

export const MailLogRow = Type.Object({
  id: Type.Integer(),
  userId: Nullable(Type.Integer()),
  userType: Nullable(Type.Integer()),
  toMails: Type.Array(Type.String()),
  /** The first recipient, for the 2022 UI's single-address column. */
  toMail: Type.String(),
  ccMails: Type.Array(Type.String()),
  bccMails: Type.Array(Type.String()),
  accountId: Type.Integer(),
  fromMail: Type.String(),
  templateId: Type.Integer(),
  templateCode: Type.String(),
  templateNickname: Nullable(Type.String()),
  templateTitle: Type.String(),
  templateContent: Type.String(),
  templateParams: Type.Record(Type.String(), Type.String()),
  sendStatus: Type.Integer(),
  sendTime: Nullable(Type.Integer()),
  sendMessageId: Nullable(Type.String()),
  sendException: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const MailLogFilter = Type.Object({
  userId: Type.Optional(Int4Id('用户编号')),
  userType: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  toMail: Type.Optional(Text({ maxLength: 255 })),
  accountId: Type.Optional(Int4Id()),
  templateId: Type.Optional(Int4Id()),
  sendStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 })),
  sendTime: Type.Optional(DateRange),
});
export const MailLogPageQuery = Type.Object({ ...Paging, ...MailLogFilter.properties });
