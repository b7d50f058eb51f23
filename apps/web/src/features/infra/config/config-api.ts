import { http } from '../../../shared/api/http';
import type { PageResult } from '../../../shared/api/types';

export interface Config {
  id: number;
  category: string;
  name: string;
  key: string;
  value: string;
  /** infra_config_type: 1 built in, 2 custom. */
  type: number;
  /** True marks a sensitive value: get-value-by-key never hands it out. */
  visible: boolean;
  remark: string | null;
  createTime: number;
}

export interface ConfigFilters {
  name?: string;
  key?: string;
  type?: number;
  createTime?: [string, string];
}

export type ConfigInput = Omit<Config, 'id' | 'type' | 'createTime'> & { id?: number };

export const configApi = {
  page: (query: ConfigFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<Config>>('/infra/config/page', query),
  get: (id: number) => http.get<Config>('/infra/config/get', { id }),
  create: (body: ConfigInput) => http.post<number>('/infra/config/create', body),
  update: (body: ConfigInput) => http.put<boolean>('/infra/config/update', body),
  remove: (id: number) => http.delete<boolean>('/infra/config/delete', { id }),
  export: (filters: ConfigFilters) => http.getBlob('/infra/config/export', filters),
};
