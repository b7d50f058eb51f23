import { Type } from 'typebox';
import { DateRange, Paging, Text } from '../schema';

export const LoginLogRow = Type.Object({
  id: Type.Integer(),
  logType: Type.Integer(),
  traceId: Type.String(),
  userId: Type.Integer(),
  userType: Type.Integer(),
  username: Type.String(),
  result: Type.Integer(),
  userIp: Type.String(),
  userAgent: Type.String(),
  createTime: Type.Integer(),
});

export const LoginLogFilter = Type.Object({
  userIp: Type.Optional(Text({ maxLength: 50 })),
  username: Type.Optional(Text({ maxLength: 50 })),
  /** true: successful sign-ins (result 0); false: every failure (result > 0). */
  status: Type.Optional(Type.Boolean()),
  createTime: Type.Optional(DateRange),
});
export const LoginLogPageQuery = Type.Object({ ...Paging, ...LoginLogFilter.properties });
