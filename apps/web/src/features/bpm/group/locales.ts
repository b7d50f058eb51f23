import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** 用户分组 (namespace `bpmGroup`). */
export const zhCN = {
  id: '编号',
  name: '组名',
  description: '描述',
  members: '成员',
  status: '状态',
  entity: '用户组编号',
  add: '添加用户组',
  edit: '修改用户组',
  more: '等 {{count}} 人',
};

export const enUS: LocaleShape<typeof zhCN> = {
  id: 'ID',
  name: 'Name',
  description: 'Description',
  members: 'Members',
  status: 'Status',
  entity: 'user group ID',
  add: 'Add user group',
  edit: 'Edit user group',
  more: 'and {{count}} more',
};
