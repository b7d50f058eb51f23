import { createHash, createHmac } from 'node:crypto';
import { failedSend, PROVIDER_TIMEOUT_MS, type SmsAccount, type SmsClient } from '../client-types';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

interface Tc3Request {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  payload: string;
  /** Seconds since the epoch; its UTC date scopes the credential. */
  timestamp: number;
}

/**
 * Tencent Cloud API 3.0's TC3-HMAC-SHA256 `Authorization` for a JSON POST to `/` signing content-type and host:
 * canonical request → string to sign → a key derived from the secret, the date and the service.
 */
export function tc3Authorization({ secretId, secretKey, service, host, payload, timestamp }: Tc3Request): string {
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = ['POST', '/', '', `content-type:application/json; charset=utf-8\nhost:${host}\n`, 'content-type;host', sha256Hex(payload)].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

interface SendSmsAnswer {
  Response?: {
    RequestId?: string;
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: Array<{ SerialNo?: string; Code?: string; Message?: string }>;
  };
}

/**
 * Tencent Cloud SMS (API 3.0, SendSms 2021-01-11), written to its public API. As the original, the channel's api key
 * holds the SecretId and the SmsSdkAppId separated by a space, its secret the SecretKey; the template's parameters
 * go out as a list in the content's order. The SerialNo is what a delivery receipt names (its `sid`).
 */
export function tencentClient(account: SmsAccount, endpoint: string): SmsClient {
  return {
    async send(message) {
      const [secretId, sdkAppId] = account.apiKey.trim().split(/\s+/);
      if (!secretId || !sdkAppId) return failedSend('CONFIG', '腾讯云短信：api key 应为「SecretId SdkAppId」');
      const url = new URL('/', endpoint);
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${message.mobile}`],
        SmsSdkAppId: sdkAppId,
        SignName: message.signature,
        TemplateId: message.apiTemplateId,
        TemplateParamSet: message.paramOrder.map((name) => message.params[name] ?? ''),
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: tc3Authorization({ secretId, secretKey: account.apiSecret ?? '', service: 'sms', host: url.host, payload, timestamp }),
          'content-type': 'application/json; charset=utf-8',
          'x-tc-action': 'SendSms',
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': 'ap-guangzhou',
        },
        body: payload,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const answer = ((await res.json().catch(() => null)) as SendSmsAnswer | null)?.Response;
      if (!answer) return failedSend(`HTTP_${res.status}`, '腾讯云短信：无法识别的应答');
      const requestId = answer.RequestId ?? null;
      if (answer.Error) return { ...failedSend(answer.Error.Code ?? 'ERROR', answer.Error.Message ?? ''), apiRequestId: requestId };
      const status = answer.SendStatusSet?.[0];
      if (!status?.Code) return { ...failedSend(`HTTP_${res.status}`, '腾讯云短信：应答中没有发送状态'), apiRequestId: requestId };
      return { success: status.Code === 'Ok', apiCode: status.Code, apiMsg: status.Message ?? '', apiRequestId: requestId, apiSerialNo: status.SerialNo ?? null };
    },
  };
}
