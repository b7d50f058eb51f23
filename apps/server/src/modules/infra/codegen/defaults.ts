import type { HtmlType, JavaType, ListCondition } from '@console/contracts/infra/codegen';
import type { CodegenColumnTable } from '../../../db/schema';
import type { SchemaColumn, SchemaDialect } from '../db-schema/types';
import { fieldOfColumn, namesOfTable } from './names';

/*
 * What an import writes before anyone edits it (devtools reference §2.5 and §2.6): the value kind of each column, its
 * flags, its query condition and form control, and the names derived from the table's. The rules are the original's,
 * read for PostgreSQL types as well as MySQL ones.
 */

/** Columns every table of this console has (and the original's `deleted`): never entered in a form. */
export const BASE_FIELDS = new Set(['createTime', 'updateTime', 'creator', 'updater', 'deleted', 'tenantId']);

/** The value kind of a database type, first rule that matches (MySQL's vocabulary and PostgreSQL's `format_type`). */
export function javaTypeOf(dataType: string): JavaType {
  const type = dataType.toLowerCase();
  if (/char|text|json|enum|uuid|\[\]/.test(type)) return 'String';
  if (/^(bigint|int8|bigserial|serial8)\b/.test(type)) return 'Long';
  if (/^(tinyint\(1\)|bit\(1\)|boolean|bool)$/.test(type)) return 'Boolean';
  if (/^(tinyint|smallint|mediumint|int|integer|int2|int4|serial|smallserial|serial4|bit)\b/.test(type)) return 'Integer';
  if (/^(decimal|numeric)\b/.test(type)) return 'BigDecimal';
  if (/^(float|double|real)\b/.test(type)) return 'Double';
  if (/^(date|time|timestamp|datetime|year)\b/.test(type)) return 'Date';
  return 'String';
}

function endsWithAny(field: string, suffixes: readonly string[]): boolean {
  const lower = field.toLowerCase();
  return suffixes.some((suffix) => lower.endsWith(suffix));
}

export function listConditionOf(javaField: string): ListCondition {
  if (endsWithAny(javaField, ['name'])) return 'LIKE';
  if (endsWithAny(javaField, ['time', 'date'])) return 'BETWEEN';
  return '=';
}

const HTML_BY_SUFFIX: ReadonlyArray<[readonly string[], HtmlType]> = [
  [['status', 'sex'], 'radio'],
  [['type'], 'select'],
  [['image'], 'upload_image'],
  [['file'], 'upload_file'],
  [['content', 'description', 'demo'], 'editor'],
  [['time', 'date'], 'datetime'],
];

export function htmlTypeOf(javaField: string, javaType: JavaType): HtmlType {
  if (javaType === 'Boolean') return 'radio';
  return HTML_BY_SUFFIX.find(([suffixes]) => endsWithAny(javaField, suffixes))?.[1] ?? 'input';
}

/**
 * What an import writes into a column's row (codegen_column, less its table id): the row's own fields as the table
 * declares them, the kinds the generator chooses narrowed to the values it knows.
 */
export interface ColumnDefaults
  extends Pick<
    CodegenColumnTable,
    | 'columnName'
    | 'dataType'
    | 'columnComment'
    | 'nullable'
    | 'primaryKey'
    | 'autoIncrement'
    | 'ordinalPosition'
    | 'javaField'
    | 'example'
    | 'createOperation'
    | 'updateOperation'
    | 'listOperation'
    | 'listOperationResult'
  > {
  javaType: JavaType;
  dictType: string;
  listOperationCondition: ListCondition;
  htmlType: HtmlType;
  /** JSON of the column's facts beyond its type (CodegenColumnFacts). */
  facts: string;
}

/** What the console's common columns are called where a table leaves them without a comment. */
const COMMON_LABELS: Record<string, string> = {
  id: '编号',
  creator: '创建者',
  create_time: '创建时间',
  updater: '更新者',
  update_time: '更新时间',
  tenant_id: '租户编号',
  deleted: '是否删除',
};

/** One column as an import writes it; a column without a comment gets a common label or its name (the edit page asks for better). */
export function columnDefaults(column: SchemaColumn, ordinalPosition: number, dialect: SchemaDialect): ColumnDefaults {
  const javaField = fieldOfColumn(column.name);
  const javaType = javaTypeOf(column.dataType);
  const base = BASE_FIELDS.has(javaField);
  const pk = column.primaryKey;
  return {
    columnName: column.name,
    // An enum's labels are in its facts: a long `enum(...)` is cut to the column's width, not refused.
    dataType: column.dataType.slice(0, 100),
    columnComment: column.comment.trim() || COMMON_LABELS[column.name] || column.name,
    nullable: column.nullable,
    primaryKey: pk,
    autoIncrement: column.autoIncrement,
    ordinalPosition,
    javaType,
    javaField,
    dictType: '',
    example: null,
    createOperation: !base && javaField !== 'id' && !pk,
    updateOperation: !base || pk,
    listOperation: javaField !== 'id' && !pk && (!base || javaField === 'createTime'),
    listOperationCondition: listConditionOf(javaField),
    listOperationResult: !base || javaField === 'createTime',
    htmlType: htmlTypeOf(javaField, javaType),
    facts: JSON.stringify({
      dialect,
      default: column.defaultSql,
      identity: column.identity,
      generated: column.generated,
      enumValues: column.enumValues,
      elementType: column.elementType,
    }),
  };
}

export interface TableNames {
  moduleName: string;
  businessName: string;
  className: string;
  classComment: string;
}

/** `system_dict_data` with 字典数据表 → system / dictdata / DictData / 字典数据 (§2.6); names.ts checks them. */
export function tableNames(tableName: string, tableComment: string): TableNames {
  return { ...namesOfTable(tableName), classComment: tableComment.replace(/表$/i, '').slice(0, 50) || tableName.slice(0, 50) };
}
