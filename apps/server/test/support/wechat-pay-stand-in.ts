import { createCipheriv, createSign, createVerify, randomBytes, X509Certificate } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { certificate, rsaKeys } from './pay-certificates';

/**
 * WeChat Pay's API v3 as its public documentation describes it, for the WeChat Pay client to talk to: every request's
 * `WECHATPAY2-SHA256-RSA2048` authorization is verified with the merchant certificate it names; answers are signed
 * with a platform key whose certificate `/v3/certificates` hands out AES-256-GCM-encrypted under the merchant's API v3
 * key; notifications are made, encrypted and signed the way WeChat Pay's are (the test posts them).
 */
export interface WechatMerchant {
  mchId: string;
  apiV3Key: string;
  privateKeyContent: string;
  privateCertContent: string;
}

export interface WechatPayStandIn {
  endpoint: string;
  /** A merchant the stand-in knows: its key, certificate and API v3 key, ready for a channel config. */
  merchant: (mchId: string) => WechatMerchant;
  requests: Array<{ method: string; path: string; signed: boolean; body: Record<string, unknown> }>;
  /** Answers PROCESSING to refunds (the result comes by notification) instead of SUCCESS. */
  refundsProcess: boolean;
  /** Signs answers with a key that is not the platform's (to see the client refuse them). */
  forgeAnswers: boolean;
  /** A signed, encrypted notification: a payment of a created trade, or a refund's result. */
  paymentNotification: (outTradeNo: string, options?: { timestamp?: number }) => { body: string; headers: Record<string, string> };
  refundNotification: (outRefundNo: string, status?: 'SUCCESS' | 'ABNORMAL' | 'CLOSED') => { body: string; headers: Record<string, string> };
  /** The merchant certificate's public key check of a JSAPI/app payment signature the client made. */
  verifyMerchantSignature: (mchId: string, message: string, signature: string) => boolean;
  close: () => Promise<void>;
}

function encrypt(apiV3Key: string, plaintext: string, associatedData: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), nonce, associated_data: associatedData };
}

