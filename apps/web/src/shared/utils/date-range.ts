import type { Dayjs } from 'dayjs';

/** A picked day range as the server's `createTime[0]/[1]` strings, covering both whole days. */
export function toCreateTimeRange(range: [Dayjs | null, Dayjs | null] | null | undefined): [string, string] | undefined {
  if (!range || !range[0] || !range[1]) return undefined;
  return [`${range[0].format('YYYY-MM-DD')} 00:00:00`, `${range[1].format('YYYY-MM-DD')} 23:59:59`];
}
