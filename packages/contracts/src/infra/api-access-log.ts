import { Type } from 'typebox';
import { DateRange, Paging } from '../schema';

export const ApiAccessLogRow = Type.Object({
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
  operateModule: Type.String(),
  operateName: Type.String(),
  operateType: Type.Integer(),
  beginTime: Type.Integer(),
  endTime: Type.Integer(),
  duration: Type.Integer(),
  resultCode: Type.Integer(),
  resultMsg: Type.String(),
  createTime: Type.Integer(),
});

export const ApiAccessLogFilter = Type.Object({
  userId: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  userType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  applicationName: Type.Optional(Type.String({ maxLength: 50 })),
  requestUrl: Type.Optional(Type.String({ maxLength: 255 })),
  beginTime: Type.Optional(DateRange),
  /** Requests that took at least this many milliseconds. */
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
  resultCode: Type.Optional(Type.Integer({ minimum: -2147483648, maximum: 2147483647 })),
});
export const ApiAccessLogPageQuery = Type.Object({ ...Paging, ...ApiAccessLogFilter.properties });
