import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

/** infra_api_error_log_process_status. */
export const PROCESS_STATUS = { INIT: 0, DONE: 1, IGNORE: 2 } as const;

export interface ApiErrorLog {
  id: number;
  traceId: string;
  userId: number;
  userType: number;
  applicationName: string;
  requestMethod: string;
  requestUrl: string;
  requestParams: string;
  userIp: string;
  userAgent: string;
  exceptionTime: number;
  exceptionName: string;
  exceptionMessage: string;
  exceptionRootCauseMessage: string;
  exceptionStackTrace: string;
  exceptionClassName: string;
  exceptionFileName: string;
  exceptionMethodName: string;
  exceptionLineNumber: number;
  processStatus: number;
  processTime: number | null;
  processUserId: number | null;
  createTime: number;
}

export interface ApiErrorLogFilters {
  userId?: number;
  userType?: number;
  applicationName?: string;
  requestUrl?: string;
  exceptionTime?: [string, string];
  processStatus?: number;
}

export const apiErrorLogApi = {
  page: (query: ApiErrorLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<ApiErrorLog>>('/infra/api-error-log/page', query),
  process: (id: number, processStatus: number) => http.put<boolean>(`/infra/api-error-log/update-status?id=${id}&processStatus=${processStatus}`),
  export: (filters: ApiErrorLogFilters) => http.getBlob('/infra/api-error-log/export-excel', filters),
};
