import { registerFeatureTexts } from '../i18n/i18n';
import { enUS, zhCN } from './designer-locales';

// Loaded with the screens that design forms.
registerFeatureTexts('formDesigner', { 'zh-CN': zhCN, 'en-US': enUS });
