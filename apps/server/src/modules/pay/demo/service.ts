import type { PageParams } from '@console/contracts/envelope';
import { PayErrors } from '@console/contracts/error-codes';
import { DEMO_PRODUCTS, type PayDemoOrderCreate, type PayDemoOrderRefund, type PayOrderNotified, type PayRefundNotified } from '@console/contracts/pay/demo-order';
import { PayOrderStatus } from '@console/contracts/pay/order';
import { PayRefundStatus } from '@console/contracts/pay/refund';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { paginate } from '../../../platform/paging';
import { createPayOrder, createPayRefund } from '../api';
import type { PayRuntime } from '../runtime';

/** A demo order's number as its pay order's merchant order id. */
const merchantOrderIdOf = (demoId: number) => `DEMO-${demoId}`;

/** How long a demo order may be paid (as the original's demo: two hours). */
const PAY_EXPIRE_MS = 2 * 3600 * 1000;

/**
 * 示例订单 (later versions of the original): a tiny business module that uses the payment module as any other
 * would — through its API. Its order number is the pay order's merchant order id; paid and refunded are read
 * from the pay order, the one record of them.
 */
export function createDemoOrder(db: Db, user: { id: number }, input: Static<typeof PayDemoOrderCreate>, userIp: string): Promise<number> {
  const product = DEMO_PRODUCTS.find((p) => p.id === input.spuId);
  if (!product) throw new ServiceError(PayErrors.DEMO_ORDER_NOT_FOUND);
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('pay_demo_order', 'id'))::text as id`.execute(trx);
    const id = Number(rows[0]!.id);
    const payOrderId = await createPayOrder(
      trx,
      { appId: input.appId, merchantOrderId: merchantOrderIdOf(id), subject: product.name, body: `示例订单 ${id}：${product.name}`, amount: product.price, expireTime: Date.now() + PAY_EXPIRE_MS },
      userIp,
    );
    await trx.insertInto('pay_demo_order').values({ id, userId: user.id, appId: input.appId, spuId: product.id, spuName: product.name, price: product.price, payOrderId }).execute();
    return id;
  });
}

const demoRows = (db: Db) => db.selectFrom('pay_demo_order as d').innerJoin('pay_order as o', 'o.id', 'd.payOrderId').leftJoin('pay_app as a', 'a.id', 'd.appId');
type DemoRows = ReturnType<typeof demoRows>;

const withColumns = (q: DemoRows) =>
  q.select([
    'd.id',
    'd.userId',
    'd.appId',
    'a.name as appName',
    'd.spuId',
    'd.spuName',
    'd.price',
    'd.payOrderId',
    'o.status as payOrderStatus',
    'o.successTime as payTime',
    'o.channelCode as payChannelCode',
    'o.refundAmount as refundPrice',
    'd.createTime',
  ]);

const shown = <R extends { appName: string | null; payTime: number | null; payOrderStatus: number }>(row: R) => ({
  ...row,
  appName: row.appName ?? null,
  payStatus: row.payTime !== null && row.payOrderStatus !== PayOrderStatus.WAITING,
});

export async function pageDemoOrders(db: Db, query: { appId?: number } & PageParams) {
  let base = demoRows(db);
  if (query.appId !== undefined) base = base.where('d.appId', '=', query.appId);
  const page = await paginate(base, (q) => withColumns(q).orderBy('d.id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(shown) };
}

export async function getDemoOrder(db: Db, id: number) {
  const row = await withColumns(demoRows(db)).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(PayErrors.DEMO_ORDER_NOT_FOUND);
  return shown(row);
}

/** Refunds part or all of a paid demo order; each refund has its own merchant refund id, so a double click refunds once. */
export async function refundDemoOrder(pay: PayRuntime, db: Db, input: Static<typeof PayDemoOrderRefund>, userIp: string): Promise<number> {
  const demo = await db.selectFrom('pay_demo_order').select(['id', 'payOrderId']).where('id', '=', input.id).executeTakeFirst();
  if (!demo) throw new ServiceError(PayErrors.DEMO_ORDER_NOT_FOUND);
  const { count } = await db
    .selectFrom('pay_refund')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('orderId', '=', demo.payOrderId)
    .executeTakeFirstOrThrow();
  return createPayRefund(
    pay,
    db,
    { payOrderId: demo.payOrderId, amount: input.amount, reason: input.reason?.trim() || '示例订单退款', merchantRefundId: `DEMO-${demo.id}-R${Number(count) + 1}` },
    userIp,
  );
}

/**
 * The demo app's payment notification (its notify URL, the original's update-paid; public, as a merchant system's
 * endpoint is): a demo order's paid state is its pay order's, so this only confirms what the notification names —
 * the demo order of that pay order, paid — and answers code 0, or the reference's refusal.
 */
export async function confirmDemoPaid(db: Db, input: Static<typeof PayOrderNotified>): Promise<true> {
  const row = await db
    .selectFrom('pay_demo_order as d')
    .innerJoin('pay_order as o', 'o.id', 'd.payOrderId')
    .select(['d.id', 'o.successTime'])
    .where('d.payOrderId', '=', input.payOrderId)
    .executeTakeFirst();
  if (!row) throw new ServiceError(PayErrors.DEMO_ORDER_NOT_FOUND);
  if (merchantOrderIdOf(row.id) !== input.merchantOrderId) throw new ServiceError(PayErrors.DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_ID_ERROR);
  if (row.successTime === null) throw new ServiceError(PayErrors.DEMO_ORDER_UPDATE_PAID_FAIL_PAY_ORDER_STATUS_NOT_SUCCESS);
  return true;
}

/** The demo app's refund notification (the original's update-refunded): the refund of a demo order, succeeded. */
export async function confirmDemoRefunded(db: Db, input: Static<typeof PayRefundNotified>): Promise<true> {
  const row = await db
    .selectFrom('pay_refund as r')
    .innerJoin('pay_demo_order as d', 'd.payOrderId', 'r.orderId')
    .select(['d.id', 'r.status'])
    .where('r.id', '=', input.payRefundId)
    .executeTakeFirst();
  if (!row) throw new ServiceError(PayErrors.DEMO_ORDER_REFUND_FAIL_REFUND_NOT_FOUND);
  if (merchantOrderIdOf(row.id) !== input.merchantOrderId) throw new ServiceError(PayErrors.DEMO_ORDER_REFUND_FAIL_REFUND_ORDER_ID_ERROR);
  if (row.status !== PayRefundStatus.SUCCESS) throw new ServiceError(PayErrors.DEMO_ORDER_REFUND_FAIL_REFUND_NOT_SUCCESS);
  return true;
}
