import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** Roles screen (namespace `role`). */
export const zhCN = {
  entity: '角色',
  id: '角色编号',
  name: '角色名称',
  code: '角色标识',
  type: '角色类型',
  sort: '显示顺序',
  formSort: '角色顺序',
  add: '添加角色',
  editTitle: '修改角色',
  exportName: '角色',
  menuPermission: '菜单权限',
  dataPermission: '数据权限',
  assignMenu: '菜单权限',
  assignDataScope: '分配数据权限',
  dataScope: '权限范围',
  menus: '菜单权限',
  depts: '数据权限',
  builtIn: '系统内置角色不能修改或删除',
};

export const enUS: LocaleShape<typeof zhCN> = {
  entity: 'role',
  id: 'Role ID',
  name: 'Role name',
  code: 'Role code',
  type: 'Role type',
  sort: 'Sort',
  formSort: 'Sort',
  add: 'Add role',
  editTitle: 'Edit role',
  exportName: 'role',
  menuPermission: 'Menus',
  dataPermission: 'Data scope',
  assignMenu: 'Menu permissions',
  assignDataScope: 'Assign data scope',
  dataScope: 'Scope',
  menus: 'Menus',
  depts: 'Departments',
  builtIn: 'Built-in roles cannot be edited or deleted',
};
