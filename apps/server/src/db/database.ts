import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { casing } from './casing';
import { holdDataDir, type HeldDataDir } from './pglite-data-dir';
import { PGlitePool } from './pglite-pool';
import { PoolTiming } from './pool-timing';
import { nameStatements, StatementNames } from './prepared-statements';
import type { Database } from './schema';
import { parseTimestamptz } from './timestamp';
import { isSecretName } from '../platform/redact';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Which database this is, to show (数据源配置's master): the URL without its password, or `pglite:data` (never a path on the server). */
  location: string;
  /** PGlite only: the embedded instance (tests dump and restore it). */
  pglite?: PGlite;
  /** PGlite only: this start found the data dir empty and loaded the prebuilt database (db/initial-db.ts). */
  initialDbLoaded?: boolean;
  /** PGlite only, with initialDbLoaded: milliseconds from the open's start to the dump extracted (the start-up breakdown). */
  initialDbMs?: number;
  /**
   * A statement outside Kysely (no camel-casing), for libraries that bring their own SQL (pg-boss): through the same
   * pool, so on PGlite it waits its turn like every other connection and never lands inside another's transaction.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number }>;
  /**
   * Appends rows written in COPY's text format (a line per row, columns split by tabs, `\\`, `\t`, `\n`, `\r`
   * escaped: see copyText) with one COPY statement, through the same pool. The cheapest insert PostgreSQL has: the
   * access log's batches (about half the database time per row of an insert that unpacks a parameter).
   */
  copyRows: (table: string, columns: readonly string[], text: string) => Promise<void>;
  /**
   * Calls `onMessage` for each NOTIFY on the channel, from any process on the same database; answers a function that
   * stops listening. PostgreSQL: a connection of its own, reconnected after a loss (`onLost` says so, as messages
   * may have been missed meanwhile).
   */
  listen: (channel: string, onMessage: (payload: string) => void, onLost?: () => void) => Promise<() => Promise<void>>;
  /** PostgreSQL: the pool's connections now (the monitor shows them); PGlite has one session and answers null. */
  /** Connections (PGlite: its one session) and the waits for them; `acquires` and `waitSeconds` only grow. */
  poolStats: () => PoolStats;
  close: () => Promise<void>;
}

const copyStatement = (table: string, columns: readonly string[], source: string) => `copy ${table} (${columns.join(', ')}) from ${source}`;

async function runOn(pool: { connect: () => Promise<{ query: (sql: string, values: readonly unknown[]) => Promise<unknown>; release: () => void }> }, text: string, values: unknown[] = []) {
  const client = await pool.connect();
  try {
    const result = (await client.query(text, values)) as { rows?: unknown[]; rowCount?: number | null };
    return { rows: result.rows ?? [], rowCount: result.rowCount ?? 0 };
  } finally {
    client.release();
  }
}

/**
 * PostgreSQL zeroes its shared buffers at every start, inside WebAssembly: at the default 128 MB that was ≈ 0.1 s of a
 * restart's 0.4 s open. An embedded database of this size reads the rest from the OS's cache.
 */
const PGLITE_SHARED_BUFFERS = '64MB';

/**
 * WAL in 1 MB segments (PostgreSQL's default is 16 MB) for the databases PGlite creates: a first start extracts the
 * prebuilt database's current segment whole, and 15 MB of zeros were half of what it wrote to disk.
 */
const INITDB_PARAMS = ['--wal-segsize=1'];

type PgliteWasm = NonNullable<PGliteOptions['pgliteWasmModule']>;
// The server's types have no DOM library, which declares WebAssembly's functions; the one used here.
declare const WebAssembly: { compile: (bytes: Uint8Array) => Promise<PgliteWasm> };

let pgliteWasm: Promise<PgliteWasm> | undefined;
/**
 * PGlite's WebAssembly (dist/pglite.wasm beside the entry Node resolves), compiled once per process (as PGlite caches
 * it itself): what PGlite.create would otherwise read and compile when constructed.
 */
function compilePgliteWasm(): Promise<PgliteWasm> {
  pgliteWasm ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return WebAssembly.compile(await fs.promises.readFile(path.join(path.dirname(entry), 'pglite.wasm')));
  })();
  // A failed compile is not kept: the next open tries again.
  pgliteWasm.catch(() => {
    pgliteWasm = undefined;
  });
  return pgliteWasm;
}

const INT8 = 20;
const NUMERIC = 1700;
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;

// ids fit in a double; bigint strings would leak into the JSON wire format otherwise.
const toNumber = (v: string) => Number(v);

/** A connection URL as shown: everything but the password (of the user-info, or a `password=` parameter). */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    for (const name of [...parsed.searchParams.keys()]) if (isSecretName(name)) parsed.searchParams.delete(name);
    return parsed.toString();
  } catch {
    // Not a URL (a libpq keyword string): shown as its scheme-less self, any password= dropped.
    return url.replace(/password\s*=\s*('[^']*'|\S*)/gi, '').trim();
  }
}

