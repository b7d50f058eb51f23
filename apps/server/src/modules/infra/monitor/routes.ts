import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { success } from '../../../platform/envelope';
import { HEARTBEAT_MS } from '../../../platform/process-stats';
import { Envelope, Nullable } from '../../../platform/schemas';

const Latency = Type.Object({ p50: Type.Number(), p99: Type.Number(), max: Type.Number() });
const ProcessRow = Type.Object({
  instanceId: Type.String(),
  host: Type.String(),
  pid: Type.Integer(),
  nodeVersion: Type.String(),
  startedAt: Type.Integer(),
  heartbeatAt: Type.Integer(),
  /** Wrote its heartbeat within three intervals. */
  alive: Type.Boolean(),
  /** The process that answered this request. */
  current: Type.Boolean(),
  stats: Type.Object({
    uptimeSeconds: Type.Number(),
    cpuPercent: Type.Number(),
    memory: Type.Object({ rss: Type.Number(), heapUsed: Type.Number(), heapTotal: Type.Number(), external: Type.Number() }),
    eventLoopDelayMs: Latency,
    requests: Type.Object({ count: Type.Integer(), perSecond: Type.Number(), errors: Type.Integer(), latencyMs: Latency }),
    databasePool: Nullable(Type.Object({ total: Type.Integer(), idle: Type.Integer(), waiting: Type.Integer() })),
    queueDepth: Nullable(Type.Integer()),
  }),
});
const MonitorInfo = Type.Object({
  now: Type.Integer(),
  heartbeatMs: Type.Integer(),
  database: Type.Object({ kind: Type.String(), version: Type.String(), sizeBytes: Type.Number() }),
  processes: Type.Array(ProcessRow),
});

/** 服务监控: every process of the cluster with its last heartbeat's figures, the database and the job queue. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/infra/monitor/get',
    {
      config: { permission: 'infra:monitor:query' },
      schema: { tags: ['管理后台 - 服务监控'], summary: '获得服务监控信息', response: { 200: Envelope(MonitorInfo) } },
    },
    async () => {
      // This process's figures are written now, so the answer is never a heartbeat behind for the one asked.
      await app.processStats.beat();
      const [rows, database] = await Promise.all([
        app.db.selectFrom('infra_server_process').selectAll().orderBy('startedAt').execute(),
        sql<{ version: string; size: number }>`select version() as version, pg_database_size(current_database())::bigint as size`.execute(app.db),
      ]);
      const now = Date.now();
      return success({
        now,
        heartbeatMs: HEARTBEAT_MS,
        database: { kind: app.dbKind, version: database.rows[0]?.version.split(' on ')[0] ?? '', sizeBytes: Number(database.rows[0]?.size ?? 0) },
        processes: rows.map((r) => ({
          instanceId: r.instanceId,
          host: r.host,
          pid: r.pid,
          nodeVersion: r.nodeVersion,
          startedAt: r.startedAt,
          heartbeatAt: r.heartbeatAt,
          alive: now - r.heartbeatAt < 3 * HEARTBEAT_MS,
          current: r.instanceId === app.clusterBus.instanceId,
          stats: r.stats as never,
        })),
      });
    },
  );
  done();
};

export default routes;
