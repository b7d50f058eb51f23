import type { Static } from 'typebox';
import type { ApiAccessLogFilter, ApiAccessLogRow } from '@console/contracts/infra/api-access-log';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type ApiAccessLog = Static<typeof ApiAccessLogRow>;

export type ApiAccessLogFilters = Static<typeof ApiAccessLogFilter>;

export const apiAccessLogApi = {
  page: (query: ApiAccessLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<ApiAccessLog>>('/infra/api-access-log/page', query),
  export: (filters: ApiAccessLogFilters) => http.getBlob('/infra/api-access-log/export-excel', filters),
};
