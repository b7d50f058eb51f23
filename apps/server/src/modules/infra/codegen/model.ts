import { CodegenScene, type HtmlType, type JavaType, type ListCondition } from '@console/contracts/infra/codegen';
import { DICT_TYPE } from '@console/contracts/dict';
import { casing, VERBATIM } from '../../../db/casing';
import { mapColumnType, postgresDefault, type MappedType, type ValueKind } from './column-type';
import { BASE_FIELDS } from './defaults';
import { jsString as quote } from './escape';
import { classNames, fieldOfColumn } from './names';
import type { Definition, DefinitionColumn } from './service';

/*
 * What the templates read: a definition turned into the names, schemas and flags of the code to write. Everything a
 * template would otherwise compute (TypeBox expressions, column types, DDL) is decided here, once, in code a test
 * can read.
 */

export interface FieldModel {
  column: string;
  /** The Kysely property of the column (db/casing.ts: camelCase, or `$name` for a name camelCase cannot reach). */
  ref: string;
  field: string;
  label: string;
  /** The value kind the column type maps to (column-type.ts); `kind` is the same in the original's vocabulary. */
  kind: JavaType;
  value: ValueKind;
  /** Why the module leaves the column out (a type it cannot represent), null when it is in. */
  omit: string | null;
  /** A default, identity or generated column: optional on create. */
  hasDefault: boolean;
  /** Never written: a generated column or an identity ALWAYS. */
  generated: boolean;
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
  /** The entry of the select list (date, time and wide numerics read as text). */
  selectCode: string;
  /** The column in `create table`. */
  ddl: string;
  /** A value a test writes, and a second one for the update. */
  sample: string;
  sampleChanged: string;
}

export interface GenModel {
  tableName: string;
  /** The table's Kysely name: its own (`system_post`), or `$cbCamelTable` for a mixed-case one (db/casing.ts). */
  tableRef: string;
  /** Column names in the table's order (the migration writes them so). */
  columnOrder: string[];
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
  /** Columns of the table type (all but the tenant column and the columns left out). */
  tableFields: FieldModel[];
  /** The audit columns the table has, each on its own (the original's BaseDO columns); `deleted` means soft delete. */
  audit: { creator?: FieldModel; updater?: FieldModel; createTime?: FieldModel; updateTime?: FieldModel; deleted?: FieldModel };
  hasTenant: boolean;
  /** Columns left out (types the module cannot represent), with their reasons. */
  omitted: FieldModel[];
  /** Why the table cannot be generated (no key, a composite key, a column that must be written but cannot), null when it can. */
  refusal: { code: 'PRIMARY_KEY_MISSING' | 'PRIMARY_KEY_COMPOSITE' | 'COLUMN_TYPE_UNSUPPORTED'; args: string[] } | null;
  needs: { dateRange: boolean; dict: boolean };
}


export const isNumber = (kind: JavaType) => kind === 'Long' || kind === 'Integer' || kind === 'Double' || kind === 'BigDecimal';

/** A column the module reads and writes by its own spelling: `$name` when camelCase ↔ snake_case cannot reach it (db/casing.ts). */
export function kyselyRef(name: string): string {
  const camel = fieldOfColumn(name);
  return casing.snake(camel) === name ? camel : `${VERBATIM}${name}`;
}

const KIND_OF: Record<ValueKind, JavaType> = {
  smallint: 'Integer',
  integer: 'Integer',
  bigint: 'Long',
  float: 'Double',
  decimal: 'BigDecimal',
  decimalText: 'String',
  boolean: 'Boolean',
  text: 'String',
  uuid: 'String',
  date: 'String',
  time: 'String',
  timestamp: 'Date',
  timestamptz: 'Date',
  json: 'String',
  enum: 'String',
  array: 'String',
};

const PATTERNS: Partial<Record<ValueKind, [pattern: string, maxLength: number]>> = {
  decimalText: ['^-?\\\\d+(\\\\.\\\\d+)?$', 1000],
  uuid: ['^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', 36],
  date: ['^\\\\d{4}-\\\\d{2}-\\\\d{2}$', 10],
  time: ['^\\\\d{2}:\\\\d{2}(:\\\\d{2}(\\\\.\\\\d{1,6})?)?$', 15],
};

