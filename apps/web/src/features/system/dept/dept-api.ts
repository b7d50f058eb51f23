import type { Static } from 'typebox';
import type { DeptCreate, DeptFilter, DeptRow } from '@console/contracts/system/dept';
import { http } from '@/shared/api/http';

export type Dept = Static<typeof DeptRow>;

export type DeptFilters = Static<typeof DeptFilter>;

export type DeptInput = Static<typeof DeptCreate> & { id?: number };

export const deptApi = {
  list: (filters: DeptFilters) => http.get<Dept[]>('/system/dept/list', filters),
  get: (id: number) => http.get<Dept>('/system/dept/get', { id }),
  create: (body: DeptInput) => http.post<number>('/system/dept/create', body),
  update: (body: DeptInput) => http.put<boolean>('/system/dept/update', body),
  remove: (id: number) => http.delete<boolean>('/system/dept/delete', { id }),
};
