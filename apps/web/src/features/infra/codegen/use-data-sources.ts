import { useQuery } from '@tanstack/react-query';
import { codegenApi, MASTER_DATA_SOURCE_ID, type DataSource } from './codegen-api';

/** The console's own database, which is always there (and all there is until data sources can be configured). */
const MASTER: DataSource = { id: MASTER_DATA_SOURCE_ID, name: 'master' };

/** The data sources (master first); a user who may not list them, or a server without the route, gets the master. */
export function useDataSources() {
  return useQuery({
    queryKey: ['infra', 'data-source-config', 'list'],
    queryFn: async (): Promise<DataSource[]> => {
      try {
        const list = await codegenApi.dataSources();
        return list.some((source) => source.id === MASTER_DATA_SOURCE_ID) ? list : [MASTER, ...list];
      } catch {
        return [MASTER];
      }
    },
    staleTime: 30_000,
  });
}

/** A data source's name; one no longer listed shows its id. */
export function dataSourceName(sources: readonly DataSource[] | undefined, id: number): string {
  return sources?.find((source) => source.id === id)?.name ?? String(id);
}
