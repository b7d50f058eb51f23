import type { SmsAccount, SmsClient } from './client-types';
import { aliyunClient } from './providers/aliyun';
import { tencentClient } from './providers/tencent';

export type { SmsClient, SmsMessage, SmsSendResult } from './client-types';

/** Where each provider's API answers (AppConfig.smsEndpoints). */
export interface SmsEndpoints {
  aliyun: string;
  tencent: string;
}

/**
 * The console channel: delivers nothing. The message is in the send log (content and parameters), which is where a
 * developer — or an end-to-end test — reads a sign-in code on one machine.
 */
export const consoleClient: SmsClient = {
  send: () => Promise.resolve({ success: true, apiCode: 'CONSOLE', apiMsg: '未发送：本机渠道只记入短信日志', apiRequestId: null, apiSerialNo: null }),
  recordsOnly: true,
};

const FACTORIES: Record<string, (account: SmsAccount, endpoints: SmsEndpoints) => SmsClient> = {
  CONSOLE: () => consoleClient,
  ALIYUN: (account, endpoints) => aliyunClient(account, endpoints.aliyun),
  TENCENT: (account, endpoints) => tencentClient(account, endpoints.tencent),
};

/** The channel codes (system_sms_channel_code) this server can send through. */
export const SUPPORTED_SMS_CHANNEL_CODES: readonly string[] = Object.keys(FACTORIES);

/** The client of a channel; undefined for a code without one. */
export function smsClientFor(code: string, account: SmsAccount, endpoints: SmsEndpoints): SmsClient | undefined {
  return FACTORIES[code]?.(account, endpoints);
}
