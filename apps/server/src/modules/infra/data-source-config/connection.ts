import type { Client as PgClient, ClientConfig as PgClientConfig } from 'pg';
import type { Connection as MysqlConnection } from 'mysql2/promise';
import type { SourceAddress, SourceTls } from './url';

/** A data source to connect to: its address and credentials (the password in clear, only in memory). */
export interface SourceConnection extends SourceAddress {
  user: string;
  password: string;
}

/** Past this a connection attempt has failed: a host that drops packets must not hold a request for minutes. */
export const CONNECT_TIMEOUT_MS = 5000;
/** The drivers' own connect timeouts, a backstop behind `within` (whose message says what happened). */
const DRIVER_CONNECT_TIMEOUT_MS = CONNECT_TIMEOUT_MS + 1000;
/** Past this a metadata query has failed (information_schema of a large database is still well under it). */
export const QUERY_TIMEOUT_MS = 30_000;

/** The work's answer, or a failure once `ms` have passed (the caller closes what the work opened). */
export async function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** node-postgres's `ssl`: off, encrypted only, or verified against the system's certificate authorities. */
const pgTls = (tls: SourceTls): PgClientConfig['ssl'] => (tls === 'off' ? false : tls === 'require' ? { rejectUnauthorized: false } : true);

/** Where and as whom node-postgres connects (timeouts are the caller's); `currentSchema` goes first in the search path. */
export function pgClientConfig(source: SourceConnection): PgClientConfig {
  return {
    host: source.host,
    port: source.port,
    database: source.database,
    user: source.user,
    password: source.password,
    ssl: pgTls(source.tls),
    application_name: 'admin-console',
    // A schema name is an identifier: quoted, so nothing in it reaches the option parser as syntax.
    ...(source.schema ? { options: `-c search_path="${source.schema.replace(/["\\\s]/g, '')}",public` } : {}),
  };
}

/** A connected node-postgres client for a short check; fails within CONNECT_TIMEOUT_MS. The caller ends it. */
async function openPgClient(source: SourceConnection): Promise<PgClient> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ ...pgClientConfig(source), connectionTimeoutMillis: DRIVER_CONNECT_TIMEOUT_MS, query_timeout: CONNECT_TIMEOUT_MS });
  // A connection lost later fails the next query; unheard, the event would end the process.
  client.on('error', () => {});
  try {
    await within(CONNECT_TIMEOUT_MS, client.connect(), `connect to ${source.host}:${source.port}`);
    return client;
  } catch (err) {
    // Not awaited: a client still connecting ends when its own timeout fires, a second after ours.
    void client.end().catch(() => undefined);
    throw err;
  }
}

/** A connected mysql2 connection to the URL's database; fails within CONNECT_TIMEOUT_MS. The caller ends it. */
export async function openMysqlConnection(source: SourceConnection): Promise<MysqlConnection> {
  const { default: mysql } = await import('mysql2');
  const connection = mysql.createConnection({
    host: source.host,
    port: source.port,
    database: source.database,
    user: source.user,
    password: source.password,
    ssl: source.tls === 'off' ? undefined : { rejectUnauthorized: source.tls === 'verify' },
    connectTimeout: DRIVER_CONNECT_TIMEOUT_MS,
    charset: 'utf8mb4_general_ci',
    // Text as the database prints it: defaults and comments are shown, never computed with.
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    multipleStatements: false,
  });
  const ready = new Promise<void>((resolve, reject) => {
    connection.once('connect', () => resolve());
    connection.once('error', reject);
  });
  try {
    await within(CONNECT_TIMEOUT_MS, ready, `connect to ${source.host}:${source.port}`);
  } catch (err) {
    connection.destroy();
    throw err;
  }
  connection.on('error', () => {});
  return connection.promise();
}

/** Connects as the source's user and disconnects: what create and update check before they write. */
export async function testConnection(source: SourceConnection): Promise<void> {
  if (source.dialect === 'postgres') {
    const client = await openPgClient(source);
    try {
      await client.query('select 1');
    } finally {
      await client.end().catch(() => undefined);
    }
    return;
  }
  const connection = await openMysqlConnection(source);
  try {
    await connection.query({ sql: 'select 1', timeout: CONNECT_TIMEOUT_MS });
  } finally {
    await connection.end().catch(() => connection.destroy());
  }
}
