import { DataSourceConfigErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { openPostgresReader } from './postgres-reader';
import type { SchemaReader } from './types';

/** The data source id of the console's own database (devtools reference §3: the master is not a row). */
export const MASTER_DATA_SOURCE_ID = 0;

/**
 * The reader of a data source: id 0 is the console's own database; any other id is refused with 1001007000 until
 * data source configs exist (the data-source-config work opens their readers here). Close it when done.
 */
export async function openSchemaReader(db: Db, dataSourceConfigId: number): Promise<SchemaReader> {
  if (dataSourceConfigId === MASTER_DATA_SOURCE_ID) return openPostgresReader({ master: db });
  throw new ServiceError(DataSourceConfigErrors.DATA_SOURCE_CONFIG_NOT_EXISTS);
}
