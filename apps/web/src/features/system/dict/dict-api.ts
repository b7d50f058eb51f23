import type { Static } from 'typebox';
import type { DictDataCreate, DictDataPageQuery, DictDataRow, DictTypeCreate, DictTypePageQuery, DictTypeRow } from '@console/contracts/system/dict';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type DictType = Static<typeof DictTypeRow>;

export type DictTypeQuery = Static<typeof DictTypePageQuery>;

export type DictTypeInput = Static<typeof DictTypeCreate> & { id?: number };

export type DictData = Static<typeof DictDataRow>;

export type DictDataQuery = Static<typeof DictDataPageQuery>;

export type DictDataInput = Static<typeof DictDataCreate> & { id?: number };

export const dictTypeApi = {
  page: (query: DictTypeQuery) => http.get<PageResult<DictType>>('/system/dict-type/page', query),
  get: (id: number) => http.get<DictType>('/system/dict-type/get', { id }),
  listAllSimple: () => http.get<Pick<DictType, 'id' | 'name' | 'type'>[]>('/system/dict-type/list-all-simple'),
  create: (body: DictTypeInput) => http.post<number>('/system/dict-type/create', body),
  update: (body: DictTypeInput) => http.put<boolean>('/system/dict-type/update', body),
  remove: (id: number) => http.delete<boolean>('/system/dict-type/delete', { id }),
  export: (query: Omit<DictTypeQuery, 'pageNo' | 'pageSize'>) => http.getBlob('/system/dict-type/export', query),
};

export const dictDataApi = {
  page: (query: DictDataQuery) => http.get<PageResult<DictData>>('/system/dict-data/page', query),
  get: (id: number) => http.get<DictData>('/system/dict-data/get', { id }),
  create: (body: DictDataInput) => http.post<number>('/system/dict-data/create', body),
  update: (body: DictDataInput) => http.put<boolean>('/system/dict-data/update', body),
  remove: (id: number) => http.delete<boolean>('/system/dict-data/delete', { id }),
  export: (query: Omit<DictDataQuery, 'pageNo' | 'pageSize'>) => http.getBlob('/system/dict-data/export', query),
};

/** Upstream colour types for dictionary entries, with their translation keys. */
export const COLOR_TYPES = [
  { value: 'default', labelKey: 'dict.colorDefault' },
  { value: 'primary', labelKey: 'dict.colorPrimary' },
  { value: 'success', labelKey: 'dict.colorSuccess' },
  { value: 'info', labelKey: 'dict.colorInfo' },
  { value: 'warning', labelKey: 'dict.colorWarning' },
  { value: 'danger', labelKey: 'dict.colorDanger' },
] as const;
