import { createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rsaKeys } from './pay-certificates';

/**
 * Alipay's OpenAPI gateway as its public documentation describes it, for the Alipay client to talk to: requests are
 * RSA2-verified with the app's public key, answers signed with "Alipay's" key, and payment notifications made and
 * signed the way Alipay's are (the test posts them to the console's callback route).
 */
export interface AlipayStandIn {
  gateway: string;
  /** The stand-in's public key as Alipay's console shows it (bare base64), and as PEM. */
  alipayPublicKey: string;
  alipayPublicPem: string;
  registerApp: (appId: string, publicKey: KeyObject) => void;
  /** Every request with its method and whether its signature held. */
  requests: Array<{ method: string; signed: boolean; bizContent: Record<string, unknown>; params: Record<string, string> }>;
  /** A signed trade notice for a precreated trade or an opened page payment, as a form body. */
  notification: (outTradeNo: string, status?: string) => string;
  /** Whether a page-pay URL the client made carries a valid signature of the app. */
  verifyUrl: (url: string) => boolean;
  close: () => Promise<void>;
}

function signString(params: Record<string, string>, omit: string[]): string {
  return Object.keys(params)
    .filter((k) => !omit.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export async function startAlipayStandIn(): Promise<AlipayStandIn> {
  const alipay = rsaKeys();
  const apps = new Map<string, KeyObject>();
  const trades = new Map<string, { appId: string; amount: string; tradeNo: string; refunded: number }>();
  const requests: AlipayStandIn['requests'] = [];

  const verifyApp = (params: Record<string, string>) => {
    const key = apps.get(params.app_id ?? '');
    if (!key || !params.sign) return false;
    return createVerify('RSA-SHA256').update(signString(params, ['sign']), 'utf8').verify(key, params.sign, 'base64');
  };
  const signed = (method: string, body: Record<string, unknown>) => {
    const json = JSON.stringify(body);
    const sign = createSign('RSA-SHA256').update(json, 'utf8').sign(alipay.privateKey, 'base64');
    return `{"${method.replaceAll('.', '_')}_response":${json},"sign":"${sign}"}`;
  };

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(text)) };
      const method = params.method ?? '';
      const ok = verifyApp(params);
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      requests.push({ method, signed: ok, bizContent: biz, params });
      const answer = (body: Record<string, unknown>) => res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(signed(method, body));
      if (!ok) return answer({ code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' });
      // The payer's browser opening a page payment: Alipay's cashier page, and the trade known from then on.
      if (method === 'alipay.trade.page.pay' || method === 'alipay.trade.wap.pay') {
        trades.set(biz.out_trade_no!, { appId: params.app_id!, amount: biz.total_amount!, tradeNo: `2026${randomBytes(8).toString('hex')}`, refunded: 0 });
        return res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(`<title>支付宝收银台</title><p>${biz.subject ?? ''} ￥${biz.total_amount ?? ''}</p>`);
      }
      if (method === 'alipay.trade.precreate') {
        trades.set(biz.out_trade_no!, { appId: params.app_id!, amount: biz.total_amount!, tradeNo: `2026${randomBytes(8).toString('hex')}`, refunded: 0 });
        return answer({ code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, qr_code: `https://qr.alipay.com/${biz.out_trade_no}` });
      }
      if (method === 'alipay.trade.refund') {
        const trade = trades.get(biz.out_trade_no!);
        const amount = Math.round(Number(biz.refund_amount) * 100);
        if (!trade) return answer({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' });
        if (trade.refunded + amount > Math.round(Number(trade.amount) * 100)) {
          return answer({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', sub_msg: '退款金额超限' });
        }
        trade.refunded += amount;
        return answer({ code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: biz.out_trade_no, fund_change: 'Y', refund_fee: (trade.refunded / 100).toFixed(2), gmt_refund_pay: '2026-11-26 12:00:00' });
      }
      return answer({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.METHOD_NOT_SUPPORTED', sub_msg: `stand-in: ${method}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;

  return {
    gateway,
    alipayPublicKey: alipay.publicBare,
    alipayPublicPem: alipay.publicPem,
    requests,
    registerApp: (appId, publicKey) => apps.set(appId, publicKey),
    notification(outTradeNo, status = 'TRADE_SUCCESS') {
      const trade = trades.get(outTradeNo) ?? { appId: [...apps.keys()][0]!, amount: '0.01', tradeNo: `2026${randomBytes(8).toString('hex')}`, refunded: 0 };
      trades.set(outTradeNo, trade);
      const fields: Record<string, string> = {
        notify_time: '2026-11-26 12:00:00',
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(12).toString('hex'),
        app_id: trade.appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: trade.tradeNo,
        out_trade_no: outTradeNo,
        trade_status: status,
        total_amount: trade.amount,
        buyer_id: '2088102177846880',
        gmt_payment: '2026-11-26 11:59:30',
      };
      fields.sign = createSign('RSA-SHA256').update(signString(fields, ['sign', 'sign_type']), 'utf8').sign(alipay.privateKey, 'base64');
      return new URLSearchParams(fields).toString();
    },
    verifyUrl(url) {
      const params = Object.fromEntries(new URL(url).searchParams);
      return verifyApp(params);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
