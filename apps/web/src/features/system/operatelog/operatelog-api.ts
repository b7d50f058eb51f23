import type { Static } from 'typebox';
import type { OperateLogFilter, OperateLogRow } from '@console/contracts/system/operate-log';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type OperateLog = Static<typeof OperateLogRow>;

export type OperateLogFilters = Static<typeof OperateLogFilter>;

export const operateLogApi = {
  page: (query: OperateLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<OperateLog>>('/system/operate-log/page', query),
  export: (filters: OperateLogFilters) => http.getBlob('/system/operate-log/export', filters),
};
