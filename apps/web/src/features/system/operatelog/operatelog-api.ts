import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface OperateLog {
  id: number;
  traceId: string;
  userId: number;
  userNickname?: string | null;
  userType: number;
  module: string;
  name: string;
  type: number;
  content: string;
  /** `{before, after}` for updates and deletes; `{}` otherwise. */
  exts: Record<string, unknown>;
  requestMethod: string;
  requestUrl: string;
  userIp: string;
  userAgent: string;
  javaMethod: string;
  javaMethodArgs: string;
  startTime: number;
  duration: number;
  resultCode: number;
  resultMsg: string;
  resultData: string;
}

export interface OperateLogFilters {
  module?: string;
  userNickname?: string;
  type?: number;
  success?: boolean;
  startTime?: [string, string];
}

export const operateLogApi = {
  page: (query: OperateLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<OperateLog>>('/system/operate-log/page', query),
  export: (filters: OperateLogFilters) => http.getBlob('/system/operate-log/export', filters),
};
