import { describe, expect, it } from 'vitest';
import { copyText, copyTimestamp } from '../src/db/copy-text';

describe('COPY text fields', () => {
  it('escapes what COPY reads as structure and drops NUL, leaving other text as it is', () => {
    expect(copyText('plain 文本 /a?b=c')).toBe('plain 文本 /a?b=c');
    expect(copyText('a\tb\nc\rd\\e\u0000f')).toBe('a\\tb\\nc\\rd\\\\ef');
    expect(copyText('\\.')).toBe('\\\\.');
  });

  it('writes a timestamp as toISOString would, whether or not the second was the previous call’s', () => {
    const base = Date.UTC(2026, 10, 26, 23, 59, 58, 0);
    const times = [base, base + 7, base + 42, base + 999, base + 1000, base + 1001, base + 2345, base + 86_400_000, 0, -1, -1001, base + 5];
    for (const ms of times) expect(copyTimestamp(ms), String(ms)).toBe(new Date(ms).toISOString());
  });
});
