/**
 * What the reference's JSON reader (Jackson) accepts and the original UI relies on: numbers and booleans sent as
 * text (`"retryCount":"0"`, `"feeRate":"0.6"`, `"true"`), and form bodies, whose values are all text. A body is
 * converted where its schema asks for a number or a boolean and the text is exactly one: a plain decimal number
 * (finite, so `1e400` stays text) or `true`/`false`. Everything else is left as it came and validation refuses it
 * as before: "", "abc", " 1", "0x10", a number where text is asked for. Ajv's own `coerceTypes` is not used for
 * bodies because it is looser ("" becomes 0, null becomes 0 or "", numbers become strings).
 */

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Converts one value (in place for objects and arrays) and answers what should stand in its place. */
type Coerce = (value: unknown) => unknown;

const NUMERIC_TEXT = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

const toNumber: Coerce = (value) => {
  if (typeof value !== 'string' || !NUMERIC_TEXT.test(value)) return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
};
const toBoolean: Coerce = (value) => (value === 'true' ? true : value === 'false' ? false : value);

/** The JSON types a schema names, or those of its constants (a literal union is `{const: 1}` branches). */
const typesOf = (schema: JsonSchema): string[] => {
  if (schema.type !== undefined) return [schema.type].flat();
  const constants = schema.const !== undefined ? [schema.const] : (schema.enum ?? []);
  return [...new Set(constants.map((c) => typeof c))];
};

/** Whether the schema takes some text as it is (then text is never converted for it). */
const takesText = (schema: JsonSchema): boolean => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some(takesText);
  const types = typesOf(schema);
  return types.length === 0 || types.includes('string');
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectCoercion(schema: JsonSchema): Coerce | undefined {
  const named = Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => {
    const coerce = coercionFor(sub);
    return coerce ? [[key, coerce] as const] : [];
  });
  const patterned = Object.entries(schema.patternProperties ?? {}).flatMap(([pattern, sub]) => {
    const coerce = coercionFor(sub);
    return coerce ? [[new RegExp(pattern, 'u'), coerce] as const] : [];
  });
  const additional = typeof schema.additionalProperties === 'object' ? coercionFor(schema.additionalProperties) : undefined;
  if (!named.length && !patterned.length && !additional) return undefined;
  return (value) => {
    if (!isObject(value)) return value;
    for (const [key, coerce] of named) if (Object.hasOwn(value, key)) value[key] = coerce(value[key]);
    if (patterned.length || additional) {
      for (const key of Object.keys(value)) {
        if (schema.properties && Object.hasOwn(schema.properties, key)) continue;
        const matching = patterned.filter(([pattern]) => pattern.test(key));
        for (const [, coerce] of matching) value[key] = coerce(value[key]);
        if (!matching.length && additional) value[key] = additional(value[key]);
      }
    }
    return value;
  };
}

function arrayCoercion(schema: JsonSchema): Coerce | undefined {
  // Tuples (an array of item schemas) do not occur in request bodies.
  const coerce = schema.items && !Array.isArray(schema.items) ? coercionFor(schema.items) : undefined;
  if (!coerce) return undefined;
  return (value) => {
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) value[i] = coerce(value[i]);
    return value;
  };
}

/**
 * A union (`Nullable(...)`, literal choices): text stays text if any branch takes it, else the first branch that
 * converts it wins; an object or array goes to the first branch of its kind.
 */
function unionCoercion(branches: JsonSchema[]): Coerce | undefined {
  const kindOf = (branch: JsonSchema) => (typesOf(branch).includes('object') ? 'object' : typesOf(branch).includes('array') ? 'array' : 'scalar');
  const coercions = branches.flatMap((branch) => {
    const coerce = coercionFor(branch);
    return coerce ? [{ kind: kindOf(branch), coerce }] : [];
  });
  if (!coercions.length) return undefined;
  const keepsText = branches.some(takesText);
  const scalars = coercions.filter((c) => c.kind === 'scalar').map((c) => c.coerce);
  const forObject = coercions.find((c) => c.kind === 'object')?.coerce;
  const forArray = coercions.find((c) => c.kind === 'array')?.coerce;
  return (value) => {
    if (Array.isArray(value)) return forArray ? forArray(value) : value;
    if (isObject(value)) return forObject ? forObject(value) : value;
    if (typeof value !== 'string' || keepsText) return value;
    for (const coerce of scalars) {
      const converted = coerce(value);
      if (converted !== value) return converted;
    }
    return value;
  };
}

/** The conversion a schema asks for, or undefined when nothing in it is a number or a boolean. */
export function coercionFor(schema: JsonSchema): Coerce | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return unionCoercion(branches);
  const types = typesOf(schema);
  if (types.includes('string')) return undefined;
  if (types.includes('object')) return objectCoercion(schema);
  if (types.includes('array')) return arrayCoercion(schema);
  if (types.includes('number') || types.includes('integer')) return toNumber;
  if (types.includes('boolean')) return toBoolean;
  return undefined;
}
