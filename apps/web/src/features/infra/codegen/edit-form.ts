import { HTML_TYPES, LIST_CONDITIONS, type HtmlType, type JavaType, type ListCondition } from '@console/contracts/codes';
import type { CodegenColumn, CodegenTable, CodegenTableDetail, CodegenUpdateBody } from './codegen-api';

/** One row of 字段信息 as the form holds it. */
export interface ColumnValues {
  columnComment: string;
  javaType: string;
  javaField: string;
  example?: string | null;
  createOperation: boolean;
  updateOperation: boolean;
  listOperationResult: boolean;
  listOperation: boolean;
  nullable: boolean;
  listOperationCondition: string;
  htmlType: string;
  dictType?: string | null;
}

/** The edit page's form: the table's settings (基本信息, 生成信息) and one row per column. */
export interface EditValues {
  tableName: string;
  tableComment: string;
  className: string;
  author: string;
  remark?: string | null;
  templateType: number;
  scene: number;
  moduleName: string;
  businessName: string;
  classComment: string;
  parentMenuId?: number | null;
  columns: ColumnValues[];
}

export type EditTab = 'basic' | 'columns' | 'gen';

/** The fields of 基本信息; 字段信息 is `columns`; the rest are 生成信息. */
const BASIC_FIELDS: ReadonlySet<string> = new Set(['tableName', 'tableComment', 'className', 'author', 'remark']);

/** The tab showing a form field (by its name path), to open when the field fails validation. */
export function tabOfField(name: readonly (string | number)[]): EditTab {
  const first = String(name[0]);
  if (first === 'columns') return 'columns';
  return BASIC_FIELDS.has(first) ? 'basic' : 'gen';
}

/** The original UI's names for two controls, and its 「<」 that sent `<>`: read as the values they stand for. */
const HTML_TYPE_ALIASES: Readonly<Record<string, HtmlType>> = { imageUpload: 'upload_image', fileUpload: 'upload_file' };

export function normaliseHtmlType(value: string): HtmlType {
  return HTML_TYPE_ALIASES[value] ?? ((HTML_TYPES as readonly string[]).includes(value) ? (value as HtmlType) : 'input');
}

export function normaliseCondition(value: string): ListCondition {
  if (value === '<>') return '<';
  return (LIST_CONDITIONS as readonly string[]).includes(value) ? (value as ListCondition) : '=';
}

function columnValues(column: CodegenColumn): ColumnValues {
  return {
    columnComment: column.columnComment,
    javaType: column.javaType,
    javaField: column.javaField,
    example: column.example,
    createOperation: column.createOperation,
    updateOperation: column.updateOperation,
    listOperationResult: column.listOperationResult,
    listOperation: column.listOperation,
    nullable: column.nullable,
    listOperationCondition: normaliseCondition(column.listOperationCondition),
    htmlType: normaliseHtmlType(column.htmlType),
    dictType: column.dictType || undefined,
  };
}

/** The form's starting values from GET /detail. */
export function toEditValues({ table, columns }: CodegenTableDetail): EditValues {
  return {
    tableName: table.tableName,
    tableComment: table.tableComment,
    className: table.className,
    author: table.author,
    remark: table.remark,
    templateType: table.templateType,
    scene: table.scene,
    moduleName: table.moduleName,
    businessName: table.businessName,
    classComment: table.classComment,
    parentMenuId: table.parentMenuId ?? undefined,
    columns: columns.map(columnValues),
  };
}

const trimmed = (text: string | null | undefined): string => (text ?? '').trim();
const orNull = (text: string | null | undefined): string | null => trimmed(text) || null;

/**
 * PUT /update's body: only what the contract names (no ids of other rows, no times), flags as JSON booleans (the
 * original UI sent a toggled checkbox as the string "true"), a cleared dictionary as "" (as the original), `<` as `<`.
 */
export function toUpdateBody(table: CodegenTable, columns: readonly CodegenColumn[], values: EditValues): CodegenUpdateBody {
  return {
    table: {
      id: table.id,
      scene: Number(values.scene),
      tableName: trimmed(values.tableName),
      tableComment: trimmed(values.tableComment),
      remark: orNull(values.remark),
      moduleName: trimmed(values.moduleName),
      businessName: trimmed(values.businessName),
      className: trimmed(values.className),
      classComment: trimmed(values.classComment),
      author: trimmed(values.author),
      templateType: Number(values.templateType),
      parentMenuId: values.parentMenuId ?? null,
    },
    columns: columns.map((column, index) => {
      const row = values.columns[index]!;
      return {
        id: column.id,
        columnComment: trimmed(row.columnComment),
        nullable: row.nullable === true,
        // The form only lets one of JAVA_TYPES through (the Java类型 rule).
        javaType: row.javaType as JavaType,
        javaField: trimmed(row.javaField),
        dictType: row.dictType ?? '',
        example: orNull(row.example),
        createOperation: row.createOperation === true,
        updateOperation: row.updateOperation === true,
        listOperation: row.listOperation === true,
        listOperationCondition: normaliseCondition(row.listOperationCondition),
        listOperationResult: row.listOperationResult === true,
        htmlType: normaliseHtmlType(row.htmlType),
      };
    }),
  };
}
