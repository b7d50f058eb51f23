import type { Static } from 'typebox';
import type { PostCreate, PostFilter, PostRow } from '@console/contracts/system/post';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type Post = Static<typeof PostRow>;

export type PostFilters = Static<typeof PostFilter>;

export type PostInput = Static<typeof PostCreate> & { id?: number };

export const postApi = {
  page: (query: PostFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Post>>('/system/post/page', query),
  get: (id: number) => http.get<Post>('/system/post/get', { id }),
  create: (body: PostInput) => http.post<number>('/system/post/create', body),
  update: (body: PostInput) => http.put<boolean>('/system/post/update', body),
  remove: (id: number) => http.delete<boolean>('/system/post/delete', { id }),
  export: (filters: PostFilters) => http.getBlob('/system/post/export', filters),
};
