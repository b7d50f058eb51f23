import type { Static } from 'typebox';
import { sql } from 'kysely';
import { DB_MONITOR_LIMITS, type DbMonitorInfo, type DbStatement, type DbTable, type DbWaitingLock } from '@console/contracts/infra/db-monitor';
import { MonitorErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';

type Info = Static<typeof DbMonitorInfo>;

/** No monitor query may hold a connection longer, nor wait long for a lock a busy table holds (sizes take one). */
export const STATEMENT_TIMEOUT_MS = 5000;
const LOCK_TIMEOUT_MS = 2000;
/** Query texts are cut to this many characters. */
const QUERY_CHARS = 1000;

/** PostgreSQL's codes for a statement cancelled by statement_timeout and a lock not got within lock_timeout. */
const TIMED_OUT = new Set(['57014', '55P03']);
/** A view of an extension that was not preloaded ("must be loaded via shared_preload_libraries"). */
const NOT_PRELOADED = '55000';

const sqlState = (err: unknown) => (err as { code?: unknown }).code;

/**
 * Leads every statement the monitor sends: pg_stat_statements keeps a leading comment in the text it records, so the
 * monitor can leave its own queries out of the slowest statements it shows.
 */
const MONITOR_TAG = '/* console: db-monitor */';

/** Runs `read` in a read-only transaction whose statements are bounded in time. */
async function readOnly<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await sql.raw(`${MONITOR_TAG} set transaction read only`).execute(trx);
      await sql.raw(`${MONITOR_TAG} set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`).execute(trx);
      await sql.raw(`${MONITOR_TAG} set local lock_timeout = ${LOCK_TIMEOUT_MS}`).execute(trx);
      return read(trx);
    });
  } catch (err) {
    if (TIMED_OUT.has(sqlState(err) as string)) throw new ServiceError(MonitorErrors.DB_MONITOR_TIMEOUT, STATEMENT_TIMEOUT_MS);
    throw err;
  }
}

const rows = async <T>(trx: Db, query: ReturnType<typeof sql<T>>) => (await sql<T>`${sql.raw(MONITOR_TAG)} ${query}`.execute(trx)).rows;

async function overview(trx: Db) {
  const [row] = await rows(
    trx,
    sql<{ version: string; database: string; sizeBytes: number }>`select version() as version, current_database() as database, pg_database_size(current_database())::bigint as "sizeBytes"`,
  );
  return { version: row!.version.split(' on ')[0]!, database: row!.database, sizeBytes: row!.sizeBytes };
}

async function connections(trx: Db) {
  const [server] = await rows(
    trx,
    sql<{ max: number; total: number; startedAt: number }>`select current_setting('max_connections')::int as max,
      (select count(*) from pg_stat_activity where backend_type = 'client backend')::int as total,
      pg_postmaster_start_time() as "startedAt"`,
  );
  const byState = await rows(
    trx,
    sql<{ state: string; count: number }>`select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' group by 1 order by 2 desc, 1`,
  );
  return { startedAt: server!.startedAt, connections: { max: server!.max, total: server!.total, byState } };
}

/** Sessions of this database waiting for a lock, each with the sessions it waits for. */
async function waitingLocks(trx: Db): Promise<Array<Static<typeof DbWaitingLock>>> {
  const waiting = await rows(
    trx,
    sql<Omit<Static<typeof DbWaitingLock>, 'blockedBy'> & { blockedBy: number[] }>`select l.pid, coalesce(a.usename, '') as "user",
      coalesce(a.application_name, '') as application, l.locktype as "lockType", l.mode,
      coalesce(case when l.relation is not null then l.relation::regclass::text end, '') as relation,
      (extract(epoch from clock_timestamp() - l.waitstart) * 1000)::float8 as "waitingMs",
      left(coalesce(a.query, ''), ${QUERY_CHARS}) as query, pg_blocking_pids(l.pid) as "blockedBy"
    from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where not l.granted and a.datname = current_database()
    order by l.waitstart nulls last, l.pid limit ${DB_MONITOR_LIMITS.waitingLocks}`,
  );
  const blockerPids = [...new Set(waiting.flatMap((w) => w.blockedBy))];
  const blockers = blockerPids.length
    ? await rows(
        trx,
        sql<{ pid: number; user: string; state: string; query: string }>`select pid, coalesce(usename, '') as "user", coalesce(state, '') as state,
          left(coalesce(query, ''), ${QUERY_CHARS}) as query from pg_stat_activity where pid = any(${blockerPids}::int[])`,
      )
    : [];
  const byPid = new Map(blockers.map((b) => [b.pid, b]));
  return waiting.map((w) => ({ ...w, blockedBy: w.blockedBy.map((pid) => byPid.get(pid) ?? { pid, user: '', state: '', query: '' }) }));
}

async function bufferCache(trx: Db) {
  const [row] = await rows(
    trx,
    sql<{ blocksHit: number; blocksRead: number; commits: number; rollbacks: number; deadlocks: number }>`select blks_hit as "blocksHit",
      blks_read as "blocksRead", xact_commit as commits, xact_rollback as rollbacks, deadlocks
    from pg_stat_database where datname = current_database()`,
  );
  const { blocksHit, blocksRead, commits, rollbacks, deadlocks } = row ?? { blocksHit: 0, blocksRead: 0, commits: 0, rollbacks: 0, deadlocks: 0 };
  const asked = blocksHit + blocksRead;
  return { blocksHit, blocksRead, hitRatio: asked ? blocksHit / asked : null, commits, rollbacks, deadlocks };
}

