import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN, type LocaleMessages } from '../../locales/zh-CN';
import { STORAGE_KEYS, readStorage, writeStorage } from '../config/storage-keys';

export type Language = 'zh-CN' | 'en-US';
export const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
];

// zh-CN ships with the app; other languages are fetched when chosen, so zh-CN users never download them.
const LOADERS: Record<Exclude<Language, 'zh-CN'>, () => Promise<LocaleMessages>> = {
  'en-US': () => import('../../locales/en-US').then((module) => module.enUS),
};

function storedLanguage(): Language {
  return readStorage(STORAGE_KEYS.language) === 'en-US' ? 'en-US' : 'zh-CN';
}

void i18next.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

async function ensureMessages(language: Language): Promise<void> {
  if (language === 'zh-CN' || i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await LOADERS[language]());
}

async function switchTo(language: Language): Promise<void> {
  await ensureMessages(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Resolves when the stored language's messages are in; render after it so no text shows in the wrong language. */
export const i18nReady: Promise<void> = switchTo(storedLanguage()).catch(() => undefined);

/** Switches and remembers the language; resolves false (and changes nothing) when its messages cannot be fetched. */
export async function setLanguage(language: Language): Promise<boolean> {
  try {
    await switchTo(language);
  } catch {
    return false;
  }
  writeStorage(STORAGE_KEYS.language, language);
  return true;
}

export function currentLanguage(): Language {
  return i18next.language === 'en-US' ? 'en-US' : 'zh-CN';
}

export const i18n = i18next;
export const t = i18next.t.bind(i18next);
