import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface Notice {
  id: number;
  title: string;
  type: number;
  content: string;
  status: number;
  createTime: number;
}

export interface NoticeFilters {
  title?: string;
  type?: number;
  status?: number;
}

export type NoticeInput = Omit<Notice, 'id' | 'createTime'> & { id?: number };

export const noticeApi = {
  page: (query: NoticeFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Notice>>('/system/notice/page', query),
  get: (id: number) => http.get<Notice>('/system/notice/get', { id }),
  create: (body: NoticeInput) => http.post<number>('/system/notice/create', body),
  update: (body: NoticeInput) => http.put<boolean>('/system/notice/update', body),
  remove: (id: number) => http.delete<boolean>('/system/notice/delete', { id }),
};
