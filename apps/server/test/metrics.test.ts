import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { at } from '../src/db/timestamp';
import { loadConfig } from '../src/platform/config';
import { createTestApp, type TestApp } from './support/test-app';

const TOKEN = 'scrape-secret-0123456789';

/** The value of one sample in Prometheus text: `name{labels} value`, labels given in the order they are printed. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('Prometheus metrics', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ metrics: { token: TOKEN, host: '127.0.0.1' }, dictCacheSeconds: 60 });
    token = (await t.login()).accessToken;
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return res.body;
  };

  it('answers only with the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect([res.statusCode, res.body], String(authorization)).toEqual([401, 'unauthorized']);
    }
  });

  it('times requests by route template and status, and counts in-flight requests', async () => {
    await t.api({ method: 'GET', url: '/admin-api/system/dict-type/get', token, query: { id: '1' } });
    await t.api({ method: 'GET', url: '/admin-api/system/dict-type/get', token, query: { id: '2' } });
    const text = await scrape();
    expect(sample(text, 'console_http_request_duration_seconds_count', 'method="GET",route="/admin-api/system/dict-type/get",status_code="200"')).toBe(2);
    // The template, not the URL: no label holds an id or a query.
    expect(text).not.toMatch(/route="[^"]*\?/);
    expect(sample(text, 'console_http_requests_in_flight')).toBe(1); // the scrape itself
  });

  it('reports the database pool, the caches, the access log, jobs, payment notifications, workflow steps and the process', async () => {
    // A dictionary page twice: one miss, one hit.
    for (let i = 0; i < 2; i += 1) await t.api({ method: 'GET', url: '/admin-api/system/dict-data/page', token, query: { pageNo: '1', pageSize: '10', dictType: 'common_status' } });
    // A job run (执行一次) and a workflow start (the shipped OA leave).
    expect(await t.api({ method: 'PUT', url: '/admin-api/infra/job/trigger', token, query: { id: '6' } })).toMatchObject({ code: 0 });
    const day = 86_400_000;
    const start = Date.UTC(2031, 0, 6);
    expect(await t.api({ method: 'POST', url: '/admin-api/bpm/oa/leave/create', token, payload: { startTime: start, endTime: start + 2 * day, type: 1, reason: '指标' } })).toMatchObject({ code: 0 });

    let text = '';
    await vi.waitFor(
      async () => {
        text = await scrape();
        expect(sample(text, 'console_job_runs_total', 'outcome="succeeded"')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'console_access_log_rows_total', 'outcome="written"')).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(sample(text, 'console_cache_requests_total', 'cache="dictionary",result="hit"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'console_cache_requests_total', 'cache="dictionary",result="miss"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'console_cache_requests_total', 'cache="access-token",result="miss"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'console_workflow_steps_total', 'outcome="succeeded"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'console_workflow_step_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'console_db_pool_acquires_total')).toBeGreaterThan(10);
    expect(sample(text, 'console_db_pool_wait_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'console_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'console_db_pool_connections', 'state="idle"')).toBeGreaterThanOrEqual(0);
    // The backlog is the cluster's due notifications: the shipped demo orders' included.
    const due = await t.database.db
      .selectFrom('pay_notify_task')
      .select('id')
      .where('status', 'in', [1, 4, 5])
      .where('nextNotifyTime', '<=', at(Date.now()))
      .execute();
    expect(sample(text, 'console_pay_notify_backlog')).toBe(due.length);
    expect(sample(text, 'console_pay_notify_attempts_total', 'outcome="failed"')).toBe(0);
    expect(sample(text, 'console_job_runs_total', 'outcome="failed"')).toBe(0);
    // Ticks of the shipped every-few-seconds jobs start well within a second of their fire time here.
    const ticks = sample(text, 'console_job_lateness_seconds_count')!;
    expect(sample(text, 'console_job_lateness_seconds_sum')!).toBeLessThanOrEqual(ticks * 5);
    expect(sample(text, 'console_access_log_rows_total', 'outcome="lost"')).toBe(0);
    // The process: event-loop delay, garbage collection, memory.
    for (const name of ['console_nodejs_eventloop_lag_p99_seconds', 'console_process_resident_memory_bytes', 'console_nodejs_heap_size_used_bytes']) {
      expect(sample(text, name), name).toBeGreaterThan(0);
    }
    expect(text).toContain('# TYPE console_nodejs_gc_duration_seconds histogram');
  });
});

describe('metrics configuration', () => {
  it('is off unless configured: no /metrics, and requests are not timed', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.body).not.toContain('console_');
    } finally {
      await t.close();
    }
  });

  it('serves a listener of its own without a token, and not on the main port', async () => {
    const t = await createTestApp({ metrics: { port: 0, host: '127.0.0.1' } });
    try {
      const { port } = t.app.metricsAddress() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE console_http_request_duration_seconds histogram');
      expect((await t.request({ method: 'GET', url: '/metrics' })).body).not.toContain('console_');
    } finally {
      await t.close();
    }
  });

  it('refuses a short token', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
  });
});