export async function startWechatPayStandIn(): Promise<WechatPayStandIn> {
  const platform = rsaKeys();
  const platformSerial = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  const platformCert = certificate(platform.publicPem, platform.privatePem, platformSerial, 'Tenpay.com Root CA stand-in');
  const forger = rsaKeys();
  const merchants = new Map<string, WechatMerchant & { cert: X509Certificate; serial: string }>();
  const trades = new Map<string, { mchid: string; amount: number; transactionId: string; notifyUrl: string }>();
  const refunds = new Map<string, { mchid: string; refundId: string; outTradeNo: string; amount: number }>();
  const requests: WechatPayStandIn['requests'] = [];

  const signHeaders = (body: string, key = platform.privateKey, timestamp = Math.floor(Date.now() / 1000)) => {
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');
    return { 'Wechatpay-Timestamp': String(timestamp), 'Wechatpay-Nonce': nonce, 'Wechatpay-Signature': signature, 'Wechatpay-Serial': platformSerial };
  };

  const state = { refundsProcess: false, forgeAnswers: false };
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const path = req.url ?? '/';
      const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
      const merchant = merchants.get(fields.mchid ?? '');
      const signed =
        !!merchant &&
        fields.serial_no === merchant.serial &&
        createVerify('RSA-SHA256').update(`${method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${text}\n`).verify(merchant.cert.publicKey, fields.signature ?? '', 'base64');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      requests.push({ method, path, signed, body });
      const answer = (status: number, value: unknown) => {
        const payload = JSON.stringify(value);
        res.writeHead(status, { 'content-type': 'application/json', ...signHeaders(payload, state.forgeAnswers ? forger.privateKey : platform.privateKey) }).end(payload);
      };
      if (!signed || !merchant) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (method === 'GET' && path === '/v3/certificates') {
        return answer(200, {
          data: [{ serial_no: platformSerial, effective_time: '2026-01-01T00:00:00+08:00', expire_time: '2031-01-01T00:00:00+08:00', encrypt_certificate: encrypt(merchant.apiV3Key, platformCert, 'certificate') }],
        });
      }
      const order = /^\/v3\/pay\/transactions\/(native|jsapi|app)$/.exec(path);
      if (method === 'POST' && order) {
        const amount = (body.amount as { total: number }).total;
        trades.set(String(body.out_trade_no), { mchid: merchant.mchId, amount, transactionId: `42000${randomBytes(10).toString('hex')}`, notifyUrl: String(body.notify_url) });
        if (order[1] === 'jsapi' && !(body.payer as { openid?: string } | undefined)?.openid) return answer(400, { code: 'PARAM_ERROR', message: '缺少 openid' });
        return answer(200, order[1] === 'native' ? { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(4).toString('hex')}` } : { prepay_id: `wx${randomBytes(12).toString('hex')}` });
      }
      if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
        const trade = trades.get(String(body.out_trade_no));
        if (!trade) return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
        const refundId = `50300${randomBytes(10).toString('hex')}`;
        const amount = (body.amount as { refund: number }).refund;
        refunds.set(String(body.out_refund_no), { mchid: merchant.mchId, refundId, outTradeNo: String(body.out_trade_no), amount });
        return answer(200, { refund_id: refundId, out_refund_no: body.out_refund_no, status: state.refundsProcess ? 'PROCESSING' : 'SUCCESS', success_time: state.refundsProcess ? undefined : '2026-11-26T12:00:00+08:00' });
      }
      return answer(404, { code: 'NOT_FOUND', message: path });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const notify = (mchId: string, event: string, originalType: string, resource: Record<string, unknown>, timestamp?: number) => {
    const merchant = merchants.get(mchId)!;
    const body = JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: '2026-11-26T12:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: event,
      summary: event,
      resource: { ...encrypt(merchant.apiV3Key, JSON.stringify(resource), originalType), original_type: originalType },
    });
    return { body, headers: { ...signHeaders(body, platform.privateKey, timestamp), 'content-type': 'application/json' } };
  };

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    get refundsProcess() {
      return state.refundsProcess;
    },
    set refundsProcess(value: boolean) {
      state.refundsProcess = value;
    },
    get forgeAnswers() {
      return state.forgeAnswers;
    },
    set forgeAnswers(value: boolean) {
      state.forgeAnswers = value;
    },
    merchant(mchId) {
      const existing = merchants.get(mchId);
      if (existing) return existing;
      const keys = rsaKeys();
      const serial = randomBytes(20).toString('hex').toUpperCase().replace(/^[89A-F]/, '1');
      const cert = certificate(keys.publicPem, keys.privatePem, serial, `${mchId} merchant`);
      const merchant = { mchId, apiV3Key: randomBytes(16).toString('hex'), privateKeyContent: keys.privatePem, privateCertContent: cert };
      const x509 = new X509Certificate(cert);
      merchants.set(mchId, { ...merchant, cert: x509, serial: x509.serialNumber.toUpperCase() });
      return merchant;
    },
    paymentNotification(outTradeNo, options = {}) {
      const trade = trades.get(outTradeNo)!;
      return notify(
        trade.mchid,
        'TRANSACTION.SUCCESS',
        'transaction',
        {
          mchid: trade.mchid,
          out_trade_no: outTradeNo,
          transaction_id: trade.transactionId,
          trade_type: 'NATIVE',
          trade_state: 'SUCCESS',
          trade_state_desc: '支付成功',
          success_time: '2026-11-26T11:59:30+08:00',
          payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
          amount: { total: trade.amount, payer_total: trade.amount, currency: 'CNY', payer_currency: 'CNY' },
        },
        options.timestamp,
      );
    },
    refundNotification(outRefundNo, status = 'SUCCESS') {
      const refund = refunds.get(outRefundNo)!;
      return notify(refund.mchid, `REFUND.${status}`, 'refund', {
        mchid: refund.mchid,
        out_trade_no: refund.outTradeNo,
        out_refund_no: outRefundNo,
        refund_id: refund.refundId,
        refund_status: status,
        success_time: status === 'SUCCESS' ? '2026-11-26T12:01:00+08:00' : undefined,
        amount: { refund: refund.amount },
      });
    },
    verifyMerchantSignature(mchId, message, signature) {
      return createVerify('RSA-SHA256').update(message).verify(merchants.get(mchId)!.cert.publicKey, signature, 'base64');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
