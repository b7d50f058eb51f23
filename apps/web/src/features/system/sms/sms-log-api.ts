import type { Static } from 'typebox';
import type { SmsLogFilter, SmsLogRow } from '@console/contracts/system/sms-log';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type SmsLog = Static<typeof SmsLogRow>;

export type SmsLogFilters = Static<typeof SmsLogFilter>;

export const smsLogApi = {
  page: (query: SmsLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<SmsLog>>('/system/sms-log/page', query),
  export: (filters: SmsLogFilters) => http.getBlob('/system/sms-log/export-excel', filters),
};
