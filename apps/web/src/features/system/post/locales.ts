import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** Posts screen (namespace `post`). */
export const zhCN = {
  entity: '岗位',
  id: '岗位编号',
  code: '岗位编码',
  name: '岗位名称',
  sort: '岗位排序',
  formSort: '岗位顺序',
  status: '岗位状态',
  add: '添加岗位',
  editTitle: '修改岗位',
  exportName: '岗位',
};

export const enUS: LocaleShape<typeof zhCN> = {
  entity: 'post',
  id: 'Post ID',
  code: 'Post code',
  name: 'Post name',
  sort: 'Sort',
  formSort: 'Sort',
  status: 'Status',
  add: 'Add post',
  editTitle: 'Edit post',
  exportName: 'post',
};
