import type { Locale } from 'antd/es/locale';
import zhCNLocale from 'antd/es/locale/zh_CN';
import type { Language } from '../shared/i18n/i18n';

// antd's own texts (pagination, empty states, pickers) per language; zh-CN ships with the app, the others are
// fetched on first use, like the app's messages. From antd's ES build: `antd/locale/*` is its CommonJS one, which
// brings CommonJS copies of the picker's and pagination's texts and their interop code.
const loaded: Partial<Record<Language, Locale>> = { 'zh-CN': zhCNLocale };
const LOADERS: Record<Exclude<Language, 'zh-CN'>, () => Promise<Locale>> = {
  'en-US': () => import('antd/es/locale/en_US').then((module) => module.default),
};

export async function loadAntdLocale(language: Language): Promise<void> {
  if (loaded[language]) return;
  loaded[language] = await LOADERS[language as Exclude<Language, 'zh-CN'>]();
}

/** The language's antd locale, or zh-CN until it has arrived. */
export function antdLocaleOf(language: Language): Locale {
  return loaded[language] ?? zhCNLocale;
}

export function hasAntdLocale(language: Language): boolean {
  return loaded[language] !== undefined;
}
