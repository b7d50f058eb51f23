import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** How often a process writes its heartbeat; the monitor counts a process gone after three missed. */
export const HEARTBEAT_MS = 5000;
const LATENCY_SAMPLES = 2000;

export interface ProcessFigures {
  uptimeSeconds: number;
  cpuPercent: number;
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number };
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  requests: { count: number; perSecond: number; errors: number; latencyMs: { p50: number; p99: number; max: number } };
  databasePool: { total: number; idle: number; waiting: number } | null;
  queueDepth: number | null;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * This process's figures over the last heartbeat interval (requests, latency, event-loop delay, CPU), written to
 * infra_server_process so the monitor shows every process of the cluster, whichever one it asks.
 */
export class ProcessStats {
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private latencies: number[] = [];
  private requests = 0;
  private errors = 0;
  private windowStart = performance.now();
  private cpu = process.cpuUsage();
  private timer: NodeJS.Timeout | undefined;
  private readonly startedAt = new Date(Date.now() - process.uptime() * 1000);

  constructor(
    private readonly db: Db,
    private readonly instanceId: string,
    private readonly log: FastifyBaseLogger,
    private readonly pool: () => ProcessFigures['databasePool'],
    private readonly queueDepth: () => Promise<number>,
  ) {}

  /** One answered request: its time and whether it ended in an unexpected error. */
  record(durationMs: number, failed: boolean): void {
    this.requests += 1;
    if (failed) this.errors += 1;
    // A bounded reservoir: the first LATENCY_SAMPLES of the interval, then random replacement.
    if (this.latencies.length < LATENCY_SAMPLES) this.latencies.push(durationMs);
    else {
      const slot = Math.floor(Math.random() * this.requests);
      if (slot < LATENCY_SAMPLES) this.latencies[slot] = durationMs;
    }
  }

  /** The figures since the last call (which starts the next interval). */
  async take(): Promise<ProcessFigures> {
    const now = performance.now();
    const seconds = Math.max((now - this.windowStart) / 1000, 0.001);
    const cpu = process.cpuUsage(this.cpu);
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const memory = process.memoryUsage();
    const figures: ProcessFigures = {
      uptimeSeconds: Math.round(process.uptime()),
      cpuPercent: round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100),
      memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, external: memory.external },
      eventLoopDelayMs: { p50: round(this.loop.percentile(50) / 1e6), p99: round(this.loop.percentile(99) / 1e6), max: round(this.loop.max / 1e6) },
      requests: {
        count: this.requests,
        perSecond: round(this.requests / seconds),
        errors: this.errors,
        latencyMs: { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) },
      },
      databasePool: this.pool(),
      queueDepth: await this.queueDepth().catch(() => null),
    };
    this.windowStart = now;
    this.cpu = process.cpuUsage();
    this.latencies = [];
    this.requests = 0;
    this.errors = 0;
    this.loop.reset();
    return figures;
  }

  /** Writes this process's row now. */
  async beat(): Promise<void> {
    const stats = JSON.stringify(await this.take());
    await this.db
      .insertInto('infra_server_process')
      .values({
        instanceId: this.instanceId,
        host: os.hostname().slice(0, 255),
        pid: process.pid,
        nodeVersion: process.version,
        startedAt: this.startedAt,
        heartbeatAt: sql<Date>`now()` as unknown as Date,
        stats,
      })
      .onConflict((oc) => oc.column('instanceId').doUpdateSet({ heartbeatAt: sql<Date>`now()` as unknown as Date, stats }))
      .execute();
    // Processes gone for an hour leave the list.
    await this.db.deleteFrom('infra_server_process').where('heartbeatAt', '<', sql<number>`now() - interval '1 hour'`).execute();
  }

  start(): void {
    this.loop.enable();
    const beat = () => void this.beat().catch((err: unknown) => this.log.warn({ err }, 'heartbeat not written'));
    beat();
    this.timer = setInterval(beat, HEARTBEAT_MS);
    this.timer.unref();
  }

  /** A process that stops leaves the list at once. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.loop.disable();
    await this.db.deleteFrom('infra_server_process').where('instanceId', '=', this.instanceId).execute().catch(() => undefined);
  }
}
