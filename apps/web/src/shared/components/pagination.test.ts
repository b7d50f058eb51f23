import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageAfterSizeChange } from './pagination';

describe('pageAfterSizeChange', () => {
  it('goes back to page 1 exactly when the current page would run past the total', () => {
    expect(pageAfterSizeChange(3, 50, 120)).toBe(1);
    expect(pageAfterSizeChange(2, 50, 120)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.constantFrom(10, 20, 30, 50), fc.integer({ min: 0, max: 10_000 }), (page, size, total) => {
        const next = pageAfterSizeChange(page, size, total);
        expect(next).toBe(page * size > total ? 1 : page);
      }),
    );
  });
});
