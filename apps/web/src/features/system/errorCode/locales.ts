import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** 错误码管理 (namespace `errorCode`). */
export const zhCN = {
  entity: '错误码',
  entityId: '错误码编号',
  id: '编号',
  type: '类型',
  typeFilter: '错误码类型',
  applicationName: '应用名',
  code: '错误码编码',
  message: '错误码提示',
  messageHint: '{} 按顺序填入出错时的参数（如名称、编号）；保存后接口即回答这句提示',
  codeInvalid: '错误码编码必须是整数',
  memo: '备注',
  add: '添加错误码',
  editTitle: '修改错误码',
};

export const enUS: LocaleShape<typeof zhCN> = {
  entity: 'error codes',
  entityId: 'error code ID',
  id: 'ID',
  type: 'Type',
  typeFilter: 'Error code type',
  applicationName: 'Application',
  code: 'Error code',
  message: 'Message',
  messageHint: 'Each {} is filled in order with the error’s details (a name, an ID); once saved, the API answers with this message',
  codeInvalid: 'The error code must be a whole number',
  memo: 'Memo',
  add: 'Add error code',
  editTitle: 'Edit error code',
};
