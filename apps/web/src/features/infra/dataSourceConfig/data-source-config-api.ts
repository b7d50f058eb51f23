import type { Static } from 'typebox';
import type { DataSourceConfigCreate, DataSourceConfigRow } from '@console/contracts/infra/data-source-config';
import { http } from '@/shared/api/http';

export type DataSourceConfig = Static<typeof DataSourceConfigRow>;

export type DataSourceConfigInput = Static<typeof DataSourceConfigCreate> & { id?: number };

/** Id of the master: the console's own database, listed first and never edited here. */
export const MASTER_ID = 0;

export const dataSourceConfigApi = {
  list: () => http.get<DataSourceConfig[]>('/infra/data-source-config/list'),
  get: (id: number) => http.get<DataSourceConfig>('/infra/data-source-config/get', { id }),
  create: (body: DataSourceConfigInput) => http.post<number>('/infra/data-source-config/create', body),
  update: (body: DataSourceConfigInput) => http.put<boolean>('/infra/data-source-config/update', body),
  remove: (id: number) => http.delete<boolean>('/infra/data-source-config/delete', { id }),
};
