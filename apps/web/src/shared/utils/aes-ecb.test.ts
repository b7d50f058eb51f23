// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCipheriv } from 'node:crypto';
import { aesEcbEncrypt } from './aes-ecb';

function reference(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

describe('aesEcbEncrypt', () => {
  it('matches the FIPS-197 style known answer via node:crypto', () => {
    expect(aesEcbEncrypt('{"x":120,"y":5}', 'abcdefghijklmnop')).toBe(reference('{"x":120,"y":5}', 'abcdefghijklmnop'));
  });

  it('produces the same ciphertext as node:crypto for any text and 16-character ASCII key', () => {
    const key = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), minLength: 16, maxLength: 16 });
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), key, (plain, secret) => aesEcbEncrypt(plain, secret) === reference(plain, secret)));
  });

  it('refuses keys that are not 16 bytes', () => {
    expect(() => aesEcbEncrypt('x', 'short')).toThrow();
  });
});