/** TypeBox of a value: in a row (`read`), a create/update body (`input`, with its description) or a filter. */
function schemaOf(type: MappedType, value: ValueKind, use: 'read' | 'input' | 'filter', label: string, required: boolean): string {
  const described = use === 'input' ? `description: ${quote(label)}` : '';
  const options = (...parts: string[]) => {
    const list = [...parts, described].filter(Boolean);
    return list.length ? `{ ${list.join(', ')} }` : '';
  };
  const limit = type.wholeDigits !== null && type.wholeDigits >= 1 ? 10 ** type.wholeDigits - 1 : null;
  switch (value) {
    case 'smallint':
      return use === 'read' ? 'Type.Integer()' : `Int16(${options()})`;
    case 'integer':
      return use === 'read' ? 'Type.Integer()' : `Int32(${options()})`;
    case 'bigint':
      return use === 'read' ? 'Type.Integer()' : `SafeInteger(${options()})`;
    case 'float':
      return use === 'read' ? 'Type.Number()' : `SafeNumber(${options()})`;
    case 'decimal':
      return use === 'read' ? 'Type.Number()' : `SafeNumber(${options(...(limit ? [`minimum: -${limit}`, `maximum: ${limit}`] : []))})`;
    case 'boolean':
      return use === 'read' ? 'Type.Boolean()' : `Type.Boolean(${options()})`;
    case 'timestamp':
    case 'timestamptz':
      return use === 'read' ? 'Type.Integer()' : use === 'input' ? `EpochMs(${quote(label)})` : "EpochMs('')";
    case 'json':
      return `Type.Unknown(${options()})`;
    case 'enum':
      return `Type.Union([${(type.enumValues ?? []).map((v) => `Type.Literal(${quote(v)})`).join(', ')}]${described ? `, ${options()}` : ''})`;
    case 'array': {
      const element = schemaOf({ ...type, maxLength: null }, type.element ?? 'text', use === 'read' ? 'read' : 'filter', label, false);
      return use === 'read' ? `Type.Array(${element})` : `Type.Array(${element}, ${options('maxItems: 1000')})`;
    }
    default: {
      if (use === 'read') return 'Type.String()';
      const pattern = PATTERNS[value];
      if (pattern) return `Text(${options(`pattern: '${pattern[0]}'`, `maxLength: ${pattern[1]}`)})`;
      return `Text(${options(...(required && use === 'input' ? ['minLength: 1'] : []), `maxLength: ${type.maxLength ?? 10000}`)})`;
    }
  }
}

const UUIDS = ["'3f0e8a4c-5b6d-4e7f-8a9b-0c1d2e3f4a51'", "'3f0e8a4c-5b6d-4e7f-8a9b-0c1d2e3f4a52'"] as const;

function samplesOf(type: MappedType, value: ValueKind, field: string, dictNumeric: boolean): [string, string] {
  const decimals = (whole: string) => (type.scale ? `${whole}.${'5'.padEnd(type.scale, '0')}` : whole);
  switch (value) {
    case 'smallint':
    case 'integer':
    case 'bigint':
      return dictNumeric ? ['0', '1'] : ['1', '2'];
    case 'float':
      return ['1.5', '2.5'];
    case 'decimal':
      return type.wholeDigits === 0 ? ['0.5', '0.25'] : type.scale === 0 ? ['1', '2'] : ['1.5', '2.5'];
    case 'decimalText':
      return type.scale === null ? ["'1.5'", "'2.5'"] : type.wholeDigits === 0 ? [`'${decimals('0')}'`, `'${decimals('0')}'`] : [`'${decimals('1')}'`, `'${decimals('2')}'`];
    case 'boolean':
      return ['true', 'false'];
    case 'timestamp':
    case 'timestamptz':
      return ['Date.UTC(2026, 0, 2, 3, 4, 5)', 'Date.UTC(2026, 5, 6, 7, 8, 9)'];
    case 'date':
      return ["'2026-01-02'", "'2026-06-07'"];
    case 'time':
      return ["'03:04:05'", "'07:08:09'"];
    case 'uuid':
      return [UUIDS[0], UUIDS[1]];
    case 'json':
      return ["{ a: 1, b: ['x'] }", '[1, 2]'];
    case 'enum': {
      const labels = type.enumValues ?? [''];
      return [quote(labels[0]!), quote(labels[labels.length - 1]!)];
    }
    case 'array': {
      const [a, b] = samplesOf({ ...type, maxLength: 8, fixed: false, samples: null }, type.element ?? 'text', 'e', false);
      return [`[${a}, ${b}]`, `[${b}]`];
    }
    default: {
      if (type.samples) return [quote(type.samples[0]), quote(type.samples[1])];
      const max = Math.max(1, type.maxLength ?? 30);
      const text = (suffix: string) => {
        const cut = `${field}-${suffix}`.slice(0, max);
        return quote(type.fixed ? cut.padEnd(max, 'x') : cut);
      };
      return [text('a'), text('b')];
    }
  }
}

