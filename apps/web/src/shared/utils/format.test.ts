import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addBeginAndEndTime, percentage } from './format';

describe('addBeginAndEndTime', () => {
  it('adds begin/end fields named after the field with the first and last second of the day', () => {
    expect(addBeginAndEndTime({ pageNo: 1 }, ['2024-01-01', '2024-01-31'], 'create')).toEqual({
      pageNo: 1,
      beginCreateTime: '2024-01-01 00:00:00',
      endCreateTime: '2024-01-31 23:59:59',
    });
    expect(addBeginAndEndTime({}, ['2024-01-01', '2024-01-02'])).toEqual({ beginTime: '2024-01-01 00:00:00', endTime: '2024-01-02 23:59:59' });
  });

  it('leaves the parameters alone without a two-element range', () => {
    expect(addBeginAndEndTime({ a: 1 }, null, 'create')).toEqual({ a: 1 });
    expect(addBeginAndEndTime({ a: 1 }, ['2024-01-01'], 'create')).toEqual({ a: 1 });
  });
});

describe('percentage', () => {
  it('returns nothing for a zero or missing divisor', () => {
    expect(percentage(5, 0)).toBeUndefined();
    expect(percentage(5, undefined)).toBeUndefined();
    expect(percentage(5, null)).toBeUndefined();
  });

  it('rounds down to two decimals', () => {
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(2, 3)).toBe(66.66);
    expect(percentage(29, 100)).toBe(29);
    expect(percentage(1, 1)).toBe(100);
  });

  it('is the exact percentage floored to hundredths for any integer ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (part, whole) => {
        const expectedHundredths = Math.floor((part * 10000) / whole); // exact in integer arithmetic for these ranges
        const exactIsInteger = (part * 10000) % whole === 0;
        const hundredths = Math.round(percentage(part, whole)! * 100);
        expect(hundredths).toBe(exactIsInteger ? (part * 10000) / whole : expectedHundredths);
      }),
    );
  });
});
