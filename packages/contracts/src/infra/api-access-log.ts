import { Type } from 'typebox';
import { DateRange, Int32, Paging } from '../schema';
import { ApiRequestFields, ApiRequestFilterFields } from './api-request';

export const ApiAccessLogRow = Type.Object({
  ...ApiRequestFields,
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
  ...ApiRequestFilterFields,
  beginTime: Type.Optional(DateRange),
  /** Requests that took at least this many milliseconds. */
  duration: Type.Optional(Int32({ minimum: 0 })),
  resultCode: Type.Optional(Int32()),
});
export const ApiAccessLogPageQuery = Type.Object({ ...Paging, ...ApiAccessLogFilter.properties });
