import type { Static } from 'typebox';
import type { ConfigCreate, ConfigFilter, ConfigRow } from '@console/contracts/infra/config';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type Config = Static<typeof ConfigRow>;

export type ConfigFilters = Static<typeof ConfigFilter>;

export type ConfigInput = Static<typeof ConfigCreate> & { id?: number };

export const configApi = {
  page: (query: ConfigFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Config>>('/infra/config/page', query),
  get: (id: number) => http.get<Config>('/infra/config/get', { id }),
  create: (body: ConfigInput) => http.post<number>('/infra/config/create', body),
  update: (body: ConfigInput) => http.put<boolean>('/infra/config/update', body),
  remove: (id: number) => http.delete<boolean>('/infra/config/delete', { id }),
  export: (filters: ConfigFilters) => http.getBlob('/infra/config/export', filters),
};
