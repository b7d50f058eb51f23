import { zhCN } from '../locales/zh-CN';
import { startI18n } from '../shared/i18n/i18n';

// The app hands shared/i18n the messages of every feature (src/locales gathers them): shared/ imports no feature.
// en-US is its own chunk, fetched when chosen.
export const i18nReady: Promise<void> = startI18n(zhCN, {
  'en-US': () => import('../locales/en-US').then((module) => module.enUS),
});
