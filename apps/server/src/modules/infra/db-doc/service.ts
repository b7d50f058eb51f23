import type { SchemaColumn, SchemaReader } from '../db-schema/types';

/**
 * 数据库文档 (devtools reference §4): what every format prints — the header, the index of tables and, per table, the
 * 9-column table of its columns — as plain text; html.ts, markdown.ts and docx.ts only lay it out.
 */

/** Tables a document holds at most (the first by name): a database of many thousands stays a bounded document. */
export const MAX_DOCUMENTED_TABLES = 2000;

export const DOC_TITLE = '数据库设计文档';
export const INDEX_HEADERS = ['序号', '表名', '说明'] as const;
export const COLUMN_HEADERS = ['序号', '名称', '数据类型', '长度', '小数位', '允许空值', '主键', '默认值', '说明'] as const;
export const COMMENT_LABEL = '说明';

/** The index in pieces of this many rows: each piece of a streamed document is a few milliseconds of work. */
export function* inPieces<T>(items: readonly T[], size = 100): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
export const COLUMNS_LABEL = '数据列';

export interface DocumentTable {
  /** 1..n: the table's 序号 in the index. */
  ordinal: number;
  /** What the index links to (names may hold any character; this is safe in every format). */
  anchor: string;
  name: string;
  comment: string;
  /** One row of cells per column, under COLUMN_HEADERS. */
  rows: string[][];
}

export interface DatabaseDocument {
  /** Label and value of each header line (数据库名, 文档版本, 文档描述), as the original prints them. */
  header: Array<[label: string, value: string]>;
  tables: DocumentTable[];
  /** Said under the header when the database has more tables than the document holds. */
  cappedNotice: string | null;
}

/** Control characters other than tab and line breaks: meaningless in a document, and invalid in Word's XML. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** A value as printed: trimmed (as the original), without control characters. */
export const printable = (value: string): string => value.replace(CONTROL, '').trim();

/** The cells of a column's row, under COLUMN_HEADERS. */
function columnCells(column: SchemaColumn): string[] {
  return [
    String(column.ordinal),
    column.name,
    column.dataType,
    column.length === null ? '' : String(column.length),
    String(column.scale ?? 0),
    column.nullable ? 'Y' : 'N',
    column.primaryKey ? 'Y' : 'N',
    column.defaultValue ?? '',
    column.comment,
  ].map(printable);
}

/** Reads what the document prints, in a fixed number of queries, at most `maxTables` tables. */
export async function readDatabaseDocument(reader: SchemaReader, maxTables = MAX_DOCUMENTED_TABLES): Promise<DatabaseDocument> {
  const databaseName = await reader.databaseName();
  // One more than the cap tells whether there are more.
  const tables = await reader.describeAll(maxTables + 1);
  const capped = tables.length > maxTables;
  return {
    header: [
      ['数据库名', printable(databaseName)],
      ['文档版本', '1.0.0'],
      ['文档描述', '文档描述'],
    ],
    tables: tables.slice(0, maxTables).map(({ table, columns }, index) => ({
      ordinal: index + 1,
      anchor: `table_${index + 1}`,
      name: printable(table.name),
      comment: printable(table.comment),
      rows: columns.map(columnCells),
    })),
    cappedNotice: capped ? `数据库的表超过 ${maxTables} 张，本文档只收录按表名排序的前 ${maxTables} 张。` : null,
  };
}
