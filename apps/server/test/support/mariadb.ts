import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { freePort } from './server-process';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '../../../../scripts/mariadb.sh');
const PASSWORD = 'console-test';

export interface TestMariaDb {
  host: string;
  port: number;
  user: string;
  password: string;
  /** A JDBC URL of a database on it, as the original's users type one. */
  jdbcUrl: (database: string) => string;
  /** Runs statements (several, separated by `;`) as root, in `database` when given. */
  exec: (statements: string, database?: string) => Promise<unknown>;
  stop: () => Promise<void>;
}

/**
 * A MariaDB of this test file's own (Debian's mariadb-server, started by scripts/mariadb.sh on a free loopback port
 * in a temporary directory), for MySQL data sources; `stop` ends it and removes its files. Starting takes some
 * seconds: call it in beforeAll.
 */
export async function startMariaDb(): Promise<TestMariaDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-mariadb-'));
  const port = await freePort();
  const env = { ...process.env, MARIADB_TEST_PASSWORD: PASSWORD };
  try {
    await run('bash', [SCRIPT, 'start', dir, String(port)], { env });
  } catch (err) {
    await run('bash', [SCRIPT, 'stop', dir]).catch(() => undefined);
    const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-2000) : '';
    throw new Error(`MariaDB did not start (is mariadb-server installed? scripts/ensure-system-deps.sh installs it): ${String(err)}\n${log}`);
  }
  const host = '127.0.0.1';
  return {
    host,
    port,
    user: 'root',
    password: PASSWORD,
    jdbcUrl: (database) => `jdbc:mysql://${host}:${port}/${database}?useSSL=false&serverTimezone=Asia/Shanghai&allowPublicKeyRetrieval=true`,
    async exec(statements, database) {
      const connection = await mysql.createConnection({ host, port, user: 'root', password: PASSWORD, database, multipleStatements: true });
      try {
        return (await connection.query(statements))[0];
      } finally {
        await connection.end();
      }
    },
    async stop() {
      await run('bash', [SCRIPT, 'stop', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
