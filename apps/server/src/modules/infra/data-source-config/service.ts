import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import { DataSourceConfigErrors } from '@console/contracts/error-codes';
import type { DataSourceConfigCreate, DataSourceConfigRow, DataSourceConfigUpdate } from '@console/contracts/infra/data-source-config';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { secretBox } from '../../../platform/secret-box';
import { mapUniqueViolation } from '../../../platform/unique';
import { testConnection, type SourceConnection } from './connection';
import { parseSourceUrl } from './url';

type Actor = { id: number };
type Row = Static<typeof DataSourceConfigRow>;

/** The console's own database: not a row, never written through these routes (reference §3). */
export const MASTER_DATA_SOURCE_ID = 0;
const MASTER_NAME = 'master';

const COLUMNS = ['id', 'name', 'url', 'username', 'createTime'] as const;
const NAME_INDEX = { uk_infra_data_source_config_name: DataSourceConfigErrors.DATA_SOURCE_CONFIG_NAME_DUPLICATE };
const PASSWORD_PURPOSE = 'infra_data_source_config.password';

const notFound = () => new ServiceError(DataSourceConfigErrors.DATA_SOURCE_CONFIG_NOT_EXISTS);

/** The master as listed: the console's database as shown (`dbLocation`, no password) and the user it signs in as. */
async function masterRow(db: Db, location: string): Promise<Row> {
  const { rows } = await sql<{ user: string }>`select current_user as "user"`.execute(db);
  return { id: MASTER_DATA_SOURCE_ID, name: MASTER_NAME, url: location, username: rows[0]?.user ?? '', createTime: null };
}

/** The master first, then every configured source by id (no paging, as the reference). */
export async function listDataSourceConfigs(db: Db, location: string): Promise<Row[]> {
  const rows = await db.selectFrom('infra_data_source_config').select(COLUMNS).orderBy('id').execute();
  return [await masterRow(db, location), ...rows];
}

export async function getDataSourceConfig(db: Db, location: string, id: number): Promise<Row> {
  if (id === MASTER_DATA_SOURCE_ID) return masterRow(db, location);
  const row = await db.selectFrom('infra_data_source_config').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  let q = db.selectFrom('infra_data_source_config').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new ServiceError(DataSourceConfigErrors.DATA_SOURCE_CONFIG_NAME_DUPLICATE);
}

type Input = Static<typeof DataSourceConfigCreate>;

/**
 * Refuses a URL of a form we do not read, then connects as the given user (at most CONNECT_TIMEOUT_MS) and
 * refuses what does not connect, saying why: before any write, and outside any transaction (on PGlite a
 * transaction holds the one session while the network is slow).
 */
async function checkConnects(input: Input, log: FastifyBaseLogger) {
  const source: SourceConnection = { ...parseSourceUrl(input.url), user: input.username.trim(), password: input.password };
  try {
    await testConnection(source);
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 200);
    log.info({ host: source.host, port: source.port, database: source.database, reason }, 'data source: connection test failed');
    const { code, msg } = DataSourceConfigErrors.DATA_SOURCE_CONFIG_NOT_OK;
    throw new ServiceError({ code, msg: `${msg}：${reason}` });
  }
}

const storedValues = async (db: Db, input: Input) => ({
  name: input.name.trim(),
  url: input.url.trim(),
  username: input.username.trim(),
  password: (await secretBox(db, PASSWORD_PURPOSE)).seal(input.password),
});

export async function createDataSourceConfig(db: Db, actor: Actor, input: Input, log: FastifyBaseLogger): Promise<number> {
  await assertNameFree(db, input.name.trim());
  await checkConnects(input, log);
  const values = await storedValues(db, input);
  const row = await mapUniqueViolation(
    () =>
      db
        .insertInto('infra_data_source_config')
        .values({ ...values, creator: String(actor.id), updater: String(actor.id) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    NAME_INDEX,
  );
  return row.id;
}

/** The password is required again (it is never sent back) and tested with the rest before anything is written. */
export async function updateDataSourceConfig(db: Db, actor: Actor, input: Static<typeof DataSourceConfigUpdate>, log: FastifyBaseLogger) {
  if (input.id === MASTER_DATA_SOURCE_ID) throw notFound();
  if (!(await db.selectFrom('infra_data_source_config').select('id').where('id', '=', input.id).executeTakeFirst())) throw notFound();
  await assertNameFree(db, input.name.trim(), input.id);
  await checkConnects(input, log);
  const values = await storedValues(db, input);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('infra_data_source_config').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw notFound();
    const after = await mapUniqueViolation(
      () =>
        trx
          .updateTable('infra_data_source_config')
          .set({ ...values, updater: String(actor.id), updateTime: new Date() })
          .where('id', '=', input.id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow(),
      NAME_INDEX,
    );
    return { before, after };
  });
}

export async function deleteDataSourceConfig(db: Db, id: number): Promise<Row> {
  if (id === MASTER_DATA_SOURCE_ID) throw notFound();
  const row = await db.deleteFrom('infra_data_source_config').where('id', '=', id).returning(COLUMNS).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A configured source with its password opened, for the schema readers; the master (id 0) is not one. */
export async function sourceConnection(db: Db, id: number): Promise<SourceConnection> {
  if (id === MASTER_DATA_SOURCE_ID) throw notFound();
  const row = await db.selectFrom('infra_data_source_config').select(['url', 'username', 'password']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const password = (await secretBox(db, PASSWORD_PURPOSE)).open(row.password);
  return { ...parseSourceUrl(row.url), user: row.username, password };
}
