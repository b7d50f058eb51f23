import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** Data source configs (namespace `dataSourceConfig`). */
export const zhCN = {
  id: '主键编号',
  name: '数据源名称',
  url: '数据源连接',
  urlPlaceholder: 'jdbc:mysql://127.0.0.1:3306/库名',
  urlHint: '支持 jdbc:mysql://、jdbc:postgresql://、mysql://、postgres:// 开头的地址，须写明库名；用户名和密码不要写进地址。保存前会用它测试连接。',
  username: '用户名',
  password: '密码',
  passwordHint: '密码加密保存，从不回显：每次保存（包括修改）都需要重新输入，用于测试连接。',
  add: '添加数据源配置',
  editTitle: '修改数据源配置',
  masterLocked: '主数据源是控制台自己的数据库，来自启动配置，不能在这里修改或删除',
  entity: '数据源配置编号',
};

export const enUS: LocaleShape<typeof zhCN> = {
  id: 'ID',
  name: 'Name',
  url: 'Connection URL',
  urlPlaceholder: 'jdbc:mysql://127.0.0.1:3306/database',
  urlHint: 'A URL starting with jdbc:mysql://, jdbc:postgresql://, mysql:// or postgres://, naming the database; keep the user name and password out of it. The connection is tested before saving.',
  username: 'User name',
  password: 'Password',
  passwordHint: 'Stored encrypted and never shown again: type it on every save (edits too); it is used to test the connection.',
  add: 'Add data source',
  editTitle: 'Edit data source',
  masterLocked: "The master is the console's own database, set by its start-up configuration: it cannot be edited or deleted here",
  entity: 'data source',
};
