import type { PageParams } from '@console/contracts/envelope';
import { PayErrors } from '@console/contracts/error-codes';
import { PayNotifyType } from '@console/contracts/pay/notify';
import { PayOrderStatus, type PayOrderCreate, type PayOrderFilter, type PayOrderSubmit } from '@console/contracts/pay/order';
import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at, dbNow } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { dictLabels } from '../../../platform/dict-labels';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { ChannelError, type OrderNotice } from '../client/types';
import { notifyTaskOfPaid } from '../notify/service';
import { tradeNo, type PayRuntime } from '../runtime';

export const ORDER_COLUMNS = [
  'id',
  'merchantId',
  'appId',
  'channelId',
  'channelCode',
  'merchantOrderId',
  'subject',
  'body',
  'notifyUrl',
  'notifyStatus',
  'amount',
  'channelFeeRate',
  'channelFeeAmount',
  'status',
  'userIp',
  'expireTime',
  'successTime',
  'notifyTime',
  'successExtensionId',
  'refundStatus',
  'refundTimes',
  'refundAmount',
  'channelUserId',
  'channelOrderNo',
  'createTime',
] as const;

type OrderRecord = Awaited<ReturnType<typeof getOrder>>;

// ---- reading ----

export function orderQuery(db: Db, filter: Static<typeof PayOrderFilter>) {
  let q = db.selectFrom('pay_order');
  if (filter.merchantId !== undefined) q = q.where('merchantId', '=', filter.merchantId);
  if (filter.appId !== undefined) q = q.where('appId', '=', filter.appId);
  if (filter.channelCode) q = q.where('channelCode', '=', filter.channelCode);
  if (filter.merchantOrderId) q = q.where('merchantOrderId', 'like', `%${escapeLike(filter.merchantOrderId)}%`);
  if (filter.channelOrderNo) q = q.where('channelOrderNo', 'like', `%${escapeLike(filter.channelOrderNo)}%`);
  if (filter.no) {
    const no = filter.no;
    q = q.where('id', 'in', (sub) => sub.selectFrom('pay_order_extension').select('orderId').where('no', '=', no));
  }
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.refundStatus !== undefined) q = q.where('refundStatus', '=', filter.refundStatus);
  if (filter.notifyStatus !== undefined) q = q.where('notifyStatus', '=', filter.notifyStatus);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

/** Merchant and app names and the channel's dictionary label, as the reference's order and refund lists show. */
export async function withPayNames<R extends { merchantId: number; appId: number; channelCode: string | null }>(db: Db, rows: R[]) {
  const merchantIds = [...new Set(rows.map((r) => r.merchantId))];
  const appIds = [...new Set(rows.map((r) => r.appId))];
  const [merchants, apps, channelName] = await Promise.all([
    merchantIds.length ? db.selectFrom('pay_merchant').select(['id', 'name']).where('id', 'in', merchantIds).execute() : [],
    appIds.length ? db.selectFrom('pay_app').select(['id', 'name']).where('id', 'in', appIds).execute() : [],
    dictLabels(db, 'pay_channel_code_type'),
  ]);
  const merchantName = new Map(merchants.map((m) => [m.id, m.name]));
  const appName = new Map(apps.map((a) => [a.id, a.name]));
  return rows.map((row) => ({
    ...row,
    merchantName: merchantName.get(row.merchantId) ?? null,
    appName: appName.get(row.appId) ?? null,
    channelCodeName: row.channelCode ? channelName(row.channelCode) : null,
  }));
}

export async function withTradeNos<R extends { successExtensionId: number | null }>(db: Db, rows: R[]) {
  const ids = rows.map((r) => r.successExtensionId).filter((id): id is number => id !== null);
  const extensions = ids.length ? await db.selectFrom('pay_order_extension').select(['id', 'no']).where('id', 'in', ids).execute() : [];
  const noOf = new Map(extensions.map((e) => [e.id, e.no]));
  return rows.map((row) => ({ ...row, no: row.successExtensionId === null ? null : (noOf.get(row.successExtensionId) ?? null) }));
}

