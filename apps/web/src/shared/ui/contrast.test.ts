import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from './contrast';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#409eff', '#ffffff')).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });

  it('darkens the brand colour until text on white reaches 4.5:1, and no further than needed', () => {
    const shade = readableShade('#409EFF');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(5);
    expect(readableShade('#1b5db3')).toBe('#1b5db3');
  });

  it('meets every background it is given', () => {
    const shade = readableShade('#409EFF', ['#ffffff', '#e6f4ff']);
    expect(contrastRatio(shade, '#e6f4ff')).toBeGreaterThanOrEqual(4.5);
  });
});
