import type { Static } from 'typebox';
import type { TenantCreate, TenantFilter, TenantRow } from '@console/contracts/system/tenant';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type Tenant = Static<typeof TenantRow>;

export type TenantFilters = Static<typeof TenantFilter>;

export type TenantInput = Omit<Static<typeof TenantCreate>, 'username' | 'password'> & Partial<Pick<Static<typeof TenantCreate>, 'username' | 'password'>> & { id?: number };

export const tenantApi = {
  page: (query: TenantFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Tenant>>('/system/tenant/page', query),
  get: (id: number) => http.get<Tenant>('/system/tenant/get', { id }),
  create: (body: TenantInput) => http.post<number>('/system/tenant/create', body),
  update: (body: TenantInput) => http.put<boolean>('/system/tenant/update', body),
  remove: (id: number) => http.delete<boolean>('/system/tenant/delete', { id }),
  export: (filters: TenantFilters) => http.getBlob('/system/tenant/export-excel', filters),
};
