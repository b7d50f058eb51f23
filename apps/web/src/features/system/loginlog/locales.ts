import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** Login log screen (namespace `loginlog`). */
export const zhCN = {
  id: '访问编号',
  logType: '日志类型',
  username: '用户名称',
  userIp: '登录地址',
  userAgent: '浏览器',
  result: '结果',
  status: '状态',
  createTime: '登录日期',
  loginTime: '登录时间',
  exportName: '登录日志',
};

export const enUS: LocaleShape<typeof zhCN> = {
  id: 'Log ID',
  logType: 'Log type',
  username: 'Username',
  userIp: 'IP address',
  userAgent: 'User agent',
  result: 'Result',
  status: 'Status',
  createTime: 'Signed in at',
  loginTime: 'Sign-in time',
  exportName: 'login log',
};
