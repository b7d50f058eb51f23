import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayOrder } from '../src/modules/pay/api';
import { startAlipayStandIn, type AlipayStandIn } from './support/alipay-stand-in';
import { startMerchantStandIn, type MerchantStandIn } from './support/merchant-stand-in';
import { certificate, rsaKeys } from './support/pay-certificates';
import { startWechatPayStandIn, type WechatPayStandIn } from './support/wechat-pay-stand-in';
import { createTestApp, type TestApp } from './support/test-app';

type Order = { id: number; status: number; channelOrderNo: string | null; channelUserId: string | null; refundAmount: number; refundStatus: number; no: string | null };

/**
 * The real Alipay and WeChat Pay clients against local stand-ins speaking the vendors' public APIs:
 * signed requests, verified answers, signed (and for WeChat Pay encrypted) callbacks, refunds.
 */
describe('payment gateways', () => {
  let t: TestApp;
  let admin: string;
  let alipay: AlipayStandIn;
  let wechat: WechatPayStandIn;
  let merchant: MerchantStandIn;
  let merchantId: number;
  let appId: number;
  const appKeys = rsaKeys();

  const pay = <T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) =>
    method === 'GET'
      ? t.api<T>({ method, url: `/admin-api/pay/${url}`, token: admin, query: body as Record<string, string> })
      : t.api<T>({ method, url: `/admin-api/pay/${url}`, token: admin, payload: body });
  const order = async (id: number) => (await pay<Order>('GET', 'order/get', { id: String(id) })).data;
  let seq = 0;
  const newOrder = (amount = 250) =>
    createPayOrder(t.app.tenantDb(1), { appId, merchantOrderId: `GW-${++seq}`, subject: '网关测试', body: '描述', amount, expireTime: Date.now() + 3600_000 }, '10.0.0.1');
  const tradeNoOf = async (orderId: number) =>
    (await t.database.db.selectFrom('pay_order_extension').select('no').where('orderId', '=', orderId).orderBy('id', 'desc').executeTakeFirstOrThrow()).no;
  const channel = async (code: string, config: Record<string, unknown>) => {
    const res = await pay<number>('POST', 'channel/create', { code, status: 0, feeRate: 0.6, appId, config: JSON.stringify(config) });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const callback = (kind: 'order' | 'refund', channelId: number, body: string, headers: Record<string, string>) =>
    t.request({ method: 'POST', url: `/app-api/pay/${kind}/notify/${channelId}`, headers, payload: body });

  beforeAll(async () => {
    alipay = await startAlipayStandIn();
    wechat = await startWechatPayStandIn();
    merchant = await startMerchantStandIn();
    t = await createTestApp({ pay: { callbackOrigin: 'https://console.example', notifyTimeoutSeconds: 10, wechatEndpoint: wechat.endpoint } });
    admin = (await t.login()).accessToken;
    // Notifications are sent by the settlements themselves here (awaited through the notifier): the job is stopped.
    expect((await t.api({ method: 'PUT', url: '/admin-api/infra/job/update-status', token: admin, query: { id: '10', status: '2' } })).code).toBe(0);
    merchantId = (await pay<number>('POST', 'merchant/create', { name: '网关商户', shortName: '网关', status: 0 })).data;
    appId = (await pay<number>('POST', 'app/create', { name: '网关应用', status: 0, payNotifyUrl: `${merchant.url}/pay`, refundNotifyUrl: `${merchant.url}/refund`, merchantId })).data;
    alipay.registerApp('2021000000000001', appKeys.publicKey);
  });
  afterAll(async () => {
    await t.app.pay.notifier.settled();
    await t.close();
    await Promise.all([alipay.close(), wechat.close(), merchant.close()]);
  });

  describe('Alipay (alipay-sdk against the stand-in gateway)', () => {
    let qrChannel: number;
    const alipayConfig = (overrides: Record<string, unknown> = {}) => ({
      serverUrl: alipay.gateway,
      appId: '2021000000000001',
      signType: 'RSA2',
      mode: 1,
      privateKey: appKeys.privateBare,
      alipayPublicKey: alipay.alipayPublicKey,
      ...overrides,
    });

    beforeAll(async () => {
      qrChannel = await channel('alipay_qr', alipayConfig());
    });

    it('precreates a QR payment with a signed request, and settles the signed notice once however often it comes', async () => {
      const id = await newOrder(250);
      const submitted = await pay<{ status: number; displayMode: string; displayContent: string }>('POST', 'order/submit', { id, channelCode: 'alipay_qr' });
      expect(submitted.code, submitted.msg).toBe(0);
      const no = await tradeNoOf(id);
      expect(submitted.data).toEqual({ status: 0, displayMode: 'qr_code', displayContent: `https://qr.alipay.com/${no}` });
      const request = alipay.requests.at(-1)!;
      expect(request).toMatchObject({ method: 'alipay.trade.precreate', signed: true, bizContent: { out_trade_no: no, total_amount: '2.50', subject: '网关测试' } });
      expect(request.params.notify_url).toBe(`https://console.example/app-api/pay/order/notify/${qrChannel}`);

      const form = alipay.notification(no);
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      const answers = await Promise.all(Array.from({ length: 5 }, () => callback('order', qrChannel, form, headers)));
      expect(answers.map((a) => `${a.statusCode} ${a.body}`)).toEqual(Array.from({ length: 5 }, () => '200 success'));
      const paid = await order(id);
      expect(paid).toMatchObject({ status: 10, channelUserId: '2088102177846880' });
      expect(paid.channelOrderNo).toMatch(/^2026[0-9a-f]{16}$/);
      await t.app.pay.notifier.settled();
      expect(merchant.received.filter((r) => r.body.payOrderId === id)).toHaveLength(1);
    });

    it('refuses a notice not signed by Alipay, or altered', async () => {
      const id = await newOrder();
      await pay('POST', 'order/submit', { id, channelCode: 'alipay_qr' });
      const no = await tradeNoOf(id);
      const form = alipay.notification(no);
      const altered = form.replace('total_amount=', 'total_amount=9');
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      const refused = await callback('order', qrChannel, altered, headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('签名不正确');
      const unsigned = await callback('order', qrChannel, form.replace(/sign=[^&]+/, 'sign=AAAA'), headers);
      expect(unsigned.statusCode).toBe(400);
      expect((await order(id)).status).toBe(0);
    });

    it('answers page payments with a URL the app signed, and refunds through the gateway', async () => {
      await channel('alipay_pc', alipayConfig());
      const id = await newOrder(300);
      const submitted = await pay<{ displayMode: string; displayContent: string }>('POST', 'order/submit', { id, channelCode: 'alipay_pc', returnUrl: 'https://shop.example/paid' });
      expect(submitted.data.displayMode).toBe('url');
      const url = new URL(submitted.data.displayContent);
      expect(url.origin + url.pathname).toBe(alipay.gateway);
      expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
      expect(url.searchParams.get('return_url')).toBe('https://shop.example/paid');
      expect(JSON.parse(url.searchParams.get('biz_content')!)).toMatchObject({ product_code: 'FAST_INSTANT_TRADE_PAY', total_amount: '3.00' });
      expect(alipay.verifyUrl(submitted.data.displayContent)).toBe(true);
      // The payer opens it: Alipay's cashier.
      const page = await fetch(submitted.data.displayContent);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('支付宝收银台');

      const pcChannel = (await t.database.db.selectFrom('pay_channel').select('id').where('code', '=', 'alipay_pc').executeTakeFirstOrThrow()).id;
      const no = await tradeNoOf(id);
      expect((await callback('order', pcChannel, alipay.notification(no), { 'content-type': 'application/x-www-form-urlencoded' })).body).toBe('success');
      const { createPayRefund } = await import('../src/modules/pay/api');
      const refundId = await createPayRefund(t.app.pay, t.app.tenantDb(1), { payOrderId: id, amount: 100, reason: '不想要了', merchantRefundId: `AR-${id}` }, '10.0.0.1');
      expect(alipay.requests.at(-1)).toMatchObject({ method: 'alipay.trade.refund', signed: true, bizContent: { out_trade_no: no, refund_amount: '1.00' } });
      expect((await pay<{ status: number }>('GET', 'refund/get', { id: String(refundId) })).data.status).toBe(1);
      expect(await order(id)).toMatchObject({ refundAmount: 100, refundStatus: 10 });
    });

    it('signs in certificate mode: the certificates\' serial numbers go with each request, answers checked with the certificate\'s key', async () => {
      const root = rsaKeys();
      const rootCert = certificate(root.publicPem, root.privatePem, '01', 'Ant Financial Certification Authority Root stand-in');
      const app = (await pay<number>('POST', 'app/create', { name: '证书模式应用', status: 0, payNotifyUrl: 'http://127.0.0.1/p', refundNotifyUrl: 'http://127.0.0.1/r', merchantId })).data;
      const created = await pay('POST', 'channel/create', {
        code: 'alipay_qr',
        status: 0,
        feeRate: 0,
        appId: app,
        config: JSON.stringify({
          serverUrl: alipay.gateway,
          appId: '2021000000000001',
          signType: 'RSA2',
          mode: 2,
          privateKey: appKeys.privateBare,
          appCertContent: certificate(appKeys.publicPem, root.privatePem, '0A', '2021000000000001'),
          alipayPublicCertContent: certificate(alipay.alipayPublicPem, root.privatePem, '0B', '支付宝(中国)网络技术有限公司'),
          rootCertContent: rootCert,
        }),
      });
      expect(created.code, created.msg).toBe(0);
      const id = await createPayOrder(t.app.tenantDb(1), { appId: app, merchantOrderId: 'CERT-1', subject: '证书', body: '', amount: 100, expireTime: Date.now() + 60_000 }, '');
      const submitted = await pay<{ displayMode: string }>('POST', 'order/submit', { id, channelCode: 'alipay_qr' });
      expect(submitted.code, submitted.msg).toBe(0);
      expect(submitted.data.displayMode).toBe('qr_code');
      const request = alipay.requests.at(-1)!;
      expect(request.signed).toBe(true);
      expect(request.params.app_cert_sn).toMatch(/^[0-9a-f]{32}$/);
      expect(request.params.alipay_root_cert_sn).toMatch(/^[0-9a-f]{32}$/);
    });

    it('reports a request the gateway refuses (a wrong app key) as the channel error', async () => {
      const other = rsaKeys();
      await pay('POST', 'channel/create', { code: 'alipay_wap', status: 0, feeRate: 0, appId, config: JSON.stringify(alipayConfig({ privateKey: other.privateBare })) });
      const id = await newOrder();
      // A page payment is only a signed URL: the gateway judges it when the payer opens it.
      const wap = await pay<{ displayContent: string }>('POST', 'order/submit', { id, channelCode: 'alipay_wap' });
      expect(alipay.verifyUrl(wap.data.displayContent)).toBe(false);
      const wrongKey = await pay('PUT', 'channel/update', {
        id: (await t.database.db.selectFrom('pay_channel').select('id').where('code', '=', 'alipay_qr').executeTakeFirstOrThrow()).id,
        code: 'alipay_qr',
        status: 0,
        feeRate: 0.6,
        appId,
        config: JSON.stringify(alipayConfig({ privateKey: other.privateBare })),
      });
      expect(wrongKey.code).toBe(0);
      expect(await pay('POST', 'order/submit', { id, channelCode: 'alipay_qr' })).toMatchObject({ code: 1007002004, msg: '发起支付报错，错误码：isv.invalid-signature，错误提示：验签出错' });
    });
  });

  describe('WeChat Pay v3 (signed by hand, against the stand-in API)', () => {
    let nativeChannel: number;
    const mch = () => wechat.merchant('1900000109');
    const wechatConfig = () => ({ appId: 'wxd678efh567hg6787', mchId: '1900000109', apiVersion: 'v3', apiV3Key: mch().apiV3Key, privateKeyContent: mch().privateKeyContent, privateCertContent: mch().privateCertContent });

    beforeAll(async () => {
      nativeChannel = await channel('wx_native', wechatConfig());
    });

    it('places a native order with a signed request, verifies the answer, and settles the encrypted notification once', async () => {
      const id = await newOrder(880);
      const submitted = await pay<{ status: number; displayMode: string; displayContent: string }>('POST', 'order/submit', { id, channelCode: 'wx_native' });
      expect(submitted.code, submitted.msg).toBe(0);
      expect(submitted.data.displayMode).toBe('qr_code');
      expect(submitted.data.displayContent).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      const no = await tradeNoOf(id);
      const placed = wechat.requests.find((r) => r.path === '/v3/pay/transactions/native' && r.body.out_trade_no === no)!;
      expect(placed).toMatchObject({ signed: true, body: { mchid: '1900000109', amount: { total: 880, currency: 'CNY' }, notify_url: `https://console.example/app-api/pay/order/notify/${nativeChannel}` } });
      // The platform certificate was fetched to check the answer.
      expect(wechat.requests.some((r) => r.path === '/v3/certificates' && r.signed)).toBe(true);

      const notice = wechat.paymentNotification(no);
      const answers = await Promise.all(Array.from({ length: 5 }, () => callback('order', nativeChannel, notice.body, notice.headers)));
      expect(answers.map((a) => `${a.statusCode} ${a.body}`)).toEqual(Array.from({ length: 5 }, () => '200 success'));
      expect(await order(id)).toMatchObject({ status: 10, channelUserId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', channelOrderNo: expect.stringMatching(/^42000/) });
    });

    it('refuses a notification with a bad signature, an old timestamp, or an altered body', async () => {
      const id = await newOrder();
      await pay('POST', 'order/submit', { id, channelCode: 'wx_native' });
      const no = await tradeNoOf(id);
      const notice = wechat.paymentNotification(no);
      const forged = await callback('order', nativeChannel, notice.body, { ...notice.headers, 'Wechatpay-Signature': notice.headers['Wechatpay-Signature']!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
      expect(forged.statusCode).toBe(400);
      const stale = wechat.paymentNotification(no, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      expect((await callback('order', nativeChannel, stale.body, stale.headers)).statusCode).toBe(400);
      expect((await callback('order', nativeChannel, notice.body.replace('"summary"', '"Summary"'), notice.headers)).statusCode).toBe(400);
      expect((await order(id)).status).toBe(0);
    });

    it('refuses an answer not signed by the platform', async () => {
      wechat.forgeAnswers = true;
      try {
        const id = await newOrder();
        const res = await pay('POST', 'order/submit', { id, channelCode: 'wx_native' });
        expect(res).toMatchObject({ code: 1007002004, msg: expect.stringContaining('SIGN_ERROR') });
      } finally {
        wechat.forgeAnswers = false;
      }
    });

    it('gives JSAPI the signed parameters the page needs, and wants the payer openid', async () => {
      await channel('wx_pub', wechatConfig());
      const id = await newOrder();
      expect(await pay('POST', 'order/submit', { id, channelCode: 'wx_pub' })).toMatchObject({ code: 1007002004, msg: expect.stringContaining('openid') });
      const res = await pay<{ displayMode: string; displayContent: string }>('POST', 'order/submit', { id, channelCode: 'wx_pub', channelExtras: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } });
      expect(res.data.displayMode).toBe('app');
      const params = JSON.parse(res.data.displayContent) as Record<string, string>;
      expect(params).toMatchObject({ appId: 'wxd678efh567hg6787', signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) });
      expect(wechat.verifyMerchantSignature('1900000109', `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`, params.paySign!)).toBe(true);
    });

    it('refunds: answered at once, or later by an encrypted notification', async () => {
      const id = await newOrder(500);
      await pay('POST', 'order/submit', { id, channelCode: 'wx_native' });
      const notice = wechat.paymentNotification(await tradeNoOf(id));
      expect((await callback('order', nativeChannel, notice.body, notice.headers)).body).toBe('success');
      const { createPayRefund } = await import('../src/modules/pay/api');
      const first = await createPayRefund(t.app.pay, t.app.tenantDb(1), { payOrderId: id, amount: 200, reason: '部分退款', merchantRefundId: `WR-${id}-1` }, '10.0.0.1');
      expect((await pay<{ status: number }>('GET', 'refund/get', { id: String(first) })).data.status).toBe(1);

      wechat.refundsProcess = true;
      try {
        const second = await createPayRefund(t.app.pay, t.app.tenantDb(1), { payOrderId: id, amount: 300, reason: '剩余退款', merchantRefundId: `WR-${id}-2` }, '10.0.0.1');
        const waiting = (await pay<{ status: number; no: string }>('GET', 'refund/get', { id: String(second) })).data;
        expect(waiting.status).toBe(0);
        const refundNotice = wechat.refundNotification(waiting.no);
        expect((await callback('refund', nativeChannel, refundNotice.body, refundNotice.headers)).body).toBe('success');
        expect((await callback('refund', nativeChannel, refundNotice.body, refundNotice.headers)).body).toBe('success');
        expect((await pay<{ status: number; channelRefundNo: string }>('GET', 'refund/get', { id: String(second) })).data).toMatchObject({ status: 1, channelRefundNo: expect.stringMatching(/^50300/) });
        expect(await order(id)).toMatchObject({ status: 20, refundAmount: 500, refundStatus: 20 });
      } finally {
        wechat.refundsProcess = false;
      }
    });

    it('fails a refund the gateway closes: the amount is free again, the merchant told, a late success refused', async () => {
      const id = await newOrder(400);
      await pay('POST', 'order/submit', { id, channelCode: 'wx_native' });
      const notice = wechat.paymentNotification(await tradeNoOf(id));
      expect((await callback('order', nativeChannel, notice.body, notice.headers)).body).toBe('success');
      const { createPayRefund } = await import('../src/modules/pay/api');
      wechat.refundsProcess = true;
      try {
        const refundId = await createPayRefund(t.app.pay, t.app.tenantDb(1), { payOrderId: id, amount: 400, reason: '全额退款', merchantRefundId: `WF-${id}-1` }, '10.0.0.1');
        const refund = (await pay<{ no: string }>('GET', 'refund/get', { id: String(refundId) })).data;
        // While it waits, nothing more can be refunded.
        await expect(createPayRefund(t.app.pay, t.app.tenantDb(1), { payOrderId: id, amount: 1, reason: 'x', merchantRefundId: `WF-${id}-x` }, '')).rejects.toMatchObject({ code: 1007006000 });
        const closed = wechat.refundNotification(refund.no, 'CLOSED');
        expect((await callback('refund', nativeChannel, closed.body, closed.headers)).body).toBe('success');
        expect((await pay('GET', 'refund/get', { id: String(refundId) })).data).toMatchObject({ status: 2, channelErrorCode: 'CLOSED', channelErrorMsg: '退款关闭' });
        expect(await order(id)).toMatchObject({ status: 10, refundAmount: 0, refundStatus: 0 });
        await t.app.pay.notifier.settled();
        expect(merchant.received.filter((r) => r.body.payRefundId === refundId)).toHaveLength(1);
        // A success after it failed is refused, and changes nothing.
        const late = wechat.refundNotification(refund.no, 'SUCCESS');
        const refused = await callback('refund', nativeChannel, late.body, late.headers);
        expect(refused.statusCode).toBe(400);
        expect(refused.body).toContain('支付退款单不处于待退款');
        expect((await order(id)).refundAmount).toBe(0);
      } finally {
        wechat.refundsProcess = false;
      }
      // The amount is free again.
      const again = await createPayRefund(t.app.pay, t.app.tenantDb(1), { payOrderId: id, amount: 400, reason: '再退一次', merchantRefundId: `WF-${id}-2` }, '10.0.0.1');
      expect((await pay<{ status: number }>('GET', 'refund/get', { id: String(again) })).data.status).toBe(1);
      expect(await order(id)).toMatchObject({ status: 20, refundAmount: 400, refundStatus: 20 });
    });

    it('keeps a v2 channel configured but not callable', async () => {
      const app = (await pay<number>('POST', 'app/create', { name: 'v2 应用', status: 0, payNotifyUrl: 'http://127.0.0.1/p', refundNotifyUrl: 'http://127.0.0.1/r', merchantId })).data;
      await pay('POST', 'channel/create', { code: 'wx_app', status: 0, feeRate: 0, appId: app, config: JSON.stringify({ appId: 'wx1', mchId: '1', apiVersion: 'v2', mchKey: 'k' }) });
      const id = await createPayOrder(t.app.tenantDb(1), { appId: app, merchantOrderId: 'V2-1', subject: 'v2', body: '', amount: 1, expireTime: Date.now() + 60_000 }, '');
      expect(await pay('POST', 'order/submit', { id, channelCode: 'wx_app' })).toMatchObject({ code: 1007001002 });
    });
  });
});
