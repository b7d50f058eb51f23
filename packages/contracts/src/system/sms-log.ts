import { Type } from 'typebox';
import { DateRange, Id, Nullable, Paging, Text } from '../schema';

export const SmsLogRow = Type.Object({
  id: Type.Integer(),
  channelId: Type.Integer(),
  channelCode: Type.String(),
  templateId: Type.Integer(),
  templateCode: Type.String(),
  templateType: Type.Integer(),
  templateContent: Type.String(),
  templateParams: Type.Record(Type.String(), Type.String()),
  apiTemplateId: Type.String(),
  mobile: Type.String(),
  userId: Nullable(Type.Integer()),
  userType: Nullable(Type.Integer()),
  sendStatus: Type.Integer(),
  sendTime: Nullable(Type.Integer()),
  apiSendCode: Nullable(Type.String()),
  apiSendMsg: Nullable(Type.String()),
  apiRequestId: Nullable(Type.String()),
  apiSerialNo: Nullable(Type.String()),
  receiveStatus: Type.Integer(),
  receiveTime: Nullable(Type.Integer()),
  apiReceiveCode: Nullable(Type.String()),
  apiReceiveMsg: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const SmsLogFilter = Type.Object({
  channelId: Type.Optional(Id()),
  templateId: Type.Optional(Id()),
  mobile: Type.Optional(Text({ maxLength: 11 })),
  sendStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 })),
  sendTime: Type.Optional(DateRange),
  receiveStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 20 })),
  receiveTime: Type.Optional(DateRange),
});
export const SmsLogPageQuery = Type.Object({ ...Paging, ...SmsLogFilter.properties });
