import type { PageParams } from '@console/contracts/envelope';
import { PayErrors } from '@console/contracts/error-codes';
import type { PayAppCreate, PayAppFilter, PayAppUpdate } from '@console/contracts/pay/app';
import { PayOrderStatus } from '@console/contracts/pay/order';
import { PayRefundStatus } from '@console/contracts/pay/refund';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';

type Actor = { id: number };

export const APP_COLUMNS = ['id', 'name', 'status', 'remark', 'payNotifyUrl', 'refundNotifyUrl', 'merchantId', 'createTime'] as const;
type AppRecord = Awaited<ReturnType<typeof getApp>>;

/** Every query takes the request's tenant-scoped handle: apps are per tenant. */
export function appQuery(db: Db, filter: Static<typeof PayAppFilter>) {
  let q = db.selectFrom('pay_app');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.remark) q = q.where('remark', '=', filter.remark);
  if (filter.payNotifyUrl) q = q.where('payNotifyUrl', 'like', `%${escapeLike(filter.payNotifyUrl)}%`);
  if (filter.refundNotifyUrl) q = q.where('refundNotifyUrl', 'like', `%${escapeLike(filter.refundNotifyUrl)}%`);
  // The reference resolves the merchant name to merchant ids.
  if (filter.merchantName) {
    const name = `%${escapeLike(filter.merchantName)}%`;
    q = q.where('merchantId', 'in', (sub) => sub.selectFrom('pay_merchant').select('id').where('name', 'like', name));
  }
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

/** With each app's merchant ({id, name}) and its channels' codes, as the reference's app list. */
export async function withMerchants<R extends { id: number; merchantId: number }>(db: Db, rows: R[]) {
  const ids = [...new Set(rows.map((r) => r.merchantId))];
  const merchants = ids.length ? await db.selectFrom('pay_merchant').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  const byId = new Map(merchants.map((m) => [m.id, m]));
  const appIds = rows.map((r) => r.id);
  const channels = appIds.length ? await db.selectFrom('pay_channel').select(['appId', 'code']).where('appId', 'in', appIds).orderBy('id').execute() : [];
  const codesOf = (appId: number) => channels.filter((c) => c.appId === appId).map((c) => c.code);
  return rows.map((row) => ({ ...row, payMerchant: byId.get(row.merchantId) ?? null, channelCodes: codesOf(row.id) }));
}

export async function pageApps(db: Db, query: Static<typeof PayAppFilter> & PageParams) {
  const page = await paginate(appQuery(db, query), (q) => q.select(APP_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: await withMerchants(db, page.list) };
}

export async function getApp(db: Db, id: number) {
  const row = await db.selectFrom('pay_app').select(APP_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(PayErrors.APP_NOT_FOUND);
  return row;
}

export async function getAppDetail(db: Db, id: number) {
  return (await withMerchants(db, [await getApp(db, id)]))[0]!;
}

/** Bounds the answer when no ids are given; a tenant has a handful of apps. */
const MAX_LISTED_APPS = 1000;

/** The apps with these ids, or every app when `ids` is absent (at most MAX_LISTED_APPS). */
export async function listApps(db: Db, ids: number[] | undefined) {
  if (ids?.length === 0) return [];
  let q = db.selectFrom('pay_app').select(APP_COLUMNS);
  q = ids ? q.where('id', 'in', ids) : q.limit(MAX_LISTED_APPS);
  return withMerchants(db, await q.orderBy('id').execute());
}

export function listAppsOfMerchant(db: Db, merchantId: number) {
  return db.selectFrom('pay_app').select(['id', 'name', 'merchantId']).where('merchantId', '=', merchantId).orderBy('id').execute();
}

/** The merchant must exist in the tenant; its row is share-locked so a racing delete of it waits (deleteMerchant). */
async function lockMerchant(trx: Db, merchantId: number): Promise<void> {
  const merchant = await trx.selectFrom('pay_merchant').select('id').where('id', '=', merchantId).forShare().executeTakeFirst();
  if (!merchant) throw new ServiceError(PayErrors.MERCHANT_NOT_EXISTS);
}

const values = (input: Static<typeof PayAppCreate>) => ({
  name: input.name.trim(),
  status: input.status,
  remark: input.remark?.trim() || null,
  payNotifyUrl: input.payNotifyUrl.trim(),
  refundNotifyUrl: input.refundNotifyUrl.trim(),
  merchantId: input.merchantId,
});

export function createApp(db: Db, actor: Actor, input: Static<typeof PayAppCreate>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockMerchant(trx, input.merchantId);
    const row = await trx
      .insertInto('pay_app')
      .values({ ...values(input), creator: String(actor.id), updater: String(actor.id) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export function updateApp(db: Db, actor: Actor, input: Static<typeof PayAppUpdate>): Promise<{ before: AppRecord; after: AppRecord }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('pay_app').select(APP_COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(PayErrors.APP_NOT_FOUND);
    await lockMerchant(trx, input.merchantId);
    const after = await trx
      .updateTable('pay_app')
      .set({ ...values(input), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(APP_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

export function updateAppStatus(db: Db, actor: Actor, id: number, status: number): Promise<{ before: AppRecord; after: AppRecord }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('pay_app').select(APP_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(PayErrors.APP_NOT_FOUND);
    const after = await trx
      .updateTable('pay_app')
      .set({ status, updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', id)
      .returning(APP_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

/**
 * An app with orders waiting to be paid or refunds waiting to settle stays (1007000003, as the original); so does
 * one with any order at all (1007000004: the original soft-deleted; here orders keep their app, so disable it).
 * The row lock makes a racing order creation wait, or see the app gone.
 */
export function deleteApp(db: Db, id: number): Promise<AppRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('pay_app').select(APP_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(PayErrors.APP_NOT_FOUND);
    const open = await trx
      .selectFrom('pay_order')
      .select('id')
      .where('appId', '=', id)
      .where('status', '=', PayOrderStatus.WAITING)
      .union(trx.selectFrom('pay_refund').select('id').where('appId', '=', id).where('status', '=', PayRefundStatus.WAITING))
      .limit(1)
      .executeTakeFirst();
    if (open) throw new ServiceError(PayErrors.APP_EXIST_TRANSACTION_ORDER_CANT_DELETE);
    const any = await trx.selectFrom('pay_order').select('id').where('appId', '=', id).limit(1).executeTakeFirst();
    if (any) throw new ServiceError(PayErrors.APP_HAS_ORDERS_CANT_DELETE);
    await trx.deleteFrom('pay_app').where('id', '=', id).execute();
    return row;
  });
}
