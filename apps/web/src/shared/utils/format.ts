/**
 * Adds begin/end fields for a two-element date range: field "create" gives beginCreateTime/endCreateTime,
 * no field gives beginTime/endTime; the day's first and last second are appended.
 */
export function addBeginAndEndTime<T extends Record<string, unknown>>(
  params: T,
  dateRange: readonly (string | null | undefined)[] | null | undefined,
  fieldName?: string,
): T & Record<string, string> {
  const result: Record<string, unknown> = { ...params };
  if (!dateRange || dateRange.length !== 2) return result as T & Record<string, string>;
  const suffix = fieldName ? `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Time` : 'Time';
  const [begin, end] = dateRange;
  if (begin) result[`begin${suffix}`] = `${begin} 00:00:00`;
  if (end) result[`end${suffix}`] = `${end} 23:59:59`;
  return result as T & Record<string, string>;
}

/**
 * Percentage of part in whole, rounded down to 2 decimals (25.129 → 25.12).
 * Nothing for a zero or missing divisor.
 */
export function percentage(part: number | null | undefined, whole: number | null | undefined): number | undefined {
  if (!whole || part === null || part === undefined || !Number.isFinite(part) || !Number.isFinite(whole)) return undefined;
  // toPrecision strips binary noise (0.29*10000 = 2899.9999…) before flooring.
  const hundredths = Number(((part * 10000) / whole).toPrecision(12));
  return Math.floor(hundredths) / 100;
}

/** Server dates are epoch milliseconds; shown as local "YYYY-MM-DD HH:mm:ss". */
export function formatDateTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

export { primitiveText } from '@console/contracts/text';

/** 2.1 GB, 1.5 MB, 820 KB, 12 B. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
