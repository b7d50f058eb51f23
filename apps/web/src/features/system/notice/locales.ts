import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** Notices screen (namespace `notice`). */
export const zhCN = {
  entity: '公告',
  id: '公告编号',
  title: '公告标题',
  type: '公告类型',
  content: '内容',
  status: '状态',
  add: '添加公告',
  editTitle: '修改公告',
  preview: '预览',
  createBy: '创建者',
  operator: '操作人员',
};

export const enUS: LocaleShape<typeof zhCN> = {
  entity: 'notice',
  id: 'Notice ID',
  title: 'Title',
  type: 'Type',
  content: 'Content',
  status: 'Status',
  add: 'Add notice',
  editTitle: 'Edit notice',
  preview: 'Preview',
  createBy: 'Created by',
  operator: 'Operator',
};
