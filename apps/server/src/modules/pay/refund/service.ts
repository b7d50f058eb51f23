import type { PageParams } from '@console/contracts/envelope';
import { PayErrors } from '@console/contracts/error-codes';
import { PayNotifyType } from '@console/contracts/pay/notify';
import { PayOrderStatus, PayRefundType } from '@console/contracts/pay/order';
import { PayRefundStatus, type PayRefundCreate, type PayRefundFilter } from '@console/contracts/pay/refund';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { ChannelError, type RefundNotice } from '../client/types';
import { createNotifyTask } from '../notify/service';
import { enabledApp, withPayNames } from '../order/service';
import { tradeNo, type PayRuntime } from '../runtime';

export const REFUND_COLUMNS = [
  'id',
  'no',
  'merchantId',
  'appId',
  'channelId',
  'channelCode',
  'orderId',
  'tradeNo',
  'merchantOrderId',
  'merchantRefundNo',
  'notifyUrl',
  'notifyStatus',
  'status',
  'type',
  'payAmount',
  'refundAmount',
  'reason',
  'userIp',
  'channelOrderNo',
  'channelRefundNo',
  'channelErrorCode',
  'channelErrorMsg',
  'channelExtras',
  'expireTime',
  'successTime',
  'notifyTime',
  'createTime',
  'updateTime',
] as const;

