/**
 * Empty values as absent, as Spring binds them: today's Vue 3 UI sends every search field, the empty ones as
 * `status=`, and "none" in a body as `''` (`deptId: ''`). Where a field is optional and its schema refuses `''` (a
 * number, a boolean, a list, text with a minimum length, a format or a pattern that `''` fails), an empty value is
 * removed before validation, so the field reads as absent (and takes its default). A required field keeps its `''`
 * and is refused as before; text that takes `''` keeps it; bounds are unchanged. Applied to every route's query
 * string and body by the validators of lazy-compile.ts.
 */

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Removes optional empty fields (in place) from a value of the schema. */
type Strip = (value: unknown) => void;

/** Whether validation would refuse `''` for this schema (decided once, when the route's validator is built). */
function refusesEmpty(schema: JsonSchema): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.every(refusesEmpty);
  if (schema.const !== undefined) return schema.const !== '';
  if (schema.enum) return !schema.enum.includes('');
  if (schema.type === undefined) return false;
  if (![schema.type].flat().includes('string')) return true;
  if ((schema.minLength ?? 0) > 0 || schema.format !== undefined) return true;
  return schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test('');
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function objectStrip(schema: JsonSchema): Strip | undefined {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => {
    const optionalEmpty = !required.has(key) && refusesEmpty(sub);
    const inner = stripFor(sub);
    return optionalEmpty || inner ? [{ key, optionalEmpty, inner }] : [];
  });
  if (!fields.length) return undefined;
  return (value) => {
    if (!isObject(value)) return;
    for (const { key, optionalEmpty, inner } of fields) {
      if (!Object.hasOwn(value, key)) continue;
      if (optionalEmpty && value[key] === '') delete value[key];
      else inner?.(value[key]);
    }
  };
}

/** The pass a schema needs, or undefined when nothing in it is an optional field refusing `''`. */
export function stripFor(schema: JsonSchema): Strip | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    // Nullable(Object) and the like: the object branch's fields.
    const strips = branches.map(stripFor).filter((s): s is Strip => s !== undefined);
    return strips.length ? (value) => strips.forEach((strip) => strip(value)) : undefined;
  }
  if (schema.properties) return objectStrip(schema);
  if (schema.items && !Array.isArray(schema.items)) {
    const inner = stripFor(schema.items);
    return inner ? (value) => (Array.isArray(value) ? value.forEach(inner) : undefined) : undefined;
  }
  return undefined;
}