/** The TypeScript of a value as Kysely reads it (`select`) and as it is written (`write`). */
function kyselyTypes(type: MappedType): { select: string; write: string } {
  switch (type.value) {
    case 'smallint':
    case 'integer':
    case 'bigint':
    case 'float':
    case 'decimal':
      return { select: 'number', write: 'number' };
    case 'boolean':
      return { select: 'boolean', write: 'boolean' };
    case 'timestamp':
    case 'timestamptz':
      return { select: 'number', write: 'Date | string' };
    case 'json':
      return { select: 'unknown', write: 'string' };
    case 'enum': {
      const labels = (type.enumValues ?? []).map(quote).join(' | ') || 'string';
      return { select: labels, write: labels };
    }
    case 'array': {
      const element = kyselyTypes({ ...type, value: type.element ?? 'text' }).select;
      return { select: `${element}[]`, write: `${element}[]` };
    }
    default:
      return { select: 'string', write: 'string' };
  }
}

/** SQL identifier in double quotes (the migration's DDL): a reserved word or a mixed-case name kept as it is. */
export const sqlIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

function ddlOf(column: DefinitionColumn, type: MappedType, defaultSql: string | null): string {
  const facts = column.facts;
  const name = sqlIdentifier(column.columnName);
  const parts = [name, type.ddl];
  if (type.enumValues) parts.push(`check (${name} in (${type.enumValues.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}))`);
  // A PostgreSQL generated column keeps its expression; MySQL's is not translated: a plain nullable column, never written.
  if (facts.generated && facts.dialect !== 'mysql') parts.push(`generated always as (${facts.generated}) stored`);
  else if (column.autoIncrement || facts.identity) parts.push(facts.identity === 'always' ? 'generated always as identity' : 'generated by default as identity');
  else if (defaultSql !== null) parts.push(`default ${defaultSql}`);
  if (column.primaryKey) parts.push('primary key');
  else if (!column.nullable && !(facts.generated && facts.dialect === 'mysql')) parts.push('not null');
  return parts.join(' ');
}

function fieldOf(column: DefinitionColumn): FieldModel {
  const mapping = mapColumnType(column.dataType, column.facts);
  const ref = kyselyRef(column.columnName);
  if ('omit' in mapping) return omittedField(column, ref, mapping.omit);
  const type = mapping;
  const value = type.value;
  const kind = KIND_OF[value];
  const facts = column.facts;
  const defaultSql = postgresDefault(facts, type);
  const generated = Boolean(facts.generated) || facts.identity === 'always';
  const hasDefault = generated || defaultSql !== null || column.autoIncrement || Boolean(facts.identity);
  const dictType = column.dictType.trim();
  const dictKey = Object.entries(DICT_TYPE).find(([, type]) => type === dictType)?.[0];
  const dictNumeric = dictType !== '' && isNumber(kind);
  const required = !column.nullable && !hasDefault;
  const input = schemaOf(type, value, 'input', column.columnComment, !column.nullable);
  const [sample, sampleChanged] = samplesOf(type, value, column.javaField, dictNumeric);
  const condition = column.listOperationCondition as ListCondition;
  const filterScalar = schemaOf(type, value, 'filter', column.columnComment, false);
  const { select, write } = kyselyTypes(type);
  const orNull = column.nullable ? ' | null' : '';
  const writable = generated ? 'never' : `${write}${orNull}${hasDefault ? ' | undefined' : ''}`;
  // `unknown` (JSON) already holds null.
  const selectType = value === 'json' ? select : `${select}${orNull}`;
  const textRead = value === 'date' || value === 'time' || value === 'decimalText';
  return {
    column: column.columnName,
    ref,
    field: column.javaField,
    label: column.columnComment,
    kind,
    value,
    omit: null,
    hasDefault,
    generated,
    nullable: column.nullable,
    primaryKey: column.primaryKey,
    create: column.createOperation && !generated,
    update: column.updateOperation && !generated,
    filter: column.listOperation && value !== 'array' && value !== 'json',
    condition,
    result: column.listOperationResult,
    html: column.htmlType as HtmlType,
    dictType,
    dictRef: dictType ? (dictKey ? `DICT_TYPE.${dictKey}` : quote(dictType)) : null,
    dictNumeric,
    maxLength: type.maxLength,
    example: column.example,
    rowSchema: column.nullable ? `Nullable(${schemaOf(type, value, 'read', '', false)})` : schemaOf(type, value, 'read', '', false),
    inputSchema: required ? input : column.nullable ? `Type.Optional(Nullable(${input}))` : `Type.Optional(${input})`,
    filterSchema:
      condition === 'BETWEEN'
        ? kind === 'Date'
          ? 'Type.Optional(DateRange)'
          : `Type.Optional(Type.Tuple([${filterScalar}, ${filterScalar}]))`
        : `Type.Optional(${filterScalar})`,
    // Kysely's own wrappers where they say it (as kysely-codegen writes them), ColumnType where reads and writes differ.
    tableType: generated
      ? `GeneratedAlways<${selectType}>`
      : select === write
        ? hasDefault
          ? `Generated<${selectType}>`
          : selectType
        : `ColumnType<${selectType}, ${writable}, ${writable}>`,
    selectCode: textRead
      ? `sql<string${orNull}>\`cast(\${sql.ref(${quote(ref)})} as text)\`.as(${quote(column.javaField)})`
      : quote(ref === column.javaField ? ref : `${ref} as ${column.javaField}`),
    ddl: ddlOf(column, type, defaultSql),
    sample,
    sampleChanged,
  };
}

