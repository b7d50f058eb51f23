import { http } from '../../../shared/api/http';

export interface Menu {
  id: number;
  name: string;
  permission: string;
  type: number;
  sort: number;
  parentId: number;
  path: string;
  icon: string;
  component?: string | null;
  status: number;
  visible: boolean;
  keepAlive: boolean;
  createTime: number;
}

export interface MenuFilters {
  name?: string;
  status?: number;
}

export type MenuInput = Omit<Menu, 'id' | 'createTime'> & { id?: number };

export const menuApi = {
  list: (filters: MenuFilters) => http.get<Menu[]>('/system/menu/list', filters),
  get: (id: number) => http.get<Menu>('/system/menu/get', { id }),
  create: (body: MenuInput) => http.post<number>('/system/menu/create', body),
  update: (body: MenuInput) => http.put<boolean>('/system/menu/update', body),
  remove: (id: number) => http.delete<boolean>('/system/menu/delete', { id }),
};
