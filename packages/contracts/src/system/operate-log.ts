import { Type } from 'typebox';
import { DateRange, Id, Nullable, Paging, Text } from '../schema';

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
  // The Vue 3 admin UI's names (the reference's later model), beside the 2022 fields above; its `type` (the module
  // as text) is `module` here, as `type` stays the 2022 UI's operate type.
  /** The operator's nickname (as userNickname). */
  userName: Nullable(Type.String()),
  /** The operation (as name). */
  subType: Type.String(),
  /** What was done: the content, else the operation's name. */
  action: Type.String(),
  /** The row the write touched (the id in its before/after, or the id a create answered); 0 when none. */
  bizId: Type.Integer(),
  /** exts as JSON text. */
  extra: Type.String(),
  /** When it happened (as startTime). */
  createTime: Type.Integer(),
});

export const OperateLogFilter = Type.Object({
  module: Type.Optional(Text({ maxLength: 50 })),
  /** Operators whose nickname contains this. */
  userNickname: Type.Optional(Text({ maxLength: 30 })),
  /** The 2022 UI's operate type (a number), or the Vue 3 UI's module text (as `module`). */
  type: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Text({ maxLength: 50 })])),
  /** true: result code 0; false: any failure. */
  success: Type.Optional(Type.Boolean()),
  startTime: Type.Optional(DateRange),
  // The Vue 3 UI's search fields.
  userId: Type.Optional(Id('操作人编号')),
  subType: Type.Optional(Text({ maxLength: 50 })),
  action: Type.Optional(Text({ maxLength: 200 })),
  bizId: Type.Optional(Id('业务编号')),
  createTime: Type.Optional(DateRange),
});
export const OperateLogPageQuery = Type.Object({ ...Paging, ...OperateLogFilter.properties });
