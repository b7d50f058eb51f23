import { describe, expect, it } from 'vitest';
import { formatFen } from './money';

describe('formatFen', () => {
  it('shows integer fen as ￥ with two decimals, and nothing for no amount', () => {
    expect(formatFen(1)).toBe('￥0.01');
    expect(formatFen(10)).toBe('￥0.10');
    expect(formatFen(200_000)).toBe('￥2000.00');
    expect(formatFen(0)).toBe('￥0.00');
    expect(formatFen(null)).toBe('');
  });
});
