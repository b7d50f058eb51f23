import { Type } from 'typebox';
import { DateRange, Id, IdOrZero, Nullable, Paging } from '../schema';

export { ProcessStatus } from '../codes';

export const ApiErrorLogRow = Type.Object({
  id: Type.Integer(),
  traceId: Type.String(),
  userId: Type.Integer(),
  userType: Type.Integer(),
  applicationName: Type.String(),
  requestMethod: Type.String(),
  requestUrl: Type.String(),
  requestParams: Type.String(),
  userIp: Type.String(),
  userAgent: Type.String(),
  exceptionTime: Type.Integer(),
  exceptionName: Type.String(),
  exceptionMessage: Type.String(),
  exceptionRootCauseMessage: Type.String(),
  exceptionStackTrace: Type.String(),
  exceptionClassName: Type.String(),
  exceptionFileName: Type.String(),
  exceptionMethodName: Type.String(),
  exceptionLineNumber: Type.Integer(),
  processStatus: Type.Integer(),
  processTime: Nullable(Type.Integer()),
  processUserId: Nullable(Type.Integer()),
  createTime: Type.Integer(),
});

export const ApiErrorLogFilter = Type.Object({
  userId: Type.Optional(IdOrZero('用户编号')),
  userType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  applicationName: Type.Optional(Type.String({ maxLength: 50 })),
  requestUrl: Type.Optional(Type.String({ maxLength: 255 })),
  exceptionTime: Type.Optional(DateRange),
  processStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});
export const ApiErrorLogPageQuery = Type.Object({ ...Paging, ...ApiErrorLogFilter.properties });
export const ProcessQuery = Type.Object({ id: Id(), processStatus: Type.Integer({ minimum: 1, maximum: 2, description: '1 已处理，2 已忽略' }) });
