import { CodegenScene, type HtmlType, type JavaType, type ListCondition } from '@console/contracts/infra/codegen';
import { DICT_TYPE } from '@console/contracts/dict';
import { BASE_FIELDS } from './defaults';
import { jsString as quote } from './escape';
import { classNames } from './names';
import type { Definition, DefinitionColumn } from './service';

/*
 * What the templates read: a definition turned into the names, schemas and flags of the code to write. Everything a
 * template would otherwise compute (TypeBox expressions, column types, DDL) is decided here, once, in code a test
 * can read.
 */

const AUDIT_COLUMNS = ['creator', 'create_time', 'updater', 'update_time'];

export interface FieldModel {
  column: string;
  field: string;
  label: string;
  kind: JavaType;
  nullable: boolean;
  primaryKey: boolean;
  create: boolean;
  update: boolean;
  filter: boolean;
  condition: ListCondition;
  result: boolean;
  html: HtmlType;
  dictType: string;
  /** `DICT_TYPE.COMMON_STATUS` when the contracts name the dictionary, else its type as a string literal. */
  dictRef: string | null;
  /** Whether the dictionary's values are numbers (the value kind is). */
  dictNumeric: boolean;
  maxLength: number | null;
  example: string | null;
  /** TypeBox of the field in a row (read). */
  rowSchema: string;
  /** TypeBox of the field in a create/update body. */
  inputSchema: string;
  /** TypeBox of the field as a page filter. */
  filterSchema: string;
  /** The Kysely column type. */
  tableType: string;
  /** The column in `create table`. */
  ddl: string;
  /** A value a test writes, and a second one for the update. */
  sample: string;
  sampleChanged: string;
}

export interface GenModel {
  tableName: string;
  tableComment: string;
  moduleName: string;
  /** Kebab case of the class name without the module prefix: URL, permission and file names (`dict-data`). */
  kebab: string;
  /** lowerCamel of the same (`dictData`): the web folder, as the original's component path. */
  camel: string;
  /** UpperCamel (`DictData`): type and schema names. */
  pascal: string;
  classComment: string;
  author: string;
  permission: string;
  /** Scene 2 (用户 APP): routes under /app-api for client apps' tokens holding `clientScope`; no screen, no menu. */
  app: boolean;
  clientScope: string;
  url: string;
  component: string;
  parentMenuId: number;
  errorCode: number;
  pk: FieldModel;
  fields: FieldModel[];
  rowFields: FieldModel[];
  createFields: FieldModel[];
  updateFields: FieldModel[];
  /** Create and update take the same fields: one shared object in the contracts. */
  sameInputs: boolean;
  filterFields: FieldModel[];
  /** Columns of the table type (all but the audit and tenant columns when the table has the full set). */
  tableFields: FieldModel[];
  hasAudit: boolean;
  hasTenant: boolean;
  needs: { dateRange: boolean; dict: boolean };
}


export const isNumber = (kind: JavaType) => kind === 'Long' || kind === 'Integer' || kind === 'Double' || kind === 'BigDecimal';

