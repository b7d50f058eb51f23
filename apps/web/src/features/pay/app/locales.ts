import type { LocaleShape } from '../../../shared/i18n/locale-shape';

/** 应用信息 (namespace `payApp`). */
export const zhCN = {
  id: '应用编号',
  name: '应用名',
  status: '开启状态',
  merchant: '所属商户',
  merchantName: '商户名称',
  payNotifyUrl: '支付结果的回调地址',
  refundNotifyUrl: '退款结果的回调地址',
  urlInvalid: '请输入以 http:// 或 https:// 开头的地址',
  remark: '备注',
  channels: '支付渠道',
  noChannels: '未配置',
  entity: '支付应用信息编号',
  statusEntity: '应用',
  add: '添加支付应用信息',
  edit: '修改支付应用信息',
  exportName: '支付应用信息',
  merchantSearch: '输入商户名称搜索',
};

export const enUS: LocaleShape<typeof zhCN> = {
  id: 'App ID',
  name: 'App name',
  status: 'Status',
  merchant: 'Merchant',
  merchantName: 'Merchant name',
  payNotifyUrl: 'Payment notify URL',
  refundNotifyUrl: 'Refund notify URL',
  urlInvalid: 'Enter an address starting with http:// or https://',
  remark: 'Remark',
  channels: 'Channels',
  noChannels: 'None yet',
  entity: 'app ID',
  statusEntity: 'app',
  add: 'Add payment app',
  edit: 'Edit payment app',
  exportName: 'payment apps',
  merchantSearch: 'Type a merchant name',
};
