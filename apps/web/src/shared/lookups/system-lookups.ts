import type { Static } from 'typebox';
import type { DeptSimple as DeptSimpleSchema } from '@console/contracts/system/dept';
import type { DictTypeSimple } from '@console/contracts/system/dict';
import type { MenuSimple as MenuSimpleSchema } from '@console/contracts/system/menu';
import type { PostSimple } from '@console/contracts/system/post';
import type { UserSimple as UserSimpleSchema } from '@console/contracts/system/user';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http';

/** Simple lists several screens pick from (departments, dictionary types, menus, posts, roles, users, packages). */
export type DeptSimple = Static<typeof DeptSimpleSchema>;
export type MenuSimple = Static<typeof MenuSimpleSchema>;
export type NamedOption = Static<typeof PostSimple>;
export type UserSimple = Static<typeof UserSimpleSchema>;
export type DictTypeOption = Static<typeof DictTypeSimple>;

export const lookupApi = {
  depts: () => http.get<DeptSimple[]>('/system/dept/list-all-simple'),
  dictTypes: () => http.get<DictTypeOption[]>('/system/dict-type/list-all-simple'),
  menus: () => http.get<MenuSimple[]>('/system/menu/list-all-simple'),
  posts: () => http.get<NamedOption[]>('/system/post/list-all-simple'),
  roles: () => http.get<NamedOption[]>('/system/role/list-all-simple'),
  users: () => http.get<UserSimple[]>('/system/user/list-all-simple'),
  tenantPackages: () => http.get<NamedOption[]>('/system/tenant-package/get-simple-list'),
};

/** Query keys start with the entity's root key, so saving a dept refreshes the dept pickers too. */
export const LOOKUP_KEYS = {
  depts: ['system', 'dept', 'simple'],
  dictTypes: ['system', 'dict-type', 'simple'],
  menus: ['system', 'menu', 'simple'],
  posts: ['system', 'post', 'simple'],
  roles: ['system', 'role', 'simple'],
  users: ['system', 'user', 'simple'],
  tenantPackages: ['system', 'tenant-package', 'simple'],
} as const;

const STALE = 30_000;

export const useDeptOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.depts, queryFn: lookupApi.depts, staleTime: STALE, enabled });
export const useDictTypeOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.dictTypes, queryFn: lookupApi.dictTypes, staleTime: STALE, enabled });
export const useMenuOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.menus, queryFn: lookupApi.menus, staleTime: STALE, enabled });
export const usePostOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.posts, queryFn: lookupApi.posts, staleTime: STALE, enabled });
export const useRoleOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.roles, queryFn: lookupApi.roles, staleTime: STALE, enabled });
export const useUserOptions = (enabled = true) => useQuery({ queryKey: LOOKUP_KEYS.users, queryFn: lookupApi.users, staleTime: STALE, enabled });
export const useTenantPackageOptions = (enabled = true) =>
  useQuery({ queryKey: LOOKUP_KEYS.tenantPackages, queryFn: lookupApi.tenantPackages, staleTime: STALE, enabled });