/**
 * The largest tables of the database; `withScans` false where the counts are not collected. Exact sizes open the table
 * and its indexes (an access-share lock): a table that another session holds under an access-exclusive lock now
 * (ALTER TABLE, VACUUM FULL, LOCK TABLE) gets the catalog's page count instead, so the monitor answers while
 * showing that very wait.
 */
async function largestTables(trx: Db, withScans: boolean): Promise<Array<Static<typeof DbTable>>> {
  const tables = await rows(
    trx,
    sql<Omit<Static<typeof DbTable>, 'indexUseRatio'>>`with exclusive as (
      select distinct relation from pg_locks where mode = 'AccessExclusiveLock' and relation is not null and pid <> pg_backend_pid()
    ), candidate as (
      select c.oid, n.nspname, c.relname, c.reltuples, c.relpages,
        c.oid in (select relation from exclusive)
          or exists (select 1 from pg_index i where i.indrelid = c.oid and i.indexrelid in (select relation from exclusive))
          or c.reltoastrelid in (select relation from exclusive) as locked
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
    ), sized as (
      select *, case when locked then relpages::bigint * current_setting('block_size')::bigint else pg_total_relation_size(oid) end as total
      from candidate
    )
    select z.nspname as schema, z.relname as name, case when z.reltuples < 0 then null else z.reltuples::float8 end as "rowEstimate",
      z.total::bigint as "totalBytes",
      (case when z.locked then z.total else pg_relation_size(z.oid) end)::bigint as "tableBytes",
      (case when z.locked then 0 else pg_indexes_size(z.oid) end)::bigint as "indexBytes",
      z.locked, s.seq_scan::bigint as "seqScans", s.idx_scan::bigint as "indexScans"
    from sized z left join pg_stat_user_tables s on s.relid = z.oid
    order by z.total desc, z.nspname, z.relname limit ${DB_MONITOR_LIMITS.tables}`,
  );
  return tables.map((t) => {
    const seqScans = withScans ? (t.seqScans ?? 0) : null;
    const indexScans = withScans ? t.indexScans : null;
    const scans = (seqScans ?? 0) + (indexScans ?? 0);
    return { ...t, seqScans, indexScans, indexUseRatio: scans ? (indexScans ?? 0) / scans : null };
  });
}

type Statements = { statements: Array<Static<typeof DbStatement>> | null; reason: 'not-installed' | 'not-loaded' | null };

/** The statements slowest on average, from pg_stat_statements where it is installed in this database and loaded. */
async function slowestStatements(db: Db): Promise<Statements> {
  const [extension] = await readOnly(db, (trx) =>
    rows(trx, sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_stat_statements'`),
  );
  if (!extension) return { statements: null, reason: 'not-installed' };
  try {
    const statements = await readOnly(db, (trx) =>
      rows(
        trx,
        sql<Static<typeof DbStatement>>`select left(query, ${QUERY_CHARS}) as query, calls, total_exec_time::float8 as "totalMs",
          mean_exec_time::float8 as "meanMs", max_exec_time::float8 as "maxMs", rows
        from ${sql.table(`${extension.schema}.pg_stat_statements`)}
        where dbid = (select oid from pg_database where datname = current_database()) and calls > 0
          and query not like ${`${MONITOR_TAG}%`}
        order by mean_exec_time desc limit ${DB_MONITOR_LIMITS.statements}`,
      ),
    );
    return { statements, reason: null };
  } catch (err) {
    // Created in the database, but the server was started without it in shared_preload_libraries.
    if (sqlState(err) === NOT_PRELOADED) return { statements: null, reason: 'not-loaded' };
    throw err;
  }
}

/**
 * 数据库监控: what the console's own database reports about itself. PGlite is one embedded session: it has no other
 * connections, never waits for a lock, keeps no scan counts and has no pg_stat_statements, and says so.
 */
export async function databaseSnapshot(db: Db, kind: 'postgres' | 'pglite'): Promise<Info> {
  if (kind === 'pglite') {
    const base = await readOnly(db, async (trx) => ({ ...(await overview(trx)), cache: await bufferCache(trx), tables: await largestTables(trx, false) }));
    return {
      kind,
      ...base,
      startedAt: null,
      connections: null,
      waitingLocks: null,
      statements: null,
      notApplicable: { connections: 'pglite', waitingLocks: 'pglite', scans: 'pglite', statements: 'pglite' },
    };
  }
  const base = await readOnly(db, async (trx) => ({
    ...(await overview(trx)),
    ...(await connections(trx)),
    waitingLocks: await waitingLocks(trx),
    cache: await bufferCache(trx),
    tables: await largestTables(trx, true),
  }));
  const { statements, reason } = await slowestStatements(db);
  return { kind, ...base, statements, notApplicable: { connections: null, waitingLocks: null, scans: null, statements: reason } };
}
