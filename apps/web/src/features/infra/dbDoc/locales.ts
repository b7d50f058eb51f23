import type { LocaleShape } from '@/shared/i18n/locale-shape';

/** 数据库文档 (namespace `dbDoc`). */
export const zhCN = {
  dataSource: '数据源',
  exportHtml: '导出 HTML',
  exportWord: '导出 Word',
  exportMarkdown: '导出 Markdown',
  refresh: '刷新',
  preview: '数据库文档预览',
  hint: '文档列出所选数据源的每张表及其字段：类型、长度、小数位、允许空值、主键、默认值和注释。',
};

export const enUS: LocaleShape<typeof zhCN> = {
  dataSource: 'Data source',
  exportHtml: 'Export HTML',
  exportWord: 'Export Word',
  exportMarkdown: 'Export Markdown',
  refresh: 'Refresh',
  preview: 'Database document preview',
  hint: "Every table of the chosen data source with its columns: type, length, scale, nullable, primary key, default and comment.",
};
