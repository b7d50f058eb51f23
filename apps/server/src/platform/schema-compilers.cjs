// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: lazy-compile.ts loads it with require(), so a first request compiles synchronously */
/*
 * What lazy-compile.ts compiles routes' schemas with, loaded on a route's first request. scripts/build.mjs bundles this
 * file with the three packages into dist/schema-compilers.cjs: one file to read and compile instead of ~100 from
 * node_modules, ~70 ms less in front of the first answer after a start. Under tsx (tests) it loads them as it is.
 */
module.exports = {
  Ajv: require('ajv').default,
  addFormats: require('ajv-formats').default,
  SerializerSelector: require('@fastify/fast-json-stringify-compiler').SerializerSelector,
};
