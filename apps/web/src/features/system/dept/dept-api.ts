import { http } from '../../../shared/api/http';

export interface Dept {
  id: number;
  name: string;
  parentId: number;
  sort: number;
  leaderUserId?: number | null;
  phone?: string | null;
  email?: string | null;
  status: number;
  createTime: number;
}

export interface DeptFilters {
  name?: string;
  status?: number;
}

export type DeptInput = Omit<Dept, 'id' | 'createTime'> & { id?: number };

export const deptApi = {
  list: (filters: DeptFilters) => http.get<Dept[]>('/system/dept/list', filters),
  get: (id: number) => http.get<Dept>('/system/dept/get', { id }),
  create: (body: DeptInput) => http.post<number>('/system/dept/create', body),
  update: (body: DeptInput) => http.put<boolean>('/system/dept/update', body),
  remove: (id: number) => http.delete<boolean>('/system/dept/delete', { id }),
};
