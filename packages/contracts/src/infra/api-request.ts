import { Type } from 'typebox';
import { IdOrZero } from '../schema';

/** What the API access log and the API error log both record of a request (their rows start with these). */
export const ApiRequestFields = {
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
};

/** The filters both logs share: who asked, from which application, which URL. */
export const ApiRequestFilterFields = {
  userId: Type.Optional(IdOrZero('用户编号')),
  userType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  applicationName: Type.Optional(Type.String({ maxLength: 50 })),
  requestUrl: Type.Optional(Type.String({ maxLength: 255 })),
};
