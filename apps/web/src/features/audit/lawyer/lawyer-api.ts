import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface Lawyer {
  id: number;
  name: string;
  sex: number;
  mobile: string;
  licenceNo: string;
  lawFirm: string;
  province: string;
  city: string;
  practiceStartYear: number;
  specialties: string[];
  status: number;
  submitTime: number;
  submitCount: number;
  version: number;
  auditUserName: string | null;
  auditTime: number | null;
  auditReason: string | null;
}

export interface LawyerRecord {
  id: number;
  /** LawyerAction: 0 submit, 1 approve, 2 reject, 3 resubmit, 4 registered by staff. */
  action: number;
  status: number;
  reason: string | null;
  operatorName: string;
  createTime: number;
}

export interface LawyerDetail extends Lawyer {
  idCard: string;
  biography: string;
  licencePhotoUrl: string;
  idCardFrontUrl: string;
  idCardBackUrl: string;
  records: LawyerRecord[];
}

export interface LawyerFilters {
  name?: string;
  mobile?: string;
  licenceNo?: string;
  lawFirm?: string;
  province?: string;
  city?: string;
  specialty?: string;
  status?: number;
  submitTime?: [string, string];
}

/** An application as submitted (by the applicant, or by staff on their behalf). */
export type LawyerInput = Pick<
  LawyerDetail,
  'name' | 'sex' | 'mobile' | 'idCard' | 'licenceNo' | 'lawFirm' | 'province' | 'city' | 'practiceStartYear' | 'specialties' | 'licencePhotoUrl' | 'idCardFrontUrl' | 'idCardBackUrl'
> & { biography?: string };

export interface StatusCounts {
  pending: number;
  approved: number;
  rejected: number;
}

export interface BatchResult {
  decided: number[];
  skipped: Array<{ id: number; name: string; msg: string }>;
}

type Item = { id: number; version: number };

export const lawyerApi = {
  page: (query: LawyerFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Lawyer>>('/audit/lawyer/page', query),
  /** `quiet`: a background refresh (the menu badge) never pops errors up. */
  counts: (filters: Omit<LawyerFilters, 'status'>, quiet = false) =>
    http.get<StatusCounts>('/audit/lawyer/status-counts', filters, quiet ? { quiet: true } : undefined),
  get: (id: number) => http.get<LawyerDetail>('/audit/lawyer/get', { id }),
  nextPending: (currentId: number | undefined, filters: Omit<LawyerFilters, 'status'>) =>
    http.get<number | null>('/audit/lawyer/next-pending', { ...filters, currentId }),
  approve: (item: Item) => http.put<boolean>('/audit/lawyer/approve', item),
  reject: (item: Item, reason: string) => http.put<boolean>('/audit/lawyer/reject', { ...item, reason }),
  approveBatch: (items: Item[]) => http.put<BatchResult>('/audit/lawyer/approve-batch', { items }),
  rejectBatch: (items: Item[], reason: string) => http.put<BatchResult>('/audit/lawyer/reject-batch', { items, reason }),
  create: (body: LawyerInput) => http.post<number>('/audit/lawyer/create', body),
  upload: (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return http.post<{ url: string }>('/audit/lawyer/upload', body);
  },
  export: (filters: LawyerFilters) => http.getBlob('/audit/lawyer/export', filters),
};

/** Root of every query of this screen: one invalidation refreshes the list, the counts, the drawer and the menu badge. */
export const LAWYER_QUERY_KEY = ['audit', 'lawyer'] as const;
export const countsQueryKey = (filters: object) => [...LAWYER_QUERY_KEY, 'counts', filters] as const;
