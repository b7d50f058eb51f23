import { registerFeatureTexts } from '../i18n/i18n';
import { enUS, zhCN } from './locales';

// Loaded with the payment screens that use these pieces, not with the shell.
registerFeatureTexts('payShared', { 'zh-CN': zhCN, 'en-US': enUS });
