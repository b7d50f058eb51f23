import type { Static } from 'typebox';
import type { NoticeCreate, NoticeFilter, NoticeRow } from '@console/contracts/system/notice';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type Notice = Static<typeof NoticeRow>;

export type NoticeFilters = Static<typeof NoticeFilter>;

export type NoticeInput = Static<typeof NoticeCreate> & { id?: number };

export const noticeApi = {
  page: (query: NoticeFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Notice>>('/system/notice/page', query),
  get: (id: number) => http.get<Notice>('/system/notice/get', { id }),
  create: (body: NoticeInput) => http.post<number>('/system/notice/create', body),
  update: (body: NoticeInput) => http.put<boolean>('/system/notice/update', body),
  remove: (id: number) => http.delete<boolean>('/system/notice/delete', { id }),
};
