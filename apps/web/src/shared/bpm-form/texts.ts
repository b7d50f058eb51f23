import { registerFeatureTexts } from '../i18n/i18n';
import { enUS, zhCN } from './locales';

// Loaded with the screens that show designed forms.
registerFeatureTexts('bpmForm', { 'zh-CN': zhCN, 'en-US': enUS });
