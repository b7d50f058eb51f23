import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** Departments screen (namespace `dept`). */
export const zhCN = {
  entity: '部门',
  name: '部门名称',
  leader: '负责人',
  sort: '排序',
  displaySort: '显示排序',
  parent: '上级部门',
  phone: '联系电话',
  email: '邮箱',
  status: '部门状态',
  add: '添加部门',
  editTitle: '修改部门',
  phoneInvalid: '请输入正确的手机号码',
  emailInvalid: '请输入正确的邮箱地址',
  root: '顶级部门',
};

export const enUS: LocaleShape<typeof zhCN> = {
  entity: 'department',
  name: 'Department name',
  leader: 'Leader',
  sort: 'Sort',
  displaySort: 'Sort',
  parent: 'Parent department',
  phone: 'Phone',
  email: 'Email',
  status: 'Status',
  add: 'Add department',
  editTitle: 'Edit department',
  phoneInvalid: 'Please enter a valid mobile number',
  emailInvalid: 'Please enter a valid email address',
  root: 'Top level',
};
