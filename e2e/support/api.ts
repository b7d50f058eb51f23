import { createCipheriv } from 'node:crypto';

/** AES-128-ECB / PKCS7 / base64 with a 16-character key: the AJ-Captcha encryption (same as the web client). */
function aesEncrypt(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(origin: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${origin}/admin-api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The expected x (in the 310-px captcha space) of a pending challenge, through the server's test-only hook. */
export async function captchaAnswer(origin: string, token: string): Promise<number> {
  const body = await call<Envelope<{ x: number }>>(origin, `/system/captcha/test-answer?token=${encodeURIComponent(token)}`);
  if (body.code !== 0) throw new Error(`captcha test-answer: ${body.code} ${body.msg}`);
  return body.data.x;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Signs in through the API the way the web client does (captcha get → check → login), for tests whose subject is
 * not the sign-in screen. Each call gives a fresh token family, so tests never share or spend each other's tokens.
 * `headers` go with the sign-in itself (e.g. `tenant-id` to sign in to another tenant).
 */
export async function signInThroughApi(origin: string, username = 'admin', password = 'admin123', headers: Record<string, string> = {}): Promise<Tokens> {
  const challenge = await call<{ repCode: string; repData: { token: string; secretKey: string } }>(origin, '/system/captcha/get', {
    method: 'POST',
    body: JSON.stringify({ captchaType: 'blockPuzzle' }),
  });
  if (challenge.repCode !== '0000') throw new Error(`captcha get: ${challenge.repCode}`);
  const { token, secretKey } = challenge.repData;
  const point = JSON.stringify({ x: await captchaAnswer(origin, token), y: 5 });
  const check = await call<{ repCode: string }>(origin, '/system/captcha/check', {
    method: 'POST',
    body: JSON.stringify({ captchaType: 'blockPuzzle', token, pointJson: aesEncrypt(point, secretKey) }),
  });
  if (check.repCode !== '0000') throw new Error(`captcha check: ${check.repCode}`);
  const login = await call<Envelope<Tokens>>(origin, '/system/auth/login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password, captchaVerification: aesEncrypt(`${token}---${point}`, secretKey) }),
  });
  if (login.code !== 0) throw new Error(`login: ${login.code} ${login.msg}`);
  return { accessToken: login.data.accessToken, refreshToken: login.data.refreshToken };
}
