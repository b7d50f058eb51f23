import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';

/**
 * Start-up cost: Fastify compiles every route's validators and response serializers while it starts, about
 * a second of code generation for ~300 routes (HEAD twins included) on a slow machine, although a restart
 * then serves a handful of routes. These wrappers compile on a route's first request instead. Schema
 * mistakes still fail loudly: the route table walks of the test suite call every route.
 */

// Our schemas are synchronous: Ajv answers a boolean.
type Validator = ((data: unknown, dataCxt?: unknown) => boolean) & { errors?: ValidateFunction['errors']; schemaEnv?: unknown };

/** An Ajv validator compiled on first use. Keeps what Fastify reads from Ajv's functions (`errors`, `schemaEnv`). */
export function lazyValidator(ajv: () => Ajv, schema: object): Validator {
  let compiled: ValidateFunction | undefined;
  const validate: Validator = (data, dataCxt) => {
    compiled ??= ajv().compile(schema);
    const result = compiled(data, dataCxt as Parameters<ValidateFunction>[1]) as boolean;
    validate.errors = compiled.errors;
    return result;
  };
  // Fastify passes the parent object (so Ajv may replace a coerced root value) only to functions with this mark.
  validate.schemaEnv = true;
  return validate;
}

/** A serializer compiled on first use. */
export function lazySerializer(compile: () => (data: unknown) => string): (data: unknown) => string {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compile())(data);
}
