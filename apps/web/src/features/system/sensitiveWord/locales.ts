import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** 敏感词管理 screen (namespace `sensitiveWord`). */
export const zhCN = {
  entity: '敏感词',
  id: '编号',
  name: '敏感词',
  tags: '标签',
  tag: '标签',
  status: '状态',
  description: '描述',
  remark: '备注',
  createTime: '创建时间',
  add: '添加敏感词',
  editTitle: '修改敏感词',
  test: '测试',
  testTitle: '检测敏感词',
  text: '文本',
  clean: '不包含敏感词！',
  found: '包含敏感词：{{words}}',
  tagsHint: '可选已有标签，也可输入新标签后回车',
  testTagsHint: '不选标签时检测所有启用的敏感词',
};

export const enUS: LocaleShape<typeof zhCN> = {
  entity: 'sensitive word',
  id: 'ID',
  name: 'Sensitive word',
  tags: 'Tags',
  tag: 'Tag',
  status: 'Status',
  description: 'Description',
  remark: 'Remark',
  createTime: 'Create time',
  add: 'Add sensitive word',
  editTitle: 'Edit sensitive word',
  test: 'Test',
  testTitle: 'Check for sensitive words',
  text: 'Text',
  clean: 'No sensitive words found!',
  found: 'Contains sensitive words: {{words}}',
  tagsHint: 'Pick existing tags, or type a new one and press Enter',
  testTagsHint: 'Without tags, every enabled sensitive word is checked',
};
