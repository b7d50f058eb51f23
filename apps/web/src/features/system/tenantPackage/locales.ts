import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** Tenant packages screen (namespace `tenantPackage`). */
export const zhCN = {
  entity: '租户套餐',
  id: '套餐编号',
  name: '套餐名',
  menus: '菜单权限',
  status: '状态',
  add: '添加租户套餐',
  editTitle: '修改租户套餐',
  menusRequired: '菜单权限不能为空',
};

export const enUS: LocaleShape<typeof zhCN> = {
  entity: 'tenant package',
  id: 'Package ID',
  name: 'Package name',
  menus: 'Menus',
  status: 'Status',
  add: 'Add tenant package',
  editTitle: 'Edit tenant package',
  menusRequired: 'Choose at least one menu',
};
