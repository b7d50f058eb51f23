import { Type } from 'typebox';
import { Nullable } from '../schema';

/** Why a section has no figures: the embedded database has no such thing, or the extension is absent. */
export const NotApplicableReason = Type.Union([
  Type.Literal('pglite'),
  Type.Literal('not-installed'),
  Type.Literal('not-loaded'),
]);

const Count = Type.Integer({ minimum: 0 });
const Bytes = Type.Number({ minimum: 0 });

export const DbConnections = Type.Object({
  /** max_connections of the server. */
  max: Count,
  /** Connections to the whole server now. */
  total: Count,
  /** This database's connections by pg_stat_activity.state (`null` state: background workers). */
  byState: Type.Array(Type.Object({ state: Type.String(), count: Count })),
});

export const DbWaitingLock = Type.Object({
  pid: Type.Integer(),
  user: Type.String(),
  application: Type.String(),
  lockType: Type.String(),
  mode: Type.String(),
  /** The table (or other object) waited for, when it has a name. */
  relation: Type.String(),
  waitingMs: Nullable(Type.Number()),
  query: Type.String(),
  /** The sessions holding what it waits for (pg_blocking_pids). */
  blockedBy: Type.Array(Type.Object({ pid: Type.Integer(), user: Type.String(), state: Type.String(), query: Type.String() })),
});

export const DbCache = Type.Object({
  blocksHit: Count,
  blocksRead: Count,
  /** blocks found in shared buffers / all blocks asked for; null before any was. */
  hitRatio: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  commits: Count,
  rollbacks: Count,
  deadlocks: Count,
});

export const DbTable = Type.Object({
  schema: Type.String(),
  name: Type.String(),
  /** pg_class.reltuples: null until the table was first analysed. */
  rowEstimate: Nullable(Type.Number()),
  totalBytes: Bytes,
  tableBytes: Bytes,
  indexBytes: Bytes,
  /** Held under an access-exclusive lock by another session now: its size is the catalog's estimate. */
  locked: Type.Boolean(),
  /** Scan counts since the statistics were reset; null where not collected (PGlite). */
  seqScans: Nullable(Count),
  indexScans: Nullable(Count),
  /** indexScans / (seqScans + indexScans); null when neither. */
  indexUseRatio: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
});

export const DbStatement = Type.Object({
  query: Type.String(),
  calls: Count,
  totalMs: Type.Number(),
  meanMs: Type.Number(),
  maxMs: Type.Number(),
  rows: Count,
});

export const DbMonitorInfo = Type.Object({
  kind: Type.Union([Type.Literal('postgres'), Type.Literal('pglite')]),
  version: Type.String(),
  database: Type.String(),
  sizeBytes: Bytes,
  /** When the server started; null on PGlite (it starts with the process). */
  startedAt: Nullable(Type.Integer()),
  /** Each section is null where it does not apply, with the reason in `notApplicable`. */
  connections: Nullable(DbConnections),
  waitingLocks: Nullable(Type.Array(DbWaitingLock)),
  cache: Nullable(DbCache),
  tables: Type.Array(DbTable),
  statements: Nullable(Type.Array(DbStatement)),
  notApplicable: Type.Object({
    connections: Nullable(NotApplicableReason),
    waitingLocks: Nullable(NotApplicableReason),
    scans: Nullable(NotApplicableReason),
    statements: Nullable(NotApplicableReason),
  }),
});

/** How many rows the lists show at most. */
export const DB_MONITOR_LIMITS = { tables: 20, statements: 20, waitingLocks: 50 } as const;
