import { createRequire } from 'node:module';
import type Ajv from 'ajv';
import type { Options as AjvOptions, ValidateFunction } from 'ajv';
import type ajvFormats from 'ajv-formats';
import type { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { stripFor } from './empty-values';
import { coercionFor } from './strict-coercion';

/**
 * Start-up cost: Fastify compiles every route's validators and response serializers while it starts, about
 * a second of code generation for ~300 routes (HEAD twins included) on a slow machine, although a restart
 * then serves a handful of routes. These compilers compile on a route's first request instead, and load Ajv
 * and fast-json-stringify then too. Given to Fastify as its compiler factories, so it never loads its own
 * defaults. Schema mistakes still fail loudly: the route-table walks of the test suite call every route.
 */

interface SchemaCompilers {
  Ajv: typeof Ajv;
  addFormats: typeof ajvFormats;
  SerializerSelector: typeof SerializerSelector;
}

// The three packages from one file: under tsx the source beside this file, in the built server the bundle of it that
// scripts/build.mjs writes beside dist/main.js (this code is bundled in one of dist/ or dist/chunks/).
const here = import.meta.url;
const compilersFile = here.endsWith('.ts') || !here.includes('/chunks/') ? './schema-compilers.cjs' : '../schema-compilers.cjs';
let loadedCompilers: SchemaCompilers | undefined;
const compilers = () => (loadedCompilers ??= createRequire(here)(compilersFile) as SchemaCompilers);
const ajvClass = () => compilers().Ajv;
const addFormats = () => compilers().addFormats;
const serializerSelector = () => compilers();

// Our schemas are synchronous: Ajv answers a boolean.
type Validator = ((data: unknown, dataCxt?: unknown) => boolean) & { errors?: ValidateFunction['errors']; schemaEnv?: unknown };

/**
 * An Ajv validator compiled on first use. Keeps what Fastify reads from Ajv's functions (`errors`, `schemaEnv`).
 * With `stripEmpty`, empty values of optional fields are removed first (empty-values.ts: query strings and bodies); with
 * `coerceText`, numbers and booleans sent as text are then converted where the schema asks for them
 * (strict-coercion.ts; in place: a body is an object, its root is never replaced).
 */
function lazyValidator(ajv: () => Ajv, schema: object, { coerceText = false, stripEmpty = false } = {}): Validator {
  let compiled: ValidateFunction | undefined;
  let strip: ((data: unknown) => void) | undefined;
  let coerce: ((data: unknown) => unknown) | undefined;
  const validate: Validator = (data, dataCxt) => {
    if (!compiled) {
      compiled = ajv().compile(schema);
      strip = stripEmpty ? stripFor(schema) : undefined;
      coerce = coerceText ? coercionFor(schema) : undefined;
    }
    strip?.(data);
    coerce?.(data);
    const result = compiled(data, dataCxt as Parameters<ValidateFunction>[1]);
    validate.errors = compiled.errors;
    return result;
  };
  // Fastify passes the parent object (so Ajv may replace a coerced root value) only to functions with this mark.
  validate.schemaEnv = true;
  return validate;
}

/** One Ajv instance with these options, created when first needed. */
function lazyAjv(options: AjvOptions): () => Ajv {
  let ajv: Ajv | undefined;
  return () => {
    if (!ajv) {
      ajv = new (ajvClass())(options);
      addFormats()(ajv);
    }
    return ajv;
  };
}

/**
 * Validators: bodies with `body` options and strict text coercion (strict-coercion.ts, for every route's body),
 * query strings and params (text) with `text` options.
 */
export function lazyValidatorCompiler(body: AjvOptions, text: AjvOptions): FastifySchemaCompiler<object> {
  const bodyAjv = lazyAjv(body);
  const textAjv = lazyAjv(text);
  // Params and headers are no form fields: an empty one is no field left out.
  return ({ schema, httpPart }) =>
    httpPart === 'body'
      ? lazyValidator(bodyAjv, schema, { coerceText: true, stripEmpty: true })
      : lazyValidator(textAjv, schema, { stripEmpty: httpPart === 'querystring' });
}

/** Fastify's own serializer (fast-json-stringify), each compiled on first use. */
export function lazySerializerCompiler(): FastifySerializerCompiler<object> {
  let compile: ReturnType<ReturnType<typeof SerializerSelector>> | undefined;
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      if (!serialize) {
        compile ??= serializerSelector().SerializerSelector()();
        serialize = compile({ ...route, httpStatus: route.httpStatus ?? '' });
      }
      return serialize(data);
    };
  };
}
