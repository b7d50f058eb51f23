import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { CodegenErrors } from '@console/contracts/error-codes';
import {
  CODEGEN_MAX_COLUMNS,
  CodegenScene,
  type CodegenCreateList,
  type CodegenTableFilter,
  type CodegenUpdate,
  type DbTableQuery,
  type HtmlType,
  type ListCondition,
} from '@console/contracts/infra/codegen';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import { openSchemaReader } from '../db-schema/reader';
import type { SchemaColumn, SchemaDialect, SchemaTableDetail } from '../db-schema/types';
import { mapColumnType } from './column-type';
import { columnDefaults, tableNames } from './defaults';
import { checkColumnNames, checkDefinitionNames, checkTableNames, fieldOfColumn } from './names';

type Actor = { id: number; nickname: string };

export const TABLE_COLUMNS = [
  'id',
  'dataSourceConfigId',
  'scene',
  'tableName',
  'tableComment',
  'remark',
  'moduleName',
  'businessName',
  'className',
  'classComment',
  'author',
  'templateType',
  'frontType',
  'parentMenuId',
  'createTime',
  'updateTime',
] as const;

const COLUMN_COLUMNS = [
  'id',
  'tableId',
  'columnName',
  'dataType',
  'columnComment',
  'nullable',
  'primaryKey',
  'autoIncrement',
  'ordinalPosition',
  'javaType',
  'javaField',
  'dictType',
  'example',
  'createOperation',
  'updateOperation',
  'listOperation',
  'listOperationCondition',
  'listOperationResult',
  'htmlType',
  'facts',
  'createTime',
] as const;

/** Tables of the scheduler and workflow engines the original never offers (its QRTZ_/ACT_/FLW_ rule). */
const ENGINE_TABLE_PREFIXES = ['QRTZ_', 'ACT_', 'FLW_'];

const UNIQUE_TABLE = { uk_infra_codegen_table_source_name: CodegenErrors.CODEGEN_TABLE_EXISTS };

/** Tables of a data source that can still be imported: name and comment filters are case-sensitive substrings. */
export async function listDbTables(db: Db, query: Static<typeof DbTableQuery>) {
  const reader = await openSchemaReader(db, query.dataSourceConfigId);
  try {
    const imported = new Set(
      (await db.selectFrom('infra_codegen_table').select('tableName').where('dataSourceConfigId', '=', query.dataSourceConfigId).execute()).map((r) => r.tableName),
    );
    return (await reader.listTables()).filter(
      (t) =>
        (!query.name || t.name.includes(query.name)) &&
        (!query.comment || t.comment.includes(query.comment)) &&
        !ENGINE_TABLE_PREFIXES.some((prefix) => t.name.toUpperCase().startsWith(prefix)) &&
        !imported.has(t.name),
    );
  } finally {
    await reader.close();
  }
}

/** The database's facts of one table, refused as the original refuses them (§2.4), with a comment supplied or its own. */
function checkedTable(detail: SchemaTableDetail | undefined, suppliedComment?: string) {
  if (!detail) throw new ServiceError(CodegenErrors.CODEGEN_IMPORT_TABLE_NULL);
  if (detail.columns.length === 0) throw new ServiceError(CodegenErrors.CODEGEN_IMPORT_COLUMNS_NULL);
  if (detail.columns.length > CODEGEN_MAX_COLUMNS) throw new ServiceError(CodegenErrors.CODEGEN_TOO_MANY_COLUMNS, CODEGEN_MAX_COLUMNS);
  const comment = detail.table.comment.trim() || suppliedComment?.trim() || '';
  if (!comment) throw new ServiceError(CodegenErrors.CODEGEN_TABLE_INFO_TABLE_COMMENT_IS_NULL);
  return { ...detail, comment: comment.slice(0, 500) };
}

/** The property names an import gives the columns (names.ts refuses one that cannot be used, naming the column). */
const derivedFields = (columns: readonly SchemaColumn[]) => columns.map((c) => ({ columnName: c.name, javaField: fieldOfColumn(c.name) }));

const columnRow = (tableId: number, column: SchemaColumn, position: number, dialect: SchemaDialect, actor: Actor) => ({
  tableId,
  ...columnDefaults(column, position, dialect),
  creator: String(actor.id),
  updater: String(actor.id),
});

