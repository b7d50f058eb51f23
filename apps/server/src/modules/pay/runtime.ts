import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { AppConfig } from '../../platform/config';
import { PayClients } from './client/registry';
import { PayNotifier } from './notify/service';

/** What the payment services share across requests: the gateway clients, the merchant notifier, the callback origin. */
export interface PayRuntime {
  clients: PayClients;
  notifier: PayNotifier;
  /** Gateways post to `<callbackOrigin>/app-api/pay/order/notify/<channelId>` (and …/refund/notify/…). */
  callbackOrigin: string;
}

export function createPayRuntime(db: Db, config: AppConfig, log: FastifyBaseLogger): PayRuntime {
  return {
    clients: new PayClients(db),
    notifier: new PayNotifier(db, log, config.pay.notifyTimeoutSeconds * 1000),
    callbackOrigin: config.pay.callbackOrigin,
  };
}

/** The gateway numbers (out_trade_no, out_refund_no): yyyyMMddHHmmss and six digits of a sequence, unique by index. */
export function tradeNo(sequence: number, now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `${stamp}${String(sequence % 1_000_000).padStart(6, '0')}`;
}
