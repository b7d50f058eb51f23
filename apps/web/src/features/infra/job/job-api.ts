import type { Static } from 'typebox';
import type { JobCreate, JobFilter, JobHandlerRow, JobRow } from '@console/contracts/infra/job';
import type { JobLogRow, JobLogFilter } from '@console/contracts/infra/job-log';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

/** infra_job_status: 0 initialising, 1 running, 2 paused. */
export { JobStatus as JOB_STATUS } from '@console/contracts/codes';

export type Job = Static<typeof JobRow>;

export type JobFilters = Static<typeof JobFilter>;

export type JobInput = Static<typeof JobCreate> & { id?: number };

export type JobHandler = Static<typeof JobHandlerRow>;

export type JobLog = Static<typeof JobLogRow>;

export type JobLogFilters = Static<typeof JobLogFilter>;

type Paging = { pageNo: number; pageSize: number };

export const jobApi = {
  page: (query: JobFilters & Paging) => http.get<PageResult<Job>>('/infra/job/page', query),
  get: (id: number) => http.get<Job>('/infra/job/get', { id }),
  handlers: () => http.get<JobHandler[]>('/infra/job/list-handlers'),
  create: (body: JobInput) => http.post<number>('/infra/job/create', body),
  update: (body: JobInput) => http.put<boolean>('/infra/job/update', body),
  updateStatus: (id: number, status: number) => http.put<boolean>(`/infra/job/update-status?id=${id}&status=${status}`),
  trigger: (id: number) => http.put<boolean>(`/infra/job/trigger?id=${id}`),
  remove: (id: number) => http.delete<boolean>('/infra/job/delete', { id }),
  nextTimes: (id: number, count = 5) => http.get<number[]>('/infra/job/get_next_times', { id, count }),
  cronPreview: (cronExpression: string, count = 5) => http.get<number[]>('/infra/job/cron-preview', { cronExpression, count }, { quiet: true }),
  export: (filters: JobFilters) => http.getBlob('/infra/job/export-excel', filters),
  logPage: (query: JobLogFilters & Paging) => http.get<PageResult<JobLog>>('/infra/job-log/page', query),
  logGet: (id: number) => http.get<JobLog>('/infra/job-log/get', { id }),
  logExport: (filters: JobLogFilters) => http.getBlob('/infra/job-log/export-excel', filters),
};
