import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serializeQuery } from './query-serializer';

function parse(query: string): [string, string][] {
  if (!query) return [];
  return query.split('&').map((pair) => {
    const [key, value] = pair.split('=') as [string, string];
    return [decodeURIComponent(key), decodeURIComponent(value)];
  });
}

describe('serializeQuery', () => {
  it('writes nested objects as key[sub]=value and omits null/undefined', () => {
    const query = serializeQuery({ name: 'a b', status: 0, none: null, missing: undefined, createTime: ['2024-01-01 00:00:00', '2024-01-02 23:59:59'], filter: { type: 'x', empty: null } });
    expect(parse(query)).toEqual([
      ['name', 'a b'],
      ['status', '0'],
      ['createTime[0]', '2024-01-01 00:00:00'],
      ['createTime[1]', '2024-01-02 23:59:59'],
      ['filter[type]', 'x'],
    ]);
  });

  it('round-trips any flat map of scalar values, dropping only null and undefined', () => {
    const scalar = fc.oneof(fc.string({ minLength: 1 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), scalar), (params) => {
        const expected = Object.entries(params)
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([key, value]) => [key, String(value)]);
        expect(parse(serializeQuery(params))).toEqual(expected);
      }),
    );
  });

  it('always writes a nested value under key[sub]', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (key, sub, value) => {
        expect(parse(serializeQuery({ [key]: { [sub]: value } }))).toEqual([[`${key}[${sub}]`, value]]);
      }),
    );
  });
});
