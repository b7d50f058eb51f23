import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCluster, type TestApp } from './support/test-app';

interface MonitorInfo {
  now: number;
  database: { kind: string; version: string; sizeBytes: number };
  processes: Array<{
    instanceId: string;
    pid: number;
    alive: boolean;
    current: boolean;
    stats: { uptimeSeconds: number; memory: { rss: number }; requests: { count: number; perSecond: number; latencyMs: { p99: number } }; eventLoopDelayMs: { p99: number }; queueDepth: number | null };
  }>;
}

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = (await createTestCluster(2)) as [TestApp, TestApp];
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('server monitor', () => {
  it('shows every process of the cluster with its figures, whichever process is asked', async () => {
    const { accessToken } = await a.login();
    for (let i = 0; i < 5; i++) await b.api({ method: 'GET', url: '/admin-api/system/post/page', token: accessToken });
    // B's figures reach the table with its next heartbeat; asking B writes them at once.
    await b.api({ method: 'GET', url: '/admin-api/infra/monitor/get', token: accessToken });
    const info = (await a.api<MonitorInfo>({ method: 'GET', url: '/admin-api/infra/monitor/get', token: accessToken })).data;
    expect(info.processes).toHaveLength(2);
    expect(info.processes.every((p) => p.alive && p.stats.memory.rss > 0 && p.stats.uptimeSeconds >= 0)).toBe(true);
    expect(info.processes.filter((p) => p.current).map((p) => p.instanceId)).toEqual([a.app.clusterBus.instanceId]);
    const fromB = info.processes.find((p) => p.instanceId === b.app.clusterBus.instanceId)!;
    expect(fromB.stats.requests.count).toBeGreaterThanOrEqual(5);
    expect(fromB.stats.requests.latencyMs.p99).toBeGreaterThan(0);
    expect(fromB.stats.queueDepth).toBe(0);
    expect(info.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(info.database.version).toMatch(/^PostgreSQL \d+/);
  });

  it('a process that stops leaves the list', async () => {
    const { accessToken } = await a.login();
    const extra = await a.database.db.selectFrom('infra_server_process').select('instanceId').execute();
    expect(extra.map((r) => r.instanceId).sort()).toEqual([a.app.clusterBus.instanceId, b.app.clusterBus.instanceId].sort());
    await a.app.processStats.stop();
    const rows = await b.database.db.selectFrom('infra_server_process').select('instanceId').execute();
    expect(rows.map((r) => r.instanceId)).toEqual([b.app.clusterBus.instanceId]);
    expect((await b.api<MonitorInfo>({ method: 'GET', url: '/admin-api/infra/monitor/get', token: accessToken })).data.processes).toHaveLength(1);
  });
});
