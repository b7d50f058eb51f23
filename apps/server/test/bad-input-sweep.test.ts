import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './support/admin-app';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  maxLength?: number;
}

/**
 * Walks every write route of the API (so a new endpoint cannot forget) and sends it bad bodies:
 * nothing at all, wrong types, 10 kB strings. Every answer must be a clear client error in the envelope,
 * never a 500, and no table may change.
 */
describe('bad input on every write route', () => {
  const ctx = adminAppForFile();

  // Not compared: what the requests themselves leave (tokens, logs, limits) and the job log, which the scheduler
  // writes on its own (the payment notification job runs every 5 seconds).
  const tableCounts = async () => {
    const tables = await sql<{ tableName: string }>`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('system_rate_limit', 'system_oauth2_access_token', 'system_oauth2_refresh_token', 'system_operate_log', 'system_login_log', 'system_captcha', 'infra_api_access_log', 'infra_job_log')`.execute(ctx.t.database.db);
    const counts: Record<string, number> = {};
    for (const { tableName } of tables.rows) {
      const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(tableName)}`.execute(ctx.t.database.db);
      counts[tableName] = r.rows[0]!.n;
    }
    return counts;
  };

  const wrongValue = (s: JsonSchema): unknown => {
    const type = s.type ?? s.anyOf?.find((a) => a.type !== 'null')?.type;
    if (type === 'string') return { not: 'a string' };
    if (type === 'integer' || type === 'number') return 'not-a-number';
    if (type === 'boolean') return 'maybe';
    if (type === 'array') return 'not-an-array';
    return 12345;
  };

  // Every write route of the console, each with its table snapshot compared: minutes on a loaded machine.
  it('answers every bad body with a non-500 error code and writes nothing', async () => {
    const routes = (ctx.t.app.routeTable as unknown as Array<{ method: string; url: string; schema?: { body?: JsonSchema } }>).filter(
      // The captcha answers in AJ-Captcha's format, not the envelope (vue2-ui-compat.test.ts sends it bad bodies).
      (r) => r.url.startsWith('/admin-api/') && !r.url.startsWith('/admin-api/system/captcha/') && ['POST', 'PUT'].includes(String(r.method)) && r.schema?.body?.properties,
    );
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const before = await tableCounts();
    const failures: string[] = [];
    const send = async (r: (typeof routes)[number], payload: unknown, label: string) => {
      const res = await ctx.t.request({ method: r.method, url: r.url, token: ctx.token, payload: payload as object });
      const body = res.json<{ code: number; msg: string }>();
      if (res.statusCode !== 200 || body.code === 0 || body.code === 500 || !body.msg) {
        failures.push(`${r.method} ${r.url} ${label} → HTTP ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
      }
    };
    for (const r of routes) {
      const body = r.schema!.body!;
      const props = Object.entries(body.properties ?? {});
      if (body.required?.length) await send(r, {}, 'empty body');
      for (const [name, schema] of props) {
        await send(r, { [name]: wrongValue(schema) }, `wrong type for ${name}`);
        const type = schema.type ?? schema.anyOf?.find((a) => a.type !== 'null')?.type;
        // A field declared for long texts (敏感词's validate-text) gets one character past its own bound.
        const longest = schema.maxLength !== undefined && schema.maxLength >= 10_240 ? schema.maxLength + 1 : 10_240;
        if (type === 'string') await send(r, { [name]: 'x'.repeat(longest) }, `${longest}-character ${name}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  }, 180_000);
});
