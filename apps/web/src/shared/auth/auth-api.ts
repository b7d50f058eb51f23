import { http } from '../api/http';
import type { MenuNode, PermissionInfo } from './auth-types';

export function fetchPermissionInfo(): Promise<PermissionInfo> {
  return http.get<PermissionInfo>('/system/auth/get-permission-info');
}

export function fetchMenus(): Promise<MenuNode[]> {
  return http.get<MenuNode[] | null>('/system/auth/list-menus').then((menus) => menus ?? []);
}

export function logoutRequest(): Promise<unknown> {
  return http.post('/system/auth/logout');
}
