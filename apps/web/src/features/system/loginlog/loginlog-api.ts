import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface LoginLog {
  id: number;
  logType: number;
  traceId: string;
  userId: number;
  userType: number;
  username: string;
  result: number;
  userIp: string;
  userAgent: string;
  createTime: number;
}

export interface LoginLogFilters {
  userIp?: string;
  username?: string;
  /** true: successful sign-ins; false: every failure. */
  status?: boolean;
  createTime?: [string, string];
}

export const loginLogApi = {
  page: (query: LoginLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<LoginLog>>('/system/login-log/page', query),
  export: (filters: LoginLogFilters) => http.getBlob('/system/login-log/export', filters),
};
