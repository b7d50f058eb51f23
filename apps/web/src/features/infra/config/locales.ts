import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** Config parameters (namespace `config`). */
export const zhCN = {
  id: '参数主键',
  category: '参数分类',
  name: '参数名称',
  key: '参数键名',
  value: '参数键值',
  type: '系统内置',
  visible: '是否可见',
  visibleHint: '选"是"时，参数值不会通过"按键名取值"接口下发给前端（原系统中此字段实为"是否敏感"）',
  add: '添加参数',
  editTitle: '修改参数',
  entity: '参数编号',
  exportName: '参数配置',
};

export const enUS: LocaleShape<typeof zhCN> = {
  id: 'ID',
  category: 'Category',
  name: 'Name',
  key: 'Key',
  value: 'Value',
  type: 'Built in',
  visible: 'Visible',
  visibleHint: '"Yes": the read-by-key API never hands the value to the browser (the original system means "sensitive" by it)',
  add: 'Add parameter',
  editTitle: 'Edit parameter',
  entity: 'Parameter ID',
  exportName: 'parameters',
};
