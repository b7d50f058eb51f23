import { registerFeatureTexts } from '@/shared/i18n/i18n';
import { enUS, zhCN } from './locales';

// The feature's texts arrive with its screen (see src/locales/features.ts).
registerFeatureTexts('dbMonitor', { 'zh-CN': zhCN, 'en-US': enUS });
