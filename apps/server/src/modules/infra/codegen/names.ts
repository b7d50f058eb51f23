import { CodegenErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';

/*
 * The one rule for the names 代码生成 turns into identifiers, folders, URLs and permissions: the module, business
 * and class names of a table and the property name of each column. A name that breaks it is refused — at import (the
 * names derived from the table's and its columns'), at update and at preview/download (a definition stored before the
 * rule) — with a code naming the table or column and the reason; never rewritten into another name.
 */

interface Rule {
  pattern: RegExp;
  maxLength: number;
  reason: string;
}

const SEGMENT: Rule = { pattern: /^[a-z][a-z0-9]*$/, maxLength: 30, reason: '须以小写字母开头，只含小写字母和数字，最长 30 个字符' };
export const NAME_RULES = {
  module: SEGMENT,
  business: SEGMENT,
  className: { pattern: /^[A-Z][A-Za-z0-9]*$/, maxLength: 100, reason: '须以大写字母开头，只含字母和数字，最长 100 个字符' },
  field: { pattern: /^[a-z][A-Za-z0-9]*$/, maxLength: 64, reason: '须以小写字母开头，只含字母和数字，最长 64 个字符' },
} satisfies Record<string, Rule>;

/** Words that cannot name a binding in a module (strict mode) or a type in TypeScript. */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in ' +
    'instanceof new null return super switch this throw true try typeof var void while with as implements interface let package private ' +
    'protected public static yield await arguments eval any boolean never number object string symbol undefined unknown bigint type'
  ).split(' '),
);

/** Property names the generated contracts already use beside the columns' (the page query spreads `Paging`). */
const TAKEN_FIELDS = new Set(['pageNo', 'pageSize']);

const broken = (rule: Rule, name: string) => !rule.pattern.test(name) || name.length > rule.maxLength;

/**
 * A column's property name as an import writes it, and the key the generated Kysely code reads it by: `user_age` →
 * `userAge`; an all-caps or mixed-case name is lower-cased first.
 */
export function fieldOfColumn(name: string): string {
  return name.toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase()).replace(/_+$/, '');
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const kebabCase = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();
const snakeUpper = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
const plural = (word: string) => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`);

/** The names a module's code is written with, from its module and class names (`infra`, `InfraTestDemo` or `TestDemo`). */
export function classNames(moduleName: string, className: string) {
  const prefix = upperFirst(moduleName);
  return namesOfClass(moduleName, className.startsWith(prefix) && className.length > prefix.length ? className.slice(prefix.length) : className);
}

/** The same, from the class name without its module prefix (`TestDemo`). */
export function namesOfClass(moduleName: string, pascal: string) {
  const camel = lowerFirst(pascal);
  return { pascal, camel, kebab: kebabCase(pascal), upper: snakeUpper(pascal), pascalPlural: plural(pascal), camelPlural: plural(camel), namespace: `${moduleName}${pascal}` };
}

/** `system_dict_data` → system / dictdata / DictData: the first word is the module, the rest the class. */
export function namesOfTable(tableName: string) {
  const lower = tableName.toLowerCase();
  const cut = lower.indexOf('_');
  const moduleName = cut < 0 ? lower : lower.slice(0, cut);
  const camel = fieldOfColumn(cut < 0 ? lower : lower.slice(cut + 1));
  return { moduleName, businessName: camel.toLowerCase(), className: upperFirst(camel) };
}


interface TableNameFacts {
  tableName: string;
  moduleName: string;
  businessName: string;
  className: string;
}

/** Refuses a table whose module, business or class name breaks the rule, naming the table and the reason. */
export function checkTableNames(table: TableNameFacts): void {
  const refuse = (what: string, value: string, reason: string) => new ServiceError(CodegenErrors.CODEGEN_TABLE_NAME_INVALID, table.tableName, what, value, reason);
  if (broken(NAME_RULES.module, table.moduleName)) throw refuse('模块名', table.moduleName, NAME_RULES.module.reason);
  if (broken(NAME_RULES.business, table.businessName)) throw refuse('业务名', table.businessName, NAME_RULES.business.reason);
  if (broken(NAME_RULES.className, table.className)) throw refuse('类名称', table.className, NAME_RULES.className.reason);
  // The service is imported as a namespace named by the plural (`import * as articles`): it must be able to bind.
  const { camelPlural } = classNames(table.moduleName, table.className);
  if (RESERVED.has(camelPlural)) throw refuse('类名称', table.className, `生成的 ${camelPlural} 是保留字`);
}

interface ColumnNameFacts {
  columnName: string;
  javaField: string;
}

/** Refuses a column whose property name (or the key derived from its name) breaks the rule or repeats another's. */
export function checkColumnNames(columns: readonly ColumnNameFacts[]): void {
  const refuse = (column: string, name: string, reason: string) => new ServiceError(CodegenErrors.CODEGEN_COLUMN_NAME_INVALID, column, name, reason);
  const fieldOwners = new Map<string, string>();
  const keyOwners = new Map<string, string>();
  const unique = (owners: Map<string, string>, columnName: string, name: string) => {
    const owner = owners.get(name);
    if (owner !== undefined) throw refuse(columnName, name, `与字段(${owner})的属性名重复`);
    owners.set(name, columnName);
  };
  for (const { columnName, javaField } of columns) {
    const key = fieldOfColumn(columnName);
    for (const name of new Set([key, javaField])) {
      if (broken(NAME_RULES.field, name)) throw refuse(columnName, name, NAME_RULES.field.reason);
    }
    if (TAKEN_FIELDS.has(javaField)) throw refuse(columnName, javaField, '与分页参数重名');
    unique(fieldOwners, columnName, javaField);
    unique(keyOwners, columnName, key);
  }
}

/** Both checks: what preview and download run on a definition stored before the rule, and update on the edited one. */
export function checkDefinitionNames(definition: { table: TableNameFacts; columns: readonly ColumnNameFacts[] }): void {
  checkTableNames(definition.table);
  checkColumnNames(definition.columns);
}
