import type { PageParams } from '@console/contracts/envelope';
import { PayErrors } from '@console/contracts/error-codes';
import type { PayChannelCreate, PayChannelFilter, PayChannelUpdate } from '@console/contracts/pay/channel';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { badField, ServiceError } from '../../../platform/errors';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import { channelConfig, shownConfig } from './config';

type Actor = { id: number };

const COLUMNS = ['id', 'code', 'status', 'remark', 'feeRate', 'merchantId', 'appId', 'config', 'createTime'] as const;
const UNIQUE = { uk_pay_channel_app_code: PayErrors.CHANNEL_EXIST_SAME_CHANNEL_ERROR };
const shown = <R extends { config: string }>(row: R): R => ({ ...row, config: shownConfig(row.config) });
type ChannelRecord = Awaited<ReturnType<typeof getChannel>>;

export function channelQuery(db: Db, filter: Static<typeof PayChannelFilter>) {
  let q = db.selectFrom('pay_channel');
  if (filter.code) q = q.where('code', '=', filter.code);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.merchantId !== undefined) q = q.where('merchantId', '=', filter.merchantId);
  if (filter.appId !== undefined) q = q.where('appId', '=', filter.appId);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export async function pageChannels(db: Db, query: Static<typeof PayChannelFilter> & PageParams) {
  const page = await paginate(channelQuery(db, query), (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(shown) };
}

export async function getChannel(db: Db, id: number) {
  const row = await db.selectFrom('pay_channel').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(PayErrors.CHANNEL_NOT_FOUND);
  return shown(row);
}

export async function listChannels(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return (await db.selectFrom('pay_channel').select(COLUMNS).where('id', 'in', ids).orderBy('id').execute()).map(shown);
}

/** The app's channel of a code (the app screen's channel dialog); null when not configured yet. */
export async function findChannel(db: Db, appId: number, code: string) {
  const row = await db.selectFrom('pay_channel').select(COLUMNS).where('appId', '=', appId).where('code', '=', code).executeTakeFirst();
  return row ? shown(row) : null;
}

/** The app must exist (share-locked against a racing delete); its merchant is the channel's. */
async function appOf(trx: Db, appId: number, merchantId: number | undefined): Promise<number> {
  const app = await trx.selectFrom('pay_app').select(['id', 'merchantId']).where('id', '=', appId).forShare().executeTakeFirst();
  if (!app) throw new ServiceError(PayErrors.APP_NOT_FOUND);
  if (merchantId !== undefined && merchantId !== app.merchantId) throw badField('merchantId', '与应用所属的商户不一致');
  return app.merchantId;
}

const values = (input: Static<typeof PayChannelCreate>) => ({
  code: input.code,
  status: input.status,
  remark: input.remark?.trim() || null,
  feeRate: input.feeRate,
  appId: input.appId,
});

/** One channel per code per app: a unique index (1007001005), so racing creates cannot both win. */
export function createChannel(db: Db, actor: Actor, input: Static<typeof PayChannelCreate>): Promise<number> {
  const config = channelConfig(input.code, input.config);
  return mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const merchantId = await appOf(trx, input.appId, input.merchantId);
        const row = await trx
          .insertInto('pay_channel')
          .values({ ...values(input), merchantId, config, creator: String(actor.id), updater: String(actor.id) })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    UNIQUE,
  );
}

export function updateChannel(db: Db, actor: Actor, input: Static<typeof PayChannelUpdate>): Promise<{ before: ChannelRecord; after: ChannelRecord }> {
  return mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('pay_channel').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
        if (!before) throw new ServiceError(PayErrors.CHANNEL_NOT_FOUND);
        const merchantId = await appOf(trx, input.appId, input.merchantId);
        const config = channelConfig(input.code, input.config, before.config);
        const after = await trx
          .updateTable('pay_channel')
          .set({ ...values(input), merchantId, config, updater: String(actor.id), updateTime: new Date() })
          .where('id', '=', input.id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return { before: shown(before), after: shown(after) };
      }),
    UNIQUE,
  );
}

export function deleteChannel(db: Db, id: number): Promise<ChannelRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('pay_channel').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(PayErrors.CHANNEL_NOT_FOUND);
    await trx.deleteFrom('pay_channel').where('id', '=', id).execute();
    return shown(row);
  });
}
