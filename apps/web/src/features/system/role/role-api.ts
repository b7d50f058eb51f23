import { DataScope, RoleType } from '@console/contracts/codes';
import type { Static } from 'typebox';
import type { RoleCreate, RoleFilter, RoleRow } from '@console/contracts/system/role';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type Role = Static<typeof RoleRow>;

export type RoleFilters = Static<typeof RoleFilter>;

export type RoleInput = Static<typeof RoleCreate> & { id?: number };

/** Built-in roles are protected from edits; a custom data scope lists its departments. */
export const ROLE_TYPE_SYSTEM = RoleType.SYSTEM;
export const DATA_SCOPE_CUSTOM = DataScope.DEPT_CUSTOM;

export const roleApi = {
  page: (query: RoleFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Role>>('/system/role/page', query),
  get: (id: number) => http.get<Role>('/system/role/get', { id }),
  create: (body: RoleInput) => http.post<number>('/system/role/create', body),
  update: (body: RoleInput) => http.put<boolean>('/system/role/update', body),
  remove: (id: number) => http.delete<boolean>('/system/role/delete', { id }),
  updateStatus: (id: number, status: number) => http.put<boolean>('/system/role/update-status', { id, status }),
  export: (filters: RoleFilters) => http.getBlob('/system/role/export', filters),
  listRoleMenus: (roleId: number) => http.get<number[]>('/system/permission/list-role-resources', { roleId }),
  assignRoleMenus: (roleId: number, menuIds: number[]) => http.post<boolean>('/system/permission/assign-role-menu', { roleId, menuIds }),
  assignDataScope: (roleId: number, dataScope: number, dataScopeDeptIds: number[]) =>
    http.post<boolean>('/system/permission/assign-role-data-scope', { roleId, dataScope, dataScopeDeptIds }),
};
