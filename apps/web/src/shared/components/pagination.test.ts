import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAGER_COUNT_DESKTOP, PAGER_COUNT_MOBILE, pageAfterSizeChange, pagerItems } from './pagination';

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

describe('pagerItems (Element UI pager-count)', () => {
  it('shows the pages around the current one, with ellipses where pages are skipped', () => {
    expect(pagerItems(1, 9, 5)).toEqual([1, 2, 3, 4, 'next-more', 9]);
    expect(pagerItems(4, 9, 5)).toEqual([1, 'prev-more', 3, 4, 5, 'next-more', 9]);
    expect(pagerItems(9, 9, 5)).toEqual([1, 'prev-more', 6, 7, 8, 9]);
    expect(pagerItems(1, 9, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 9]);
    expect(pagerItems(5, 9, 7)).toEqual([1, 'prev-more', 3, 4, 5, 6, 7, 'next-more', 9]);
    expect(pagerItems(9, 9, 7)).toEqual([1, 'prev-more', 4, 5, 6, 7, 8, 9]);
    expect(pagerItems(2, 3, 7)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 1, 7)).toEqual([1]);
  });

  it('always min(pages, pager count) page buttons: ascending, first and last, the current one, ellipses only over gaps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.constantFrom(PAGER_COUNT_MOBILE, PAGER_COUNT_DESKTOP), fc.integer({ min: 1, max: 200 }), (pageCount, pagerCount, current) => {
        const page = Math.min(current, pageCount);
        const items = pagerItems(page, pageCount, pagerCount);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        expect(numbers).toHaveLength(Math.min(pageCount, pagerCount));
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pageCount);
        expect(numbers).toContain(page);
        items.forEach((item, index) => {
          if (typeof item === 'number') {
            const next = items[index + 1];
            if (typeof next === 'number') expect(next).toBe(item + 1);
          } else {
            const before = items[index - 1] as number;
            const after = items[index + 1] as number;
            expect(after - before).toBeGreaterThan(1);
          }
        });
      }),
    );
  });
});
