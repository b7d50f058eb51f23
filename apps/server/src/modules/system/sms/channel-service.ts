import type { PageParams } from '@console/contracts/envelope';
import { SmsErrors } from '@console/contracts/error-codes';
import type { SmsChannelCreate, SmsChannelFilter, SmsChannelUpdate } from '@console/contracts/system/sms-channel';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { badField, ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { maskSecret, postedSecret } from '../../../platform/secret-mask';
import { SUPPORTED_SMS_CHANNEL_CODES } from './clients';

type Actor = { id: number };

const COLUMNS = ['id', 'signature', 'code', 'status', 'remark', 'apiKey', 'apiSecret', 'callbackUrl', 'createTime'] as const;

/** A channel as it goes out: the secret never leaves the server. */
const shown = <R extends { apiSecret: string | null }>(row: R): R => ({ ...row, apiSecret: maskSecret(row.apiSecret) });

export function channelQuery(db: Db, filter: Static<typeof SmsChannelFilter>) {
  let q = db.selectFrom('system_sms_channel');
  if (filter.signature) q = q.where('signature', 'like', `%${escapeLike(filter.signature)}%`);
  if (filter.code) q = q.where('code', '=', filter.code);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export async function pageChannels(db: Db, query: Static<typeof SmsChannelFilter> & PageParams) {
  const page = await paginate(channelQuery(db, query), (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(shown) };
}

export async function getChannel(db: Db, id: number) {
  const row = await db.selectFrom('system_sms_channel').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(SmsErrors.SMS_CHANNEL_NOT_EXISTS);
  return shown(row);
}
export type ChannelRecord = Awaited<ReturnType<typeof getChannel>>;

export function listSimpleChannels(db: Db) {
  return db.selectFrom('system_sms_channel').select(['id', 'code', 'signature']).orderBy('id').execute();
}

/** Only codes the server has a client for: a channel that could never send is refused when it is saved. */
function checkedCode(code: string): string {
  const trimmed = code.trim();
  if (!SUPPORTED_SMS_CHANNEL_CODES.includes(trimmed)) throw badField('code', `没有对应的短信客户端：${trimmed}`);
  return trimmed;
}

const channelValues = (input: Static<typeof SmsChannelCreate>) => ({
  signature: input.signature.trim(),
  code: checkedCode(input.code),
  status: input.status,
  remark: input.remark ?? null,
  apiKey: input.apiKey.trim(),
  callbackUrl: input.callbackUrl?.trim() || null,
});

export async function createChannel(db: Db, actor: Actor, input: Static<typeof SmsChannelCreate>): Promise<number> {
  const row = await db
    .insertInto('system_sms_channel')
    .values({ ...channelValues(input), apiSecret: input.apiSecret || null, creator: String(actor.id), updater: String(actor.id) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Templates keep a copy of their channel's code (as the original), so a new code is copied to them too. */
export function updateChannel(db: Db, actor: Actor, input: Static<typeof SmsChannelUpdate>): Promise<{ before: ChannelRecord; after: ChannelRecord }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('system_sms_channel').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(SmsErrors.SMS_CHANNEL_NOT_EXISTS);
    const values = channelValues(input);
    const after = await trx
      .updateTable('system_sms_channel')
      .set({ ...values, apiSecret: postedSecret(input.apiSecret, before.apiSecret), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    if (values.code !== before.code) await trx.updateTable('system_sms_template').set({ channelCode: values.code }).where('channelId', '=', input.id).execute();
    return { before: shown(before), after: shown(after) };
  });
}

/** A channel with templates is kept (1002011002); the templates' foreign key says the same to a racing delete. */
export function deleteChannel(db: Db, id: number): Promise<ChannelRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('system_sms_channel').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(SmsErrors.SMS_CHANNEL_NOT_EXISTS);
    if (await trx.selectFrom('system_sms_template').select('id').where('channelId', '=', id).limit(1).executeTakeFirst()) {
      throw new ServiceError(SmsErrors.SMS_CHANNEL_HAS_CHILDREN);
    }
    await trx.deleteFrom('system_sms_channel').where('id', '=', id).execute();
    return shown(row);
  });
}
