import { http } from '@/shared/api/http';

interface Latency {
  p50: number;
  p99: number;
  max: number;
}

export interface ProcessInfo {
  instanceId: string;
  host: string;
  pid: number;
  nodeVersion: string;
  startedAt: number;
  heartbeatAt: number;
  alive: boolean;
  current: boolean;
  stats: {
    uptimeSeconds: number;
    cpuPercent: number;
    memory: { rss: number; heapUsed: number; heapTotal: number; external: number };
    eventLoopDelayMs: Latency;
    requests: { count: number; perSecond: number; errors: number; latencyMs: Latency };
    databasePool: { total: number; idle: number; waiting: number } | null;
    queueDepth: number | null;
  };
}

export interface MonitorInfo {
  now: number;
  heartbeatMs: number;
  database: { kind: string; version: string; sizeBytes: number };
  processes: ProcessInfo[];
}

export const monitorApi = {
  get: () => http.get<MonitorInfo>('/infra/monitor/get'),
};
