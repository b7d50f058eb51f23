import { http } from '@/shared/api/http';

export type DbDocFormat = 'html' | 'word' | 'markdown';

/** Saved names when the answer carries none (the server names them in Content-Disposition). */
export const DB_DOC_FALLBACK_NAMES: Record<DbDocFormat, string> = { html: '数据库文档.html', word: '数据库文档.docx', markdown: '数据库文档.md' };

/** A data source as /infra/data-source-config/list gives it (the master first, id 0). */
export interface DataSourceOption {
  id: number;
  name: string;
}

/** The console's own database: always there, whether or not data sources can be listed. */
export const MASTER_SOURCE: DataSourceOption = { id: 0, name: 'master' };

export const dbDocApi = {
  export: (format: DbDocFormat, dataSourceConfigId: number) => http.getBlob(`/infra/db-doc/export-${format}`, dataSourceConfigId ? { dataSourceConfigId } : undefined),
  /** The data sources, or the master alone where they cannot be listed (no such route yet, or no permission). */
  dataSources: () =>
    http.get<DataSourceOption[]>('/infra/data-source-config/list', undefined, { quiet: true }).then(
      (list) => (list.some((source) => source.id === MASTER_SOURCE.id) ? list : [MASTER_SOURCE, ...list]),
      () => [MASTER_SOURCE],
    ),
};
