import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

/** infra_file_storage values this server offers. */
export const STORAGE = { DB: 1, LOCAL: 10, S3: 20 } as const;

export interface StorageConfig {
  basePath?: string;
  endpoint?: string;
  bucket?: string;
  accessKey?: string;
  /** Read back as a mask; sent back unchanged, the stored secret stays. */
  accessSecret?: string;
  region?: string;
  domain?: string;
}

export interface FileConfig {
  id: number;
  name: string;
  storage: number;
  master: boolean;
  config: StorageConfig;
  remark: string | null;
  createTime: number;
}

export interface FileConfigFilters {
  name?: string;
  storage?: number;
}

export type FileConfigInput = Omit<FileConfig, 'id' | 'master' | 'createTime'> & { id?: number };

export const fileConfigApi = {
  page: (query: FileConfigFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<FileConfig>>('/infra/file-config/page', query),
  get: (id: number) => http.get<FileConfig>('/infra/file-config/get', { id }),
  create: (body: FileConfigInput) => http.post<number>('/infra/file-config/create', body),
  update: (body: FileConfigInput) => http.put<boolean>('/infra/file-config/update', body),
  setMaster: (id: number) => http.put<boolean>(`/infra/file-config/update-master?id=${id}`),
  test: (id: number) => http.get<string>('/infra/file-config/test', { id }),
  remove: (id: number) => http.delete<boolean>('/infra/file-config/delete', { id }),
};