function lengthOf(dataType: string): number | null {
  const match = /\((\d+)/.exec(dataType);
  return match ? Number(match[1]) : null;
}

/** A smallint (or MySQL tinyint) column takes Int16's range, any other integer column Int32's. */
const isSmallInteger = (dataType: string) => /^(smallint|int2|smallserial|tinyint)\b/.test(dataType.toLowerCase());

/** The largest whole part a numeric(p,s) column holds (below it every value fits), null when unbounded or too wide to matter. */
function numericLimit(dataType: string): number | null {
  const precision = /\((\d+)\s*(?:,\s*(\d+))?\)/.exec(dataType);
  if (!precision) return null;
  const digits = Number(precision[1]) - Number(precision[2] ?? 0);
  return digits >= 1 && digits <= 15 ? 10 ** digits - 1 : null;
}

function valueSchema(field: { kind: JavaType; label: string; maxLength: number | null; small: boolean; limit: number | null }, input: boolean, required: boolean): string {
  const description = `description: ${quote(field.label)}`;
  switch (field.kind) {
    case 'Long':
      return input ? `SafeInteger({ ${description} })` : 'Type.Integer()';
    case 'Integer':
      return input ? `${field.small ? 'Int16' : 'Int32'}({ ${description} })` : 'Type.Integer()';
    case 'Double':
    case 'BigDecimal':
      return input ? `SafeNumber({ ${field.limit ? `minimum: -${field.limit}, maximum: ${field.limit}, ` : ''}${description} })` : 'Type.Number()';
    case 'Date':
      return input ? `EpochMs(${quote(field.label)})` : 'Type.Integer()';
    case 'Boolean':
      return input ? `Type.Boolean({ ${description} })` : 'Type.Boolean()';
    default:
      return input ? `Text({ ${required ? 'minLength: 1, ' : ''}maxLength: ${field.maxLength ?? 10000}, ${description} })` : 'Type.String()';
  }
}

/** A filter's value: bounded as the input, without a description (the filter names the field). */
function filterValueSchema(kind: JavaType, maxLength: number | null, small: boolean): string {
  switch (kind) {
    case 'Long':
      return 'SafeInteger()';
    case 'Integer':
      return small ? 'Int16()' : 'Int32()';
    case 'Double':
    case 'BigDecimal':
      return 'SafeNumber()';
    case 'Date':
      return "EpochMs('')";
    case 'Boolean':
      return 'Type.Boolean()';
    default:
      return `Text({ maxLength: ${maxLength ?? 10000} })`;
  }
}

function ddlType(column: DefinitionColumn): string {
  const type = column.dataType.toLowerCase();
  switch (column.javaType as JavaType) {
    case 'Long':
      return column.autoIncrement ? 'bigserial' : 'bigint';
    case 'Integer':
      return column.autoIncrement ? 'serial' : /smallint|tinyint/.test(type) ? 'smallint' : 'integer';
    case 'Boolean':
      return 'boolean';
    case 'BigDecimal': {
      const precision = /\((\d+)\s*,\s*(\d+)\)/.exec(type);
      return precision ? `numeric(${precision[1]},${precision[2]})` : 'numeric';
    }
    case 'Double':
      return 'double precision';
    case 'Date':
      return 'timestamptz';
    default: {
      const length = lengthOf(type);
      return /char/.test(type) && length ? `varchar(${length})` : 'text';
    }
  }
}

function samples(field: { kind: JavaType; field: string; maxLength: number | null; dictNumeric: boolean }): [string, string] {
  switch (field.kind) {
    case 'Long':
    case 'Integer':
      return field.dictNumeric ? ['0', '1'] : ['1', '2'];
    case 'Double':
    case 'BigDecimal':
      return ['1.5', '2.5'];
    case 'Date':
      return ['Date.UTC(2026, 0, 2, 3, 4, 5)', 'Date.UTC(2026, 5, 6, 7, 8, 9)'];
    case 'Boolean':
      return ['true', 'false'];
    default: {
      const max = field.maxLength ?? 30;
      const text = (suffix: string) => quote(`${field.field}-${suffix}`.slice(0, Math.max(1, max)));
      return [text('a'), text('b')];
    }
  }
}

function fieldOf(column: DefinitionColumn): FieldModel {
  const kind = column.javaType as JavaType;
  const maxLength = kind === 'String' ? lengthOf(column.dataType) : null;
  const dictType = column.dictType.trim();
  const dictKey = Object.entries(DICT_TYPE).find(([, type]) => type === dictType)?.[0];
  const dictNumeric = dictType !== '' && isNumber(kind);
  const small = isSmallInteger(column.dataType);
  const limit = kind === 'BigDecimal' ? numericLimit(column.dataType) : null;
  const base = { kind, label: column.columnComment, maxLength, small, limit };
  const required = !column.nullable;
  const input = valueSchema(base, true, required);
  const [sample, sampleChanged] = samples({ kind, field: column.javaField, maxLength, dictNumeric });
  const condition = column.listOperationCondition as ListCondition;
  const filterScalar = filterValueSchema(kind, maxLength, small);
  return {
    column: column.columnName,
    field: column.javaField,
    label: column.columnComment,
    kind,
    nullable: column.nullable,
    primaryKey: column.primaryKey,
    create: column.createOperation,
    update: column.updateOperation,
    filter: column.listOperation,
    condition,
    result: column.listOperationResult,
    html: column.htmlType as HtmlType,
    dictType,
    dictRef: dictType ? (dictKey ? `DICT_TYPE.${dictKey}` : quote(dictType)) : null,
    dictNumeric,
    maxLength,
    example: column.example,
    rowSchema: column.nullable ? `Nullable(${valueSchema(base, false, false)})` : valueSchema(base, false, false),
    inputSchema: required ? input : `Type.Optional(Nullable(${input}))`,
    filterSchema:
      condition === 'BETWEEN'
        ? kind === 'Date'
          ? 'Type.Optional(DateRange)'
          : `Type.Optional(Type.Array(${filterScalar}, { minItems: 2, maxItems: 2 }))`
        : `Type.Optional(${filterScalar})`,
    tableType: kind === 'Date' ? (column.nullable ? 'NullableTimestamp' : 'Timestamp') : `${isNumber(kind) ? 'number' : kind === 'Boolean' ? 'boolean' : 'string'}${column.nullable ? ' | null' : ''}`,
    ddl: `${column.columnName} ${ddlType(column)}${column.primaryKey ? ' primary key' : column.nullable ? '' : ' not null'}`,
    sample,
    sampleChanged,
  };
}

/** The model of a definition; `errorCode` is the definition's own block (1-099-xxx-000), moved by error-block.ts past another module's. */
export function buildModel(definition: Definition): GenModel {
  const { table } = definition;
  const moduleName = table.moduleName;
  const { pascal: simpleClass, camel, kebab } = classNames(moduleName, table.className);
  const names = new Set(definition.columns.map((c) => c.columnName));
  const hasAudit = AUDIT_COLUMNS.every((c) => names.has(c));
  const hasTenant = names.has('tenant_id');
  const fields = definition.columns.map(fieldOf);
  const pk = fields.find((f) => f.primaryKey) ?? fields[0]!;
  const managed = (f: FieldModel) => (hasAudit && AUDIT_COLUMNS.includes(f.column)) || (hasTenant && f.column === 'tenant_id');
  const inputOf = (flag: 'create' | 'update') => fields.filter((f) => f[flag] && !f.primaryKey && !BASE_FIELDS.has(f.field));
  const createFields = inputOf('create');
  const updateFields = inputOf('update');
  const filterFields = fields.filter((f) => f.filter && !f.primaryKey);
  return {
    tableName: table.tableName,
    tableComment: table.tableComment,
    moduleName,
    kebab,
    camel,
    pascal: simpleClass,
    classComment: table.classComment,
    author: table.author,
    permission: `${moduleName}:${kebab}`,
    app: table.scene === CodegenScene.APP,
    clientScope: `${moduleName}.${kebab}`,
    url: `/${moduleName}/${kebab}`,
    component: `${moduleName}/${camel}/index`,
    parentMenuId: table.parentMenuId ?? 0,
    errorCode: 1_099_000_000 + (table.id % 1000) * 1000,
    pk,
    fields,
    rowFields: fields.filter((f) => f.result || f.primaryKey),
    createFields,
    updateFields,
    sameInputs: createFields.map((f) => f.field).join() === updateFields.map((f) => f.field).join(),
    filterFields,
    tableFields: fields.filter((f) => !managed(f)),
    hasAudit,
    hasTenant,
    needs: { dateRange: filterFields.some((f) => f.condition === 'BETWEEN' && f.kind === 'Date'), dict: fields.some((f) => f.dictRef?.startsWith('DICT_TYPE.')) },
  };
}
