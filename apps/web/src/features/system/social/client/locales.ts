import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** 社交客户端 (namespace `socialClient`). */
export const zhCN = {
  id: '编号',
  name: '应用名',
  socialType: '社交平台',
  clientId: '客户端编号',
  clientIdHint: '钉钉：AppKey；企业微信：CorpId；微信：AppID；码云 / GitHub：Client ID',
  clientSecret: '客户端密钥',
  clientSecretKeep: '显示为 ****** 表示已设置；不修改则保持原密钥',
  agentId: 'AgentId',
  agentIdHint: '企业微信自建应用的 AgentId；其他平台不填',
  status: '状态',
  callbackHint: '在平台上登记的回调地址：{{url}}',
  entity: '社交客户端编号',
  add: '添加社交客户端',
  edit: '修改社交客户端',
};

export const enUS: LocaleShape<typeof zhCN> = {
  id: 'ID',
  name: 'App name',
  socialType: 'Platform',
  clientId: 'Client ID',
  clientIdHint: 'DingTalk: AppKey; WeCom: CorpId; WeChat: AppID; Gitee / GitHub: Client ID',
  clientSecret: 'Client secret',
  clientSecretKeep: '****** means a secret is set; leave it to keep the stored one',
  agentId: 'AgentId',
  agentIdHint: "A WeCom app's AgentId; leave empty for other platforms",
  status: 'Status',
  callbackHint: 'The callback address to register at the platform: {{url}}',
  entity: 'social client ID',
  add: 'Add social client',
  edit: 'Edit social client',
};