/** A column of a type the module cannot represent: kept in the migration's table (nullable, or the table is refused), out of the module. */
function omittedField(column: DefinitionColumn, ref: string, reason: string): FieldModel {
  const facts = column.facts;
  const type = column.dataType.toLowerCase();
  const translatable = facts.dialect !== 'mysql' && !/\[\]$/.test(type) ? type : /blob|binary/.test(type) ? 'bytea' : 'text';
  const hasDefault = Boolean(facts.default || facts.generated || facts.identity);
  return {
    column: column.columnName,
    ref,
    field: column.javaField,
    label: column.columnComment,
    kind: 'String',
    value: 'text',
    omit: reason,
    hasDefault,
    generated: true,
    nullable: column.nullable,
    primaryKey: column.primaryKey,
    create: false,
    update: false,
    filter: false,
    condition: '=',
    result: false,
    html: 'input',
    dictType: '',
    dictRef: null,
    dictNumeric: false,
    maxLength: null,
    example: null,
    rowSchema: '',
    inputSchema: '',
    filterSchema: '',
    tableType: '',
    selectCode: '',
    ddl: `${sqlIdentifier(column.columnName)} ${translatable}${facts.dialect !== 'mysql' && facts.default ? ` default ${facts.default}` : ''}${column.nullable ? '' : ' not null'}`,
    sample: '',
    sampleChanged: '',
  };
}

/** The model of a definition; `errorCode` is the definition's own block (1-099-xxx-000), moved by error-block.ts past another module's. */
export function buildModel(definition: Definition): GenModel {
  const { table } = definition;
  const moduleName = table.moduleName;
  const { pascal: simpleClass, camel, kebab } = classNames(moduleName, table.className);
  const all = definition.columns.map(fieldOf);
  const fields = all.filter((f) => f.omit === null);
  const omitted = all.filter((f) => f.omit !== null);
  const keys = all.filter((f) => f.primaryKey);
  const pk = keys[0] ?? fields[0] ?? all[0]!;
  const byField = (name: string) => fields.find((f) => f.field === name);
  const hasTenant = byField('tenantId') !== undefined;
  const audit = {
    creator: byField('creator'),
    updater: byField('updater'),
    createTime: byField('createTime'),
    updateTime: byField('updateTime'),
    deleted: ['Boolean', 'Integer', 'Long'].includes(byField('deleted')?.kind ?? '') ? byField('deleted') : undefined,
  };
  const managed = (f: FieldModel) => BASE_FIELDS.has(f.field);
  const mustWrite = (f: FieldModel) => !f.nullable && !f.hasDefault && !managed(f);
  const createFields = fields.filter((f) => !f.generated && !managed(f) && (f.primaryKey ? !f.hasDefault : f.create || mustWrite(f)));
  const updateFields = fields.filter((f) => f.update && !f.generated && !f.primaryKey && !managed(f));
  const filterFields = fields.filter((f) => f.filter && !f.primaryKey);
  const blocking = omitted.find((f) => !f.nullable && !f.hasDefault);
  const refusal: GenModel['refusal'] =
    keys.length === 0
      ? { code: 'PRIMARY_KEY_MISSING', args: [] }
      : keys.length > 1
        ? { code: 'PRIMARY_KEY_COMPOSITE', args: [keys.map((k) => k.column).join(', ')] }
        : blocking
          ? { code: 'COLUMN_TYPE_UNSUPPORTED', args: [blocking.column, blocking.omit!] }
          : null;
  return {
    tableName: table.tableName,
    tableRef: casing.snake(table.tableName) === table.tableName ? table.tableName : `${VERBATIM}${table.tableName}`,
    columnOrder: definition.columns.map((c) => c.columnName),
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
    tableFields: fields.filter((f) => !(hasTenant && f.field === 'tenantId')),
    audit,
    hasTenant,
    omitted,
    refusal,
    needs: { dateRange: filterFields.some((f) => f.condition === 'BETWEEN' && f.kind === 'Date'), dict: fields.some((f) => f.dictRef?.startsWith('DICT_TYPE.')) },
  };
}
