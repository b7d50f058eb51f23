import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { Body, Id, Nullable, Status, Text } from '@console/contracts/schema';
import { stripFor } from '../src/platform/empty-values';

/** What a query string or body looks like after the empty-value pass every route's validator applies first. */
const stripped = (schema: object, value: Record<string, unknown>) => {
  stripFor(schema)?.(value);
  return value;
};

describe("empty values ('') of optional fields read as absent", () => {
  const schema = Body({
    id: Id(),
    deptId: Type.Optional(Nullable(Id())),
    status: Type.Optional(Status),
    on: Type.Optional(Type.Boolean()),
    ids: Type.Optional(Type.Array(Id())),
    name: Type.Optional(Text({ maxLength: 10 })),
    code: Type.Optional(Text({ minLength: 1, maxLength: 10 })),
    mobile: Type.Optional(Type.String({ pattern: '^$|^1\\d{10}$' })),
    email: Type.Optional(Type.String({ format: 'email' })),
    kind: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
    required: Type.Integer(),
    nested: Type.Optional(Nullable(Type.Object({ sort: Type.Optional(Type.Integer()), title: Type.String() }))),
    rows: Type.Optional(Type.Array(Type.Object({ sort: Type.Optional(Type.Integer()) }))),
  });

  it('removes them where the schema would refuse them, at any depth', () => {
    expect(stripped(schema, { id: 1, deptId: '', status: '', on: '', ids: '', code: '', email: '', kind: '', required: 3 })).toEqual({ id: 1, required: 3 });
    expect(stripped(schema, { nested: { sort: '', title: '' }, rows: [{ sort: '' }, { sort: 2 }] })).toEqual({ nested: { title: '' }, rows: [{}, { sort: 2 }] });
  });

  it("keeps them where the field is required or takes '' as it is, and leaves every other value alone", () => {
    expect(stripped(schema, { id: '', required: '', name: '', mobile: '' })).toEqual({ id: '', required: '', name: '', mobile: '' });
    expect(stripped(schema, { deptId: null, status: 0, on: false, code: ' ', ids: [] })).toEqual({ deptId: null, status: 0, on: false, code: ' ', ids: [] });
  });

  it('does nothing for a schema without such fields', () => {
    expect(stripFor(Type.Object({ id: Id(), name: Type.Optional(Text({ maxLength: 5 })) }, { required: ['id'] }))).toBeUndefined();
  });
});