/** Imports tables in one transaction (one bad table imports none); answers the new definitions' ids in input order. */
export async function importTables(db: Db, actor: Actor, input: Static<typeof CodegenCreateList>): Promise<number[]> {
  const reader = await openSchemaReader(db, input.dataSourceConfigId);
  let details: ReturnType<typeof checkedTable>[];
  const { dialect } = reader;
  try {
    details = [];
    for (const name of new Set(input.tableNames)) details.push(checkedTable(await reader.describeTable(name), input.tableComments?.[name]));
  } finally {
    await reader.close();
  }
  for (const { table, columns, comment } of details) {
    checkTableNames({ tableName: table.name, ...tableNames(table.name, comment) });
    checkColumnNames(derivedFields(columns));
  }
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const { table, columns, comment } of details) {
      const exists = await trx
        .selectFrom('infra_codegen_table')
        .select('id')
        .where('dataSourceConfigId', '=', input.dataSourceConfigId)
        .where('tableName', '=', table.name)
        .executeTakeFirst();
      if (exists) throw new ServiceError(CodegenErrors.CODEGEN_TABLE_EXISTS);
      const { id } = await mapUniqueViolation(
        () =>
          trx
            .insertInto('infra_codegen_table')
            .values({
              dataSourceConfigId: input.dataSourceConfigId,
              scene: CodegenScene.ADMIN,
              tableName: table.name,
              tableComment: comment,
              remark: null,
              ...tableNames(table.name, comment),
              author: actor.nickname.slice(0, 50) || 'admin',
              templateType: 1,
              parentMenuId: null,
              creator: String(actor.id),
              updater: String(actor.id),
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        UNIQUE_TABLE,
      );
      // A table without a primary key is imported as it is (the original makes its first column the key): the
      // generator refuses it, naming why, rather than write a module whose get/update/delete hit several rows.
      await trx
        .insertInto('infra_codegen_column')
        .values(columns.map((c, i) => columnRow(id, c, i + 1, dialect, actor)))
        .execute();
      ids.push(id);
    }
    return ids;
  });
}

