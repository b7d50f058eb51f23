import { Type } from 'typebox';
import { DateRange, Nullable, Paging, Text } from '../schema';

export const OperateLogRow = Type.Object({
  id: Type.Integer(),
  traceId: Type.String(),
  userId: Type.Integer(),
  userNickname: Nullable(Type.String()),
  userType: Type.Integer(),
  module: Type.String(),
  name: Type.String(),
  type: Type.Integer(),
  content: Type.String(),
  /** `{before, after}` for updates and deletes; `{}` otherwise. */
  exts: Type.Record(Type.String(), Type.Unknown()),
  requestMethod: Type.String(),
  requestUrl: Type.String(),
  userIp: Type.String(),
  userAgent: Type.String(),
  javaMethod: Type.String(),
  javaMethodArgs: Type.String(),
  startTime: Type.Integer(),
  duration: Type.Integer(),
  resultCode: Type.Integer(),
  resultMsg: Type.String(),
  resultData: Type.String(),
});

export const OperateLogFilter = Type.Object({
  module: Type.Optional(Text({ maxLength: 50 })),
  /** Operators whose nickname contains this. */
  userNickname: Type.Optional(Text({ maxLength: 30 })),
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** true: result code 0; false: any failure. */
  success: Type.Optional(Type.Boolean()),
  startTime: Type.Optional(DateRange),
});
export const OperateLogPageQuery = Type.Object({ ...Paging, ...OperateLogFilter.properties });
