import type { Static } from 'typebox';
import type {
  CodegenColumnRow,
  CodegenCreateList,
  CodegenDetail,
  CodegenPreviewFile,
  CodegenTableFilter,
  CodegenTableRow,
  CodegenUpdate,
  DbTableQuery,
  DbTableRow,
} from '@console/contracts/infra/codegen';
import type { DataSourceConfigRow } from '@console/contracts/infra/data-source-config';
import { http } from '@/shared/api/http';
import type { PageParams, PageResult } from '@/shared/api/types';

export type CodegenTable = Static<typeof CodegenTableRow>;
export type CodegenColumn = Static<typeof CodegenColumnRow>;
export type CodegenTableDetail = Static<typeof CodegenDetail>;
export type CodegenTableFilters = Static<typeof CodegenTableFilter>;
export type CodegenUpdateBody = Static<typeof CodegenUpdate>;
export type CodegenImport = Static<typeof CodegenCreateList>;
export type DbTable = Static<typeof DbTableRow>;
export type DbTableFilters = Static<typeof DbTableQuery>;
export type PreviewFile = Static<typeof CodegenPreviewFile>;

/** A data source the tables are imported from (only what these screens show); the master, id 0, is the console's own database. */
export type DataSource = Pick<Static<typeof DataSourceConfigRow>, 'id' | 'name'>;

export const MASTER_DATA_SOURCE_ID = 0;

export const codegenApi = {
  page: (query: CodegenTableFilters & PageParams) => http.get<PageResult<CodegenTable>>('/infra/codegen/table/page', query),
  dbTables: (query: DbTableFilters) => http.get<DbTable[]>('/infra/codegen/db/table/list', query),
  importTables: (body: CodegenImport) => http.post<number[]>('/infra/codegen/create-list', body),
  detail: (tableId: number) => http.get<CodegenTableDetail>('/infra/codegen/detail', { tableId }),
  update: (body: CodegenUpdateBody) => http.put<boolean>('/infra/codegen/update', body),
  syncFromDb: (tableId: number) => http.put<boolean>(`/infra/codegen/sync-from-db?tableId=${tableId}`),
  remove: (tableId: number) => http.delete<boolean>('/infra/codegen/delete', { tableId }),
  // The paths as download zips them (without it the server names a .tsx for the original UI's highlighter).
  preview: (tableId: number) => http.get<PreviewFile[]>('/infra/codegen/preview', { tableId, exactPaths: true }),
  download: (tableId: number) => http.getBlob('/infra/codegen/download', { tableId }),
  dataSources: () => http.get<DataSource[]>('/infra/data-source-config/list', undefined, { quiet: true }),
};
