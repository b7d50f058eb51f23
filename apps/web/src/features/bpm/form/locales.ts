import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** 流程表单 and its edit screen around the shared designer (namespace `bpmFormDesign`; the designer's own: `formDesigner`). */
export const zhCN = {
  id: '编号',
  name: '表单名',
  status: '开启状态',
  remark: '备注',
  entity: '工作表单的编号',
  detail: '表单详情',
  formInfo: '表单信息',
  save: '保存',
  back: '返回',
  saved: '保存成功',
  nameRequired: '请输入表单名',
  noFields: '请至少添加一个字段',
  duplicate: '表单项({{a}}) 和 ({{b}}) 使用了相同的字段名({{name}})',
};

export const enUS: LocaleShape<typeof zhCN> = {
  id: 'ID',
  name: 'Form name',
  status: 'Status',
  remark: 'Remark',
  entity: 'form ID',
  detail: 'Form preview',
  formInfo: 'Form',
  save: 'Save',
  back: 'Back',
  saved: 'Saved',
  nameRequired: 'Enter the form name',
  noFields: 'Add at least one field',
  duplicate: 'Fields ({{a}}) and ({{b}}) use the same variable ({{name}})',
};
