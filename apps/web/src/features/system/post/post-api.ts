import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface Post {
  id: number;
  code: string;
  name: string;
  sort: number;
  status: number;
  remark?: string | null;
  createTime: number;
}

export interface PostFilters {
  code?: string;
  name?: string;
  status?: number;
}

export type PostInput = Omit<Post, 'id' | 'createTime'> & { id?: number };

export const postApi = {
  page: (query: PostFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Post>>('/system/post/page', query),
  get: (id: number) => http.get<Post>('/system/post/get', { id }),
  create: (body: PostInput) => http.post<number>('/system/post/create', body),
  update: (body: PostInput) => http.put<boolean>('/system/post/update', body),
  remove: (id: number) => http.delete<boolean>('/system/post/delete', { id }),
  export: (filters: PostFilters) => http.getBlob('/system/post/export', filters),
};
