import type { Db } from '../../../db/database';
import { openMysqlConnection, pgClientConfig } from '../data-source-config/connection';
import { MASTER_DATA_SOURCE_ID, sourceConnection } from '../data-source-config/service';
import { mysqlReaderOver } from './mysql-reader';
import { openPostgresReader } from './postgres-reader';
import type { SchemaReader } from './types';

export { MASTER_DATA_SOURCE_ID };

/**
 * The reader of a data source: id 0 is the console's own database (over its own pool); a configured source is
 * reached with its URL, user name and opened password, by the reader of its dialect. An unknown id is
 * 1001007000; a source that does not answer fails as its driver does. Close it when done.
 */
export async function openSchemaReader(db: Db, dataSourceConfigId: number): Promise<SchemaReader> {
  if (dataSourceConfigId === MASTER_DATA_SOURCE_ID) return openPostgresReader({ master: db });
  const source = await sourceConnection(db, dataSourceConfigId);
  if (source.dialect === 'postgres') return openPostgresReader({ connection: pgClientConfig(source) });
  const connection = await openMysqlConnection(source);
  try {
    return await mysqlReaderOver(connection);
  } catch (err) {
    connection.destroy();
    throw err;
  }
}
