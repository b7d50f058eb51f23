import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** Regions screen (namespace `area`). */
export const zhCN = {
  id: '编号',
  name: '地名',
  ipLookup: 'IP 查询',
  ip: 'IP',
  ipPlaceholder: '请输入 IP 地址',
  result: '地址',
  resultPlaceholder: '展示查询 IP 结果',
  found: '查询成功',
};

export const enUS: LocaleShape<typeof zhCN> = {
  id: 'Code',
  name: 'Name',
  ipLookup: 'IP lookup',
  ip: 'IP',
  ipPlaceholder: 'Enter an IP address',
  result: 'Region',
  resultPlaceholder: 'The region of the IP shows here',
  found: 'Found',
};
