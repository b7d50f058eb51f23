/**
 * AES helpers for the AJ-Captcha protocol.
 *
 * AES-128-ECB, PKCS7 padding, key = UTF-8 bytes of a 16-character string,
 * ciphertext as standard base64. Bit-compatible with the UI's CryptoJS call:
 *   CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(word), CryptoJS.enc.Utf8.parse(key),
 *     { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString()
 */
import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';

function keyBytes(key: string): Buffer {
  const k = Buffer.from(key, 'utf8');
  if (k.length !== 16) {
    throw new Error(`AES key must be 16 bytes (got ${k.length})`);
  }
  return k;
}

export function aesEncrypt(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', keyBytes(key), null);
  cipher.setAutoPadding(true);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decrypts; throws on malformed base64, wrong block length, bad padding or invalid UTF-8. */
export function aesDecrypt(base64: string, key: string): string {
  if (typeof base64 !== 'string') throw new Error('AES input must be a string');
  const b64 = base64.replace(/\s+/g, '');
  if (b64.length === 0 || !BASE64_RE.test(b64)) throw new Error('AES input is not valid base64');
  const data = Buffer.from(b64, 'base64');
  if (data.length === 0 || data.length % 16 !== 0) {
    throw new Error('AES input length is not a multiple of the block size');
  }
  const decipher = createDecipheriv('aes-128-ecb', keyBytes(key), null);
  decipher.setAutoPadding(true);
  const out = Buffer.concat([decipher.update(data), decipher.final()]);
  // fatal decoding: a wrong key that happens to yield valid padding almost always yields invalid UTF-8
  return new TextDecoder('utf-8', { fatal: true }).decode(out);
}

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 16 crypto-random alphanumeric characters (usable directly as an AES-128 key). */
export function randomSecretKey(): string {
  let s = '';
  for (let i = 0; i < 16; i++) s += ALPHANUM[randomInt(ALPHANUM.length)];
  return s;
}
