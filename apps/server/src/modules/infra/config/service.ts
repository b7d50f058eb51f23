import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { ConfigErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import { ConfigType, type ConfigCreate, type ConfigFilter, type ConfigUpdate } from '@console/contracts/infra/config';

type Actor = { id: number };

export const CONFIG_COLUMNS = ['id', 'category', 'name', 'configKey as key', 'value', 'type', 'visible', 'remark', 'createTime'] as const;

export function configQuery(db: Db, filter: Static<typeof ConfigFilter>) {
  let q = db.selectFrom('infra_config');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.key) q = q.where('configKey', 'like', `%${escapeLike(filter.key)}%`);
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export function pageConfigs(db: Db, query: Static<typeof ConfigFilter> & PageParams) {
  return paginate(configQuery(db, query), (q) => q.select(CONFIG_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export async function getConfig(db: Db, id: number) {
  const row = await db.selectFrom('infra_config').select(CONFIG_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(ConfigErrors.CONFIG_NOT_EXISTS);
  return row;
}
export type ConfigRecord = Awaited<ReturnType<typeof getConfig>>;

const KEY_INDEX = { uk_infra_config_key: ConfigErrors.CONFIG_KEY_DUPLICATE };

const configValues = (input: Static<typeof ConfigCreate> | Static<typeof ConfigUpdate>) => ({
  category: input.category.trim(),
  name: input.name.trim(),
  value: input.value,
  visible: input.visible,
  remark: input.remark ?? null,
});

/** A created config is custom (type 2); the key is unique by index, so two racing creates cannot both win. */
export async function createConfig(db: Db, actor: Actor, input: Static<typeof ConfigCreate>): Promise<number> {
  const key = input.key.trim();
  if (await db.selectFrom('infra_config').select('id').where('configKey', '=', key).executeTakeFirst()) {
    throw new ServiceError(ConfigErrors.CONFIG_KEY_DUPLICATE);
  }
  const row = await mapUniqueViolation(
    () =>
      db
        .insertInto('infra_config')
        .values({ ...configValues(input), configKey: key, type: ConfigType.CUSTOM, creator: String(actor.id), updater: String(actor.id) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    KEY_INDEX,
  );
  return row.id;
}

export function updateConfig(db: Db, actor: Actor, input: Static<typeof ConfigUpdate>): Promise<{ before: ConfigRecord; after: ConfigRecord }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('infra_config').select(CONFIG_COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(ConfigErrors.CONFIG_NOT_EXISTS);
    const after = await trx
      .updateTable('infra_config')
      .set({ ...configValues(input), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(CONFIG_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

export async function deleteConfig(db: Db, id: number): Promise<ConfigRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('infra_config').select(CONFIG_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(ConfigErrors.CONFIG_NOT_EXISTS);
    if (row.type === ConfigType.SYSTEM) throw new ServiceError(ConfigErrors.CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE);
    await trx.deleteFrom('infra_config').where('id', '=', id).execute();
    return row;
  });
}
