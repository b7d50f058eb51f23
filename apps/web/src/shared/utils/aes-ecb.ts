// AES-128-ECB with PKCS#7 padding, encryption only: the AJ-Captcha protocol needs it and Web Crypto has no ECB.
// Tables are computed at load time to keep the bundle small (~1 kB).

const SBOX = new Uint8Array(256);

function rotl8(x: number, shift: number): number {
  return ((x << shift) | (x >>> (8 - shift))) & 0xff;
}

function xtime(b: number): number {
  return ((b << 1) ^ (b & 0x80 ? 0x1b : 0)) & 0xff;
}

(function buildSbox() {
  let p = 1;
  let q = 1;
  do {
    p = (p ^ (p << 1) ^ (p & 0x80 ? 0x1b : 0)) & 0xff; // p * 3
    q ^= q << 1; // q / 3
    q ^= q << 2;
    q ^= q << 4;
    q &= 0xff;
    if (q & 0x80) q ^= 0x09;
    SBOX[p] = (q ^ rotl8(q, 1) ^ rotl8(q, 2) ^ rotl8(q, 3) ^ rotl8(q, 4) ^ 0x63) & 0xff;
  } while (p !== 1);
  SBOX[0] = 0x63;
})();

function expandKey(key: Uint8Array): Uint8Array {
  const words = new Uint8Array(176);
  words.set(key);
  let rcon = 1;
  for (let i = 16; i < 176; i += 4) {
    let t0 = words[i - 4]!;
    let t1 = words[i - 3]!;
    let t2 = words[i - 2]!;
    let t3 = words[i - 1]!;
    if (i % 16 === 0) {
      const first = t0;
      t0 = SBOX[t1]! ^ rcon;
      t1 = SBOX[t2]!;
      t2 = SBOX[t3]!;
      t3 = SBOX[first]!;
      rcon = xtime(rcon);
    }
    words[i] = words[i - 16]! ^ t0;
    words[i + 1] = words[i - 15]! ^ t1;
    words[i + 2] = words[i - 14]! ^ t2;
    words[i + 3] = words[i - 13]! ^ t3;
  }
  return words;
}

function encryptBlock(block: Uint8Array, roundKeys: Uint8Array): void {
  const tmp = new Uint8Array(16);
  for (let i = 0; i < 16; i++) block[i]! ^= roundKeys[i]!;
  for (let round = 1; round <= 10; round++) {
    // SubBytes + ShiftRows: byte (row r, column c) moves from column (c + r) mod 4.
    for (let c = 0; c < 4; c++) {
      for (let r = 0; r < 4; r++) tmp[r + 4 * c] = SBOX[block[r + 4 * ((c + r) % 4)]!]!;
    }
    if (round < 10) {
      for (let c = 0; c < 4; c++) {
        const a0 = tmp[4 * c]!;
        const a1 = tmp[4 * c + 1]!;
        const a2 = tmp[4 * c + 2]!;
        const a3 = tmp[4 * c + 3]!;
        block[4 * c] = xtime(a0) ^ xtime(a1) ^ a1 ^ a2 ^ a3;
        block[4 * c + 1] = a0 ^ xtime(a1) ^ xtime(a2) ^ a2 ^ a3;
        block[4 * c + 2] = a0 ^ a1 ^ xtime(a2) ^ xtime(a3) ^ a3;
        block[4 * c + 3] = xtime(a0) ^ a0 ^ a1 ^ a2 ^ xtime(a3);
      }
    } else {
      block.set(tmp);
    }
    const offset = round * 16;
    for (let i = 0; i < 16; i++) block[i]! ^= roundKeys[offset + i]!;
  }
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** AES-128-ECB-PKCS7 of the UTF-8 text with the UTF-8 key (16 bytes), as base64 — CryptoJS-compatible. */
export function aesEcbEncrypt(plainText: string, key: string): string {
  const keyBytes = new TextEncoder().encode(key);
  if (keyBytes.length !== 16) throw new Error(`AES key must be 16 bytes, got ${keyBytes.length}`);
  const roundKeys = expandKey(keyBytes);
  const data = new TextEncoder().encode(plainText);
  const padding = 16 - (data.length % 16);
  const padded = new Uint8Array(data.length + padding);
  padded.set(data);
  padded.fill(padding, data.length);
  for (let offset = 0; offset < padded.length; offset += 16) {
    encryptBlock(padded.subarray(offset, offset + 16), roundKeys);
  }
  return toBase64(padded);
}
