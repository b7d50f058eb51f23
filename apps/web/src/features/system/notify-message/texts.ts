import { registerFeatureTexts } from '@/shared/i18n/i18n';
import { enUS, zhCN } from './locales';

// The bell's and 我的站内信's texts arrive with their code (the bell comes with the layout, the page with its chunk).
registerFeatureTexts('notifyMessage', { 'zh-CN': zhCN, 'en-US': enUS });
