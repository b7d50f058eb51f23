import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMerchantStandIn, type MerchantStandIn } from './support/merchant-stand-in';
import { createTestCluster, type TestApp } from './support/test-app';

/**
 * Merchant notifications with two server processes on one database (on PostgreSQL, two connection pools): both
 * dispatch the same due tasks at once, and each notification is sent once.
 */
describe('payment notifications across processes', () => {
  let a: TestApp;
  let b: TestApp;
  let merchant: MerchantStandIn;

  beforeAll(async () => {
    merchant = await startMerchantStandIn();
    [a, b] = (await createTestCluster(2)) as [TestApp, TestApp];
    // Only the two dispatches under test send: the notification job is stopped in both processes.
    await a.database.db.updateTable('infra_job').set({ status: 2 }).where('handlerName', '=', 'payNotifyJob').execute();
    await Promise.all([a.app.jobScheduler.reload(), b.app.jobScheduler.reload()]);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await merchant.close();
  });

  it('sends each due notification once when two processes dispatch together', async () => {
    const db = a.database.db;
    const audit = { tenantId: 1 };
    const merchantId = (await db.insertInto('pay_merchant').values({ no: 'M-CLUSTER', name: '集群商户', shortName: '集群', status: 0, remark: null, ...audit }).returning('id').executeTakeFirstOrThrow()).id;
    const appId = (
      await db
        .insertInto('pay_app')
        .values({ name: '集群应用', status: 0, remark: null, payNotifyUrl: `${merchant.url}/pay`, refundNotifyUrl: `${merchant.url}/refund`, merchantId, ...audit })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const orders = await db
      .insertInto('pay_order')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          merchantId,
          appId,
          merchantOrderId: `CL-${i}`,
          subject: '集群',
          body: '',
          notifyUrl: `${merchant.url}/pay`,
          amount: 100,
          userIp: '',
          expireTime: new Date(Date.now() + 3600_000),
          status: 10,
          ...audit,
        })),
      )
      .returning(['id', 'merchantOrderId'])
      .execute();
    await db
      .insertInto('pay_notify_task')
      .values(
        orders.map((o) => ({
          merchantId,
          appId,
          type: 1,
          dataId: o.id,
          status: 1,
          merchantOrderId: o.merchantOrderId,
          nextNotifyTime: new Date(Date.now() - 1000),
          notifyTimes: 0,
          maxNotifyTimes: 9,
          notifyUrl: `${merchant.url}/pay`,
          ...audit,
        })),
      )
      .execute();

    const [first, second] = await Promise.all([a.app.pay.notifier.dispatch({ limit: 100 }), b.app.pay.notifier.dispatch({ limit: 100 })]);
    expect(first.attempted + second.attempted).toBe(30);
    const told = merchant.received.map((r) => r.body.payOrderId as number).sort((x, y) => x - y);
    expect(told).toEqual(orders.map((o) => o.id).sort((x, y) => x - y));
    const logs = await db.selectFrom('pay_notify_log').select(['taskId']).execute();
    expect(logs).toHaveLength(30);
    expect(new Set(logs.map((l) => l.taskId)).size).toBe(30);
    // Nothing is left to send, whoever asks.
    expect(await b.app.pay.notifier.dispatch({ limit: 100 })).toEqual({ attempted: 0, succeeded: 0 });
  });
});
