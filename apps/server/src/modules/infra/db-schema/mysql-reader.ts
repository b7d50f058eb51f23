import type { Connection } from 'mysql2/promise';
import { QUERY_TIMEOUT_MS } from '../data-source-config/connection';
import type { SchemaColumn, SchemaReader, SchemaTable, SchemaTableDetail } from './types';

interface TableRow {
  name: string;
  comment: string | null;
}
interface ColumnRow {
  tableName: string;
  name: string;
  ordinal: number | string;
  columnType: string;
  dataType: string;
  charLength: number | string | null;
  numericPrecision: number | string | null;
  numericScale: number | string | null;
  nullable: string;
  columnKey: string;
  extra: string;
  defaultValue: string | null;
  generation: string | null;
  comment: string | null;
}

// Aliased in lower case: MySQL 8 answers information_schema's own names in upper case, MariaDB in either.
const TABLES = `select table_name as name, table_comment as comment from information_schema.tables
  where table_schema = database() and table_type = 'BASE TABLE'`;
const COLUMNS = `select c.table_name as tableName, c.column_name as name, c.ordinal_position as ordinal,
    c.column_type as columnType, c.data_type as dataType, c.character_maximum_length as charLength,
    c.numeric_precision as numericPrecision, c.numeric_scale as numericScale, c.is_nullable as nullable,
    c.column_key as columnKey, c.extra as extra, c.column_default as defaultValue,
    c.generation_expression as generation, c.column_comment as comment
  from information_schema.columns c
  join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
  where c.table_schema = database() and t.table_type = 'BASE TABLE'`;

/** MariaDB's `json` is a longtext with a `json_valid` CHECK: these name such columns (MySQL's `json` is a type of its own). */
const JSON_CHECKS = `select table_name as tableName, check_clause as clause from information_schema.check_constraints
  where constraint_schema = database()`;
