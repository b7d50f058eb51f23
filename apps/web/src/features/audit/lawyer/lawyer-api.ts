import type { Static } from 'typebox';
import type { BatchResult, LawyerDetail, LawyerFilter, LawyerRecord, LawyerRow, LawyerSubmit, StatusCounts } from '@console/contracts/audit/lawyer';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type Lawyer = Static<typeof LawyerRow>;

export type LawyerRecord = Static<typeof LawyerRecord>;

export type LawyerDetail = Static<typeof LawyerDetail>;

export type LawyerFilters = Static<typeof LawyerFilter>;

/** An application as submitted (by the applicant, or by staff on their behalf). */
export type LawyerInput = Static<typeof LawyerSubmit>;

export type StatusCounts = Static<typeof StatusCounts>;

export type BatchResult = Static<typeof BatchResult>;

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
