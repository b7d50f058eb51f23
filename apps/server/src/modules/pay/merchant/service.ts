import type { PageParams } from '@console/contracts/envelope';
import { PayErrors } from '@console/contracts/error-codes';
import type { MerchantCreate, MerchantFilter, MerchantUpdate } from '@console/contracts/pay/merchant';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';

type Actor = { id: number };

export const MERCHANT_COLUMNS = ['id', 'no', 'name', 'shortName', 'status', 'remark', 'createTime'] as const;

/** Every query takes the request's tenant-scoped handle: merchants are per tenant. */
export function merchantQuery(db: Db, filter: Static<typeof MerchantFilter>) {
  let q = db.selectFrom('pay_merchant');
  if (filter.no) q = q.where('no', 'like', `%${escapeLike(filter.no)}%`);
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.shortName) q = q.where('shortName', 'like', `%${escapeLike(filter.shortName)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.remark) q = q.where('remark', '=', filter.remark);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export function pageMerchants(db: Db, query: Static<typeof MerchantFilter> & PageParams) {
  return paginate(merchantQuery(db, query), (q) => q.select(MERCHANT_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export async function getMerchant(db: Db, id: number) {
  const row = await db.selectFrom('pay_merchant').select(MERCHANT_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(PayErrors.MERCHANT_NOT_EXISTS);
  return row;
}
type MerchantRecord = Awaited<ReturnType<typeof getMerchant>>;

/** The pickers' list (app form, order filters): by name, all when no name. */
export function listMerchantsByName(db: Db, name: string | undefined) {
  let q = db.selectFrom('pay_merchant').select(['id', 'name', 'shortName', 'status']);
  if (name?.trim()) q = q.where('name', 'like', `%${escapeLike(name.trim())}%`);
  return q.orderBy('id', 'desc').limit(200).execute();
}

export function listMerchants(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom('pay_merchant').select(MERCHANT_COLUMNS).where('id', 'in', ids).orderBy('id').execute() : Promise.resolve([]);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** The reference's merchant number: M + yyyyMMddHHmmssSSS (server time). */
export function merchantNo(now = new Date()): string {
  return `M${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}${pad(now.getMilliseconds(), 3)}`;
}

const values = (input: Static<typeof MerchantCreate>) => ({
  name: input.name.trim(),
  shortName: input.shortName.trim(),
  status: input.status,
  remark: input.remark?.trim() || null,
});

/**
 * The number is unique per tenant by index: a merchant made in the same millisecond as another takes the next
 * millisecond's number (`on conflict do nothing`, then try the next).
 */
export async function createMerchant(db: Db, actor: Actor, input: Static<typeof MerchantCreate>): Promise<number> {
  const base = Date.now();
  for (let attempt = 0; attempt < 1000; attempt++) {
    const row = await db
      .insertInto('pay_merchant')
      .values({ ...values(input), no: merchantNo(new Date(base + attempt)), creator: String(actor.id), updater: String(actor.id) })
      .onConflict((oc) => oc.columns(['tenantId', 'no']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return row.id;
  }
  throw new Error('no free merchant number');
}

export function updateMerchant(db: Db, actor: Actor, input: Static<typeof MerchantUpdate>): Promise<{ before: MerchantRecord; after: MerchantRecord }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('pay_merchant').select(MERCHANT_COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(PayErrors.MERCHANT_NOT_EXISTS);
    const after = await trx
      .updateTable('pay_merchant')
      .set({ ...values(input), updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(MERCHANT_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

export function updateMerchantStatus(db: Db, actor: Actor, id: number, status: number): Promise<{ before: MerchantRecord; after: MerchantRecord }> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('pay_merchant').select(MERCHANT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(PayErrors.MERCHANT_NOT_EXISTS);
    const after = await trx
      .updateTable('pay_merchant')
      .set({ status, updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', id)
      .returning(MERCHANT_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

/** Refused while the merchant has apps: the row lock keeps an app from being added meanwhile (apps lock it to join). */
export function deleteMerchant(db: Db, id: number): Promise<MerchantRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('pay_merchant').select(MERCHANT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(PayErrors.MERCHANT_NOT_EXISTS);
    const app = await trx.selectFrom('pay_app').select('id').where('merchantId', '=', id).limit(1).executeTakeFirst();
    if (app) throw new ServiceError(PayErrors.MERCHANT_EXIST_APP_CANT_DELETE);
    await trx.deleteFrom('pay_merchant').where('id', '=', id).execute();
    return row;
  });
}
