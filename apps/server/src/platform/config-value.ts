import type { Db } from '../db/database';

/** A parameter of 配置管理 (infra_config) the server itself reads, e.g. `sys.user.init-password`; undefined when absent. */
export async function configValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('infra_config').select('value').where('configKey', '=', key).executeTakeFirst();
  return row?.value;
}
