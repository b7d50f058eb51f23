import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN } from '../../locales/zh-CN';
import { enUS } from '../../locales/en-US';
import { STORAGE_KEYS, readStorage, writeStorage } from '../config/storage-keys';

export type Language = 'zh-CN' | 'en-US';
export const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
];

function initialLanguage(): Language {
  return readStorage(STORAGE_KEYS.language) === 'en-US' ? 'en-US' : 'zh-CN';
}

void i18next.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: initialLanguage(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export function setLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return i18next.language === 'en-US' ? 'en-US' : 'zh-CN';
}

export const i18n = i18next;
export const t = i18next.t.bind(i18next);
