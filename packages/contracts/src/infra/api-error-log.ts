import { Type } from 'typebox';
import { DateRange, Id, Nullable, Paging } from '../schema';
import { ApiRequestFields, ApiRequestFilterFields } from './api-request';

export { ProcessStatus } from '../codes';

export const ApiErrorLogRow = Type.Object({
  ...ApiRequestFields,
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
  /** The handler's nickname (null while unhandled, or when the user is gone); the original's screen shows only the id. */
  processUserName: Nullable(Type.String()),
  createTime: Type.Integer(),
});

export const ApiErrorLogFilter = Type.Object({
  ...ApiRequestFilterFields,
  exceptionTime: Type.Optional(DateRange),
  processStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});
export const ApiErrorLogPageQuery = Type.Object({ ...Paging, ...ApiErrorLogFilter.properties });
export const ProcessQuery = Type.Object({ id: Id(), processStatus: Type.Integer({ minimum: 1, maximum: 2, description: '1 已处理，2 已忽略' }) });
