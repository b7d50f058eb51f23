// AES-128-ECB with PKCS#7 padding, encryption only: the AJ-Captcha protocol needs it. Web Crypto has no ECB (and
// no crypto.subtle at all on a plain-HTTP intranet address), so the audited @noble/ciphers does the cipher.
import { ecb } from '@noble/ciphers/aes.js';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** AES-128-ECB-PKCS7 of the UTF-8 text with the UTF-8 key (16 bytes), as base64 — CryptoJS-compatible. */
export function aesEcbEncrypt(plainText: string, key: string): string {
  const keyBytes = new TextEncoder().encode(key);
  if (keyBytes.length !== 16) throw new Error(`AES key must be 16 bytes, got ${keyBytes.length}`);
  return toBase64(ecb(keyBytes).encrypt(new TextEncoder().encode(plainText)));
}
