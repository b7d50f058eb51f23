/**
 * What the order and refund services ask of a payment gateway, whichever it is (reference §1.6: the original's
 * PayClient). A channel's client is built from its stored config; the gateway's answers come back as these notices,
 * whether at once (the sandbox) or later through the channel's callback URL — one path settles both.
 */

export interface ChannelOrderRequest {
  /** Our trade number for this submit (out_trade_no). */
  no: string;
  subject: string;
  body: string;
  amount: number;
  expireTime: number;
  userIp: string;
  /** Where the gateway posts its result: the channel's callback route. */
  notifyUrl: string;
  returnUrl?: string;
  extras: Record<string, string>;
}

/** A gateway's word on a payment, signature already verified. */
export interface OrderNotice {
  no: string;
  status: 'success' | 'closed';
  channelOrderNo: string | null;
  channelUserId?: string | null;
  successTime?: number;
  /** The raw notification, kept on the extension (支付通道异步回调内容). */
  raw: string;
}

export interface ChannelOrderResult {
  displayMode: string;
  displayContent: string;
  /** A result the gateway gave at once, settled by the same path as a callback. */
  notice?: OrderNotice;
}

export interface ChannelRefundRequest {
  tradeNo: string;
  refundNo: string;
  payAmount: number;
  refundAmount: number;
  reason: string;
  notifyUrl: string;
}

export interface RefundNotice {
  no: string;
  status: 'success' | 'failure';
  channelRefundNo: string | null;
  errorCode?: string | null;
  errorMsg?: string | null;
  successTime?: number;
  raw: string;
}

/** A callback as it arrived: headers and the exact body bytes (signatures are over them). */
export interface ChannelCallback {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export interface PayClient {
  unifiedOrder: (request: ChannelOrderRequest) => Promise<ChannelOrderResult>;
  /** Verifies and reads a payment callback; throws when its signature does not hold. */
  parseOrderNotify: (callback: ChannelCallback) => OrderNotice | Promise<OrderNotice>;
  unifiedRefund: (request: ChannelRefundRequest) => Promise<{ notice?: RefundNotice }>;
  parseRefundNotify: (callback: ChannelCallback) => RefundNotice | Promise<RefundNotice>;
}

/** A gateway's refusal, shown as 1007002004 with its code and text. */
export class ChannelError extends Error {
  constructor(
    readonly channelCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelError';
  }
}

/** A callback whose signature or content does not hold: answered as a failure, changing nothing. */
export class CallbackRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CallbackRejected';
  }
}
