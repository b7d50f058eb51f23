import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface TenantPackage {
  id: number;
  name: string;
  status: number;
  remark: string;
  menuIds: number[];
  createTime: number;
}

export interface TenantPackageFilters {
  name?: string;
  status?: number;
  createTime?: [string, string];
}

export type TenantPackageInput = Omit<TenantPackage, 'id' | 'createTime'> & { id?: number };

export const tenantPackageApi = {
  page: (query: TenantPackageFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<TenantPackage>>('/system/tenant-package/page', query),
  get: (id: number) => http.get<TenantPackage>('/system/tenant-package/get', { id }),
  create: (body: TenantPackageInput) => http.post<number>('/system/tenant-package/create', body),
  update: (body: TenantPackageInput) => http.put<boolean>('/system/tenant-package/update', body),
  remove: (id: number) => http.delete<boolean>('/system/tenant-package/delete', { id }),
};
