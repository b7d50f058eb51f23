import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
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
    clients: new PayClients(db, config.pay.wechatEndpoint),
    notifier: new PayNotifier(db, log, config.pay.notifyTimeoutSeconds * 1000),
    callbackOrigin: config.pay.callbackOrigin,
  };
}

/**
 * The gateway numbers (out_trade_no, out_refund_no), made by the database as the row is inserted: its clock as
 * yyyyMMddHHmmss and six digits of a sequence (unique by index; they would repeat only past a million in a second).
 */
export const tradeNo = () => sql<string>`to_char(now(), 'YYYYMMDDHH24MISS') || lpad((nextval('pay_no_seq') % 1000000)::text, 6, '0')`;

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment: gateway clients and the merchant notifier. */
    pay: PayRuntime;
  }
}