export type DatabaseOptions =
  /** `preparedStatements` (default true): the pool names its hot statements (./prepared-statements.ts). */
  | { kind: 'postgres'; url: string; poolSize?: number; preparedStatements?: boolean }
  /**
   * `initialDb`: the prebuilt database (db/initial-db.ts) to load when the data dir is empty. `held`: the data dir
   * already taken by holdDataDir (main.ts does, before loading this), whose lock the handle then owns.
   */
  | { kind: 'pglite'; dataDir: string; initialDb?: string; held?: HeldDataDir }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  acquires: number;
  waitSeconds: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [casing];
  // Each driver is loaded only when used: a process needs one of them, and loading costs start-up time.
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === INT8 || oid === NUMERIC) return toNumber;
          if (oid === TIMESTAMPTZ) return parseTimestamptz;
          if (oid === TIMESTAMP) return (v: string) => parseTimestamptz(`${v}+00`);
          return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
        }) as typeof pg.types.getTypeParser,
      },
    });
    // Timed for the metrics: Kysely asks for a connection with the promise form; pg's own pool.query uses the callback.
    const timing = new PoolTiming();
    const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
    pool.connect = ((callback?: unknown) => (callback ? connect(callback) : timing.time(() => connect() as Promise<unknown>))) as typeof pool.connect;
    pool.on('error', () => {
      /* idle client errors are reported on the next query */
    });
    if (options.preparedStatements !== false) {
      const names = new StatementNames();
      pool.on('connect', (client) => nameStatements(client as never, names));
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    const listen = async (channel: string, onMessage: (payload: string) => void, onLost?: () => void) => {
      let stopped = false;
      let client: InstanceType<typeof pg.Client> | undefined;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: options.url });
        next.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        const retry = () => {
          if (stopped || client !== next) return;
          client = undefined;
          onLost?.();
          setTimeout(() => void connect().catch(retry), 1000).unref();
        };
        next.on('error', retry);
        next.on('end', retry);
        client = next;
        await next.connect();
        await next.query(`listen "${channel.replace(/"/g, '')}"`);
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, acquires: timing.acquires, waitSeconds: timing.waitSeconds });
    const copyRows = async (table: string, columns: readonly string[], text: string) => {
      const { from } = await import('pg-copy-streams');
      const client = await pool.connect();
      try {
        const copy = client.query(from(copyStatement(table, columns, 'stdin')));
        copy.end(text);
        await finished(copy);
        client.release();
      } catch (err) {
        // A connection whose COPY failed midway is not trusted with the next statement.
        client.release(err instanceof Error ? err : true);
        throw err;
      }
    };
    return { db, kind: 'postgres', location: withoutPassword(options.url), executeSql: (text, values) => runOn(pool, text, values), copyRows, listen, poolStats, close: () => db.destroy() };
  }

  // Loads (and its errors surface) at the await below; meanwhile a first start extracts its database.
  const pgliteModule = import('@electric-sql/pglite');
  pgliteModule.catch(() => {});
  // PGlite's 9 MB of WebAssembly compiles on V8's background threads from here, beside loading PGlite's and the
  // server's code and a first start's extraction, rather than once PGlite is constructed after them.
  const wasmModule = compilePgliteWasm();
  const held = options.kind === 'pglite' ? (options.held ?? holdDataDir(options.dataDir, options.initialDb)) : undefined;
  const releaseLock = held?.release ?? (() => {});
  let initialDbLoaded = false;
  let initialDbMs: number | undefined;
  try {
    ({ initialDbLoaded, initialDbMs } = (await held?.ready) ?? { initialDbLoaded: false });
  } catch (err) {
    releaseLock();
    throw err;
  }
  const parsers = {
    [INT8]: toNumber,
    [NUMERIC]: toNumber,
    [TIMESTAMPTZ]: parseTimestamptz,
    [TIMESTAMP]: (v: string) => parseTimestamptz(`${v}+00`),
  };
  let pglite: PGlite;
  try {
    const { PGlite } = await pgliteModule;
    pglite = await PGlite.create({
      dataDir: held?.pgDataDir,
      parsers,
      pgliteWasmModule: await wasmModule,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      initDbStartParams: INITDB_PARAMS,
      loadDataDir: options.kind === 'pglite-memory' ? options.loadDataDir : undefined,
    });
  } catch (err) {
    releaseLock();
    throw err;
  }
  const pool = new PGlitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  if (initialDbLoaded) {
    try {
      const { shiftSeedTimes } = await import('./initial-db-times');
      await shiftSeedTimes(db);
    } catch (err) {
      await db.destroy();
      await pglite.close();
      releaseLock();
      throw err;
    }
  }
  return {
    db,
    kind: 'pglite',
    // A name, not the data directory's path: the location is shown to readers of 数据源配置.
    location: options.kind === 'pglite' ? 'pglite:data' : 'pglite:memory',
    pglite,
    initialDbLoaded,
    initialDbMs,
    executeSql: (text, values) => runOn(pool, text, values),
    // PGlite reads COPY's input from a blob, named by the path /dev/blob; the statement waits its turn on the session.
    async copyRows(table, columns, text) {
      const turn = await pool.connect();
      try {
        await pglite.query(copyStatement(table, columns, `'/dev/blob'`), [], { blob: new Blob([text]) });
      } finally {
        turn.release();
      }
    },
    poolStats: () => ({ total: 1, idle: pool.held ? 0 : 1, waiting: pool.timing.waiting, acquires: pool.timing.acquires, waitSeconds: pool.timing.waitSeconds }),
    // One session: LISTEN takes its turn like any statement, so it never joins (and rolls back with) a transaction.
    async listen(channel, onMessage) {
      const turn = await pool.connect();
      let unlisten: () => Promise<void>;
      try {
        unlisten = await pglite.listen(channel, onMessage);
      } finally {
        turn.release();
      }
      return async () => {
        const again = await pool.connect();
        try {
          await unlisten();
        } finally {
          again.release();
        }
      };
    },
    async close() {
      await db.destroy();
      await pglite.close();
      releaseLock();
    },
  };
}

/** Re-exported for scripts outside the server package (benchmarks), so they use this copy of Kysely. */
export { sql } from 'kysely';
