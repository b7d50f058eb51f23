import type { AlipaySdk, AlipaySdkConfig } from 'alipay-sdk';
import { fenToYuan } from '../money';
import { CallbackRejected, ChannelError, type ChannelCallback, type ChannelOrderRequest, type ChannelRefundRequest, type OrderNotice, type PayClient, type RefundNotice } from './types';

/**
 * Alipay (支付宝) through its maintained SDK (`alipay-sdk`): requests signed RSA2 with the app's private key, answers
 * and callbacks verified with Alipay's public key (or, in certificate mode, the key of Alipay's public certificate).
 * The gateway is the channel's `serverUrl` — production, Alipay's sandbox, or a local stand-in in tests.
 *
 * Channels: `alipay_qr` precreates a QR code; `alipay_pc` and `alipay_wap` answer the signed URL of Alipay's payment
 * page; `alipay_app` the signed order string the Alipay app takes. Refunds are answered at once (`fund_change`).
 */

export interface AlipayConfig {
  serverUrl: string;
  appId: string;
  signType: string;
  mode: number;
  privateKey?: string;
  alipayPublicKey?: string;
  appCertContent?: string;
  alipayPublicCertContent?: string;
  rootCertContent?: string;
}

const fen = (yuanText: string | undefined) => Math.round(Number(yuanText ?? '0') * 100);

/** Alipay's time format, in China's time as its API expects. */
function alipayTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}
function parseAlipayTime(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The SDK's options for a stored config: a private key in PKCS#1 PEM is said so; anything else is PKCS#8 (Alipay's tool). */
export function sdkOptions(config: AlipayConfig): AlipaySdkConfig {
  const privateKey = config.privateKey ?? '';
  const base: AlipaySdkConfig = {
    appId: config.appId,
    privateKey,
    keyType: privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    signType: 'RSA2',
    gateway: config.serverUrl,
    timeout: 10_000,
    camelcase: false,
  };
  if (config.mode === 2) {
    // Certificates saved on Windows end lines with CR LF, which the SDK's PEM reader refuses.
    const pem = (text: string | undefined) => text?.replace(/\r\n?/g, '\n');
    return { ...base, appCertContent: pem(config.appCertContent), alipayPublicCertContent: pem(config.alipayPublicCertContent), alipayRootCertContent: pem(config.rootCertContent) };
  }
  return { ...base, alipayPublicKey: config.alipayPublicKey };
}

export async function createAlipayClient(code: string, config: AlipayConfig): Promise<AlipayPayClient> {
  // Loaded on the first Alipay channel used, not at start-up.
  const { AlipaySdk } = await import('alipay-sdk');
  try {
    return new AlipayPayClient(code, new AlipaySdk(sdkOptions(config)));
  } catch (err) {
    throw new ChannelError(code, `密钥或证书无法读取：${(err as Error).message}`);
  }
}

type Answer = Record<string, string | undefined> & { code?: string; msg?: string; sub_code?: string; sub_msg?: string };

export class AlipayPayClient implements PayClient {
  constructor(
    private readonly code: string,
    private readonly sdk: AlipaySdk,
  ) {}

  /** A gateway call whose answer's signature is checked; a refusal (code other than 10000) is a ChannelError. */
  private async call(method: string, params: Record<string, unknown>): Promise<Answer> {
    let answer: Answer;
    try {
      answer = await this.sdk.exec(method, params, { validateSign: true });
    } catch (err) {
      throw new ChannelError(this.code, (err as Error).message);
    }
    if (answer.code !== '10000') throw new ChannelError(answer.sub_code ?? answer.code ?? 'UNKNOWN', answer.sub_msg ?? answer.msg ?? '支付宝返回错误');
    return answer;
  }

  async unifiedOrder(request: ChannelOrderRequest) {
    const bizContent = {
      out_trade_no: request.no,
      total_amount: fenToYuan(request.amount),
      subject: request.subject,
      ...(request.body ? { body: request.body } : {}),
      time_expire: alipayTime(request.expireTime),
    };
    const urls = { notify_url: request.notifyUrl, ...(request.returnUrl ? { return_url: request.returnUrl } : {}) };
    switch (this.code) {
      case 'alipay_qr': {
        const answer = await this.call('alipay.trade.precreate', { bizContent, ...urls });
        return { displayMode: 'qr_code', displayContent: answer.qr_code ?? '' };
      }
      case 'alipay_pc':
        return { displayMode: 'url', displayContent: this.sdk.pageExecute('alipay.trade.page.pay', 'GET', { bizContent: { ...bizContent, product_code: 'FAST_INSTANT_TRADE_PAY' }, ...urls }) };
      case 'alipay_wap':
        return { displayMode: 'url', displayContent: this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', { bizContent: { ...bizContent, product_code: 'QUICK_WAP_WAY' }, ...urls }) };
      default:
        return { displayMode: 'app', displayContent: this.sdk.sdkExecute('alipay.trade.app.pay', { bizContent: { ...bizContent, product_code: 'QUICK_MSECURITY_PAY' }, ...urls }) };
    }
  }

  /** Alipay's asynchronous notice: a form whose `sign` covers every other field (checked as the SDK's rsaCheck). */
  private verified(callback: ChannelCallback): Record<string, string> {
    const fields = Object.fromEntries(new URLSearchParams(callback.rawBody));
    if (!fields.sign || !this.sdk.checkNotifySign(fields)) throw new CallbackRejected('签名不正确');
    if (fields.app_id && fields.app_id !== this.sdk.config.appId) throw new CallbackRejected('app_id 不是该渠道的');
    return fields;
  }

  parseOrderNotify(callback: ChannelCallback): OrderNotice {
    const fields = this.verified(callback);
    if (!fields.out_trade_no) throw new CallbackRejected('缺少 out_trade_no');
    const status = fields.trade_status;
    if (status !== 'TRADE_SUCCESS' && status !== 'TRADE_FINISHED' && status !== 'TRADE_CLOSED') throw new CallbackRejected(`不处理的交易状态：${status ?? ''}`);
    return {
      no: fields.out_trade_no,
      status: status === 'TRADE_CLOSED' ? 'closed' : 'success',
      channelOrderNo: fields.trade_no ?? null,
      channelUserId: fields.buyer_id ?? fields.buyer_open_id ?? null,
      successTime: parseAlipayTime(fields.gmt_payment),
      raw: callback.rawBody,
    };
  }

  async unifiedRefund(request: ChannelRefundRequest) {
    const answer = await this.call('alipay.trade.refund', {
      bizContent: { out_trade_no: request.tradeNo, refund_amount: fenToYuan(request.refundAmount), out_request_no: request.refundNo, refund_reason: request.reason },
    });
    // Refunds are settled in the answer: `fund_change` Y means the money moved now.
    if (answer.fund_change !== 'Y' && fen(answer.refund_fee) < request.refundAmount) return {};
    return { notice: { no: request.refundNo, status: 'success' as const, channelRefundNo: answer.trade_no ?? null, successTime: parseAlipayTime(answer.gmt_refund_pay) ?? Date.now(), raw: JSON.stringify(answer) } };
  }

  /** Alipay tells refunds in its answer; a trade notice carrying a refund is taken as the refund's settlement. */
  parseRefundNotify(callback: ChannelCallback): RefundNotice {
    const fields = this.verified(callback);
    if (!fields.out_biz_no) throw new CallbackRejected('缺少 out_biz_no');
    return { no: fields.out_biz_no, status: 'success', channelRefundNo: fields.trade_no ?? null, successTime: parseAlipayTime(fields.gmt_refund), raw: callback.rawBody };
  }
}
