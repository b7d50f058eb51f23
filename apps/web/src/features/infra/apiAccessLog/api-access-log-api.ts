import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface ApiAccessLog {
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
  operateModule: string;
  operateName: string;
  operateType: number;
  beginTime: number;
  endTime: number;
  duration: number;
  resultCode: number;
  resultMsg: string;
  createTime: number;
}

export interface ApiAccessLogFilters {
  userId?: number;
  requestUrl?: string;
  beginTime?: [string, string];
  duration?: number;
  resultCode?: number;
}

export const apiAccessLogApi = {
  page: (query: ApiAccessLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<ApiAccessLog>>('/infra/api-access-log/page', query),
  export: (filters: ApiAccessLogFilters) => http.getBlob('/infra/api-access-log/export-excel', filters),
};
