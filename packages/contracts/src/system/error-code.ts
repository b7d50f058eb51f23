import { Type } from 'typebox';
import { Body, DateRange, Id, Int32, Nullable, Paging, Text } from '../schema';

export { ErrorCodeType } from '../codes';

/** 错误码管理 (system_error_code, devtools reference §6): the messages the API answers for its error codes. */
export const ErrorCodeRow = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  applicationName: Type.String(),
  code: Type.Integer(),
  message: Type.String(),
  memo: Type.String(),
  createTime: Type.Integer(),
});

/** The pinned UI's filters: type as the dictionary's text ("1"), the code typed into a text box ("1002000000"). */
export const ErrorCodeFilter = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  applicationName: Type.Optional(Text({ maxLength: 50 })),
  code: Type.Optional(Int32()),
  message: Type.Optional(Text({ maxLength: 512 })),
  createTime: Type.Optional(DateRange),
});
export const ErrorCodePageQuery = Type.Object({ ...Paging, ...ErrorCodeFilter.properties });

/** `code` comes as text from the pinned UI's input ("1002000000"); bodies read exact decimal text as a number. */
const errorCodeFields = {
  applicationName: Text({ minLength: 1, maxLength: 50, description: '应用名' }),
  code: Int32({ description: '错误码编码' }),
  message: Text({ minLength: 1, maxLength: 512, description: '错误码错误提示（{} 为参数的位置）' }),
  memo: Type.Optional(Nullable(Text({ maxLength: 512, description: '备注' }))),
};
export const ErrorCodeCreate = Body(errorCodeFields);
export const ErrorCodeUpdate = Body({ id: Id(), ...errorCodeFields });
