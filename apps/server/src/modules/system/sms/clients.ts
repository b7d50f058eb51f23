/** What a channel's client is asked to send: the signature, the provider's template and its parameters. */
export interface SmsMessage {
  mobile: string;
  signature: string;
  apiTemplateId: string;
  params: Readonly<Record<string, string>>;
  /** The text as it will read (the console channel records it; providers render their own template). */
  content: string;
}

/** A provider's answer: success, and its own code, message, request id and serial number (for receipts). */
export interface SmsSendResult {
  success: boolean;
  apiCode: string;
  apiMsg: string;
  apiRequestId: string | null;
  apiSerialNo: string | null;
}

export interface SmsClient {
  send: (message: SmsMessage) => Promise<SmsSendResult>;
}

/**
 * The console channel: delivers nothing. The message is in the send log (content and parameters), which is where a
 * developer — or an end-to-end test — reads a sign-in code on one machine.
 */
export const consoleClient: SmsClient = {
  send: () => Promise.resolve({ success: true, apiCode: 'CONSOLE', apiMsg: '未发送：本机渠道只记入短信日志', apiRequestId: null, apiSerialNo: null }),
};

/** The client of a channel code; the providers' clients (Aliyun, Tencent Cloud) join here. */
export function smsClientFor(channelCode: string): SmsClient | undefined {
  return channelCode === 'CONSOLE' ? consoleClient : undefined;
}
