import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readStorage, writeStorage } from '../config/storage-keys';

export type Language = 'zh-CN' | 'en-US';
export const LANGUAGES: { value: Language; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
];

/** A tree of messages: the app's zh-CN tree, and each other language's twin. */
export type LocaleTree = { readonly [key: string]: string | readonly string[] | LocaleTree };
export type LocaleLoaders = Record<Exclude<Language, 'zh-CN'>, () => Promise<LocaleTree>>;

// Filled by startI18n: the messages are the app's (they gather every feature's), so shared/ imports none of them.
let loaders: LocaleLoaders | null = null;
/** Languages whose app-wide messages are in (feature texts registered early do not count). */
const loadedLanguages = new Set<Language>(['zh-CN']);

function storedLanguage(): Language {
  return readStorage(STORAGE_KEYS.language) === 'en-US' ? 'en-US' : 'zh-CN';
}

void i18next.use(initReactI18next).init({
  resources: {},
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

async function ensureMessages(language: Language): Promise<void> {
  if (language === 'zh-CN' || loadedLanguages.has(language)) return;
  if (!loaders) throw new Error('startI18n has not run');
  // Deep: texts features registered before (registerFeatureTexts) stay.
  i18next.addResourceBundle(language, 'translation', await loaders[language](), true, true);
  loadedLanguages.add(language);
}

/**
 * Texts a feature ships with its own screens (a lazy chunk) instead of the app's first download: both languages, under
 * the feature's namespace, added when the feature's code is loaded — before any of its screens renders.
 */
export function registerFeatureTexts(namespace: string, texts: Record<Language, LocaleTree>): void {
  for (const [language, tree] of Object.entries(texts)) i18next.addResourceBundle(language, 'translation', { [namespace]: tree }, true, true);
}

async function switchTo(language: Language): Promise<void> {
  await ensureMessages(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Takes the app's messages: zh-CN at once (it ships with the app), the other languages fetched when chosen, so zh-CN
 * users never download them. Resolves when the stored language's messages are in; render after it so no text shows
 * in the wrong language.
 */
export function startI18n(zhCN: LocaleTree, others: LocaleLoaders): Promise<void> {
  i18next.addResourceBundle('zh-CN', 'translation', zhCN, true, true);
  loaders = others;
  return switchTo(storedLanguage()).catch(() => undefined);
}

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
