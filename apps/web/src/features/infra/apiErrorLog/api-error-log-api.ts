import type { Static } from 'typebox';
import type { ApiErrorLogFilter, ApiErrorLogRow } from '@console/contracts/infra/api-error-log';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

/** infra_api_error_log_process_status. */
export { ProcessStatus as PROCESS_STATUS } from '@console/contracts/codes';

export type ApiErrorLog = Static<typeof ApiErrorLogRow>;

export type ApiErrorLogFilters = Static<typeof ApiErrorLogFilter>;

export const apiErrorLogApi = {
  page: (query: ApiErrorLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<ApiErrorLog>>('/infra/api-error-log/page', query),
  process: (id: number, processStatus: number) => http.put<boolean>(`/infra/api-error-log/update-status?id=${id}&processStatus=${processStatus}`),
  export: (filters: ApiErrorLogFilters) => http.getBlob('/infra/api-error-log/export-excel', filters),
};
