import type { Static } from 'typebox';
import type { TenantPackageCreate, TenantPackageFilter, TenantPackageRow } from '@console/contracts/system/tenant-package';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type TenantPackage = Static<typeof TenantPackageRow>;

export type TenantPackageFilters = Static<typeof TenantPackageFilter>;

export type TenantPackageInput = Static<typeof TenantPackageCreate> & { id?: number };

export const tenantPackageApi = {
  page: (query: TenantPackageFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<TenantPackage>>('/system/tenant-package/page', query),
  get: (id: number) => http.get<TenantPackage>('/system/tenant-package/get', { id }),
  create: (body: TenantPackageInput) => http.post<number>('/system/tenant-package/create', body),
  update: (body: TenantPackageInput) => http.put<boolean>('/system/tenant-package/update', body),
  remove: (id: number) => http.delete<boolean>('/system/tenant-package/delete', { id }),
};
