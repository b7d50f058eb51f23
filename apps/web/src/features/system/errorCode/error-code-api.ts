import type { Static } from 'typebox';
import type { ErrorCodeCreate, ErrorCodeFilter, ErrorCodeRow } from '@console/contracts/system/error-code';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type ErrorCode = Static<typeof ErrorCodeRow>;

/** The code as typed into the search box: a query string is text, and the server reads it as a number or says why not. */
export type ErrorCodeFilters = Omit<Static<typeof ErrorCodeFilter>, 'code'> & { code?: string };

export type ErrorCodeInput = Static<typeof ErrorCodeCreate> & { id?: number };

export const errorCodeApi = {
  page: (query: ErrorCodeFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<ErrorCode>>('/system/error-code/page', query),
  get: (id: number) => http.get<ErrorCode>('/system/error-code/get', { id }),
  create: (body: ErrorCodeInput) => http.post<number>('/system/error-code/create', body),
  update: (body: ErrorCodeInput) => http.put<boolean>('/system/error-code/update', body),
  remove: (id: number) => http.delete<boolean>('/system/error-code/delete', { id }),
  export: (filters: ErrorCodeFilters) => http.getBlob('/system/error-code/export-excel', filters),
};
