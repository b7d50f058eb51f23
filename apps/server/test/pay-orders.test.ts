import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAY_NOTIFY_FREQUENCY } from '@console/contracts/pay/notify';
import { createPayOrder, createPayRefund } from '../src/modules/pay/api';
import { SANDBOX_SECRET } from '../src/modules/pay/client/registry';
import { sandboxCallback, type SandboxNotification } from '../src/modules/pay/client/sandbox';
import { serverSecret } from '../src/platform/secrets';
import { BUSINESS_ERROR, SERVER_ERROR, startMerchantStandIn, type MerchantStandIn } from './support/merchant-stand-in';
import { merchantClientToken } from './support/fixtures';
import { readXlsx } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

type Order = Record<string, unknown> & { id: number; status: number; refundAmount: number; refundStatus: number; notifyStatus: number; channelOrderNo: string | null };

/** Orders, refunds, callbacks and merchant notifications on the sandbox channel (reference pay-bpm §1.6). */
describe('payment orders and refunds', () => {
  let t: TestApp;
  let admin: string;
  let merchantStandIn: MerchantStandIn;
  let merchantId: number;
  let appId: number;
  let sandboxChannelId: number;

  const pay = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>, token = admin) =>
    method === 'GET' || method === 'DELETE'
      ? t.api<T>({ method, url: `/admin-api/pay/${url}`, token, query: body as Record<string, string> | undefined })
      : t.api<T>({ method, url: `/admin-api/pay/${url}`, token, payload: body });

  let seq = 0;
  type OrderInput = Parameters<typeof createPayOrder>[1];
  function newOrder(overrides: Partial<OrderInput> = {}): Promise<number> {
    seq += 1;
    return createPayOrder(
      t.app.tenantDb(1),
      { appId, merchantOrderId: `MO-${seq}`, subject: `商品${seq}`, body: '描述', amount: 100, expireTime: Date.now() + 3600_000, ...overrides },
      '10.0.0.1',
    );
  }
  const submit = (id: number, result?: 'success' | 'fail' | 'wait' | 'later', channelCode = 'mock') =>
    pay<{ status: number; displayMode: string }>('POST', 'order/submit', { id, channelCode, ...(result ? { channelExtras: { result } } : {}) });
  const order = async (id: number) => (await pay<Order>('GET', 'order/get', { id: String(id) })).data;
  /** A refund through the module API, its outcome as an envelope would carry it. */
  const refund = (payOrderId: number, amount: number, merchantRefundId: string) =>
    createPayRefund(t.app.pay, t.app.tenantDb(1), { payOrderId, amount, reason: '测试退款', merchantRefundId }, '10.0.0.1').then(
      (id) => ({ code: 0, data: id, msg: '' }),
      (err: { code?: number; message: string }) => ({ code: err.code ?? -1, data: 0, msg: err.message }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login()).accessToken;
    merchantStandIn = await startMerchantStandIn();
    // Retries are driven by the tests here: the notification job is stopped (the first attempt is made at once anyway).
    expect((await t.api({ method: 'PUT', url: '/admin-api/infra/job/update-status', token: admin, query: { id: '10', status: '2' } })).code).toBe(0);
    merchantId = (await pay<number>('POST', 'merchant/create', { name: '测试商户', shortName: '测试', status: 0 })).data;
    appId = (await pay<number>('POST', 'app/create', { name: '测试应用', status: 0, payNotifyUrl: `${merchantStandIn.url}/pay`, refundNotifyUrl: `${merchantStandIn.url}/refund`, merchantId })).data;
    sandboxChannelId = (await pay<number>('POST', 'channel/create', { code: 'mock', status: 0, feeRate: 0.6, appId, config: '{}' })).data;
  });
  afterAll(async () => {
    await t.app.pay.notifier.settled();
    await merchantStandIn.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.app.pay.notifier.settled();
    merchantStandIn.received.length = 0;
    merchantStandIn.script.length = 0;
  });

  describe('creating', () => {
    it('is idempotent on (app, merchant order id), also when asked at the same time', async () => {
      const input = { appId, merchantOrderId: 'SAME-1', subject: '同一订单', body: '', amount: 500, expireTime: Date.now() + 60_000 };
      const ids = await Promise.all(Array.from({ length: 5 }, () => createPayOrder(t.app.tenantDb(1), input, '10.0.0.1')));
      expect(new Set(ids).size).toBe(1);
      const rows = await t.database.db.selectFrom('pay_order').select('id').where('merchantOrderId', '=', 'SAME-1').execute();
      expect(rows).toHaveLength(1);
      // The same merchant order id for something else is refused, not answered with the first order.
      await expect(createPayOrder(t.app.tenantDb(1), { ...input, amount: 501 }, '10.0.0.1')).rejects.toMatchObject({ code: 1007002005 });
    });

    it('refuses an unknown or disabled app', async () => {
      await expect(newOrder({ appId: 999999 })).rejects.toMatchObject({ code: 1007000000, message: 'App 不存在' });
      const off = (await pay<number>('POST', 'app/create', { name: '停用应用', status: 1, payNotifyUrl: 'http://127.0.0.1/p', refundNotifyUrl: 'http://127.0.0.1/r', merchantId })).data;
      await expect(newOrder({ appId: off })).rejects.toMatchObject({ code: 1007000002, message: 'App 已经被禁用' });
    });
  });

  describe('submitting and paying', () => {
    it('pays an order on the sandbox: order, extension, fee and the merchant notified', async () => {
      const id = await newOrder({ amount: 1000 });
      expect(await submit(id, 'success')).toMatchObject({ code: 0, data: { status: 10, displayMode: 'none' } });
      const paid = await order(id);
      expect(paid).toMatchObject({ status: 10, channelCode: 'mock', channelId: sandboxChannelId, channelFeeRate: 0.6, channelFeeAmount: 6, refundStatus: 0 });
      expect(paid.channelOrderNo).toBe(`MOCK-P-${String(paid.no)}`);
      expect(paid.no).toMatch(/^\d{20}$/);
      expect((paid.payOrderExtension as { channelNotifyData: string }).channelNotifyData).toContain('"status":"success"');
      await t.app.pay.notifier.settled();
      expect(merchantStandIn.received).toEqual([{ path: '/pay', body: { merchantOrderId: paid.merchantOrderId, payOrderId: id } }]);
      expect((await order(id)).notifyStatus).toBe(10);
      const notify = await pay<{ status: number; notifyTimes: number; logs: Array<{ status: number; request: string; response: string }> }>('GET', 'order/get-notify', { id: String(id) });
      expect(notify.data).toMatchObject({ status: 2, notifyTimes: 1, logs: [{ status: 2, request: JSON.stringify({ merchantOrderId: paid.merchantOrderId, payOrderId: id }) }] });
      // Paid is final: another submit is refused.
      expect(await submit(id, 'success')).toMatchObject({ code: 1007002001, msg: '支付订单不处于待支付' });
    });

    it('keeps the order waiting when the payer fails or waits, and pays a submit that asks for nothing (模拟支付)', async () => {
      const id = await newOrder();
      expect(await submit(id, 'wait')).toMatchObject({ code: 0, data: { status: 0 } });
      expect(await submit(id, 'fail')).toMatchObject({ code: 0, data: { status: 0 } });
      expect((await order(id)).status).toBe(0);
      const extensions = await t.database.db.selectFrom('pay_order_extension').select(['status']).where('orderId', '=', id).orderBy('id').execute();
      expect(extensions.map((e) => e.status)).toEqual([0, 20]);
      expect(await submit(id, 'later')).toMatchObject({ code: 1007002004, msg: expect.stringContaining('channelExtras.result 只能是 success、fail 或 wait') });
      expect(await submit(id)).toMatchObject({ code: 0, data: { status: 10 } });
      expect((await order(id)).channelOrderNo).toMatch(/^MOCK-P-\d{20}$/);
    });

    it('refuses what cannot be paid: unknown order, unconfigured, disabled or client-less channel, expired order', async () => {
      expect(await submit(999999, 'success')).toMatchObject({ code: 1007002000, msg: '支付订单不存在' });
      const id = await newOrder();
      expect(await submit(id, 'success', 'alipay_pc')).toMatchObject({ code: 1007001000 });
      const wechat = await pay<number>('POST', 'channel/create', { code: 'wx_pub', status: 1, feeRate: 0.6, appId, config: JSON.stringify({ appId: 'wx1', mchId: '1', apiVersion: 'v2', mchKey: 'k' }) });
      expect(await submit(id, 'success', 'wx_pub')).toMatchObject({ code: 1007001001, msg: '支付渠道已经禁用' });
      const full = (await pay<Record<string, unknown>>('GET', 'channel/get', { id: String(wechat.data) })).data;
      await pay('PUT', 'channel/update', { ...full, status: 0, createTime: undefined });
      expect(await submit(id, 'success', 'wx_pub')).toMatchObject({ code: 1007001002, msg: '支付渠道的客户端不存在' });
      const expired = await newOrder({ expireTime: Date.now() - 1000 });
      expect(await submit(expired, 'success')).toMatchObject({ code: 1007002003, msg: '支付订单已经过期' });
    });

    /** The statuses of an order's payment attempts (extensions), oldest first. */
    const attempts = async (id: number) => (await t.database.db.selectFrom('pay_order_extension').select('status').where('orderId', '=', id).orderBy('id').execute()).map((e) => e.status);

    it('pays once from ten concurrent submits, and closes the other nine attempts with the payment', async () => {
      const id = await newOrder();
      const answers = await Promise.all(Array.from({ length: 10 }, () => submit(id, 'success')));
      expect(answers.filter((a) => a.code === 0)).toEqual([{ code: 0, msg: '', data: { status: 10, displayMode: 'none', displayContent: '' } }]);
      // The others were too late: the order was paid before their attempt was written, or before it settled.
      for (const refused of answers.filter((a) => a.code !== 0)) expect([1007002001, 1007003001]).toContain(refused.code);
      const statuses = await attempts(id);
      expect(statuses.filter((s) => s === 10)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 10).every((s) => s === 20)).toBe(true);
      expect((await order(id)).status).toBe(10);
      const tasks = await t.database.db.selectFrom('pay_notify_task').select('id').where('type', '=', 1).where('dataId', '=', id).execute();
      expect(tasks).toHaveLength(1);
    });

    it('closes an order’s waiting attempts when a gateway reports one of them paid', async () => {
      const id = await newOrder();
      for (let i = 0; i < 3; i += 1) expect(await submit(id, 'wait')).toMatchObject({ code: 0, data: { status: 0 } });
      expect(await attempts(id)).toEqual([0, 0, 0]);
      const [first, second] = await t.database.db.selectFrom('pay_order_extension').select('no').where('orderId', '=', id).orderBy('id').execute();
      const key = await serverSecret(t.app.db, SANDBOX_SECRET);
      const callback = sandboxCallback(key, { kind: 'order', no: second!.no, status: 'success', channelNo: `GW-${second!.no}`, time: Date.now() });
      const answer = await t.request({ method: 'POST', url: `/app-api/pay/order/notify/${sandboxChannelId}`, headers: { ...(callback.headers as Record<string, string>), 'content-type': 'application/json' }, payload: callback.rawBody });
      expect(answer.body).toBe('success');
      expect(await attempts(id)).toEqual([20, 10, 20]);
      // The gateway saying later that a closed attempt was paid too is refused (a double payment to look into), and
      // the order stays paid through the second.
      const late = sandboxCallback(key, { kind: 'order', no: first!.no, status: 'success', channelNo: `GW-${first!.no}`, time: Date.now() });
      const refused = await t.request({ method: 'POST', url: `/app-api/pay/order/notify/${sandboxChannelId}`, headers: { ...(late.headers as Record<string, string>), 'content-type': 'application/json' }, payload: late.rawBody });
      expect(refused.statusCode).toBe(400);
      expect(await attempts(id)).toEqual([20, 10, 20]);
      expect((await order(id)).channelOrderNo).toBe(`GW-${second!.no}`);
    });

    it('closes expired orders through its job, and a closed order cannot be paid', async () => {
      const id = await newOrder({ expireTime: Date.now() - 1000 });
      const extension = await t.database.db
        .insertInto('pay_order_extension')
        .values({ no: '20990101000000999999', orderId: id, channelId: sandboxChannelId, channelCode: 'mock', userIp: '', tenantId: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const handler = t.app.jobHandlers.get('payOrderExpireJob')!;
      const result = await handler.run({ db: t.app.db, param: null, signal: new AbortController().signal, log: t.app.log });
      expect(result).toMatch(/关闭过期订单 [1-9]\d* 笔/);
      expect((await order(id)).status).toBe(20);
      const ext = await t.database.db.selectFrom('pay_order_extension').select('status').where('id', '=', extension.id).executeTakeFirstOrThrow();
      expect(ext.status).toBe(20);
      expect(await submit(id, 'success')).toMatchObject({ code: 1007002001 });
    });
  });

  describe('gateway callbacks', () => {
    const post = (channelId: number, callback: { rawBody: string; headers: Record<string, string | string[] | undefined> }, kind = 'order') =>
      t.request({ method: 'POST', url: `/app-api/pay/${kind}/notify/${channelId}`, headers: { ...(callback.headers as Record<string, string>), 'content-type': 'application/json' }, payload: callback.rawBody });

    it('settles a signed callback once, however often it is replayed, and refuses a forged one', async () => {
      const id = await newOrder();
      expect(await submit(id, 'wait')).toMatchObject({ code: 0, data: { status: 0 } });
      const { no } = await t.database.db.selectFrom('pay_order_extension').select('no').where('orderId', '=', id).executeTakeFirstOrThrow();
      const key = await serverSecret(t.app.db, SANDBOX_SECRET);
      const notification: SandboxNotification = { kind: 'order', no, status: 'success', channelNo: `GW-${no}`, time: Date.now() };
      const callback = sandboxCallback(key, notification);

      const forged = await post(sandboxChannelId, { ...callback, headers: { 'x-sandbox-signature': '0'.repeat(64) } });
      expect(forged.statusCode).toBe(400);
      expect(forged.body).toContain('签名不正确');
      expect((await order(id)).status).toBe(0);
      const tampered = await post(sandboxChannelId, { ...callback, rawBody: callback.rawBody.replace(`GW-${no}`, 'GW-evil') });
      expect(tampered.statusCode).toBe(400);

      const answers = await Promise.all(Array.from({ length: 10 }, () => post(sandboxChannelId, callback)));
      expect(answers.map((a) => `${a.statusCode} ${a.body}`)).toEqual(Array.from({ length: 10 }, () => '200 success'));
      const paid = await order(id);
      expect(paid).toMatchObject({ status: 10, channelOrderNo: `GW-${no}` });
      const tasks = await t.database.db.selectFrom('pay_notify_task').select('id').where('type', '=', 1).where('dataId', '=', id).execute();
      expect(tasks).toHaveLength(1);
      await t.app.pay.notifier.settled();
      expect(merchantStandIn.received.filter((r) => r.body.payOrderId === id)).toHaveLength(1);

      // A callback naming another channel's trade, or an unknown channel, changes nothing.
      const other = await pay<number>('POST', 'channel/create', { code: 'mock', status: 0, feeRate: 0, appId: (await pay<number>('POST', 'app/create', { name: '另一个应用', status: 0, payNotifyUrl: 'http://127.0.0.1/p', refundNotifyUrl: 'http://127.0.0.1/r', merchantId })).data, config: '{}' });
      expect((await post(other.data, callback)).statusCode).toBe(400);
      expect((await post(999999, callback)).statusCode).toBe(400);
    });
  });

  describe('refunds', () => {
    async function paidOrder(amount = 100) {
      const id = await newOrder({ amount });
      expect((await submit(id, 'success')).code).toBe(0);
      await t.app.pay.notifier.settled();
      return id;
    }

    it('refunds part, then the rest: the order tracks the total and closes when all is refunded', async () => {
      const id = await paidOrder(100);
      const first = await refund(id, 40, `R-${id}-1`);
      expect(first.code, first.msg).toBe(0);
      expect(await order(id)).toMatchObject({ status: 10, refundAmount: 40, refundStatus: 10, refundTimes: 1 });
      const refundRow = (await pay<Record<string, unknown>>('GET', 'refund/get', { id: String(first.data) })).data;
      expect(refundRow).toMatchObject({ status: 1, type: 10, payAmount: 100, refundAmount: 40, orderId: id, merchantRefundNo: `R-${id}-1`, appName: '测试应用', channelCodeName: '模拟支付' });
      expect(refundRow.channelRefundNo).toBe(`MOCK-R-${String(refundRow.no)}`);

      expect(await refund(id, 61, `R-${id}-2`)).toMatchObject({ code: 1007006000, msg: '退款金额超过订单可退款金额' });
      const rest = await refund(id, 60, `R-${id}-2`);
      expect(rest.code, rest.msg).toBe(0);
      expect(await order(id)).toMatchObject({ status: 20, refundAmount: 100, refundStatus: 20, refundTimes: 2 });
      expect((await pay<{ type: number }>('GET', 'refund/get', { id: String(rest.data) })).data.type).toBe(20);
      expect(await refund(id, 1, `R-${id}-3`)).toMatchObject({ code: 1007006001, msg: '订单已经全额退款' });

      await t.app.pay.notifier.settled();
      expect(merchantStandIn.received.filter((r) => r.path === '/refund').map((r) => r.body)).toEqual([
        { merchantOrderId: expect.any(String), payRefundId: first.data },
        { merchantOrderId: expect.any(String), payRefundId: rest.data },
      ]);
      expect((await pay<{ notifyStatus: number }>('GET', 'refund/get', { id: String(first.data) })).data.notifyStatus).toBe(10);
    });

    it('is idempotent on the merchant refund id, and refuses it reused for another refund', async () => {
      const id = await paidOrder(100);
      const first = await refund(id, 10, `IDEM-${id}`);
      expect(await refund(id, 10, `IDEM-${id}`)).toEqual(first);
      expect(await refund(id, 11, `IDEM-${id}`)).toMatchObject({ code: 1007006006 });
      expect((await order(id)).refundAmount).toBe(10);
    });

    it('refuses a refund of an unpaid order', async () => {
      const id = await newOrder();
      expect(await refund(id, 1, `U-${id}`)).toMatchObject({ code: 1007002002, msg: '支付订单不处于已支付' });
      expect(await refund(999999, 1, 'U-none')).toMatchObject({ code: 1007002000 });
    });

    it('never refunds more than was paid, with ten refunds at once', async () => {
      const id = await paidOrder(100);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => refund(id, 30, `C-${id}-${i}`)));
      expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
      expect(answers.filter((a) => a.code === 1007006000)).toHaveLength(7);
      expect(await order(id)).toMatchObject({ refundAmount: 90, refundTimes: 3, status: 10 });
      const { total } = await t.database.db
        .selectFrom('pay_refund')
        .select((eb) => eb.fn.sum<number>('refundAmount').as('total'))
        .where('orderId', '=', id)
        .where('status', '=', 1)
        .executeTakeFirstOrThrow();
      expect(Number(total)).toBe(90);
    });
  });

  describe('merchant notifications', () => {
    it('retries at the reference schedule, logging every attempt, until the merchant answers code 0', async () => {
      merchantStandIn.script.push(SERVER_ERROR, BUSINESS_ERROR);
      const id = await newOrder();
      await submit(id, 'success');
      await t.app.pay.notifier.settled();
      const task = () => t.database.db.selectFrom('pay_notify_task').selectAll().where('type', '=', 1).where('dataId', '=', id).executeTakeFirstOrThrow();
      const first = await task();
      expect(first).toMatchObject({ status: 5, notifyTimes: 1 });
      expect(first.nextNotifyTime - first.updateTime).toBeGreaterThanOrEqual(15_000 - 50);
      expect(first.nextNotifyTime - first.updateTime).toBeLessThanOrEqual(15_000 + 1000);
      expect((await order(id)).notifyStatus).toBe(20);

      // Not due yet: nothing is sent.
      expect(await t.app.pay.notifier.dispatch({ ids: [first.id], limit: 10 })).toEqual({ attempted: 0, succeeded: 0 });
      const due = async () => {
        await t.database.db.updateTable('pay_notify_task').set({ nextNotifyTime: new Date(Date.now() - 1000) }).where('id', '=', first.id).execute();
        return t.app.pay.notifier.dispatch({ ids: [first.id], limit: 10 });
      };
      expect(await due()).toEqual({ attempted: 1, succeeded: 0 });
      expect(await task()).toMatchObject({ status: 4, notifyTimes: 2 });
      expect(await due()).toEqual({ attempted: 1, succeeded: 1 });
      expect(await task()).toMatchObject({ status: 2, notifyTimes: 3 });
      expect((await order(id)).notifyStatus).toBe(10);

      const detail = await pay<{ logs: Array<{ notifyTimes: number; status: number; response: string; duration: number }> }>('GET', 'order/get-notify', { id: String(id) });
      expect(detail.data.logs.map((l) => [l.notifyTimes, l.status])).toEqual([
        [1, 5],
        [2, 4],
        [3, 2],
      ]);
      expect(detail.data.logs[0]!.response).toContain('HTTP 500');
      expect(detail.data.logs[1]!.response).toContain('订单处理中');
      expect(merchantStandIn.received).toHaveLength(3);
    });

    it('gives up after nine attempts, each wait as the schedule says', async () => {
      merchantStandIn.script.push(...Array.from({ length: 9 }, () => SERVER_ERROR));
      const id = await newOrder();
      await submit(id, 'success');
      await t.app.pay.notifier.settled();
      const task = () => t.database.db.selectFrom('pay_notify_task').selectAll().where('type', '=', 1).where('dataId', '=', id).executeTakeFirstOrThrow();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 8; attempt++) {
        const row = await task();
        expect(row).toMatchObject({ status: 5, notifyTimes: attempt });
        waits.push(Math.round((row.nextNotifyTime - row.updateTime) / 1000));
        await t.database.db.updateTable('pay_notify_task').set({ nextNotifyTime: new Date(Date.now() - 1000) }).where('id', '=', row.id).execute();
        expect(await t.app.pay.notifier.dispatch({ ids: [row.id], limit: 1 })).toEqual({ attempted: 1, succeeded: 0 });
      }
      expect(waits).toEqual([...PAY_NOTIFY_FREQUENCY]);
      expect(await task()).toMatchObject({ status: 3, notifyTimes: 9 });
      expect((await order(id)).notifyStatus).toBe(20);
      // Given up: the job does not send it again.
      expect(await t.app.pay.notifier.dispatch({ limit: 100 })).toEqual({ attempted: 0, succeeded: 0 });
    });
  });

  describe('/app-api for merchants', () => {
    const clientToken = (clientId: string, scopes: string[]) => merchantClientToken(t, admin, clientId, scopes);
    const appApi = <T>(method: 'GET' | 'POST', url: string, token: string | undefined, body?: Record<string, unknown>) =>
      t.api<T>(method === 'GET' ? { method, url: `/app-api/pay/${url}`, token, query: body as Record<string, string> } : { method, url: `/app-api/pay/${url}`, token, payload: body });

    it('creates, submits, reads and refunds with a client granted pay.order and pay.refund, and nothing without them', async () => {
      const token = await clientToken('shop', ['pay.order', 'pay.refund']);
      const created = await appApi<{ id: number }>('POST', 'order/create', token, { appId, merchantOrderId: 'SHOP-1', subject: '商城订单', body: '', amount: 300, expireTime: Date.now() + 600_000 });
      expect(created.code, created.msg).toBe(0);
      expect(await appApi('POST', 'order/submit', token, { id: created.data.id, channelCode: 'mock', channelExtras: { result: 'success' } })).toMatchObject({ code: 0, data: { status: 10 } });
      expect(await appApi('GET', 'order/get', token, { id: String(created.data.id) })).toMatchObject({ code: 0, data: { status: 10, amount: 300, channels: expect.arrayContaining([expect.objectContaining({ code: 'mock', name: '模拟支付' })]) } });
      const refunded = await appApi<{ refundId: number }>('POST', 'refund/refund', token, { payOrderId: created.data.id, amount: 100, reason: '退货', merchantRefundId: 'SHOP-1-R1' });
      expect(refunded).toMatchObject({ code: 0, data: { refundId: expect.any(Number) } });
      expect(await appApi('GET', 'refund/get', token, { id: String(refunded.data.refundId) })).toMatchObject({ code: 0, data: { status: 1, refundAmount: 100 } });

      const orderOnly = await clientToken('kiosk', ['pay.order']);
      expect(await appApi('POST', 'refund/refund', orderOnly, { payOrderId: created.data.id, amount: 1, reason: 'x', merchantRefundId: 'K-1' })).toMatchObject({ code: 403 });
      // A console session is not a merchant's client, and no token is no access.
      expect(await appApi('POST', 'order/create', admin, { appId, merchantOrderId: 'X', subject: 'x', body: '', amount: 1, expireTime: Date.now() })).toMatchObject({ code: 403 });
      expect(await appApi('GET', 'order/get', undefined, { id: '1' })).toMatchObject({ code: 401 });
      // Envelopes under /app-api too, 404 included.
      expect(await t.api({ method: 'GET', url: '/app-api/pay/nothing' })).toMatchObject({ code: 404 });
    });

    it('refuses an expiry time no date can hold with code 400 naming the field, never a 500', async () => {
      const token = await clientToken('far-future', ['pay.order']);
      // Spliced into the JSON text: JSON.stringify cannot write a 400-digit number.
      for (const expireTime of ['9007199254740993', '1e308', `1${'0'.repeat(399)}`, '253402300800000', '-1']) {
        const res = await t.request({
          method: 'POST',
          url: '/app-api/pay/order/create',
          token,
          headers: { 'content-type': 'application/json' },
          payload: `{"appId":${appId},"merchantOrderId":"FAR-${expireTime.length}-${expireTime.slice(0, 3)}","subject":"远期","body":"","amount":1,"expireTime":${expireTime}}`,
        });
        expect(res.json(), expireTime.slice(0, 20)).toMatchObject({ code: 400, msg: expect.stringContaining('body.expireTime') });
      }
      // The last instant of year 9999 is still a time.
      const latest = await appApi('POST', 'order/create', token, { appId, merchantOrderId: 'FAR-LATEST', subject: '远期', body: '', amount: 1, expireTime: 253402300799999 });
      expect(latest.code, latest.msg).toBe(0);
    });

    it('keeps the lawyer intake reachable under /app-api', async () => {
      const res = await t.api({ method: 'POST', url: '/app-api/audit/lawyer/open/submit', payload: {} });
      expect(res.code).toBe(400);
      expect(res.msg).toContain('请求参数不正确');
    });
  });

  describe('screens', () => {
    it('pages and filters orders and refunds, and exports them', async () => {
      const id = await newOrder({ merchantOrderId: 'SCREEN-ORDER-1', amount: 250 });
      await submit(id, 'success');
      await refund(id, 50, 'SCREEN-REFUND-1');
      const page = await pay<{ total: number; list: Order[] }>('GET', 'order/page', { pageNo: '1', pageSize: '10', merchantOrderId: 'SCREEN-ORDER', status: '10' });
      expect(page.data.total).toBe(1);
      expect(page.data.list[0]).toMatchObject({ id, merchantName: '测试商户', appName: '测试应用', channelCodeName: '模拟支付', amount: 250, refundAmount: 50 });
      const none = await pay<{ total: number }>('GET', 'order/page', { pageNo: '1', pageSize: '10', merchantOrderId: 'SCREEN-ORDER', status: '0' });
      expect(none.data.total).toBe(0);
      const refunds = await pay<{ total: number; list: Array<Record<string, unknown>> }>('GET', 'refund/page', { pageNo: '1', pageSize: '10', merchantRefundNo: 'SCREEN-REFUND' });
      expect(refunds.data.list[0]).toMatchObject({ orderId: id, subject: expect.stringContaining('商品'), refundAmount: 50, status: 1 });

      const orders = await readXlsx(await t.request({ method: 'GET', url: '/admin-api/pay/order/export-excel', token: admin, query: { merchantOrderId: 'SCREEN-ORDER' } }));
      expect(orders[0]).toContain('支付金额(元)');
      expect(orders[1]![orders[0]!.indexOf('支付金额(元)')]).toBe('2.50');
      expect(orders[1]![orders[0]!.indexOf('退款总金额(元)')]).toBe('0.50');
      const refundSheet = await readXlsx(await t.request({ method: 'GET', url: '/admin-api/pay/refund/export-excel', token: admin, query: { merchantRefundNo: 'SCREEN-REFUND' } }));
      expect(refundSheet[1]![refundSheet[0]!.indexOf('退款金额(元)')]).toBe('0.50');
    });

    it('keeps an app that has orders: open ones as the original, and any order at all', async () => {
      const app = (await pay<number>('POST', 'app/create', { name: '待删应用', status: 0, payNotifyUrl: 'http://127.0.0.1/p', refundNotifyUrl: 'http://127.0.0.1/r', merchantId })).data;
      await pay('POST', 'channel/create', { code: 'mock', status: 0, feeRate: 0, appId: app, config: '{}' });
      const id = await newOrder({ appId: app });
      expect(await pay('DELETE', 'app/delete', { id: String(app) })).toMatchObject({ code: 1007000003 });
      await submit(id, 'success');
      expect(await pay('DELETE', 'app/delete', { id: String(app) })).toMatchObject({ code: 1007000004 });
    });
  });

  describe('demo orders', () => {
    it('creates a demo order through the module API, and refunds it in parts', async () => {
      const created = await pay<number>('POST', 'demo-order/create', { appId, spuId: 2 });
      expect(created.code, created.msg).toBe(0);
      const list = await pay<{ list: Array<{ id: number; payOrderId: number; price: number; payStatus: boolean }> }>('GET', 'demo-order/page', { pageNo: '1', pageSize: '10' });
      const row = list.data.list.find((r) => r.id === created.data)!;
      expect(row).toMatchObject({ price: 10, payStatus: false });
      expect((await order(row.payOrderId)).merchantOrderId).toBe(`DEMO-${created.data}`);
      expect(await pay('POST', 'demo-order/refund', { id: created.data, amount: 5 })).toMatchObject({ code: 1007002002 });
      await submit(row.payOrderId, 'success');
      expect(await pay('POST', 'demo-order/refund', { id: created.data, amount: 5 })).toMatchObject({ code: 0 });
      expect(await pay('POST', 'demo-order/refund', { id: created.data, amount: 5 })).toMatchObject({ code: 0 });
      const after = await pay<{ list: Array<{ id: number; payStatus: boolean; refundPrice: number; payOrderStatus: number }> }>('GET', 'demo-order/page', { pageNo: '1', pageSize: '10' });
      expect(after.data.list.find((r) => r.id === created.data)).toMatchObject({ payStatus: true, refundPrice: 10, payOrderStatus: 20 });
    });
  });
});
