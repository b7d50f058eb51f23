import { describe, it, expect } from 'vitest';
import { PNG } from 'pngjs';
import { aesDecrypt, aesEncrypt, randomSecretKey } from '../src/modules/system/captcha/aes';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  PIECE_SIZE,
  PIECE_TOP_MAX,
  PIECE_TOP_MIN,
  PIECE_X_MAX,
  PIECE_X_MIN,
  generateBlockPuzzle,
  generateBlockPuzzleDetailed,
} from '../src/modules/system/captcha/images';
import { mulberry32 } from '../src/platform/prng';

const KEY = 'XwKsGlMcdPMEhR1B';

describe('captcha AES (AES-128-ECB / PKCS7 / base64, CryptoJS-compatible)', () => {
  // Expected values computed independently with:
  //   printf %s "$PLAIN" | openssl enc -aes-128-ecb -K 58774b73476c4d6364504d4568523142 -nosalt | base64 -w0
  const vectors: Array<[string, string]> = [
    ['{"x":118.72340425531915,"y":5}', 'nX9y9MsuoV17pZ5NpVVQt2DUsfkTJvEGITb9SUsEDqo='],
    ['abc', 'puDlGeA6nBBLlSvISzrCpw=='],
    ['', 'BGf9C2RVBUxkGIHaWXXYLA=='],
    ['验证码', 'wt6BFF19gsuWeYZLLGnAnQ=='],
  ];

  it.each(vectors)('matches the openssl known answer for %j', (plain, expected) => {
    expect(aesEncrypt(plain, KEY)).toBe(expected);
    expect(aesDecrypt(expected, KEY)).toBe(plain);
  });

  it('round-trips arbitrary text, including the login captchaVerification format', () => {
    const key = randomSecretKey();
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const pointJson = JSON.stringify({ x: 137.5, y: 5 });
    for (const plain of [pointJson, `${token}---${pointJson}`, 'x'.repeat(16), 'x'.repeat(1000), '芋道源码 ✓']) {
      const enc = aesEncrypt(plain, key);
      expect(enc).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(enc, 'base64').length % 16).toBe(0);
      expect(aesDecrypt(enc, key)).toBe(plain);
    }
  });

  it('full-block plaintext gets a whole padding block (PKCS7)', () => {
    expect(Buffer.from(aesEncrypt('0123456789abcdef', KEY), 'base64').length).toBe(32);
  });

  it('throws with a wrong key', () => {
    const enc = aesEncrypt('{"x":120,"y":5}', KEY);
    expect(() => aesDecrypt(enc, 'XwKsGlMcdPMEhR1C')).toThrow();
    expect(() => aesDecrypt(enc, 'AAAAAAAAAAAAAAAA')).toThrow();
    for (let i = 0; i < 200; i++) {
      const other = randomSecretKey();
      if (other === KEY) continue;
      expect(() => aesDecrypt(enc, other)).toThrow();
    }
  });

  it('throws on malformed input', () => {
    expect(() => aesDecrypt('', KEY)).toThrow();
    expect(() => aesDecrypt('not base64 at all!', KEY)).toThrow();
    expect(() => aesDecrypt('puDlGeA6nBBLlSvISzrC', KEY)).toThrow(); // truncated
    expect(() => aesDecrypt(Buffer.alloc(15).toString('base64'), KEY)).toThrow(); // not a block multiple
    expect(() => aesDecrypt(Buffer.alloc(16).toString('base64'), KEY)).toThrow(); // bad padding
    expect(() => aesDecrypt('puDlGeA6nBBLlSvISzrCpw==', 'short')).toThrow(); // key not 16 bytes
  });

  it('randomSecretKey returns 16 random alphanumerics', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const k = randomSecretKey();
      expect(k).toMatch(/^[A-Za-z0-9]{16}$/);
      keys.add(k);
    }
    expect(keys.size).toBe(100);
  });
});

function decode(b64: string): PNG {
  expect(b64.startsWith('data:')).toBe(false);
  return PNG.sync.read(Buffer.from(b64, 'base64'));
}

