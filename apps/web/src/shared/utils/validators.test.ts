import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isExternalLink, isHttp, isIdNumber, isMobile, isPassport } from './validators';

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

describe('validators', () => {
  it('accepts every 11-digit number starting 13–19', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 9 }), digits(9), (second, rest) => isMobile(`1${second}${rest}`)));
  });

  it('rejects mobile numbers with a wrong length, prefix or second digit', () => {
    fc.assert(fc.property(digits(10), (rest) => !isMobile(`2${rest}`)));
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 }), digits(9), (second, rest) => !isMobile(`1${second}${rest}`)));
    fc.assert(fc.property(fc.integer({ min: 0, max: 20 }).filter((n) => n !== 11), (length) => !isMobile(`13${'5'.repeat(Math.max(0, length - 2))}`.slice(0, length)) || length === 11));
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('12800138000')).toBe(false);
  });

  it('accepts ID numbers of 15 or 18 digits (X as the last character of 18) and nothing else', () => {
    fc.assert(fc.property(digits(15), (id) => isIdNumber(id)));
    fc.assert(fc.property(digits(18), (id) => isIdNumber(id)));
    fc.assert(fc.property(digits(17), (id) => isIdNumber(`${id}X`)));
    fc.assert(fc.property(fc.integer({ min: 1, max: 25 }).filter((n) => n !== 15 && n !== 18), (length) => !isIdNumber('1'.repeat(length))));
  });

  it('recognises passport numbers', () => {
    expect(isPassport('E12345678')).toBe(true);
    expect(isPassport('G12345678')).toBe(true);
    expect(isPassport('141234567')).toBe(true);
    expect(isPassport('X12345678')).toBe(false);
    expect(isPassport('E1234')).toBe(false);
  });

  it('treats http, https, mailto and tel as external links', () => {
    for (const link of ['http://a.b', 'https://a.b/c', 'mailto:a@b.c', 'tel:123']) expect(isExternalLink(link)).toBe(true);
    for (const link of ['/system/user', 'ftp://x', 'user', '']) expect(isExternalLink(link)).toBe(false);
  });

  it('treats exactly the paths starting http:// or https:// as web addresses', () => {
    fc.assert(fc.property(fc.string(), (rest) => isHttp(`http://${rest}`) && isHttp(`https://${rest}`)));
    fc.assert(fc.property(fc.string().filter((s) => !s.startsWith('http://') && !s.startsWith('https://')), (path) => !isHttp(path)));
  });
});
