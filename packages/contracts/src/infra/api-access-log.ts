import { Type } from 'typebox';
import { DateRange, IdOrZero, Int32, Paging } from '../schema';

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
  userId: Type.Optional(IdOrZero('用户编号')),
  userType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  applicationName: Type.Optional(Type.String({ maxLength: 50 })),
  requestUrl: Type.Optional(Type.String({ maxLength: 255 })),
  beginTime: Type.Optional(DateRange),
  /** Requests that took at least this many milliseconds. */
  duration: Type.Optional(Int32({ minimum: 0 })),
  resultCode: Type.Optional(Int32()),
});
export const ApiAccessLogPageQuery = Type.Object({ ...Paging, ...ApiAccessLogFilter.properties });