describe('generateBlockPuzzle', () => {
  it('returns valid PNGs of the protocol sizes, x in bounds and y = 5', () => {
    const r = generateBlockPuzzle();
    const bg = decode(r.backgroundBase64);
    const piece = decode(r.pieceBase64);
    expect([bg.width, bg.height]).toEqual([310, 155]);
    expect([piece.width, piece.height]).toEqual([47, 155]);
    expect(Number.isInteger(r.x)).toBe(true);
    expect(r.x).toBeGreaterThanOrEqual(PIECE_X_MIN);
    expect(r.x).toBeLessThanOrEqual(CAPTCHA_WIDTH - PIECE_SIZE - 10);
    expect(r.y).toBe(5);
    expect(Object.keys(r).sort()).toEqual(['backgroundBase64', 'pieceBase64', 'x', 'y']);
  });

  it('piece is transparent outside the jigsaw shape and opaque inside, at the hole position', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const r = generateBlockPuzzleDetailed(mulberry32(seed));
      expect(r.x).toBeGreaterThanOrEqual(PIECE_X_MIN);
      expect(r.x).toBeLessThanOrEqual(PIECE_X_MAX);
      expect(r.top).toBeGreaterThanOrEqual(PIECE_TOP_MIN);
      expect(r.top).toBeLessThanOrEqual(PIECE_TOP_MAX);
      const piece = decode(r.pieceBase64);
      const bg = decode(r.backgroundBase64);
      let inside = 0;
      let outside = 0;
      const bad: string[] = []; // collected instead of per-pixel expect() calls, which are slow
      for (let py = 0; py < CAPTCHA_HEIGHT; py++) {
        for (let px = 0; px < PIECE_SIZE; px++) {
          const a = piece.data[(py * PIECE_SIZE + px) * 4 + 3];
          const ly = py - r.top;
          const d = ly < 0 || ly >= PIECE_SIZE ? Infinity : r.shape.distance(px + 0.5, ly + 0.5);
          if (d >= 0.5) {
            outside++;
            if (a !== 0) bad.push(`seed ${seed} (${px},${py}) outside but alpha ${a}`);
          } else if (d <= -0.5) {
            inside++;
            if (a !== 255) bad.push(`seed ${seed} (${px},${py}) inside but alpha ${a}`);
            if (d < -4) {
              // deep inside: the background shows the darkened hole exactly here
              const p = (py * PIECE_SIZE + px) * 4;
              const b = (py * CAPTCHA_WIDTH + r.x + px) * 4;
              const pieceSum = piece.data[p]! + piece.data[p + 1]! + piece.data[p + 2]!;
              const bgSum = bg.data[b]! + bg.data[b + 1]! + bg.data[b + 2]!;
              if (bgSum > pieceSum * 0.55 + 4) bad.push(`seed ${seed} (${px},${py}) hole not darkened`);
            }
          }
        }
      }
      expect(bad.slice(0, 10)).toEqual([]);
      // a jigsaw piece: body 35×35 plus knobs, minus sockets
      expect(inside).toBeGreaterThan(900);
      expect(inside).toBeLessThan(1800);
      expect(outside).toBeGreaterThan(PIECE_SIZE * (CAPTCHA_HEIGHT - PIECE_SIZE));
      // the shape touches neither the left nor the right edge of the 47-px piece image
      for (let py = 0; py < CAPTCHA_HEIGHT; py++) {
        const left = piece.data[py * PIECE_SIZE * 4 + 3];
        const right = piece.data[(py * PIECE_SIZE + PIECE_SIZE - 1) * 4 + 3];
        if (left !== 0 || right !== 0) bad.push(`seed ${seed} row ${py} touches the image edge`);
      }
      expect(bad.slice(0, 10)).toEqual([]);
    }
  });

  it('background is opaque', () => {
    const bg = decode(generateBlockPuzzle(mulberry32(7)).backgroundBase64);
    for (let i = 3; i < bg.data.length; i += 4) {
      if (bg.data[i] !== 255) throw new Error(`transparent background pixel at ${(i - 3) / 4}`);
    }
  });

  it('differs between calls', () => {
    const a = generateBlockPuzzle();
    const b = generateBlockPuzzle();
    expect(a.backgroundBase64).not.toBe(b.backgroundBase64);
    expect(a.pieceBase64).not.toBe(b.pieceBase64);
  });

  it('is deterministic with the same seeded random', () => {
    const a = generateBlockPuzzle(mulberry32(12345));
    const b = generateBlockPuzzle(mulberry32(12345));
    expect(b).toEqual(a);
    const c = generateBlockPuzzle(mulberry32(12346));
    expect(c.backgroundBase64).not.toBe(a.backgroundBase64);
  });

  it('is fast enough to generate per request', () => {
    for (let i = 0; i < 5; i++) generateBlockPuzzle(); // warm up the JIT
    const n = 20;
    const t = performance.now();
    for (let i = 0; i < n; i++) generateBlockPuzzle();
    const mean = (performance.now() - t) / n;
    // ~9 ms on a current server core; the loose bound only guards against regressions
    expect(mean).toBeLessThan(100);
  });
});
