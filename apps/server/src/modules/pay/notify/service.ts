import { PayErrors } from '@console/contracts/error-codes';
import { PAY_NOTIFY_FREQUENCY, PayNotifyStatus, PayNotifyType } from '@console/contracts/pay/notify';
import { PayNotifyResult } from '@console/contracts/pay/order';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { dbNow } from '../../../db/timestamp';
import { ServiceError } from '../../../platform/errors';

/** The first attempt and one per retry interval (reference §1.6: nine in all). */
export const MAX_NOTIFY_TIMES = PAY_NOTIFY_FREQUENCY.length + 1;

const TASK_COLUMNS = [
  'id',
  'merchantId',
  'appId',
  'type',
  'dataId',
  'status',
  'merchantOrderId',
  'nextNotifyTime',
  'lastExecuteTime',
  'notifyTimes',
  'maxNotifyTimes',
  'notifyUrl',
  'createTime',
  'updateTime',
] as const;

/**
 * The merchant is to be told of a paid order or a settled refund: one task per order or refund, created in the
 * transaction that settles it, so a settlement is never without its notification.
 */
export async function createNotifyTask(
  trx: Db,
  task: { type: number; dataId: number; merchantId: number; appId: number; merchantOrderId: string; notifyUrl: string },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('pay_notify_task')
    .values({ ...task, status: PayNotifyStatus.WAITING, nextNotifyTime: new Date(), notifyTimes: 0, maxNotifyTimes: MAX_NOTIFY_TIMES })
    .onConflict((oc) => oc.columns(['tenantId', 'type', 'dataId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * createNotifyTask as a part of the settling statement: the task of each row of its `paid` part (the settled order,
 * returning its id, merchantId, appId, merchantOrderId, notifyUrl and tenantId), in the same round trip.
 */
export function notifyTaskOfPaid<DB extends Database & { paid: PaidRow }>(db: QueryCreator<DB>, type: number) {
  const creator = db as unknown as QueryCreator<Database & { paid: PaidRow }>;
  return creator
    .insertInto('pay_notify_task')
    .columns(['type', 'dataId', 'merchantId', 'appId', 'merchantOrderId', 'notifyUrl', 'status', 'nextNotifyTime', 'notifyTimes', 'maxNotifyTimes', 'tenantId'])
    .expression((eb) =>
      eb
        .selectFrom('paid')
        .select((p) => [
          sql<number>`${type}::smallint`.as('type'),
          'paid.id',
          'paid.merchantId',
          'paid.appId',
          'paid.merchantOrderId',
          'paid.notifyUrl',
          sql<number>`${PayNotifyStatus.WAITING}::smallint`.as('status'),
          p.fn<Date>('now').as('nextNotifyTime'),
          sql<number>`0`.as('notifyTimes'),
          sql<number>`${MAX_NOTIFY_TIMES}::integer`.as('maxNotifyTimes'),
          'paid.tenantId',
        ]),
    )
    .onConflict((oc) => oc.columns(['tenantId', 'type', 'dataId']).doNothing())
    .returning('id');
}

/** What a settling statement's `paid` part returns (see notifyTaskOfPaid). */
interface PaidRow {
  id: number;
  merchantId: number;
  appId: number;
  merchantOrderId: string;
  notifyUrl: string;
  tenantId: number;
}

// ---- the notification history (order and refund details) ----

export async function getNotifyTaskDetail(db: Db, id: number) {
  const task = await db.selectFrom('pay_notify_task').select(TASK_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!task) throw new ServiceError(PayErrors.NOTIFY_TASK_NOT_FOUND);
  const logs = await db
    .selectFrom('pay_notify_log')
    .select(['id', 'notifyTimes', 'request', 'response', 'status', 'duration', 'createTime'])
    .where('taskId', '=', id)
    .orderBy('id')
    .execute();
  return { ...task, logs };
}

/** The notification of one order or refund with its attempts (the order and refund detail dialogs). */
export async function notifyOf(db: Db, type: number, dataId: number) {
  const task = await db.selectFrom('pay_notify_task').select('id').where('type', '=', type).where('dataId', '=', dataId).executeTakeFirst();
  return task ? getNotifyTaskDetail(db, task.id) : null;
}

// ---- dispatching ----

type ClaimedTask = {
  id: number;
  tenantId: number;
  type: number;
  dataId: number;
  merchantOrderId: string;
  notifyUrl: string;
  notifyTimes: number;
  maxNotifyTimes: number;
  lastExecuteTime: number | null;
};

const clip = (text: string, max = 2000) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Sends merchants their notifications (reference §1.6, without the original's bug: every attempt's result is
 * saved, and the order's or refund's notify status follows it). Any process may dispatch: a due task is claimed
 * with `FOR UPDATE SKIP LOCKED` and leased by moving its next time past the attempt's timeout, so however many
 * processes dispatch at once each attempt is made by one; a process that dies mid-attempt leaves a lease that runs
 * out, and the task is tried again.
 */
export class PayNotifier {
  private inFlight = 0;
  private readonly kicked = new Set<Promise<unknown>>();
  /** Notification attempts made by this process and those the merchant accepted, since start (for the metrics). */
  attempts = 0;
  acceptedAttempts = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs: number,
  ) {}

  /** Right after a settlement commits: try its notification now, without holding up the answer. */
  kick(taskId: number | undefined): void {
    if (taskId === undefined || this.inFlight > 64) return; // the job picks it up
    const attempt = this.dispatch({ ids: [taskId], limit: 1 }).catch((err: unknown) => this.log.warn({ err, taskId }, 'pay notify failed'));
    this.kicked.add(attempt);
    void attempt.finally(() => this.kicked.delete(attempt));
  }

  /** Resolves once the attempts started by kick() so far have been made and recorded (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.kicked.size) await Promise.all([...this.kicked]);
  }

  /** Claims what is due (or the given tasks, when due) and makes one attempt at each. */
  async dispatch(options: { ids?: number[]; limit: number }): Promise<{ attempted: number; succeeded: number }> {
    const leaseUntil = new Date(Date.now() + this.timeoutMs + 60_000);
    const claimedAt = new Date();
    const claimed: ClaimedTask[] = await this.db
      .updateTable('pay_notify_task')
      .set({ nextNotifyTime: leaseUntil, lastExecuteTime: claimedAt })
      .where('id', 'in', (eb) => {
        let due = eb
          .selectFrom('pay_notify_task')
          .select('id')
          .where('status', 'in', [PayNotifyStatus.WAITING, PayNotifyStatus.REQUEST_SUCCESS, PayNotifyStatus.REQUEST_FAILURE])
          .where('nextNotifyTime', '<=', dbNow());
        if (options.ids) due = due.where('id', 'in', options.ids);
        return due.orderBy('nextNotifyTime').limit(options.limit).forUpdate().skipLocked();
      })
      .returning(['id', 'tenantId', 'type', 'dataId', 'merchantOrderId', 'notifyUrl', 'notifyTimes', 'maxNotifyTimes', 'lastExecuteTime'])
      .execute();
    this.inFlight += claimed.length;
    try {
      const results = await Promise.all(claimed.map((task) => this.attempt(task)));
      const succeeded = results.filter(Boolean).length;
      this.attempts += claimed.length;
      this.acceptedAttempts += succeeded;
      return { attempted: claimed.length, succeeded };
    } finally {
      this.inFlight -= claimed.length;
    }
  }

  private async attempt(task: ClaimedTask): Promise<boolean> {
    const body = JSON.stringify(
      task.type === PayNotifyType.ORDER
        ? { merchantOrderId: task.merchantOrderId, payOrderId: task.dataId }
        : { merchantOrderId: task.merchantOrderId, payRefundId: task.dataId },
    );
    const started = performance.now();
    let status: number;
    let response: string;
    try {
      const answer = await fetch(task.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await answer.text();
      response = clip(text);
      let code: unknown;
      try {
        code = (JSON.parse(text) as { code?: unknown }).code;
      } catch {
        code = undefined;
      }
      if (!answer.ok || code === undefined) {
        status = PayNotifyStatus.REQUEST_FAILURE;
        response = clip(`HTTP ${answer.status}：${text}`);
      } else {
        status = code === 0 ? PayNotifyStatus.SUCCESS : PayNotifyStatus.REQUEST_SUCCESS;
      }
    } catch (err) {
      status = PayNotifyStatus.REQUEST_FAILURE;
      const cause = (err as { cause?: { message?: string } }).cause?.message;
      response = clip(cause ? `${(err as Error).message}：${cause}` : (err as Error).message);
    }
    const duration = Math.round(performance.now() - started);
    await this.record(task, { status, request: body, response, duration });
    return status === PayNotifyStatus.SUCCESS;
  }

  /**
   * One statement, so one transaction: the task's next step — only while the lease is still ours (a lease that ran
   * out, for a very slow merchant, may have been claimed again since) — the attempt's log row, and the order's or
   * refund's notify status.
   */
  private async record(task: ClaimedTask, attempt: { status: number; request: string; response: string; duration: number }): Promise<void> {
    const times = task.notifyTimes + 1;
    const succeeded = attempt.status === PayNotifyStatus.SUCCESS;
    const gaveUp = !succeeded && times >= task.maxNotifyTimes;
    const status = gaveUp ? PayNotifyStatus.FAILURE : attempt.status;
    const wait = succeeded || gaveUp ? 0 : PAY_NOTIFY_FREQUENCY[times - 1]! * 1000;
    const notifyStatus = succeeded ? PayNotifyResult.SUCCESS : PayNotifyResult.FAILURE;
    const target = task.type === PayNotifyType.ORDER ? sql.table('pay_order') : sql.table('pay_refund');
    await sql`
      with task as (
        update pay_notify_task set status = ${status}, notify_times = ${times}, next_notify_time = ${new Date(Date.now() + wait)}, update_time = now()
        where id = ${task.id} and last_execute_time = ${new Date(task.lastExecuteTime ?? 0)}
        returning id, tenant_id, data_id
      ), attempt as (
        insert into pay_notify_log (task_id, notify_times, request, response, status, duration, tenant_id)
        select id, ${times}, ${attempt.request}, ${attempt.response}, ${status}, ${attempt.duration}, tenant_id from task
      )
      update ${target} set notify_status = ${notifyStatus}
      where id = (select data_id from task) and tenant_id = (select tenant_id from task)
    `.execute(this.db);
  }
}
