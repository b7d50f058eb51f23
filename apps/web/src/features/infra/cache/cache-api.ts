import type { Static } from 'typebox';
import type { CacheMonitorInfo as CacheMonitorInfoSchema } from '@console/contracts/infra/cache';
import { http } from '@/shared/api/http';

export type CacheMonitorInfo = Static<typeof CacheMonitorInfoSchema>;
export type CacheRow = CacheMonitorInfo['caches'][number];

export const cacheApi = {
  list: () => http.get<CacheMonitorInfo>('/infra/cache/list'),
  clear: (name: string) => http.delete<boolean>('/infra/cache/clear', { name }),
};
