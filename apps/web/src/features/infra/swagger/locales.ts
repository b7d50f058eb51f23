import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** 系统接口 (namespace `infraSwagger`). */
export const zhCN = {
  intro: '本系统全部接口的 OpenAPI 文档。“Try it out” 发出的请求带着你的登录令牌和租户，按你的权限执行。',
  loadFailed: '接口文档加载失败',
};

export const enUS: LocaleShape<typeof zhCN> = {
  intro: "The OpenAPI document of every route of this system. Requests sent with “Try it out” carry your sign-in token and tenant, and run with your permissions.",
  loadFailed: 'The API document could not be loaded',
};
