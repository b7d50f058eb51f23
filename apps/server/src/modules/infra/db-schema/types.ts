/**
 * What the console reads about a database's tables, whichever dialect holds them: 代码生成 imports from it,
 * 数据库文档 prints it. One reader per data source (the master is id 0); see reader.ts for opening one.
 */

export type SchemaDialect = 'postgres' | 'mysql';

export interface SchemaTable {
  name: string;
  /** The table's comment ('' when it has none). */
  comment: string;
}

export interface SchemaColumn {
  name: string;
  /** 1..n in the table's column order. */
  ordinal: number;
  /** The type as the database names it, lower case with its length or precision: `varchar(64)`, `bigint`, `numeric(10,2)`, `timestamp with time zone`, `tinyint(1)`. */
  dataType: string;
  /** Character length or numeric precision, null when the type has none. */
  length: number | null;
  /** Numeric scale (decimal digits), null when the type has none. */
  scale: number | null;
  nullable: boolean;
  primaryKey: boolean;
  /** An identity/serial column (PostgreSQL) or AUTO_INCREMENT (MySQL). */
  autoIncrement: boolean;
  /** The default expression as the database prints it, null when there is none. */
  defaultValue: string | null;
  /**
   * The default as an SQL expression of the source's dialect: MySQL prints a literal string default bare (`abc`), so
   * there it is quoted (`'abc'`); MariaDB and PostgreSQL print SQL already. Null when there is none.
   */
  defaultSql: string | null;
  /** `always` or `default` for an identity column (MySQL's AUTO_INCREMENT and a serial are `default`), else null. */
  identity: 'always' | 'default' | null;
  /** The expression of a generated (computed) column, null for a column one writes. */
  generated: string | null;
  /** The labels of an enum type (PostgreSQL) or `enum(...)` (MySQL) in their order, null for other types. */
  enumValues: string[] | null;
  /** The element type of an array column (PostgreSQL `text[]` → `text`), null for other types. */
  elementType: string | null;
  /** The column's comment ('' when it has none). */
  comment: string;
}

export interface SchemaTableDetail {
  table: SchemaTable;
  columns: SchemaColumn[];
}

export interface SchemaReader {
  readonly dialect: SchemaDialect;
  /** The database (catalog) name, for documents' headers. */
  databaseName: () => Promise<string>;
  /** Base tables of the connection's current schema (PostgreSQL: every schema in the search path except system ones; MySQL: the URL's database), sorted by name. */
  listTables: () => Promise<SchemaTable[]>;
  /** One table with its columns in order; undefined when there is no such table. */
  describeTable: (name: string) => Promise<SchemaTableDetail | undefined>;
  /**
   * Every table with its columns, for documents (a fixed number of queries, not one per table); at most `limit`
   * tables (the first by name) when given, so a document of a huge database stays bounded in memory.
   */
  describeAll: (limit?: number) => Promise<SchemaTableDetail[]>;
  /** Releases the connection (a no-op for the master, whose pool is the console's own). */
  close: () => Promise<void>;
}
