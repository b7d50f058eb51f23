import { createHmac, randomUUID } from 'node:crypto';
import { failedSend, PROVIDER_TIMEOUT_MS, type SmsAccount, type SmsClient } from '../client-types';

/** RFC 3986 encoding as Alibaba Cloud's RPC signature wants it: also `!'()*`, spaces as %20. */
export const aliyunPercentEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Alibaba Cloud's RPC signature (version 1.0, HMAC-SHA1): the parameters sorted by name and percent-encoded into
 * a canonical query, `METHOD&%2F&<encoded query>` signed with `<secret>&`, base64.
 */
export function aliyunSignature(method: string, params: Readonly<Record<string, string>>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name]!)}`)
    .join('&');
  return createHmac('sha1', `${secret}&`).update(`${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`).digest('base64');
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/**
 * Alibaba Cloud SMS (dysmsapi 2017-05-25, SendSms), written to its public RPC API. The channel's api key is the
 * AccessKey ID, its secret the AccessKey secret; the template id is the provider's TemplateCode. The answer's BizId
 * is what a delivery receipt names (api_serial_no).
 */
export function aliyunClient(account: SmsAccount, endpoint: string): SmsClient {
  return {
    async send(message) {
      const params: Record<string, string> = {
        AccessKeyId: account.apiKey,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.mobile,
        RegionId: 'cn-hangzhou',
        SignName: message.signature,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: message.apiTemplateId,
        TemplateParam: JSON.stringify(message.params),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const body = new URLSearchParams({ ...params, Signature: aliyunSignature('POST', params, account.apiSecret ?? '') });
      const res = await fetch(new URL('/', endpoint), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const answer = (await res.json().catch(() => null)) as SendSmsAnswer | null;
      if (!answer?.Code) return failedSend(`HTTP_${res.status}`, '阿里云短信：无法识别的应答');
      return {
        success: answer.Code === 'OK',
        apiCode: answer.Code,
        apiMsg: answer.Message ?? '',
        apiRequestId: answer.RequestId ?? null,
        apiSerialNo: answer.BizId ?? null,
      };
    },
  };
}
