import type { CodegenColumn } from './codegen-api';

/** A column as the server answers it (a plain varchar with every flag ticked), for the codegen screens' tests. */
export const codegenColumn = (id: number, columnName: string, patch: Partial<CodegenColumn> = {}): CodegenColumn => ({
  id,
  tableId: 1,
  columnName,
  dataType: 'varchar(64)',
  columnComment: columnName,
  nullable: false,
  primaryKey: false,
  autoIncrement: 'false',
  ordinalPosition: id,
  javaType: 'String',
  javaField: columnName,
  dictType: '',
  example: null,
  createOperation: true,
  updateOperation: true,
  listOperation: true,
  listOperationCondition: '=',
  listOperationResult: true,
  htmlType: 'input',
  omitReason: null,
  noFilterReason: null,
  createTime: 1_700_000_000_000,
  ...patch,
});
