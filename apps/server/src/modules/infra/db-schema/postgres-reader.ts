/**
 * A SchemaReader over PostgreSQL's catalog (pg_catalog), for two kinds of source:
 *
 *   openPostgresReader({ master: db })        the console's own database, through its Kysely handle (PGlite or
 *                                             PostgreSQL); close() is a no-op, the pool is the console's.
 *   openPostgresReader({ connection: {...} }) another PostgreSQL reached over the wire with `pg`: a
 *                                             `PostgresConnection` — `{ connectionString?, host?, port?, database?,
 *                                             user, password }` (a connection string's own credentials are
 *                                             overridden by user/password) — or any `pg.ClientConfig`. One
 *                                             client, connected here (5 s connect timeout, 30 s statement
 *                                             timeout); close() ends it. A failed connect rejects.
 *
 * What it lists: base and partitioned tables (not partitions, views or foreign tables) of the schemas in the search
 * path, pg_catalog and information_schema left out; a name in two schemas means the first, as PostgreSQL resolves
 * it. For the master, the console's bookkeeping (`schema_migrations`, `seed_version`) is left out too: it is no
 * business table to generate code for or to document. Every answer comes from a fixed number of queries.
 */
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../../db/database';
import type { SchemaColumn, SchemaReader, SchemaTable, SchemaTableDetail } from './types';

export interface PostgresConnection {
  connectionString?: string;
  host?: string;
  port?: number;
  database?: string;
  user: string;
  password: string;
}

export type PostgresSource = { master: Db } | { connection: PostgresConnection | pg.ClientConfig };

const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 30_000;

/** The console's own tables that are not business data (db/migrate.ts, db/seed/seed.ts). */
const MASTER_BOOKKEEPING = ['schema_migrations', 'seed_version'];

type Run = <Row>(text: string, parameters: readonly unknown[]) => Promise<Row[]>;

// $1: names to leave out; $2: the one table wanted, or null for all; $3: how many tables at most, or null.
// Aliases are quoted camelCase, which the master's CamelCasePlugin leaves as they are.
const TABLES_CTE = `
  with candidate as (
    select distinct on (c.relname) c.oid, c.relname
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and n.nspname = any (current_schemas(false))
      and n.nspname not in ('pg_catalog', 'information_schema')
    order by c.relname, array_position(current_schemas(false), n.nspname::text)
  ), listed as (
    select oid, relname from candidate
    where relname <> all ($1::text[]) and ($2::text is null or relname = $2)
    order by relname
    limit $3::int
  )`;

const TABLES_SQL = `${TABLES_CTE}
  select t.relname as "name", coalesce(pg_catalog.obj_description(t.oid, 'pg_class'), '') as "comment"
  from listed t order by t.relname`;

const COLUMNS_SQL = `${TABLES_CTE}
  select t.relname as "tableName", a.attname as "name",
    lower(pg_catalog.format_type(a.atttypid, a.atttypmod)) as "dataType",
    case
      when ty.typname in ('varchar', 'bpchar') and a.atttypmod > 4 then a.atttypmod - 4
      when ty.typname in ('bit', 'varbit') and a.atttypmod > 0 then a.atttypmod
      when ty.typname = 'numeric' and a.atttypmod > 4 then ((a.atttypmod - 4) >> 16) & 65535
    end as "length",
    case when ty.typname = 'numeric' and a.atttypmod > 4 then (a.atttypmod - 4) & 65535 end as "scale",
    not a.attnotnull as "nullable",
    exists (select 1 from pg_catalog.pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any (i.indkey)) as "primaryKey",
    (a.attidentity <> '' or coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as "autoIncrement",
    case when a.attgenerated = '' then pg_catalog.pg_get_expr(d.adbin, d.adrelid) end as "defaultValue",
    case a.attidentity when 'a' then 'always' when 'd' then 'default'
      else case when coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%' then 'default' end end as "identity",
    case when a.attgenerated <> '' then pg_catalog.pg_get_expr(d.adbin, d.adrelid) end as "generated",
    case when ty.typtype = 'e' then (select pg_catalog.json_agg(e.enumlabel order by e.enumsortorder)::text
      from pg_catalog.pg_enum e where e.enumtypid = ty.oid) end as "enumJson",
    case when ty.typcategory = 'A' then lower(pg_catalog.format_type(ty.typelem, null)) end as "elementType",
    coalesce(pg_catalog.col_description(a.attrelid, a.attnum), '') as "comment"
  from listed t
  join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
  join pg_catalog.pg_type ty on ty.oid = a.atttypid
  left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  order by t.relname, a.attnum`;

interface ColumnRow extends Omit<SchemaColumn, 'ordinal' | 'defaultSql' | 'enumValues'> {
  tableName: string;
  enumJson: string | null;
}

function createReader(run: Run, excluded: readonly string[], close: () => Promise<void>): SchemaReader {
  const tables = (only: string | null, limit: number | null) => run<SchemaTable>(TABLES_SQL, [excluded, only, limit]);
  const describe = async (only: string | null, limit: number | null): Promise<SchemaTableDetail[]> => {
    const [listed, columns] = [await tables(only, limit), await run<ColumnRow>(COLUMNS_SQL, [excluded, only, limit])];
    const byTable = new Map<string, SchemaColumn[]>(listed.map((t) => [t.name, []]));
    for (const { tableName, enumJson, ...column } of columns) {
      const list = byTable.get(tableName);
      const enumValues = enumJson === null ? null : (JSON.parse(enumJson) as string[]);
      list?.push({ ...column, defaultSql: column.defaultValue, enumValues, ordinal: list.length + 1 });
    }
    return listed.map((table) => ({ table, columns: byTable.get(table.name) ?? [] }));
  };
  return {
    dialect: 'postgres',
    async databaseName() {
      const [row] = await run<{ name: string }>('select current_database() as "name"', []);
      return row?.name ?? '';
    },
    listTables: () => tables(null, null),
    describeTable: async (name) => (await describe(name, null))[0],
    describeAll: (limit) => describe(null, limit ?? null),
    close,
  };
}

/** pg lets a connection string's own user and password win over the fields beside it; here the fields win. */
function withCredentials(connection: PostgresConnection | pg.ClientConfig): pg.ClientConfig {
  const { connectionString, user, password } = connection;
  if (!connectionString || (user === undefined && password === undefined)) return connection;
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return connection;
  }
  if (!url.host) return connection;
  if (typeof user === 'string') url.username = encodeURIComponent(user);
  if (typeof password === 'string') url.password = encodeURIComponent(password);
  return { ...connection, connectionString: url.toString() };
}

async function openExternal(connection: PostgresConnection | pg.ClientConfig): Promise<SchemaReader> {
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
    ...withCredentials(connection),
  });
  // A connection lost while idle is reported on the next query; without a listener it would crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
  const run: Run = async <Row>(text: string, parameters: readonly unknown[]) => (await client.query(text, [...parameters])).rows as Row[];
  return createReader(run, [], () => client.end().catch(() => {}));
}

export async function openPostgresReader(source: PostgresSource): Promise<SchemaReader> {
  if ('connection' in source) return openExternal(source.connection);
  const { master } = source;
  const run: Run = async <Row>(text: string, parameters: readonly unknown[]) => (await master.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows;
  return createReader(run, MASTER_BOOKKEEPING, async () => {});
}