export function refundQuery(db: Db, filter: Static<typeof PayRefundFilter>) {
  let q = db.selectFrom('pay_refund');
  if (filter.merchantId !== undefined) q = q.where('merchantId', '=', filter.merchantId);
  if (filter.appId !== undefined) q = q.where('appId', '=', filter.appId);
  if (filter.orderId !== undefined) q = q.where('orderId', '=', filter.orderId);
  if (filter.channelCode) q = q.where('channelCode', '=', filter.channelCode);
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  if (filter.merchantRefundNo) q = q.where('merchantRefundNo', 'like', `%${escapeLike(filter.merchantRefundNo)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.notifyStatus !== undefined) q = q.where('notifyStatus', '=', filter.notifyStatus);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

async function withSubjects<R extends { orderId: number }>(db: Db, rows: R[]) {
  const ids = [...new Set(rows.map((r) => r.orderId))];
  const orders = ids.length ? await db.selectFrom('pay_order').select(['id', 'subject']).where('id', 'in', ids).execute() : [];
  const subjectOf = new Map(orders.map((o) => [o.id, o.subject]));
  return rows.map((row) => ({ ...row, subject: subjectOf.get(row.orderId) ?? null }));
}

export async function pageRefunds(db: Db, query: Static<typeof PayRefundFilter> & PageParams) {
  const page = await paginate(refundQuery(db, query), (q) => q.select(REFUND_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: await withPayNames(db, await withSubjects(db, page.list)) };
}

export async function getRefundDetail(db: Db, id: number) {
  const row = await db.selectFrom('pay_refund').select(REFUND_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(PayErrors.REFUND_NOT_FOUND);
  return (await withPayNames(db, await withSubjects(db, [row])))[0]!;
}

/**
 * A refund asked for by a business module or a merchant (reference §1.6 refund). Under the order's row lock, the
 * refunds already succeeded or still waiting plus this one may not pass the paid amount — so concurrent requests
 * cannot refund more than was paid; the order's refunded total has a check constraint besides. Idempotent on
 * (app, merchant refund id): the same refund asked again answers the first one's id.
 */
export async function createRefund(pay: PayRuntime, db: Db, input: Static<typeof PayRefundCreate>, userIp: string | null): Promise<number> {
  const created = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('pay_order')
      .select(['id', 'appId', 'merchantId', 'merchantOrderId', 'status', 'amount', 'refundAmount', 'refundStatus', 'channelId', 'channelCode', 'channelOrderNo', 'successExtensionId'])
      .where('id', '=', input.payOrderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ServiceError(PayErrors.ORDER_NOT_FOUND);
    const app = await enabledApp(trx, order.appId);
    const existing = await trx
      .selectFrom('pay_refund')
      .select(['id', 'orderId', 'refundAmount', 'status'])
      .where('appId', '=', order.appId)
      .where('merchantRefundNo', '=', input.merchantRefundId)
      .executeTakeFirst();
    if (existing) {
      if (existing.orderId !== order.id || existing.refundAmount !== input.amount) throw new ServiceError(PayErrors.REFUND_EXISTS_OTHER);
      return { id: existing.id, submit: null };
    }
    if (order.refundStatus === PayRefundType.ALL) throw new ServiceError(PayErrors.REFUND_ALL_REFUNDED);
    if (order.status !== PayOrderStatus.SUCCESS) throw new ServiceError(PayErrors.ORDER_STATUS_IS_NOT_SUCCESS);
    if (!order.channelOrderNo || order.channelId === null || order.channelCode === null || order.successExtensionId === null) {
      throw new ServiceError(PayErrors.REFUND_CHN_ORDER_NO_IS_NULL);
    }
    const pending = await trx
      .selectFrom('pay_refund')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refundAmount'), eb.lit(0)).as('total'))
      .where('orderId', '=', order.id)
      .where('status', '=', PayRefundStatus.WAITING)
      .executeTakeFirstOrThrow();
    const committed = order.refundAmount + Number(pending.total);
    if (committed + input.amount > order.amount) throw new ServiceError(PayErrors.REFUND_AMOUNT_EXCEED);
    const extension = await trx.selectFrom('pay_order_extension').select('no').where('id', '=', order.successExtensionId).executeTakeFirstOrThrow();
    const channel = await trx.selectFrom('pay_channel').select(['id', 'code', 'status', 'config']).where('id', '=', order.channelId).executeTakeFirst();
    if (!channel) throw new ServiceError(PayErrors.CHANNEL_NOT_FOUND);
    if (channel.status !== 0) throw new ServiceError(PayErrors.CHANNEL_IS_DISABLE);
    const row = await trx
      .insertInto('pay_refund')
      .values({
        no: tradeNo(),
        merchantId: order.merchantId,
        appId: order.appId,
        channelId: channel.id,
        channelCode: channel.code,
        orderId: order.id,
        tradeNo: extension.no,
        merchantOrderId: order.merchantOrderId,
        merchantRefundNo: input.merchantRefundId,
        notifyUrl: app.refundNotifyUrl,
        type: committed + input.amount === order.amount ? PayRefundType.ALL : PayRefundType.SOME,
        payAmount: order.amount,
        refundAmount: input.amount,
        reason: input.reason,
        userIp: userIp?.slice(0, 50) ?? null,
        channelOrderNo: order.channelOrderNo,
      })
      .returning(['id', 'no', 'tradeNo'])
      .executeTakeFirstOrThrow();
    return { id: row.id, submit: { no: row.no, tradeNo: row.tradeNo, channel, payAmount: order.amount } };
  });
  if (!created.submit) return created.id;
  const { submit } = created;

  let notice: RefundNotice | undefined;
  try {
    const client = await pay.clients.clientFor(submit.channel);
    ({ notice } = await client.unifiedRefund({
      tradeNo: submit.tradeNo,
      refundNo: submit.no,
      payAmount: submit.payAmount,
      refundAmount: input.amount,
      reason: input.reason,
      notifyUrl: `${pay.callbackOrigin}/app-api/pay/refund/notify/${submit.channel.id}`,
    }));
  } catch (err) {
    // The gateway refused it, or cannot be called: the refund fails (and the merchant hears so); the amount is free again.
    const refusal = err instanceof ChannelError ? { code: err.channelCode, msg: err.message } : err instanceof ServiceError ? { code: String(err.code), msg: err.message } : null;
    if (!refusal) throw err;
    notice = { no: submit.no, status: 'failure', channelRefundNo: null, errorCode: refusal.code, errorMsg: refusal.msg, raw: '' };
  }
  if (notice) await settleRefundNotice(pay, db, submit.channel.id, notice);
  return created.id;
}

/**
 * A gateway's word on a refund: one transaction under the refund's and the order's row locks. Success adds to the
 * order's refunded total (a full refund closes the order); success or failure, the merchant is notified. The same
 * notice again changes nothing.
 */
export async function settleRefundNotice(pay: PayRuntime, db: Db, channelId: number, notice: RefundNotice): Promise<{ changed: boolean }> {
  const outcome = await db.transaction().execute(async (trx) => {
    const refund = await trx.selectFrom('pay_refund').select(REFUND_COLUMNS).where('no', '=', notice.no).forUpdate().executeTakeFirst();
    if (!refund || refund.channelId !== channelId) throw new ServiceError(PayErrors.REFUND_NOT_FOUND);
    const wanted = notice.status === 'success' ? PayRefundStatus.SUCCESS : PayRefundStatus.FAILURE;
    if (refund.status === wanted) return { changed: false, taskId: undefined };
    if (refund.status !== PayRefundStatus.WAITING) throw new ServiceError(PayErrors.REFUND_STATUS_IS_NOT_WAITING);
    const now = new Date();
    await trx
      .updateTable('pay_refund')
      .set({
        status: wanted,
        channelRefundNo: notice.channelRefundNo,
        channelErrorCode: notice.errorCode ?? null,
        channelErrorMsg: notice.errorMsg?.slice(0, 256) ?? null,
        channelNotifyData: notice.raw.slice(0, 4096) || null,
        successTime: wanted === PayRefundStatus.SUCCESS ? new Date(notice.successTime ?? Date.now()) : null,
        notifyTime: now,
        updateTime: now,
      })
      .where('id', '=', refund.id)
      .where('status', '=', PayRefundStatus.WAITING)
      .execute();
    if (wanted === PayRefundStatus.SUCCESS) {
      const order = await trx.selectFrom('pay_order').select(['id', 'amount', 'refundAmount']).where('id', '=', refund.orderId).forUpdate().executeTakeFirstOrThrow();
      const refunded = order.refundAmount + refund.refundAmount;
      const all = refunded === order.amount;
      await trx
        .updateTable('pay_order')
        .set((eb) => ({
          refundAmount: refunded,
          refundTimes: eb('refundTimes', '+', 1),
          refundStatus: all ? PayRefundType.ALL : PayRefundType.SOME,
          status: all ? PayOrderStatus.CLOSED : PayOrderStatus.SUCCESS,
          updateTime: now,
        }))
        .where('id', '=', order.id)
        .execute();
    }
    const taskId = await createNotifyTask(trx, {
      type: PayNotifyType.REFUND,
      dataId: refund.id,
      merchantId: refund.merchantId,
      appId: refund.appId,
      merchantOrderId: refund.merchantOrderId,
      notifyUrl: refund.notifyUrl,
    });
    return { changed: true, taskId };
  });
  pay.notifier.kick(outcome.taskId);
  return { changed: outcome.changed };
}
