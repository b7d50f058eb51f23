import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

/** infra_job_status: 0 initialising, 1 running, 2 paused. */
export const JOB_STATUS = { INIT: 0, NORMAL: 1, STOP: 2 } as const;

export interface Job {
  id: number;
  name: string;
  status: number;
  handlerName: string;
  handlerParam: string | null;
  cronExpression: string;
  retryCount: number;
  retryInterval: number;
  monitorTimeout: number;
  createTime: number;
}

export interface JobFilters {
  name?: string;
  status?: number;
  handlerName?: string;
}

export type JobInput = Omit<Job, 'id' | 'status' | 'createTime'> & { id?: number };

export interface JobHandler {
  name: string;
  description: string;
  used: boolean;
}

export interface JobLog {
  id: number;
  jobId: number;
  handlerName: string;
  handlerParam: string | null;
  executeIndex: number;
  beginTime: number;
  endTime: number | null;
  duration: number | null;
  status: number;
  result: string;
  createTime: number;
}

export interface JobLogFilters {
  jobId?: number;
  handlerName?: string;
  beginTime?: string;
  endTime?: string;
  status?: number;
}

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
