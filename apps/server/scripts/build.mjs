// Bundles the server into dist/main.js: one file to load at start-up (fast restarts), with npm
// dependencies left external and the workspace's own TypeScript packages inlined.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

// Inlined instead of loaded from node_modules file by file at every start: typebox and kysely (pure ES
// modules of hundreds of small files, ~0.4 s of a restart), and Fastify with the plugins every start needs
// (with their dependencies, ~0.08 s). Packages reading their own files at run time (PGlite's WebAssembly,
// Swagger UI's assets, pino's transport workers, which we do not use), holding native code (argon2) or
// loaded on first use only stay external.
const INLINED = new Set(['typebox', 'kysely', 'fastify', '@fastify/compress', '@fastify/static', 'qs', 'fastify-plugin']);

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@console/') && !INLINED.has(name));

// Split: main.js starts opening the database before it loads the web server's chunk (see src/main.ts). The
// workflow's engine thread, the sensitive words' build thread, 代码生成's formatting thread and a first start's
// extraction thread have their own entries, dist/engine-worker.js, dist/automaton-worker.js, dist/format-worker.js and
// dist/initial-db-worker.js (built below; src/platform/worker-thread.ts finds them).
const result = await build({
  entryPoints: [
    'src/main.ts',
    'src/modules/bpm/runtime/engine-worker.ts',
    'src/modules/system/sensitive-word/automaton-worker.ts',
    'src/modules/infra/codegen/format-worker.mjs',
  ],
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
// What routes' schemas compile with, loaded on a route's first request (src/platform/lazy-compile.ts): Ajv,
// ajv-formats and fast-json-stringify bundled in one file, ~70 ms less to load than their ~100 files.
await build({
  entryPoints: ['src/platform/schema-compilers.cjs'],
  outfile: 'dist/schema-compilers.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
});
// A first start's extraction thread, with tar inlined: the thread's time is the first start's critical path, and
// loading tar's ~40 files took ~0.1 s of it.
await build({
  entryPoints: ['src/db/initial-db-worker.mjs'],
  outfile: 'dist/initial-db-worker.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.filter((name) => name !== 'tar'),
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// 代码生成's templates are read at run time (src/modules/infra/codegen/generate.ts looks beside its chunk's parent).
fs.cpSync(new URL('../src/modules/infra/codegen/templates/', import.meta.url), new URL('../dist/codegen-templates/', import.meta.url), {
  recursive: true,
  filter: (file) => !file.endsWith('.md'),
});
console.log('server built: apps/server/dist/main.js (and dist/engine-worker.js, dist/automaton-worker.js, dist/format-worker.js, dist/initial-db-worker.js, dist/schema-compilers.cjs)');

// The database a start on an empty data dir loads instead of initdb + migrate + seed (src/db/initial-db.ts).
// Made again only when the code that makes it (migrations, seed, all bundled here) or PGlite changed: making it
// costs what a first start used to (seconds), and `npm start` builds every time.
const maker = await build({
  stdin: {
    contents: "import { makeInitialDb } from './src/db/initial-db-make.ts'; await makeInitialDb(process.argv[2], process.argv[3]);",
    resolveDir: new URL('..', import.meta.url).pathname,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = JSON.parse(fs.readFileSync(path.join(path.dirname(pgliteEntry), '../package.json'), 'utf8')).version;
const key = createHash('sha256').update(`${pgliteVersion}\n${maker.outputFiles[0].text}`).digest('hex');
const dumpFile = new URL('../dist/initial-db.tar.gz', import.meta.url).pathname;
const readKey = () => {
  try {
    return JSON.parse(fs.readFileSync(`${dumpFile}.json`, 'utf8')).key;
  } catch {
    return undefined;
  }
};
if (readKey() !== key || !fs.existsSync(dumpFile)) {
  // Beside main.js, so it resolves the same node_modules; named per process, as two builds may run at once.
  const script = new URL(`../dist/initial-db-make.${process.pid}.mjs`, import.meta.url).pathname;
  fs.writeFileSync(script, maker.outputFiles[0].contents);
  try {
    execFileSync(process.execPath, [script, dumpFile, key], { stdio: 'inherit' });
  } finally {
    fs.rmSync(script, { force: true });
  }
  console.log('initial database built: apps/server/dist/initial-db.tar.gz');
}