const JSON_VALID = /^json_valid\(`((?:[^`]|``)+)`\)$/i;

const numberOrNull = (value: number | string | null): number | null => (value === null || value === undefined ? null : Number(value));

/** Types whose declaration carries a length (characters or bits) or a precision and scale, as PostgreSQL's reader reports them. */
const SIZED = new Set(['char', 'varchar', 'binary', 'varbinary', 'bit']);
const EXACT = new Set(['decimal', 'numeric']);
/** Types whose literal default MySQL prints bare (MariaDB quotes it): strings, dates and times. */
const QUOTED_DEFAULT = new Set(['char', 'varchar', 'tinytext', 'text', 'mediumtext', 'longtext', 'enum', 'set', 'date', 'time', 'datetime', 'timestamp', 'year', 'json']);

/** `enum('a','it''s')` → ['a', "it's"]. */
export function enumLabels(columnType: string): string[] {
  return [...columnType.matchAll(/'((?:[^'\\]|''|\\.)*)'/g)].map((m) => m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1'));
}
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Tables of a MySQL or MariaDB database (the URL's), read from information_schema: base tables only (views are
 * not importable), sorted by name (binary order), each column with the type as the database writes it
 * (`COLUMN_TYPE`: `int(11)`, `tinyint(1)`, `decimal(10,2)`, `varchar(64)`), the length its declaration gives
 * (characters of char/varchar/binary, bits of bit, precision of decimal, with its scale; null for the rest, as
 * PostgreSQL's reader), nullability, key, AUTO_INCREMENT, default and comment.
 */
export class MysqlSchemaReader implements SchemaReader {
  readonly dialect = 'mysql' as const;

  /** `mariadb`: MariaDB prints a column's missing default as the word NULL (MySQL as SQL NULL). */
  constructor(
    private readonly connection: Connection,
    private readonly mariadb: boolean,
  ) {}

  private async rows<T>(sql: string, values: unknown[] = []): Promise<T[]> {
    const [rows] = await this.connection.query({ sql, values, timeout: QUERY_TIMEOUT_MS });
    return rows as T[];
  }

  async databaseName(): Promise<string> {
    const [row] = await this.rows<{ name: string }>('select database() as name');
    return row?.name ?? '';
  }

  async listTables(): Promise<SchemaTable[]> {
    return (await this.rows<TableRow>(TABLES)).map(tableOf).sort(byName);
  }

  async describeTable(name: string): Promise<SchemaTableDetail | undefined> {
    const [table] = await this.rows<TableRow>(`${TABLES} and table_name = ?`, [name]);
    if (!table) return undefined;
    const columns = await this.rows<ColumnRow>(`${COLUMNS} and c.table_name = ? order by c.ordinal_position`, [name]);
    const json = await this.jsonColumns(name);
    return { table: tableOf(table), columns: columns.map((c) => this.columnOf(c, json)) };
  }

  /** Two queries, whatever the number of tables; at most `limit` tables (the first by name) when given. */
  async describeAll(limit?: number): Promise<SchemaTableDetail[]> {
    const all = await this.listTables();
    const tables = all.slice(0, limit);
    // Cut short, only the listed tables' columns are read: a limit bounds what is read, not only what is answered.
    const only = tables.length < all.length ? ' and c.table_name in (?)' : '';
    const columns = tables.length
      ? await this.rows<ColumnRow>(`${COLUMNS}${only} order by c.table_name, c.ordinal_position`, only ? [tables.map((t) => t.name)] : [])
      : [];
    const json = tables.length ? await this.jsonColumns() : new Set<string>();
    const byTable = new Map<string, SchemaColumn[]>(tables.map((t) => [t.name, []]));
    for (const c of columns) byTable.get(c.tableName)?.push(this.columnOf(c, json));
    return tables.map((table) => ({ table, columns: byTable.get(table.name)! }));
  }

  async close(): Promise<void> {
    await this.connection.end().catch(() => this.connection.destroy());
  }

  /** MariaDB's JSON columns (`table\0column`), of one table or of all; none on MySQL. */
  private async jsonColumns(table?: string): Promise<Set<string>> {
    if (!this.mariadb) return new Set();
    const checks = await this.rows<{ tableName: string; clause: string }>(table ? `${JSON_CHECKS} and table_name = ?` : JSON_CHECKS, table ? [table] : []);
    return new Set(checks.flatMap((c) => {
      const column = JSON_VALID.exec(c.clause.trim())?.[1];
      return column ? [`${c.tableName}\0${column.replace(/``/g, '`')}`] : [];
    }));
  }

  private columnOf(c: ColumnRow, json: ReadonlySet<string>): SchemaColumn {
    const generated = c.generation ? c.generation : null;
    const defaultValue = generated || (this.mariadb && c.defaultValue === 'NULL') ? null : c.defaultValue;
    const isJson = c.dataType.toLowerCase() === 'longtext' && json.has(`${c.tableName}\0${c.name}`);
    const type = isJson ? 'json' : c.dataType.toLowerCase();
    const extra = c.extra.toLowerCase();
    return {
      name: c.name,
      ordinal: Number(c.ordinal),
      // As it was declared: MariaDB answers `longtext` for `json`.
      dataType: isJson ? 'json' : c.columnType,
      length: SIZED.has(type) ? (numberOrNull(c.charLength) ?? numberOrNull(c.numericPrecision)) : EXACT.has(type) ? numberOrNull(c.numericPrecision) : null,
      scale: EXACT.has(type) ? numberOrNull(c.numericScale) : null,
      nullable: c.nullable === 'YES',
      primaryKey: c.columnKey === 'PRI',
      autoIncrement: extra.includes('auto_increment'),
      defaultValue,
      defaultSql: defaultValue === null || this.mariadb || extra.includes('default_generated') || !QUOTED_DEFAULT.has(type) || /^current_timestamp\b/i.test(defaultValue) ? defaultValue : `'${defaultValue.replace(/'/g, "''")}'`,
      identity: extra.includes('auto_increment') ? 'default' : null,
      generated,
      enumValues: type === 'enum' ? enumLabels(c.columnType) : null,
      elementType: null,
      comment: c.comment ?? '',
    };
  }
}

const tableOf = (t: TableRow): SchemaTable => ({ name: t.name, comment: t.comment ?? '' });

/** A reader over an open connection (which it closes); asks once which server it is. */
export async function mysqlReaderOver(connection: Connection): Promise<SchemaReader> {
  const [rows] = await connection.query({ sql: 'select version() as version', timeout: QUERY_TIMEOUT_MS });
  const version = String((rows as Array<{ version: string }>)[0]?.version ?? '');
  return new MysqlSchemaReader(connection, /mariadb/i.test(version));
}
