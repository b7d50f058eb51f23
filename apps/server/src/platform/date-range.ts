import { GlobalErrors } from '@console/contracts/error-codes';
import { ServiceError } from './errors';

/** 'yyyy-MM-dd HH:mm:ss' or 'yyyy-MM-dd' (server-local time, as the reference UI sends) or epoch ms. */
export function parseDateTime(value: string, field: string): Date {
  const text = value.trim();
  const trimmed = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 00:00:00` : text;
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) : Date.parse(trimmed.replace(' ', 'T'));
  // Years 1–9999 only: past ±8.64e15 ms there is no Date at all, and PostgreSQL refuses years before 4713 BC.
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  if (!Number.isFinite(ms) || Number.isNaN(year) || year < 1 || year > 9999) {
    throw new ServiceError({ code: GlobalErrors.BAD_REQUEST.code, msg: `${GlobalErrors.BAD_REQUEST.msg}:${field} 时间格式不正确` });
  }
  return date;
}

export function parseDateRange(range: string[] | undefined, field: string): [Date, Date] | undefined {
  if (!range || range.length !== 2 || !range[0] || !range[1]) return undefined;
  return [parseDateTime(range[0], `${field}[0]`), parseDateTime(range[1], `${field}[1]`)];
}
