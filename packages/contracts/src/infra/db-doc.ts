import { Type } from 'typebox';
import { IdOrZero } from '../schema';

/** 数据库文档's three exports (devtools reference §4). */
export const DbDocExportQuery = Type.Object({
  // The original writes the file to disk first and deletes it unless told otherwise; ours never touches the disk.
  deleteFile: Type.Optional(Type.Boolean({ description: '是否删除生成的临时文件（兼容参数，文档不落盘，忽略）' })),
  dataSourceConfigId: Type.Optional(IdOrZero('数据源配置编号，0 或不传为主数据源')),
});

/** The saved names of the documents (the Word one is a real .docx, not the original's HTML-based .doc). */
export const DB_DOC_FILE_NAMES = { html: '数据库文档.html', word: '数据库文档.docx', markdown: '数据库文档.md' } as const;
