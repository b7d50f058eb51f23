import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** 商户信息 (namespace `payMerchant`). */
export const zhCN = {
  id: '商户编号',
  no: '商户号',
  name: '商户全称',
  shortName: '商户简称',
  status: '开启状态',
  remark: '备注',
  entity: '支付商户信息编号',
  statusEntity: '商户',
  add: '添加支付商户信息',
  edit: '修改支付商户信息',
  exportName: '支付商户信息',
};

export const enUS: LocaleShape<typeof zhCN> = {
  id: 'Merchant ID',
  no: 'Merchant no.',
  name: 'Full name',
  shortName: 'Short name',
  status: 'Status',
  remark: 'Remark',
  entity: 'merchant ID',
  statusEntity: 'merchant',
  add: 'Add merchant',
  edit: 'Edit merchant',
  exportName: 'payment merchants',
};
