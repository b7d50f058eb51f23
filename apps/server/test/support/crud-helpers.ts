import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A page answer's data. */
export interface Page<T> {
  list: T[];
  total: number;
}

/** A short random text, so rows a test creates are its own. */
export const suffix = () => randomBytes(4).toString('hex');

/** A query string as the reference UI's axios serialiser writes it: key and value each percent-encoded. */
export const browserQuery = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

/** An export's first sheet, with its rows' cell values as ExcelJS reads them (header row first). */
export async function readSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

/**
 * The operate-log rows a test's requests write, read as they come: `newLogs()` answers those since its previous call,
 * `expectOneLog()` checks that exactly one came and what it says. `ctx` is read at each call (filled in beforeAll).
 */
export function watchOperateLog(ctx: { t: TestApp; userId: number }, module: string) {
  let lastId = 0;
  async function newLogs() {
    const rows = await ctx.t.database.db.selectFrom('system_operate_log').selectAll().where('id', '>', lastId).orderBy('id').execute();
    if (rows.length) lastId = rows.at(-1)!.id;
    return rows;
  }
  async function expectOneLog(expected: { name: string; type: number; method: string; url: string; resultCode: number }) {
    const logs = await newLogs();
    expect(logs).toHaveLength(1);
    const [log] = logs;
    expect(log).toMatchObject({
      module,
      name: expected.name,
      type: expected.type,
      requestMethod: expected.method,
      requestUrl: expected.url,
      resultCode: expected.resultCode,
      userId: ctx.userId,
      tenantId: 1,
    });
    expect(log!.duration).toBeGreaterThanOrEqual(0);
    return { ...log, params: JSON.parse(log!.javaMethodArgs) as { query?: Record<string, unknown>; body?: Record<string, unknown> } };
  }
  return { newLogs, expectOneLog };
}
