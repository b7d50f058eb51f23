import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** 代码生成示例 screen (namespace `infraTestDemo`), written by 代码生成. */
export const zhCN = {
  entity: '代码生成示例',
  entityId: '代码生成示例编号',
  fields: {
    id: '编号',
    name: '名字',
    status: '状态',
    type: '类型',
    category: '分类',
    remark: '备注',
    creator: '创建者',
    createTime: '创建时间',
    updater: '更新者',
    updateTime: '更新时间',
  },
  add: '添加代码生成示例',
  editTitle: '修改代码生成示例',
};

export const enUS: LocaleShape<typeof zhCN> = {
  entity: 'test demo',
  entityId: 'Test demo ID',
  fields: {
    id: 'Id',
    name: 'Name',
    status: 'Status',
    type: 'Type',
    category: 'Category',
    remark: 'Remark',
    creator: 'Creator',
    createTime: 'Create time',
    updater: 'Updater',
    updateTime: 'Update time',
  },
  add: 'Add test demo',
  editTitle: 'Edit test demo',
};
