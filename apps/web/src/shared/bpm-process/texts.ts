import { registerFeatureTexts } from '../i18n/i18n';
import { enUS, zhCN } from './locales';

// Loaded with the workflow screens (我的流程, 发起流程, 待办/已办, 流程详情, OA 请假, 流程定义).
registerFeatureTexts('bpmProcess', { 'zh-CN': zhCN, 'en-US': enUS });
