import type { PageParams } from '@console/contracts/envelope';
import { SocialErrors } from '@console/contracts/error-codes';
import { ADMIN_USER_TYPE } from '@console/contracts/social';
import type { SocialClientCreate, SocialClientFilter, SocialClientUpdate } from '@console/contracts/system/social';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { badField, ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { postedSecret, SECRET_MASK } from '../../../platform/secret-mask';
import { mapUniqueViolation } from '../../../platform/unique';
import { socialProvider } from './providers';

type Actor = { id: number };

const COLUMNS = ['id', 'name', 'socialType', 'userType', 'clientId', 'clientSecret', 'agentId', 'status', 'createTime'] as const;
const shown = <R extends { clientSecret: string }>(row: R): R => ({ ...row, clientSecret: SECRET_MASK });
const UNIQUE = { uk_system_social_client_type: SocialErrors.SOCIAL_CLIENT_UNIQUE };

export function clientQuery(db: Db, filter: Static<typeof SocialClientFilter>) {
  let q = db.selectFrom('system_social_client');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.socialType !== undefined) q = q.where('socialType', '=', filter.socialType);
  if (filter.clientId) q = q.where('clientId', 'like', `%${escapeLike(filter.clientId)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export async function pageClients(db: Db, query: Static<typeof SocialClientFilter> & PageParams) {
  const page = await paginate(clientQuery(db, query), (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(shown) };
}

export async function getClient(db: Db, id: number) {
  const row = await db.selectFrom('system_social_client').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(SocialErrors.SOCIAL_CLIENT_NOT_EXISTS);
  return shown(row);
}
type ClientRecord = Awaited<ReturnType<typeof getClient>>;

/** A type the server has a client for; WeCom also needs its agent id. */
function clientValues(input: Static<typeof SocialClientCreate>) {
  if (!socialProvider(input.socialType, undefined)) throw badField('socialType', `不支持的社交平台：${input.socialType}`);
  const agentId = input.agentId?.trim() || null;
  if (input.socialType === 30 && !agentId) throw badField('agentId', '企业微信需要填写 AgentId');
  return { name: input.name.trim(), socialType: input.socialType, userType: ADMIN_USER_TYPE, clientId: input.clientId.trim(), agentId, status: input.status };
}

/** One client per platform (and user type): a unique index, so racing creates cannot both win. */
export async function createClient(db: Db, actor: Actor, input: Static<typeof SocialClientCreate>): Promise<number> {
  const values = clientValues(input);
  if (input.clientSecret === SECRET_MASK) throw badField('clientSecret', '不能为空');
  const row = await mapUniqueViolation(
    () =>
      db
        .insertInto('system_social_client')
        .values({ ...values, clientSecret: input.clientSecret, creator: String(actor.id), updater: String(actor.id) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    UNIQUE,
  );
  return row.id;
}

export function updateClient(db: Db, actor: Actor, input: Static<typeof SocialClientUpdate>): Promise<{ before: ClientRecord; after: ClientRecord }> {
  const values = clientValues(input);
  return mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('system_social_client').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
        if (!before) throw new ServiceError(SocialErrors.SOCIAL_CLIENT_NOT_EXISTS);
        const after = await trx
          .updateTable('system_social_client')
          .set({ ...values, clientSecret: postedSecret(input.clientSecret, before.clientSecret), updater: String(actor.id), updateTime: new Date() })
          .where('id', '=', input.id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return { before: shown(before), after: shown(after) };
      }),
    UNIQUE,
  );
}

export function deleteClient(db: Db, id: number): Promise<ClientRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('system_social_client').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(SocialErrors.SOCIAL_CLIENT_NOT_EXISTS);
    await trx.deleteFrom('system_social_client').where('id', '=', id).execute();
    return shown(row);
  });
}
