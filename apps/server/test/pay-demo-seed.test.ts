import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_DEMO_SINCE } from '../src/db/seed/pay-demo';
import { seed, SEED_VERSION } from '../src/db/seed/seed';
import { createPackage, createTenantViaApi } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

type App = { id: number; name: string; merchantId: number; payNotifyUrl: string; refundNotifyUrl: string; channelCodes: string[]; payMerchant: { name: string } | null };
type DemoOrder = { id: number; payOrderId: number; payStatus: boolean };

/**
 * Payment on a fresh install: the default tenant has 示例商户 with 示例应用 and its 模拟支付 channel,
 * so 示例订单 → 收银台 pays at once, the demo app's notifications reach the server's own 示例订单 receivers, and the
 * three can be deleted for good.
 */
describe('the seeded demo payment setup', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login()).accessToken;
  });
  afterAll(async () => {
    await t.app.pay.notifier.settled();
    await t.close();
  });

  const pay = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>, token: string | undefined = admin) =>
    method === 'GET' || method === 'DELETE'
      ? t.api<T>({ method, url: `/admin-api/pay/${url}`, token, query: body as Record<string, string> | undefined })
      : t.api<T>({ method, url: `/admin-api/pay/${url}`, token, payload: body });
  const demoApps = async () => (await pay<{ list: App[] }>('GET', 'app/page', { pageNo: '1', pageSize: '10', name: '示例应用' })).data.list;

  it('pays a demo order at once in the sandbox, and the demo app’s notifications are confirmed by the 示例订单 receivers', async () => {
    const [app] = await demoApps();
    expect(app).toMatchObject({
      payMerchant: { name: '示例商户' },
      channelCodes: ['mock'],
      payNotifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-paid',
      refundNotifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-refunded',
    });
    // This server listens elsewhere: its notify URLs are pointed at it, as 应用信息 would.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const receivers = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/admin-api/pay/demo-order`;
    const updated = await pay('PUT', 'app/update', { id: app!.id, name: app!.name, status: 0, merchantId: app!.merchantId, payNotifyUrl: `${receivers}/update-paid`, refundNotifyUrl: `${receivers}/update-refunded` });
    expect(updated.code, updated.msg).toBe(0);

    const demoId = (await pay<number>('POST', 'demo-order/create', { appId: app!.id, spuId: 2 })).data;
    const demo = (await pay<DemoOrder>('GET', 'demo-order/get', { id: String(demoId) })).data;
    // 模拟支付 with nothing asked pays, as the original's.
    expect(await pay('POST', 'order/submit', { id: demo.payOrderId, channelCode: 'mock' })).toMatchObject({ code: 0, data: { status: 10 } });
    expect((await pay<DemoOrder>('GET', 'demo-order/get', { id: String(demoId) })).data.payStatus).toBe(true);
    await t.app.pay.notifier.settled();
    expect((await pay<{ notifyStatus: number }>('GET', 'order/get', { id: String(demo.payOrderId) })).data.notifyStatus).toBe(10);

    const refund = await pay<{ refundId: number }>('POST', 'demo-order/refund', { id: demoId, amount: 10 });
    expect(refund.code, refund.msg).toBe(0);
    await t.app.pay.notifier.settled();
    expect((await pay<{ notifyStatus: number }>('GET', 'refund/get', { id: String(refund.data.refundId) })).data.notifyStatus).toBe(10);

    // The receivers confirm only what is so (signed out, as a merchant system's endpoint is called).
    const receive = (path: string, body: Record<string, unknown>) => pay(`POST`, `demo-order/${path}`, body, undefined);
    expect(await receive('update-paid', { merchantOrderId: `DEMO-${demoId}`, payOrderId: demo.payOrderId })).toMatchObject({ code: 0, data: true });
    expect(await receive('update-paid', { merchantOrderId: `DEMO-${demoId + 1000}`, payOrderId: demo.payOrderId })).toMatchObject({ code: 1007900002 });
    expect(await receive('update-paid', { merchantOrderId: `DEMO-${demoId}`, payOrderId: 99999999 })).toMatchObject({ code: 1007900000 });
    const unpaid = (await pay<DemoOrder>('GET', 'demo-order/get', { id: String((await pay<number>('POST', 'demo-order/create', { appId: app!.id, spuId: 1 })).data) })).data;
    expect(await receive('update-paid', { merchantOrderId: `DEMO-${unpaid.id}`, payOrderId: unpaid.payOrderId })).toMatchObject({ code: 1007900003 });
    expect(await receive('update-refunded', { merchantOrderId: `DEMO-${demoId}`, payRefundId: refund.data.refundId })).toMatchObject({ code: 0, data: true });
    expect(await receive('update-refunded', { merchantOrderId: `DEMO-${unpaid.id}`, payRefundId: refund.data.refundId })).toMatchObject({ code: 1007900009 });
    expect(await receive('update-refunded', { merchantOrderId: `DEMO-${demoId}`, payRefundId: 99999999 })).toMatchObject({ code: 1007900007 });
    // Asked in another tenant's name, they find nothing of this one.
    const packageId = await createPackage(t, admin, '示例订单隔离', []);
    const other = await createTenantViaApi(t, admin, { name: '另一租户', packageId, username: 'demoother', password: 'pass1234' });
    const elsewhere = (path: string, body: Record<string, unknown>) => t.api({ method: 'POST', url: `/admin-api/pay/demo-order/${path}`, headers: { 'tenant-id': String(other) }, payload: body });
    expect(await elsewhere('update-paid', { merchantOrderId: `DEMO-${demoId}`, payOrderId: demo.payOrderId })).toMatchObject({ code: 1007900000 });
    expect(await elsewhere('update-refunded', { merchantOrderId: `DEMO-${demoId}`, payRefundId: refund.data.refundId })).toMatchObject({ code: 1007900007 });
  });

  it('is removable for good: deleted, it comes back neither on restart nor with a later seed version', async () => {
    const fresh = await createTestApp();
    try {
      const token = (await fresh.login()).accessToken;
      const call = (method: 'GET' | 'DELETE', url: string, query: Record<string, string>) => fresh.api<{ list: App[] }>({ method, url: `/admin-api/pay/${url}`, token, query });
      const seeded = async () => (await call('GET', 'merchant/page', { pageNo: '1', pageSize: '10', name: '示例商户' })).data.list.length;
      const [app] = (await call('GET', 'app/page', { pageNo: '1', pageSize: '10', name: '示例应用' })).data.list;
      expect(await call('DELETE', 'app/delete', { id: String(app!.id) })).toMatchObject({ code: 0 });
      expect(await call('DELETE', 'merchant/delete', { id: String(app!.merchantId) })).toMatchObject({ code: 0 });

      const db = fresh.database.db;
      expect(await seed(db)).toBe(false);
      await sql`update seed_version set version = ${SEED_VERSION + 1}`.execute(db);
      expect(await seed(db)).toBe(true);
      expect(await seeded()).toBe(0);

      // A database from before the demo existed gets it once on upgrade, and only into a tenant without merchants.
      await sql`update seed_version set version = ${PAY_DEMO_SINCE - 1}`.execute(db);
      expect(await seed(db)).toBe(true);
      expect(await seeded()).toBe(1);
      await sql`update seed_version set version = ${PAY_DEMO_SINCE - 1}`.execute(db);
      expect(await seed(db)).toBe(true);
      expect(await seeded()).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
