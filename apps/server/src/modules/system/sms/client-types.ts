/** What every SMS client speaks: the message it is given and the answer it gives. */

/** What a channel's client is asked to send: the signature, the provider's template and its parameters. */
export interface SmsMessage {
  mobile: string;
  signature: string;
  apiTemplateId: string;
  params: Readonly<Record<string, string>>;
  /** The parameter names in the content's order (providers that take a list of values). */
  paramOrder: readonly string[];
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
  /**
   * The client only records (no provider behind it): its answer is known at once and is written with the send-log
   * row, in the caller's transaction, instead of by a second statement after it.
   */
  recordsOnly?: true;
}

/** A channel's provider account, as stored. */
export interface SmsAccount {
  apiKey: string;
  apiSecret: string | null;
}

/** A provider's answer that is not the JSON it documents, or no answer, as a failed send. */
export function failedSend(apiCode: string, apiMsg: string): SmsSendResult {
  return { success: false, apiCode, apiMsg, apiRequestId: null, apiSerialNo: null };
}

/** How long a provider may take to answer before the send counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;
