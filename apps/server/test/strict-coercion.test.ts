import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { Body, Id, Nullable, Text } from '@console/contracts/schema';
import { coercionFor } from '../src/platform/strict-coercion';

/** What a body looks like after the text conversion every route's body validator applies first. */
const coerced = (schema: object, body: unknown) => {
  coercionFor(schema)?.(body);
  return body;
};

describe('numbers and booleans sent as text in a body', () => {
  const schema = Body({
    count: Type.Integer(),
    rate: Type.Optional(Nullable(Type.Number())),
    on: Type.Boolean(),
    kind: Type.Union([Type.Literal(1), Type.Literal(2)]),
    name: Text({ maxLength: 10 }),
    label: Type.Union([Text({ maxLength: 10 }), Type.Number()]),
    ids: Type.Array(Id()),
    limits: Type.Record(Type.String(), Type.Integer()),
    nested: Nullable(Type.Object({ flag: Type.Boolean() })),
    free: Type.Unknown(),
  });

  it('converts exact numeric text and true/false where the schema asks for a number or a boolean, at any depth', () => {
    expect(
      coerced(schema, { count: '-12', rate: '0.6', on: 'false', kind: '2', name: '7', label: '7', ids: ['1', '2'], limits: { a: '3' }, nested: { flag: 'true' }, free: '1' }),
    ).toEqual({ count: -12, rate: 0.6, on: false, kind: 2, name: '7', label: '7', ids: [1, 2], limits: { a: 3 }, nested: { flag: true }, free: '1' });
    expect(coerced(schema, { count: '1e3', rate: null, nested: null })).toEqual({ count: 1000, rate: null, nested: null });
  });

  it('leaves every other text as it came, for validation to refuse', () => {
    const odd = ['', ' 1', '1 ', '+1', '0x10', '1e400', 'NaN', 'Infinity', '1,5', 'abc', '.5', '5.'];
    for (const text of odd) expect(coerced(schema, { count: text, rate: text }), JSON.stringify(text)).toEqual({ count: text, rate: text });
    for (const text of ['TRUE', '1', 'yes', '']) expect(coerced(schema, { on: text }), JSON.stringify(text)).toEqual({ on: text });
    // Values of the right type, and of other types, are never touched: a number is not text, null is not 0.
    expect(coerced(schema, { count: 5, on: true, name: 5, rate: false, ids: [null, '1'] })).toEqual({ count: 5, on: true, name: 5, rate: false, ids: [null, 1] });
  });
});
