import { registerFeatureTexts } from '@/shared/i18n/i18n';
import { enUS, zhCN } from './locales';

// The feature's texts arrive with its screens (see src/locales/features.ts); every page of the feature imports this.
registerFeatureTexts('notify', { 'zh-CN': zhCN, 'en-US': enUS });
