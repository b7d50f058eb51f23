import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the SMS providers' public APIs. Each checks a request the way its provider documents it —
 * written here from the documentation, not from the product's client — and answers in the provider's shapes.
 */

export interface ReceivedSms {
  mobile: string;
  signName: string;
  templateId: string;
  /** Aliyun: the TemplateParam object; Tencent: the TemplateParamSet list. */
  params: unknown;
  serialNo: string;
}

export interface SmsStandIn {
  url: string;
  received: ReceivedSms[];
  /** Requests refused, with the provider's error code. */
  refused: string[];
  close: () => Promise<void>;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => () => new Promise<void>((resolve) => server.close(() => resolve()));

/** RFC 3986 per Alibaba Cloud's "POP signature" document: unreserved characters as they are, the rest %XX. */
function popEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** Alibaba Cloud SMS (dysmsapi, RPC style): SendSms with a version 1.0 HMAC-SHA1 signature, form-encoded POST. */
export async function startAliyunSmsStandIn(accounts: Record<string, string>): Promise<SmsStandIn> {
  const received: ReceivedSms[] = [];
  const refused: string[] = [];
  const seenNonces = new Set<string>();
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const answer = (status: number, body: Record<string, unknown>) => {
        if (typeof body.Code === 'string' && body.Code !== 'OK') refused.push(body.Code);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ RequestId: randomUUID(), ...body }));
      };
      const params = Object.fromEntries(new URLSearchParams(text));
      for (const name of ['AccessKeyId', 'Action', 'Format', 'PhoneNumbers', 'SignName', 'SignatureMethod', 'SignatureNonce', 'SignatureVersion', 'TemplateCode', 'Timestamp', 'Version', 'Signature']) {
        if (!params[name]) return answer(400, { Code: 'MissingParameter', Message: `${name} is mandatory for this action.` });
      }
      if (req.method !== 'POST' || params.Action !== 'SendSms' || params.Version !== '2017-05-25') return answer(400, { Code: 'InvalidAction', Message: 'Specified action is not valid.' });
      const secret = accounts[params.AccessKeyId!];
      if (secret === undefined) return answer(404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
      if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') return answer(400, { Code: 'InvalidSignatureMethod', Message: 'Specified signature method is not supported.' });
      const age = Math.abs(Date.now() - Date.parse(params.Timestamp!));
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(params.Timestamp!) || !(age < 15 * 60_000)) return answer(400, { Code: 'InvalidTimeStamp.Expired', Message: 'Specified time stamp or date value is expired.' });
      if (seenNonces.has(params.SignatureNonce!)) return answer(400, { Code: 'SignatureNonceUsed', Message: 'Specified signature nonce was used already.' });
      const { Signature: signature, ...signed } = params;
      const query = Object.entries(signed)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, value]) => `${popEncode(name)}=${popEncode(value)}`)
        .join('&');
      const expected = createHmac('sha1', `${secret}&`).update(`POST&%2F&${popEncode(query)}`).digest('base64');
      if (signature !== expected) return answer(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
      seenNonces.add(params.SignatureNonce!);
      if (!/^1\d{10}$/.test(params.PhoneNumbers!)) return answer(200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
      let templateParams: unknown;
      try {
        templateParams = JSON.parse(params.TemplateParam ?? '{}');
      } catch {
        return answer(200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' });
      }
      const serialNo = `${Date.now()}^${received.length + 1}`;
      received.push({ mobile: params.PhoneNumbers!, signName: params.SignName!, templateId: params.TemplateCode!, params: templateParams, serialNo });
      return answer(200, { Code: 'OK', Message: 'OK', BizId: serialNo });
    });
  });
  return { url: await listen(server), received, refused, close: close(server) };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmacSha256 = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** Tencent Cloud SMS (API 3.0): SendSms 2021-01-11, JSON POST signed with TC3-HMAC-SHA256. */
export async function startTencentSmsStandIn(accounts: Record<string, { secretKey: string; sdkAppId: string }>): Promise<SmsStandIn> {
  const received: ReceivedSms[] = [];
  const refused: string[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((payload) => {
      const requestId = randomUUID();
      const error = (code: string, message: string) => {
        refused.push(code);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Response: { Error: { Code: code, Message: message }, RequestId: requestId } }));
      };
      const header = (name: string) => String(req.headers[name] ?? '');
      if (header('x-tc-action') !== 'SendSms' || header('x-tc-version') !== '2021-01-11') return error('InvalidAction', 'The action or version is not valid.');
      const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(header('authorization'));
      if (!auth) return error('AuthFailure.SignatureFailure', 'The Authorization header is malformed.');
      const [, secretId, date, signedHeaders, signature] = auth as unknown as [string, string, string, string, string];
      const account = accounts[secretId];
      if (!account) return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
      const timestamp = Number(header('x-tc-timestamp'));
      if (!(Math.abs(Date.now() / 1000 - timestamp) < 300)) return error('AuthFailure.SignatureExpire', 'Signature expired.');
      if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return error('AuthFailure.SignatureFailure', 'The credential date does not match the timestamp.');
      const headerNames = signedHeaders.split(';');
      const canonicalHeaders = headerNames.map((name) => `${name}:${header(name).trim().toLowerCase()}\n`).join('');
      const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(payload)}`;
      const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${sha256(canonicalRequest)}`;
      const key = hmacSha256(hmacSha256(hmacSha256(`TC3${account.secretKey}`, date), 'sms'), 'tc3_request');
      if (createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex') !== signature || !headerNames.includes('host')) {
        return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
      }
      const body = JSON.parse(payload) as { PhoneNumberSet?: string[]; SmsSdkAppId?: string; SignName?: string; TemplateId?: string; TemplateParamSet?: string[] };
      if (body.SmsSdkAppId !== account.sdkAppId) return error('FailedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId verification failed.');
      const phone = body.PhoneNumberSet?.[0] ?? '';
      if (!/^\+861\d{10}$/.test(phone)) return error('InvalidParameterValue.IncorrectPhoneNumber', 'Incorrect phone number.');
      const serialNo = `2433:${received.length + 1}${Date.now()}`;
      received.push({ mobile: phone.slice(3), signName: body.SignName ?? '', templateId: body.TemplateId ?? '', params: body.TemplateParamSet ?? [], serialNo });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ Response: { SendStatusSet: [{ SerialNo: serialNo, PhoneNumber: phone, Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' }], RequestId: requestId } }),
      );
    });
  });
  return { url: await listen(server), received, refused, close: close(server) };
}
