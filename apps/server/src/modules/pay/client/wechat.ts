import { createDecipheriv, createPrivateKey, createSign, createVerify, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import { CallbackRejected, ChannelError, type ChannelCallback, type ChannelOrderRequest, type ChannelRefundRequest, type OrderNotice, type PayClient, type RefundNotice } from './types';

/**
 * WeChat Pay API v3 (微信支付), written to its public specification: there is no SDK from WeChat Pay for Node, and
 * the signing is a few lines of node:crypto. Every request carries a `WECHATPAY2-SHA256-RSA2048` authorization signed
 * with the merchant's private key (`apiclient_key.pem`) and names the merchant certificate's serial number; every
 * answer and callback is verified with WeChat Pay's platform certificate, which is fetched from `/v3/certificates`
 * (itself AES-256-GCM-encrypted under the API v3 key) and refreshed when an unknown serial appears. Callback
 * resources are decrypted with the API v3 key.
 *
 * Channels: `wx_native` answers a QR code URL; `wx_pub` and `wx_lite` (JSAPI, payer's `openid` in the extras) and
 * `wx_app` answer the signed parameters the WeChat page, mini-program or app needs to pay.
 */

export interface WechatConfig {
  appId: string;
  mchId: string;
  apiVersion: string;
  apiV3Key: string;
  privateKeyContent: string;
  privateCertContent: string;
}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** AEAD_AES_256_GCM as WeChat Pay uses it: the API v3 key, a 12-character nonce, the tag at the ciphertext's end. */
export function decryptResource(apiV3Key: string, resource: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

const nonce = () => randomBytes(16).toString('hex');
const seconds = () => String(Math.floor(Date.now() / 1000));
/** RFC 3339 in China's time, as WeChat Pay writes it. */
function rfc3339(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.toISOString().slice(0, 19)}+08:00`;
}

export function createWechatClient(code: string, config: WechatConfig, endpoint: string): WechatPayClient {
  return new WechatPayClient(code, config, endpoint.replace(/\/+$/, ''));
}

/** How often, at most, the platform certificates are fetched again for an unknown serial. */
const REFRESH_MS = 60_000;

export class WechatPayClient implements PayClient {
  private readonly key: KeyObject;
  private readonly serial: string;
  private platform = new Map<string, KeyObject>();
  private fetched = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly code: string,
    private readonly config: WechatConfig,
    private readonly endpoint: string,
  ) {
    try {
      this.key = createPrivateKey(config.privateKeyContent);
      this.serial = new X509Certificate(config.privateCertContent).serialNumber.toUpperCase();
    } catch (err) {
      throw new ChannelError(code, `商户证书或私钥无法读取：${(err as Error).message}`);
    }
  }

  private sign(message: string): string {
    return createSign('RSA-SHA256').update(message).sign(this.key, 'base64');
  }

  /** Whether WeChat Pay signed this (an answer or a callback), with a platform certificate it names by serial. */
  private async verify(headers: Headers, body: string): Promise<boolean> {
    const serial = header(headers, 'Wechatpay-Serial')?.toUpperCase();
    const signature = header(headers, 'Wechatpay-Signature');
    const timestamp = header(headers, 'Wechatpay-Timestamp');
    const nonceText = header(headers, 'Wechatpay-Nonce');
    if (!serial || !signature || !timestamp || !nonceText) return false;
    // A replayed message from long ago is refused (WeChat Pay's advice: five minutes).
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
    let key = this.platform.get(serial);
    if (!key && Date.now() - this.fetched > REFRESH_MS) {
      await this.loadCertificates();
      key = this.platform.get(serial);
    }
    if (!key) return false;
    return createVerify('RSA-SHA256').update(`${timestamp}\n${nonceText}\n${body}\n`).verify(key, signature, 'base64');
  }

  private loadCertificates(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const { text } = await this.send('GET', '/v3/certificates', undefined, false);
        const list = (JSON.parse(text) as { data?: Array<{ serial_no: string; encrypt_certificate: { ciphertext: string; nonce: string; associated_data?: string } }> }).data ?? [];
        const next = new Map<string, KeyObject>();
        for (const item of list) {
          const certificate = new X509Certificate(decryptResource(this.config.apiV3Key, item.encrypt_certificate));
          next.set(certificate.serialNumber.toUpperCase(), certificate.publicKey);
        }
        this.platform = next;
        this.fetched = Date.now();
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /** One API call: signed; the answer verified (the certificate download is verified by its decryption instead). */
  private async send(method: 'GET' | 'POST', path: string, body: unknown, verify = true): Promise<{ status: number; text: string }> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const timestamp = seconds();
    const nonceText = nonce();
    const signature = this.sign(`${method}\n${path}\n${timestamp}\n${nonceText}\n${payload}\n`);
    let response: Response;
    try {
      response = await fetch(`${this.endpoint}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${this.config.mchId}",nonce_str="${nonceText}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.serial}"`,
        },
        body: body === undefined ? undefined : payload,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw new ChannelError('NETWORK_ERROR', (err as Error).message);
    }
    const text = await response.text();
    if (!response.ok) {
      let detail = { code: `HTTP_${response.status}`, message: text.slice(0, 200) };
      try {
        detail = JSON.parse(text) as typeof detail;
      } catch {
        /* not JSON */
      }
      throw new ChannelError(detail.code, detail.message);
    }
    if (verify && !(await this.verify(Object.fromEntries(response.headers), text))) throw new ChannelError('SIGN_ERROR', '微信支付应答的签名不正确');
    return { status: response.status, text };
  }

  async unifiedOrder(request: ChannelOrderRequest) {
    const order = {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: request.subject,
      out_trade_no: request.no,
      time_expire: rfc3339(request.expireTime),
      notify_url: request.notifyUrl,
      amount: { total: request.amount, currency: 'CNY' },
    };
    if (this.code === 'wx_native') {
      const { text } = await this.send('POST', '/v3/pay/transactions/native', order);
      return { displayMode: 'qr_code', displayContent: (JSON.parse(text) as { code_url: string }).code_url };
    }
    const timestamp = seconds();
    const nonceText = nonce();
    if (this.code === 'wx_app') {
      const { text } = await this.send('POST', '/v3/pay/transactions/app', order);
      const prepayId = (JSON.parse(text) as { prepay_id: string }).prepay_id;
      const sign = this.sign(`${this.config.appId}\n${timestamp}\n${nonceText}\n${prepayId}\n`);
      return {
        displayMode: 'app',
        displayContent: JSON.stringify({ appid: this.config.appId, partnerid: this.config.mchId, prepayid: prepayId, package: 'Sign=WXPay', noncestr: nonceText, timestamp, sign }),
      };
    }
    const openid = request.extras.openid;
    if (!openid) throw new ChannelError('PARAM_ERROR', 'JSAPI 支付需要付款人的 openid（channelExtras.openid）');
    const { text } = await this.send('POST', '/v3/pay/transactions/jsapi', { ...order, payer: { openid } });
    const pkg = `prepay_id=${(JSON.parse(text) as { prepay_id: string }).prepay_id}`;
    const paySign = this.sign(`${this.config.appId}\n${timestamp}\n${nonceText}\n${pkg}\n`);
    return { displayMode: 'app', displayContent: JSON.stringify({ appId: this.config.appId, timeStamp: timestamp, nonceStr: nonceText, package: pkg, signType: 'RSA', paySign }) };
  }

  /** A callback: its signature, then its resource decrypted with the API v3 key. */
  private async resourceOf<T>(callback: ChannelCallback, events: string[]): Promise<{ event: string; resource: T }> {
    if (!(await this.verify(callback.headers, callback.rawBody))) throw new CallbackRejected('签名不正确');
    let notification: { event_type?: string; resource?: { ciphertext: string; nonce: string; associated_data?: string } };
    try {
      notification = JSON.parse(callback.rawBody) as typeof notification;
    } catch {
      throw new CallbackRejected('通知内容不是 JSON');
    }
    if (!notification.resource || !notification.event_type || !events.includes(notification.event_type)) throw new CallbackRejected(`不处理的通知：${notification.event_type ?? ''}`);
    try {
      return { event: notification.event_type, resource: JSON.parse(decryptResource(this.config.apiV3Key, notification.resource)) as T };
    } catch {
      throw new CallbackRejected('通知内容无法解密');
    }
  }

  async parseOrderNotify(callback: ChannelCallback): Promise<OrderNotice> {
    const { resource } = await this.resourceOf<{ mchid: string; out_trade_no: string; transaction_id: string; trade_state: string; success_time?: string; payer?: { openid?: string } }>(
      callback,
      ['TRANSACTION.SUCCESS'],
    );
    if (resource.mchid !== this.config.mchId) throw new CallbackRejected('商户号不是该渠道的');
    if (resource.trade_state !== 'SUCCESS') throw new CallbackRejected(`不处理的交易状态：${resource.trade_state}`);
    return {
      no: resource.out_trade_no,
      status: 'success',
      channelOrderNo: resource.transaction_id,
      channelUserId: resource.payer?.openid ?? null,
      successTime: resource.success_time ? Date.parse(resource.success_time) : undefined,
      raw: JSON.stringify(resource),
    };
  }

  async unifiedRefund(request: ChannelRefundRequest) {
    const { text } = await this.send('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: request.tradeNo,
      out_refund_no: request.refundNo,
      reason: request.reason.slice(0, 80),
      notify_url: request.notifyUrl,
      amount: { refund: request.refundAmount, total: request.payAmount, currency: 'CNY' },
    });
    const answer = JSON.parse(text) as { refund_id: string; status: string; success_time?: string };
    if (answer.status === 'PROCESSING') return {};
    return { notice: this.refundNotice(request.refundNo, answer.status, answer.refund_id, answer.success_time, text) };
  }

  private refundNotice(no: string, status: string, refundId: string | undefined, successTime: string | undefined, raw: string): RefundNotice {
    return status === 'SUCCESS'
      ? { no, status: 'success', channelRefundNo: refundId ?? null, successTime: successTime ? Date.parse(successTime) : undefined, raw }
      : { no, status: 'failure', channelRefundNo: refundId ?? null, errorCode: status, errorMsg: status === 'CLOSED' ? '退款关闭' : '退款异常', raw };
  }

  async parseRefundNotify(callback: ChannelCallback): Promise<RefundNotice> {
    const { resource } = await this.resourceOf<{ mchid: string; out_refund_no: string; refund_id: string; refund_status: string; success_time?: string }>(callback, [
      'REFUND.SUCCESS',
      'REFUND.ABNORMAL',
      'REFUND.CLOSED',
    ]);
    if (resource.mchid !== this.config.mchId) throw new CallbackRejected('商户号不是该渠道的');
    return this.refundNotice(resource.out_refund_no, resource.refund_status, resource.refund_id, resource.success_time, JSON.stringify(resource));
  }
}
