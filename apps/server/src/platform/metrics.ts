import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry, type Metric } from 'prom-client';
import { PayNotifyStatus } from '@console/contracts/pay/notify';
import type { DatabaseHandle } from '../db/database';
import { dbNow } from '../db/timestamp';

/** What the metrics read when scraped: each part keeps plain running totals, so keeping them costs nothing when off. */
export interface MetricSources {
  database: DatabaseHandle;
  /** In-process caches, with their hit and miss totals. */
  caches: { list: () => ReadonlyArray<{ name: string; store: { hits: number; misses: number } }> };
  accessLog?: { writtenTotal: number; lostTotal: number };
  jobs: { runs: number; failedRuns: number; scheduledRuns: number; latenessSeconds: number };
  payNotifier: { attempts: number; acceptedAttempts: number };
  workflow: { steps: number; failedSteps: number; stepSeconds: number };
}

type Sample = { labels?: Record<string, string>; value: number };

/**
 * A counter or gauge whose samples are read when scraped, from totals the application keeps anyway. prom-client's
 * own counters only count up through `inc()`; these report totals kept elsewhere.
 */
function observed(registry: Registry, name: string, help: string, type: 'counter' | 'gauge', read: () => Sample[] | Promise<Sample[]>): void {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: await read() }),
    reset: () => {},
  };
  registry.registerMetric(metric as unknown as Metric);
}

const one = (value: number): Sample[] => [{ value }];

/** The registry of one app: HTTP figures observed by hooks, the rest read from `sources` at each scrape. */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'console_' });
  const duration = new Histogram({
    name: 'console_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer, by route template and HTTP status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({ name: 'console_http_requests_in_flight', help: 'Requests being answered now', registers: [registry] });

  const pool = () => sources.database.poolStats();
  observed(registry, 'console_db_pool_connections', 'Database connections by state (PGlite: its one session)', 'gauge', () => {
    const { total, idle } = pool();
    return [
      { labels: { state: 'idle' }, value: idle },
      { labels: { state: 'busy' }, value: total - idle },
    ];
  });
  observed(registry, 'console_db_pool_waiting', 'Callers waiting for a database connection now', 'gauge', () => one(pool().waiting));
  observed(registry, 'console_db_pool_acquires_total', 'Database connections handed out', 'counter', () => one(pool().acquires));
  observed(registry, 'console_db_pool_wait_seconds_total', 'Time callers waited for a database connection', 'counter', () => one(pool().waitSeconds));

  observed(registry, 'console_job_runs_total', 'Scheduled-job runs started in this process, by outcome', 'counter', () => [
    { labels: { outcome: 'succeeded' }, value: sources.jobs.runs - sources.jobs.failedRuns },
    { labels: { outcome: 'failed' }, value: sources.jobs.failedRuns },
  ]);
  observed(registry, 'console_job_lateness_seconds_sum', 'Seconds between scheduled fire times and run starts, summed', 'counter', () => one(sources.jobs.latenessSeconds));
  observed(registry, 'console_job_lateness_seconds_count', 'Scheduled runs whose lateness is in the sum', 'counter', () => one(sources.jobs.scheduledRuns));

  observed(registry, 'console_pay_notify_attempts_total', 'Merchant notification attempts made by this process, by outcome', 'counter', () => [
    { labels: { outcome: 'accepted' }, value: sources.payNotifier.acceptedAttempts },
    { labels: { outcome: 'failed' }, value: sources.payNotifier.attempts - sources.payNotifier.acceptedAttempts },
  ]);
  observed(registry, 'console_pay_notify_backlog', 'Merchant notifications due and not yet sent (whole cluster)', 'gauge', async () => {
    const row = await sources.database.db
      .selectFrom('pay_notify_task')
      .select((eb) => eb.fn.countAll<number>().as('due'))
      .where('status', 'in', [PayNotifyStatus.WAITING, PayNotifyStatus.REQUEST_SUCCESS, PayNotifyStatus.REQUEST_FAILURE])
      .where('nextNotifyTime', '<=', dbNow())
      .executeTakeFirstOrThrow();
    return one(Number(row.due));
  });

  observed(registry, 'console_workflow_steps_total', 'Workflow engine steps asked of the engine thread, by outcome', 'counter', () => [
    { labels: { outcome: 'succeeded' }, value: sources.workflow.steps - sources.workflow.failedSteps },
    { labels: { outcome: 'failed' }, value: sources.workflow.failedSteps },
  ]);
  observed(registry, 'console_workflow_step_seconds_total', 'Time from asking the engine thread for a step to its answer', 'counter', () => one(sources.workflow.stepSeconds));

  observed(registry, 'console_access_log_rows_total', 'API access-log rows, written or lost (dropped while the database was behind, or refused)', 'counter', () => [
    { labels: { outcome: 'written' }, value: sources.accessLog?.writtenTotal ?? 0 },
    { labels: { outcome: 'lost' }, value: sources.accessLog?.lostTotal ?? 0 },
  ]);

  observed(registry, 'console_cache_requests_total', 'In-process cache reads, by cache and result', 'counter', () =>
    sources.caches.list().flatMap(({ name: cache, store: { hits, misses } }) => [
      { labels: { cache, result: 'hit' }, value: hits },
      { labels: { cache, result: 'miss' }, value: misses },
    ]),
  );

  return { registry, duration, inFlight };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Times every request of `app` (all scopes, web pages and refusals included) by its route template. */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request, performance.now());
    metrics.inFlight.inc();
    done();
  });
  const end = (request: FastifyRequest, statusCode: number) => {
    const start = started.get(request);
    if (start === undefined) return;
    started.delete(request);
    metrics.inFlight.dec();
    // The template, never the URL: label values must be few.
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    metrics.duration.observe({ method: request.method, route, status_code: String(statusCode) }, (performance.now() - start) / 1000);
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    // nginx's code for a client that went away before its answer.
    end(request, 499);
    done();
  });
}

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `GET /metrics` on the main listener, answered only with `Authorization: Bearer <token>`. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get('/metrics', { config: { public: true }, logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('unauthorized');
    return reply.type(PROMETHEUS_TEXT).send(await metrics.registry.metrics());
  });
}

/** A listener of its own that answers `GET /metrics` to anyone who can reach it (bind it to a private address). */
export async function listenForMetrics(metrics: Metrics, port: number, host: string): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => reply.type(PROMETHEUS_TEXT).send(await metrics.registry.metrics()));
  await server.listen({ port, host });
  return server;
}
