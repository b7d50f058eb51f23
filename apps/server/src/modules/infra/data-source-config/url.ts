import { DataSourceConfigErrors } from '@console/contracts/error-codes';
import type { SchemaDialect } from '../db-schema/types';
import { ServiceError } from '../../../platform/errors';

/** How a connection is encrypted: not at all, encrypted without checking the server's certificate, or checked. */
export type SourceTls = 'off' | 'require' | 'verify';

/** Where a data source's URL points: what a driver needs besides the user name and password. */
export interface SourceAddress {
  dialect: SchemaDialect;
  host: string;
  port: number;
  database: string;
  tls: SourceTls;
  /** PostgreSQL: the schema the URL names (`currentSchema`), put first in the search path. */
  schema?: string;
}

/** The schemes accepted, JDBC as the original's users type them, and the drivers' own. */
const SCHEMES: Record<string, SchemaDialect> = {
  'jdbc:mysql': 'mysql',
  'jdbc:mariadb': 'mysql',
  'jdbc:postgresql': 'postgres',
  mysql: 'mysql',
  mariadb: 'mysql',
  postgres: 'postgres',
  postgresql: 'postgres',
};
const DEFAULT_PORT: Record<SchemaDialect, number> = { mysql: 3306, postgres: 5432 };
export const URL_EXAMPLES = 'jdbc:mysql://127.0.0.1:3306/库名、jdbc:postgresql://127.0.0.1:5432/库名、mysql://…、postgres://…';

const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,251}[A-Za-z0-9])?$/;
const IPV6 = /^\[[0-9A-Fa-f:.]{2,45}\]$/;

const refuse = (reason: string): never => {
  throw new ServiceError(DataSourceConfigErrors.DATA_SOURCE_CONFIG_URL_INVALID, reason);
};

/** PostgreSQL's `sslmode`, its JDBC driver's `ssl`, MySQL Connector/J's `sslMode` and `useSSL`; anything else is off. */
function tlsOf(params: URLSearchParams): SourceTls {
  const param = (name: string) => [...params].find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1].toLowerCase();
  const mode = param('sslmode');
  if (mode === 'verify-ca' || mode === 'verify-full' || mode === 'verify_ca' || mode === 'verify_identity') return 'verify';
  if (mode === 'require' || mode === 'required') return 'require';
  if (mode === 'disable' || mode === 'disabled' || mode === 'prefer' || mode === 'preferred' || mode === 'allow') return 'off';
  if (mode !== undefined) refuse(`不认识的 sslmode「${mode}」`);
  // PostgreSQL's JDBC driver verifies the certificate when ssl=true; Connector/J's useSSL=true does not.
  if (param('ssl') === 'true') return 'verify';
  if (param('usessl') === 'true') return 'require';
  return 'off';
}

/**
 * Reads a data source URL: `jdbc:mysql://host[:port]/db[?…]`, `jdbc:postgresql://…`, `jdbc:mariadb://…`, or the
 * drivers' `mysql://`, `postgres://`, `postgresql://`. The database is required; the user name and password have
 * fields of their own and may not be in the URL (it is shown to every reader of the list). Parameters other than
 * the encryption ones (and PostgreSQL's currentSchema) are the Java drivers' and are ignored.
 */
export function parseSourceUrl(text: string): SourceAddress {
  const url = text.trim();
  const scheme = /^((?:jdbc:)?[a-z]+):\/\//i.exec(url)?.[1]?.toLowerCase();
  const dialect = scheme ? SCHEMES[scheme] : undefined;
  if (!dialect) return refuse(`仅支持以 jdbc:mysql://、jdbc:postgresql://、jdbc:mariadb://、mysql://、postgres:// 或 postgresql:// 开头的地址，例如 ${URL_EXAMPLES}`);
  let parsed: URL;
  try {
    // The scheme is replaced: WHATWG URLs parse any scheme's authority alike, and `jdbc:` is not part of it.
    parsed = new URL(`db${url.slice(scheme!.length)}`);
  } catch {
    return refuse('地址的格式无法识别');
  }
  if (parsed.username || parsed.password) refuse('用户名和密码请填在各自的栏里，不要写进连接地址');
  const host = parsed.hostname;
  if (!HOST_NAME.test(host) && !IPV6.test(host)) refuse('缺少主机名，或主机名含有不允许的字符（多个主机的地址也不支持）');
  const port = parsed.port ? Number(parsed.port) : DEFAULT_PORT[dialect];
  if (port < 1) refuse('端口应为 1–65535');
  let database = '';
  try {
    database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  } catch {
    refuse('库名不正确');
  }
  if (!database) refuse('请在地址末尾写明库名，例如 …:3306/库名');
  if (database.includes('/') || database.length > 64) refuse('库名不正确');
  const schema = dialect === 'postgres' ? [...parsed.searchParams].find(([key]) => key.toLowerCase() === 'currentschema')?.[1] : undefined;
  return {
    dialect,
    host: IPV6.test(host) ? host.slice(1, -1) : host,
    port,
    database,
    tls: tlsOf(parsed.searchParams),
    ...(schema ? { schema } : {}),
  };
}
