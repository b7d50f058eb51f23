import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isExternalLink, isHttp, isIdNumber, isMobile, isPassport } from './validators';

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

describe('validators', () => {
  // Reference §2.5: 1 + (3x | 4[5-79] | 5[0-35-9] | 6[5-7] | 7[0-8] | 8x | 9[189]) + 8 digits; the +86/0086 prefix
  // the reference also takes is refused here and by the API alike (columns are varchar(11)).
  const VALID = [
    '13012345678', '13912345678', '14512345678', '14612345678', '14712345678', '14912345678', '15012345678',
    '15312345678', '15912345678', '16512345678', '16712345678', '17012345678', '17812345678', '18012345678',
    '18912345678', '19112345678', '19812345678', '19912345678', '15612345678',
  ];
  const INVALID = [
    '19012345678', '19212345678', '19712345678', '14412345678', '14812345678', '15412345678', '16412345678',
    '16812345678', '17912345678', '12012345678', '11012345678', '10012345678', '23812345678',
    '1381234567', '138123456789', '+8613812345678', '008613812345678', '8613812345678', ' 13812345678', '1381234567a', '',
  ];

  it.each(VALID)('accepts the mobile number %s', (value) => {
    expect(isMobile(value)).toBe(true);
  });

  it.each(INVALID)('refuses the mobile number "%s"', (value) => {
    expect(isMobile(value)).toBe(false);
  });

  it('agrees with the second-digit ranges of the reference for every prefix 10–19', () => {
    const allowed = (second: number, third: number) =>
      [3, 8].includes(second) ||
      (second === 4 && [5, 6, 7, 9].includes(third)) ||
      (second === 5 && third !== 4) ||
      (second === 6 && third >= 5 && third <= 7) ||
      (second === 7 && third <= 8) ||
      (second === 9 && [1, 8, 9].includes(third));
    fc.assert(fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), digits(8), (second, third, rest) => isMobile(`1${second}${third}${rest}`) === allowed(second, third)));
    fc.assert(fc.property(fc.integer({ min: 0, max: 20 }).filter((n) => n !== 11), (length) => !isMobile('13812345678901234567890'.slice(0, length))));
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
