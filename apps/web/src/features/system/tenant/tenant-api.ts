import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface Tenant {
  id: number;
  name: string;
  contactUserId?: number | null;
  contactName: string;
  contactMobile?: string | null;
  status: number;
  domain: string;
  packageId: number;
  expireTime: number;
  accountCount: number;
  createTime: number;
}

export interface TenantFilters {
  name?: string;
  contactName?: string;
  contactMobile?: string;
  status?: number;
  createTime?: [string, string];
}

export interface TenantInput {
  id?: number;
  name: string;
  packageId: number;
  contactName: string;
  contactMobile?: string | null;
  status: number;
  domain?: string | null;
  expireTime: number;
  accountCount: number;
  username?: string;
  password?: string;
}

export const tenantApi = {
  page: (query: TenantFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Tenant>>('/system/tenant/page', query),
  get: (id: number) => http.get<Tenant>('/system/tenant/get', { id }),
  create: (body: TenantInput) => http.post<number>('/system/tenant/create', body),
  update: (body: TenantInput) => http.put<boolean>('/system/tenant/update', body),
  remove: (id: number) => http.delete<boolean>('/system/tenant/delete', { id }),
  export: (filters: TenantFilters) => http.getBlob('/system/tenant/export-excel', filters),
};
