import type { SchemaColumn } from './types';

/**
 * A column as a schema reader answers it: nullable, no key, no default, no comment unless `rest` says otherwise (a
 * `defaultValue` given alone is also its SQL). For definitions built in code: the generator's warm-up sample, tests.
 */
export const schemaColumn = (name: string, ordinal: number, dataType: string, rest: Partial<SchemaColumn> = {}): SchemaColumn => ({
  name,
  ordinal,
  dataType,
  length: null,
  scale: null,
  nullable: true,
  primaryKey: false,
  autoIncrement: false,
  defaultValue: null,
  defaultSql: null,
  identity: null,
  generated: null,
  enumValues: null,
  elementType: null,
  comment: '',
  ...rest,
  ...(rest.defaultValue !== undefined && rest.defaultSql === undefined ? { defaultSql: rest.defaultValue } : {}),
});
