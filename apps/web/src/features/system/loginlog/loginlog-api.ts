import type { Static } from 'typebox';
import type { LoginLogFilter, LoginLogRow } from '@console/contracts/system/login-log';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type LoginLog = Static<typeof LoginLogRow>;

export type LoginLogFilters = Static<typeof LoginLogFilter>;

export const loginLogApi = {
  page: (query: LoginLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<LoginLog>>('/system/login-log/page', query),
  export: (filters: LoginLogFilters) => http.getBlob('/system/login-log/export', filters),
};
