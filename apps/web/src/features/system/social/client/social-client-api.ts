import type { Static } from 'typebox';
import type { SocialClientCreate, SocialClientFilter, SocialClientRow } from '@console/contracts/system/social';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type SocialClient = Static<typeof SocialClientRow>;
export type SocialClientFilters = Static<typeof SocialClientFilter>;
export type SocialClientInput = Static<typeof SocialClientCreate> & { id?: number };

export const socialClientApi = {
  page: (query: SocialClientFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<SocialClient>>('/system/social-client/page', query),
  get: (id: number) => http.get<SocialClient>('/system/social-client/get', { id }),
  create: (body: SocialClientInput) => http.post<number>('/system/social-client/create', body),
  update: (body: SocialClientInput) => http.put<boolean>('/system/social-client/update', body),
  remove: (id: number) => http.delete<boolean>('/system/social-client/delete', { id }),
};