export function tableQuery(db: Db, filter: Static<typeof CodegenTableFilter>) {
  let q = db.selectFrom('infra_codegen_table');
  if (filter.tableName) q = q.where('tableName', 'like', `%${escapeLike(filter.tableName)}%`);
  if (filter.tableComment) q = q.where('tableComment', 'like', `%${escapeLike(filter.tableComment)}%`);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export function pageTables(db: Db, query: Static<typeof CodegenTableFilter> & PageParams) {
  return paginate(tableQuery(db, query), (q) => q.select(TABLE_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

/** The definitions read from one data source (the Vue 3 UI's master-table selector), newest first, bounded. */
export function listTablesOfSource(db: Db, dataSourceConfigId: number) {
  return db.selectFrom('infra_codegen_table').select(TABLE_COLUMNS).where('dataSourceConfigId', '=', dataSourceConfigId).orderBy('id', 'desc').limit(MAX_LISTED_TABLES).execute();
}
const MAX_LISTED_TABLES = 1000;

/** A definition with its columns in id order, or undefined. */
export async function getDefinition(db: Db, tableId: number) {
  const table = await db.selectFrom('infra_codegen_table').select(TABLE_COLUMNS).where('id', '=', tableId).executeTakeFirst();
  if (!table) return undefined;
  const columns = await db.selectFrom('infra_codegen_column').select(COLUMN_COLUMNS).where('tableId', '=', tableId).orderBy('id').execute();
  return { table, columns };
}
export type Definition = NonNullable<Awaited<ReturnType<typeof getDefinition>>>;
export type DefinitionColumn = Definition['columns'][number];

/** JSON and array values have no filter in the generated module (model.ts): the column list says so. */
const NO_FILTER_REASON = 'JSON 与数组字段不生成查询条件';

/**
 * The wire shape: autoIncrement as the text the original's VO declares, why a column is left out of the module, and
 * why it has no filter.
 */
export function toDetail(definition: Definition) {
  return {
    table: definition.table,
    columns: definition.columns.map(({ facts, ...c }) => {
      const mapping = mapColumnType(c.dataType, facts);
      const omitReason = 'omit' in mapping ? mapping.omit : null;
      const noFilterReason = 'omit' in mapping || (mapping.value !== 'json' && mapping.value !== 'array') ? null : NO_FILTER_REASON;
      return { ...c, autoIncrement: String(c.autoIncrement), omitReason, noFilterReason };
    }),
  };
}

export async function requireDefinition(db: Db, tableId: number): Promise<Definition> {
  const definition = await getDefinition(db, tableId);
  if (!definition) throw new ServiceError(CodegenErrors.CODEGEN_TABLE_NOT_EXISTS);
  return definition;
}

/** The pinned UI's option values that name a known setting by another word. */
const HTML_TYPE_ALIASES: Record<string, HtmlType> = { imageUpload: 'upload_image', fileUpload: 'upload_file' };
const CONDITION_ALIASES: Record<string, ListCondition> = { '<>': '<' };

/** Saves the table's settings and each posted column's; every column must be one of this definition's. */
export function updateDefinition(db: Db, actor: Actor, input: Static<typeof CodegenUpdate>) {
  const { table } = input;
  if (table.scene === CodegenScene.ADMIN && table.parentMenuId == null) throw new ServiceError(CodegenErrors.CODEGEN_PARENT_MENU_REQUIRED);
  return db.transaction().execute(async (trx) => {
    const before = await getDefinition(trx, table.id);
    if (!before) throw new ServiceError(CodegenErrors.CODEGEN_TABLE_NOT_EXISTS);
    const own = new Set(before.columns.map((c) => c.id));
    const foreign = input.columns.find((c) => !own.has(c.id));
    if (foreign) throw new ServiceError(CodegenErrors.CODEGEN_COLUMN_NOT_IN_TABLE, foreign.id);
    const now = new Date();
    await trx
      .updateTable('infra_codegen_table')
      .set({
        scene: table.scene,
        tableName: table.tableName,
        tableComment: table.tableComment,
        remark: table.remark ?? null,
        moduleName: table.moduleName,
        businessName: table.businessName,
        className: table.className,
        classComment: table.classComment,
        author: table.author,
        templateType: table.templateType,
        parentMenuId: table.parentMenuId ?? null,
        updater: String(actor.id),
        updateTime: now,
      })
      .where('id', '=', table.id)
      .execute();
    for (const column of input.columns) {
      await trx
        .updateTable('infra_codegen_column')
        .set({
          columnComment: column.columnComment,
          nullable: column.nullable,
          javaType: column.javaType,
          javaField: column.javaField,
          dictType: column.dictType ?? '',
          example: column.example ?? null,
          createOperation: column.createOperation,
          updateOperation: column.updateOperation,
          listOperation: column.listOperation,
          listOperationCondition: CONDITION_ALIASES[column.listOperationCondition] ?? column.listOperationCondition,
          listOperationResult: column.listOperationResult,
          htmlType: HTML_TYPE_ALIASES[column.htmlType] ?? column.htmlType,
          updater: String(actor.id),
          updateTime: now,
        })
        .where('id', '=', column.id)
        .execute();
    }
    const after = (await getDefinition(trx, table.id))!;
    // Refused here, the edit is rolled back with the transaction: a stored definition always has usable names.
    checkDefinitionNames(after);
    return { before, after };
  });
}

/**
 * Adds the database's new columns with import defaults and drops the ones it no longer has; every edit of the
 * columns that stay is kept (§2.7). Nothing added or dropped → 1003001007.
 */
export async function syncFromDb(db: Db, actor: Actor, tableId: number) {
  const definition = await requireDefinition(db, tableId);
  const reader = await openSchemaReader(db, definition.table.dataSourceConfigId);
  let detail: SchemaTableDetail | undefined;
  const { dialect } = reader;
  try {
    detail = await reader.describeTable(definition.table.tableName);
  } finally {
    await reader.close();
  }
  const { columns } = checkedTable(detail, definition.table.tableComment);
  const known = new Set(definition.columns.map((c) => c.columnName));
  const present = new Set(columns.map((c) => c.name));
  const added = columns.filter((c) => !known.has(c.name));
  const dropped = definition.columns.filter((c) => !present.has(c.columnName)).map((c) => c.id);
  if (added.length === 0 && dropped.length === 0) throw new ServiceError(CodegenErrors.CODEGEN_SYNC_NONE_CHANGE);
  checkColumnNames([...definition.columns.filter((c) => !dropped.includes(c.id)), ...derivedFields(added)]);
  if (definition.columns.length - dropped.length + added.length > CODEGEN_MAX_COLUMNS) throw new ServiceError(CodegenErrors.CODEGEN_TOO_MANY_COLUMNS, CODEGEN_MAX_COLUMNS);
  await db.transaction().execute(async (trx) => {
    // The definition may have gone meanwhile: the row lock answers 表定义不存在 rather than writing orphans.
    const locked = await trx.selectFrom('infra_codegen_table').select('id').where('id', '=', tableId).forUpdate().executeTakeFirst();
    if (!locked) throw new ServiceError(CodegenErrors.CODEGEN_TABLE_NOT_EXISTS);
    if (dropped.length > 0) await trx.deleteFrom('infra_codegen_column').where('id', 'in', dropped).execute();
    if (added.length > 0) {
      await trx
        .insertInto('infra_codegen_column')
        .values(added.map((c) => columnRow(tableId, c, columns.indexOf(c) + 1, dialect, actor)))
        .onConflict((oc) => oc.columns(['tableId', 'columnName']).doNothing())
        .execute();
    }
    await trx.updateTable('infra_codegen_table').set({ updater: String(actor.id), updateTime: new Date() }).where('id', '=', tableId).execute();
  });
  return { added: added.map((c) => c.name), dropped: definition.columns.filter((c) => dropped.includes(c.id)).map((c) => c.columnName) };
}

/** Deletes a definition with its columns (the foreign key cascades). */
export async function deleteDefinition(db: Db, tableId: number) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('infra_codegen_table').select(TABLE_COLUMNS).where('id', '=', tableId).executeTakeFirst();
    if (!before) throw new ServiceError(CodegenErrors.CODEGEN_TABLE_NOT_EXISTS);
    await trx.deleteFrom('infra_codegen_table').where('id', '=', tableId).execute();
    return before;
  });
}
