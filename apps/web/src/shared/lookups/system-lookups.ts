import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http';

/** Simple lists several screens pick from (departments, menus, posts, roles, users, packages). */
export interface DeptSimple {
  id: number;
  name: string;
  parentId: number;
}
export interface MenuSimple {
  id: number;
  name: string;
  parentId: number;
  type: number;
}
export interface NamedOption {
  id: number;
  name: string;
}
export interface UserSimple {
  id: number;
  nickname: string;
}

export const lookupApi = {
  depts: () => http.get<DeptSimple[]>('/system/dept/list-all-simple'),
  menus: () => http.get<MenuSimple[]>('/system/menu/list-all-simple'),
  posts: () => http.get<NamedOption[]>('/system/post/list-all-simple'),
  roles: () => http.get<NamedOption[]>('/system/role/list-all-simple'),
  users: () => http.get<UserSimple[]>('/system/user/list-all-simple'),
  tenantPackages: () => http.get<NamedOption[]>('/system/tenant-package/get-simple-list'),
};

/** Query keys start with the entity's root key, so saving a dept refreshes the dept pickers too. */
export const LOOKUP_KEYS = {
  depts: ['system', 'dept', 'simple'],
  menus: ['system', 'menu', 'simple'],
  posts: ['system', 'post', 'simple'],
  roles: ['system', 'role', 'simple'],
  users: ['system', 'user', 'simple'],
  tenantPackages: ['system', 'tenant-package', 'simple'],
} as const;

const STALE = 30_000;

export const useDeptOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.depts, queryFn: lookupApi.depts, staleTime: STALE, enabled });
export const useMenuOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.menus, queryFn: lookupApi.menus, staleTime: STALE, enabled });
export const usePostOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.posts, queryFn: lookupApi.posts, staleTime: STALE, enabled });
export const useRoleOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.roles, queryFn: lookupApi.roles, staleTime: STALE, enabled });
export const useUserOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.users, queryFn: lookupApi.users, staleTime: STALE, enabled });
export const useTenantPackageOptions = (enabled = true) =>
  useQuery({ queryKey: LOOKUP_KEYS.tenantPackages, queryFn: lookupApi.tenantPackages, staleTime: STALE, enabled });