export async function pageOrders(db: Db, query: Static<typeof PayOrderFilter> & PageParams) {
  const page = await paginate(orderQuery(db, query), (q) => q.select(ORDER_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: await withPayNames(db, await withTradeNos(db, page.list)) };
}

export async function getOrder(db: Db, id: number) {
  const row = await db.selectFrom('pay_order').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(PayErrors.ORDER_NOT_FOUND);
  return row;
}

export async function getOrderDetail(db: Db, id: number) {
  const [row] = await withPayNames(db, await withTradeNos(db, [await getOrder(db, id)]));
  const extension = row!.successExtensionId
    ? await db.selectFrom('pay_order_extension').select(['no', 'channelNotifyData']).where('id', '=', row!.successExtensionId).executeTakeFirst()
    : undefined;
  return { ...row!, payOrderExtension: extension ?? null };
}

/** What the cashier shows: the order and the app's enabled channels. */
export async function getOrderForCashier(db: Db, id: number) {
  const order = await getOrder(db, id);
  const [app, channels, channelName] = await Promise.all([
    db.selectFrom('pay_app').select('name').where('id', '=', order.appId).executeTakeFirst(),
    db.selectFrom('pay_channel').select(['code', 'feeRate']).where('appId', '=', order.appId).where('status', '=', 0).orderBy('id').execute(),
    dictLabels(db, 'pay_channel_code_type'),
  ]);
  return {
    id: order.id,
    appId: order.appId,
    appName: app?.name ?? null,
    merchantOrderId: order.merchantOrderId,
    subject: order.subject,
    body: order.body,
    amount: order.amount,
    status: order.status,
    refundStatus: order.refundStatus,
    refundAmount: order.refundAmount,
    channelCode: order.channelCode,
    expireTime: order.expireTime,
    successTime: order.successTime,
    createTime: order.createTime,
    channels: channels.map((c) => ({ code: c.code, name: channelName(c.code), feeRate: c.feeRate })),
  };
}

// ---- the module API's writes ----

/** In the caller's transaction when it has one (a business module creating its order with its own rows), else in a new one. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));

/**
 * The app, which must exist and be enabled (1007000000 / 1007000002). Share-locked when given a transaction: an app
 * being deleted makes the caller wait, then answers "not found" rather than a foreign-key failure.
 */
export async function enabledApp(db: Db, appId: number) {
  let query = db.selectFrom('pay_app').select(['id', 'merchantId', 'status', 'payNotifyUrl', 'refundNotifyUrl']).where('id', '=', appId);
  if (db.isTransaction) query = query.forShare();
  const app = await query.executeTakeFirst();
  if (!app) throw new ServiceError(PayErrors.APP_NOT_FOUND);
  if (app.status !== 0) throw new ServiceError(PayErrors.APP_IS_DISABLE);
  return app;
}

/**
 * A business module's order (reference §1.6 createPayOrder). Idempotent on (app, merchant order id) by a unique
 * index: the same order asked for again — concurrently or not — answers the first one's id; the same merchant
 * order id with another amount or subject is refused rather than silently answered with an order that differs.
 */
export function createOrder(db: Db, input: Static<typeof PayOrderCreate>, userIp: string): Promise<number> {
  return inTransaction(db, (trx) => insertOrder(trx, input, userIp));
}

async function insertOrder(db: Db, input: Static<typeof PayOrderCreate>, userIp: string): Promise<number> {
  const app = await enabledApp(db, input.appId);
  const inserted = await db
    .insertInto('pay_order')
    .values({
      merchantId: app.merchantId,
      appId: app.id,
      merchantOrderId: input.merchantOrderId,
      subject: input.subject,
      body: input.body,
      notifyUrl: app.payNotifyUrl,
      amount: input.amount,
      userIp: userIp.slice(0, 50),
      expireTime: new Date(input.expireTime),
    })
    .onConflict((oc) => oc.columns(['tenantId', 'appId', 'merchantOrderId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom('pay_order')
    .select(['id', 'amount', 'subject'])
    .where('appId', '=', app.id)
    .where('merchantOrderId', '=', input.merchantOrderId)
    .executeTakeFirstOrThrow();
  if (existing.amount !== input.amount || existing.subject !== input.subject) throw new ServiceError(PayErrors.ORDER_EXISTS_OTHER);
  return existing.id;
}

/** A gateway's refusal, as 1007002004 with its code and text. */
async function channelCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ChannelError) throw new ServiceError(PayErrors.ORDER_SUBMIT_CHANNEL_ERROR, err.channelCode, err.message);
    throw err;
  }
}

/** A payable order: waiting and not past its expiry. */
function checkPayable(order: { status: number; expireTime: number }) {
  if (order.status !== PayOrderStatus.WAITING) throw new ServiceError(PayErrors.ORDER_STATUS_IS_NOT_WAITING);
  if (order.expireTime <= Date.now()) throw new ServiceError(PayErrors.ORDER_IS_EXPIRED);
}

/** The order with its app's status and the app's channel of the code (its stored, unmasked config), in one read. */
function orderToSubmit(db: Db, id: number, channelCode: string) {
  return db
    .selectFrom('pay_order as o')
    .innerJoin('pay_app as a', 'a.id', 'o.appId')
    .leftJoin('pay_channel as c', (join) => join.onRef('c.appId', '=', 'o.appId').on('c.code', '=', channelCode))
    .select(['o.id', 'o.status', 'o.expireTime', 'o.subject', 'o.body', 'o.amount', 'a.status as appStatus', 'c.id as channelId', 'c.status as channelStatus', 'c.feeRate', 'c.config'])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/**
 * The payer chose a channel (reference §1.6 submit): the order must wait to be paid, its app and the channel be
 * enabled; a new extension (our trade number for the gateway), then the gateway's unified order. What the gateway
 * decides at once (the sandbox) is settled here by the callback path.
 */
export async function submitOrder(pay: PayRuntime, db: Db, input: Static<typeof PayOrderSubmit>, userIp: string) {
  const order = await orderToSubmit(db, input.id, input.channelCode);
  if (!order) throw new ServiceError(PayErrors.ORDER_NOT_FOUND);
  checkPayable(order);
  if (order.appStatus !== 0) throw new ServiceError(PayErrors.APP_IS_DISABLE);
  if (order.channelId === null || order.config === null || order.feeRate === null) throw new ServiceError(PayErrors.CHANNEL_NOT_FOUND);
  if (order.channelStatus !== 0) throw new ServiceError(PayErrors.CHANNEL_IS_DISABLE);
  const channel = { id: order.channelId, code: input.channelCode, feeRate: order.feeRate, config: order.config };
  const client = await channelCall(() => pay.clients.clientFor(channel));
  const extras = input.channelExtras ?? {};
  // The attempt is written only while the order still waits, its row share-locked: a payment settling meanwhile
  // (which closes the order's other waiting attempts, settleOrderNotice) either waits for this insert to commit and
  // then closes the new attempt too, or has committed and this finds the order paid.
  const attempt = await db
    .insertInto('pay_order_extension')
    .columns(['no', 'orderId', 'channelId', 'channelCode', 'userIp', 'channelExtras', 'tenantId'])
    .expression((eb) =>
      eb
        .selectFrom('pay_order')
        .select((o) => [
          tradeNo().as('no'),
          'id',
          o.cast<number>(o.val(channel.id), 'bigint').as('channelId'),
          o.cast<string>(o.val(channel.code), 'text').as('channelCode'),
          o.cast<string>(o.val(userIp.slice(0, 50)), 'text').as('userIp'),
          o.cast<string>(o.val(JSON.stringify(extras)), 'text').as('channelExtras'),
          'tenantId',
        ])
        .where('id', '=', order.id)
        .where('status', '=', PayOrderStatus.WAITING)
        .forShare(),
    )
    .returning('no')
    .executeTakeFirst();
  if (!attempt) throw new ServiceError(PayErrors.ORDER_STATUS_IS_NOT_WAITING);
  const { no } = attempt;
  const result = await channelCall(() =>
    client.unifiedOrder({
      no,
      subject: order.subject,
      body: order.body,
      amount: order.amount,
      expireTime: order.expireTime,
      userIp,
      notifyUrl: `${pay.callbackOrigin}/app-api/pay/order/notify/${channel.id}`,
      returnUrl: input.returnUrl,
      extras,
    }),
  );
  if (result.notice) await settleOrderNotice(pay, db, channel, result.notice);
  const status = result.notice?.status === 'success' ? PayOrderStatus.SUCCESS : PayOrderStatus.WAITING;
  return { status, displayMode: result.displayMode, displayContent: result.displayContent };
}

/**
 * A gateway's word on one submit, signature verified (reference §1.6 notifyPayOrder): one transaction, status
 * checked under row locks. Paid: the extension and the order become SUCCESS and the merchant's notification task
 * is created with them. Closed: the extension closes; the order still waits for another try. The same notice again
 * (gateways repeat callbacks until answered) changes nothing.
 */
export async function settleOrderNotice(
  pay: PayRuntime,
  db: Db,
  channel: { id: number; code: string; feeRate: number },
  notice: OrderNotice,
): Promise<{ changed: boolean }> {
  const outcome = await db.transaction().execute(async (trx) => {
    const now = new Date();
    const wanted = notice.status === 'success' ? PayOrderStatus.SUCCESS : PayOrderStatus.CLOSED;
    // The order's row first: every settlement of one order takes its turn there, so one that closes the other
    // attempts never waits on an attempt another settlement holds while that one waits on the order (a deadlock).
    await trx
      .selectFrom('pay_order')
      .select('id')
      .where('id', '=', (eb) => eb.selectFrom('pay_order_extension').select('orderId').where('no', '=', notice.no).where('channelId', '=', channel.id))
      .forUpdate()
      .execute();
    // The status check is the update's condition: of two identical callbacks at once, the second finds it done.
    const extension = await trx
      .updateTable('pay_order_extension')
      .set({ status: wanted, channelNotifyData: notice.raw.slice(0, 4096), updateTime: now })
      .where('no', '=', notice.no)
      .where('channelId', '=', channel.id)
      .where('status', '=', PayOrderStatus.WAITING)
      .returning(['id', 'orderId'])
      .executeTakeFirst();
    if (!extension) {
      const current = await trx.selectFrom('pay_order_extension').select('status').where('no', '=', notice.no).where('channelId', '=', channel.id).executeTakeFirst();
      if (!current) throw new ServiceError(PayErrors.ORDER_EXTENSION_NOT_FOUND);
      if (current.status === wanted) return { changed: false, taskId: undefined };
      throw new ServiceError(PayErrors.ORDER_EXTENSION_STATUS_IS_NOT_WAITING);
    }
    if (wanted === PayOrderStatus.CLOSED) return { changed: true, taskId: undefined };

    // Paid, in one statement (round trips inside the order's lock are what a payment waits on): the order, its other
    // attempts closed (they will never be paid), and the merchant's notification task, each only if the order was
    // still waiting.
    const order = await trx
      .with('paid', (db) =>
        db
          .updateTable('pay_order')
          .set({
            status: PayOrderStatus.SUCCESS,
            channelId: channel.id,
            channelCode: channel.code,
            channelFeeRate: channel.feeRate,
            channelFeeAmount: sql<number>`round(amount::numeric * ${channel.feeRate}::numeric / 100)`,
            successTime: new Date(notice.successTime ?? Date.now()),
            successExtensionId: extension.id,
            channelOrderNo: notice.channelOrderNo,
            channelUserId: notice.channelUserId ?? null,
            notifyTime: now,
            updateTime: now,
          })
          .where('id', '=', extension.orderId)
          .where('status', '=', PayOrderStatus.WAITING)
          .returning(['id', 'merchantId', 'appId', 'merchantOrderId', 'notifyUrl', 'tenantId']),
      )
      .with('closed', (db) =>
        db
          .updateTable('pay_order_extension')
          .set({ status: PayOrderStatus.CLOSED, updateTime: now })
          .where('orderId', '=', extension.orderId)
          .where('status', '=', PayOrderStatus.WAITING)
          .where((eb) => eb.exists(eb.selectFrom('paid').select('paid.id'))),
      )
      .with('task', (db) => notifyTaskOfPaid(db, PayNotifyType.ORDER))
      .selectFrom('paid')
      .select((eb) => ['paid.id', eb.selectFrom('task').select('task.id').as('taskId')])
      .executeTakeFirst();
    // Paid through two submits, or after it closed: refused, so the gateway's payment stays visible as unsettled.
    if (!order) throw new ServiceError(PayErrors.ORDER_STATUS_IS_NOT_WAITING);
    const taskId = order.taskId ?? undefined;
    return { changed: true, taskId };
  });
  pay.notifier.kick(outcome.taskId);
  return { changed: outcome.changed };
}

/** Orders past their expiry close (the 支付订单过期 job), each under its status check; their waiting submits close too. */
export async function closeExpiredOrders(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('pay_order')
      .set({ status: PayOrderStatus.CLOSED, updateTime: new Date() })
      .where('status', '=', PayOrderStatus.WAITING)
      .where('expireTime', '<', dbNow())
      .returning('id')
      .execute();
    const ids = closed.map((r) => r.id);
    if (ids.length) {
      await trx
        .updateTable('pay_order_extension')
        .set({ status: PayOrderStatus.CLOSED, updateTime: new Date() })
        .where('orderId', 'in', ids)
        .where('status', '=', PayOrderStatus.WAITING)
        .execute();
    }
    return ids.length;
  });
}

export type { OrderRecord };
