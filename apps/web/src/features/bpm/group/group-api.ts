import type { Static } from 'typebox';
import type { UserGroupCreate, UserGroupFilter, UserGroupRow } from '@console/contracts/bpm/user-group';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type UserGroup = Static<typeof UserGroupRow>;
export type UserGroupFilters = Static<typeof UserGroupFilter>;
export type UserGroupInput = Static<typeof UserGroupCreate> & { id?: number };

export const userGroupApi = {
  page: (query: UserGroupFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<UserGroup>>('/bpm/user-group/page', query),
  get: (id: number) => http.get<UserGroup>('/bpm/user-group/get', { id }),
  create: (body: UserGroupInput) => http.post<number>('/bpm/user-group/create', body),
  update: (body: UserGroupInput) => http.put<boolean>('/bpm/user-group/update', body),
  remove: (id: number) => http.delete<boolean>('/bpm/user-group/delete', { id }),
};
