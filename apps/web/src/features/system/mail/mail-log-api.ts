import type { Static } from 'typebox';
import type { MailLogFilter, MailLogRow } from '@console/contracts/system/mail-log';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type MailLog = Static<typeof MailLogRow>;
export type MailLogFilters = Static<typeof MailLogFilter>;

export const mailLogApi = {
  page: (query: MailLogFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<MailLog>>('/system/mail-log/page', query),
  export: (filters: MailLogFilters) => http.getBlob('/system/mail-log/export-excel', filters),
};
