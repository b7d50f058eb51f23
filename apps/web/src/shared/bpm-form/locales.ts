import type { LocaleShape } from '../i18n/locale-shape';

/** Texts of the designed-form renderer (namespace `bpmForm`). */
export const zhCN = {
  pleaseEnter: '请输入{{label}}',
  pleaseSelect: '请选择{{label}}',
  upload: '点击上传',
  unsupported: '（此控件 {{tag}} 暂不支持显示）',
};

export const enUS: LocaleShape<typeof zhCN> = {
  pleaseEnter: 'Enter {{label}}',
  pleaseSelect: 'Choose {{label}}',
  upload: 'Upload',
  unsupported: '(the {{tag}} control cannot be shown yet)',
};
