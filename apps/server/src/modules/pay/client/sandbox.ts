import { createHmac, timingSafeEqual } from 'node:crypto';
import { CallbackRejected, ChannelError, type ChannelCallback, type OrderNotice, type PayClient, type RefundNotice } from './types';

/**
 * The sandbox channel (`mock`, 模拟支付): a gateway inside the server, so a whole payment and refund run on one
 * machine. It answers like a real gateway — a signed notification — and that notification is settled by the same
 * verification and settlement path as a WeChat or Alipay callback, so replays, signatures and idempotency are the
 * real code either way.
 *
 * A submit is paid at once, as the original's MockPayClient (模拟支付) pays; `channelExtras.result` = `fail` fails it
 * (the cashier's second button), and `wait` leaves it waiting, for the decision to be posted later as a signed
 * notification (how a real gateway's callback path is tried on one machine). Refunds succeed at once, as the
 * original's.
 */

const SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxNotification {
  kind: 'order' | 'refund';
  no: string;
  status: 'success' | 'closed' | 'failure';
  channelNo: string | null;
  time: number;
}

export function signSandbox(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex');
}

/** A notification and its signature header, as the sandbox gateway "posts" it. */
export function sandboxCallback(key: Buffer, notification: SandboxNotification): ChannelCallback {
  const rawBody = JSON.stringify(notification);
  return { rawBody, headers: { [SIGNATURE_HEADER]: signSandbox(key, rawBody) } };
}

function verified(key: Buffer, callback: ChannelCallback, kind: SandboxNotification['kind']): SandboxNotification {
  const header = callback.headers[SIGNATURE_HEADER];
  const given = Buffer.from(typeof header === 'string' ? header : '', 'utf8');
  const expected = Buffer.from(signSandbox(key, callback.rawBody), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new CallbackRejected('签名不正确');
  let value: unknown;
  try {
    value = JSON.parse(callback.rawBody);
  } catch {
    throw new CallbackRejected('通知内容不是 JSON');
  }
  const n = value as Partial<SandboxNotification>;
  if (n.kind !== kind || typeof n.no !== 'string' || typeof n.time !== 'number') throw new CallbackRejected('通知内容不完整');
  return n as SandboxNotification;
}

export class SandboxPayClient implements PayClient {
  constructor(private readonly key: Buffer) {}

  unifiedOrder(request: Parameters<PayClient['unifiedOrder']>[0]) {
    const result = request.extras.result ?? 'success';
    if (result === 'wait') return Promise.resolve({ displayMode: 'none', displayContent: '' });
    if (result !== 'success' && result !== 'fail') return Promise.reject(new ChannelError('INVALID_RESULT', 'channelExtras.result 只能是 success、fail 或 wait'));
    const paid = result === 'success';
    const callback = sandboxCallback(this.key, { kind: 'order', no: request.no, status: paid ? 'success' : 'closed', channelNo: paid ? `MOCK-P-${request.no}` : null, time: Date.now() });
    return Promise.resolve({ displayMode: 'none', displayContent: '', notice: this.parseOrderNotify(callback) });
  }

  parseOrderNotify(callback: ChannelCallback): OrderNotice {
    const n = verified(this.key, callback, 'order');
    if (n.status !== 'success' && n.status !== 'closed') throw new CallbackRejected('支付状态不正确');
    return { no: n.no, status: n.status, channelOrderNo: n.channelNo, channelUserId: null, successTime: n.time, raw: callback.rawBody };
  }

  unifiedRefund(request: Parameters<PayClient['unifiedRefund']>[0]) {
    const callback = sandboxCallback(this.key, { kind: 'refund', no: request.refundNo, status: 'success', channelNo: `MOCK-R-${request.refundNo}`, time: Date.now() });
    return Promise.resolve({ notice: this.parseRefundNotify(callback) });
  }

  parseRefundNotify(callback: ChannelCallback): RefundNotice {
    const n = verified(this.key, callback, 'refund');
    if (n.status !== 'success' && n.status !== 'failure') throw new CallbackRejected('退款状态不正确');
    return { no: n.no, status: n.status, channelRefundNo: n.channelNo, successTime: n.time, raw: callback.rawBody };
  }
}
