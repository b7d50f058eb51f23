// Bundles the server into dist/main.js: one file to load at start-up (fast restarts), with npm
// dependencies left external and the workspace's own TypeScript packages inlined.
import fs from 'node:fs';
import { build } from 'esbuild';

// Inlined instead of loaded from node_modules file by file at every start: typebox and kysely (pure ES
// modules of hundreds of small files, ~0.4 s of a restart), and Fastify with the plugins every start needs
// (with their dependencies, ~0.08 s). Packages reading their own files at run time (PGlite's WebAssembly,
// Swagger UI's assets, pino's transport workers, which we do not use), holding native code (argon2) or
// loaded on first use only stay external.
const INLINED = new Set(['typebox', 'kysely', 'fastify', '@fastify/compress', '@fastify/static', 'qs', 'fastify-plugin']);

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@console/') && !INLINED.has(name));

// Split: main.js starts opening the database before it loads the web server's chunk (see src/main.ts).
const result = await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  metafile: true,
  external,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// Chunks of earlier builds (their names carry a content hash) go.
const outputs = new Set(Object.keys(result.metafile.outputs).map((file) => new URL(`../${file}`, import.meta.url).pathname));
const chunksDir = new URL('../dist/chunks/', import.meta.url).pathname;
for (const name of fs.existsSync(chunksDir) ? fs.readdirSync(chunksDir) : []) {
  const file = chunksDir + name;
  if (!outputs.has(file) && !outputs.has(file.replace(/\.map$/, ''))) fs.rmSync(file);
}
console.log('server built: apps/server/dist/main.js');
