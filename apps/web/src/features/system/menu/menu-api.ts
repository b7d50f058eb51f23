import type { Static } from 'typebox';
import type { MenuCreate, MenuFilter, MenuRow } from '@console/contracts/system/menu';
import { http } from '@/shared/api/http';

export type Menu = Static<typeof MenuRow>;

export type MenuFilters = Static<typeof MenuFilter>;

export type MenuInput = Static<typeof MenuCreate> & { id?: number };

export const menuApi = {
  list: (filters: MenuFilters) => http.get<Menu[]>('/system/menu/list', filters),
  get: (id: number) => http.get<Menu>('/system/menu/get', { id }),
  create: (body: MenuInput) => http.post<number>('/system/menu/create', body),
  update: (body: MenuInput) => http.put<boolean>('/system/menu/update', body),
  remove: (id: number) => http.delete<boolean>('/system/menu/delete', { id }),
};
