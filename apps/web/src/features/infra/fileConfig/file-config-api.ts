import type { Static } from 'typebox';
import type { FileConfigCreate, FileConfigFilter, FileConfigRow, StorageConfig } from '@console/contracts/infra/file-config';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

/** infra_file_storage values this server offers. */
export { Storage as STORAGE } from '@console/contracts/codes';

export type StorageConfig = Static<typeof StorageConfig>;

export type FileConfig = Static<typeof FileConfigRow>;

export type FileConfigFilters = Static<typeof FileConfigFilter>;

export type FileConfigInput = Static<typeof FileConfigCreate> & { id?: number };

export const fileConfigApi = {
  page: (query: FileConfigFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<FileConfig>>('/infra/file-config/page', query),
  get: (id: number) => http.get<FileConfig>('/infra/file-config/get', { id }),
  create: (body: FileConfigInput) => http.post<number>('/infra/file-config/create', body),
  update: (body: FileConfigInput) => http.put<boolean>('/infra/file-config/update', body),
  setMaster: (id: number) => http.put<boolean>(`/infra/file-config/update-master?id=${id}`),
  test: (id: number) => http.get<string>('/infra/file-config/test', { id }),
  remove: (id: number) => http.delete<boolean>('/infra/file-config/delete', { id }),
};
