// Each feature keeps its texts beside its code. These are the ones the first screen needs (the shared kit and the
// landing page): importing this module registers them, and the app does so with its first antd screen
// (app-routes.tsx), so the sign-in page's download does not carry them. The others come with their screens: the
// feature's texts.ts registers them when its code loads.
import { registerFeatureTexts } from '../shared/i18n/i18n';
import * as lawyer from '../features/audit/lawyer/locales';
import * as crud from '../shared/components/crud/locales';

const modules = { lawyer, crud };

for (const [namespace, texts] of Object.entries(modules)) registerFeatureTexts(namespace, { 'zh-CN': texts.zhCN, 'en-US': texts.enUS });
