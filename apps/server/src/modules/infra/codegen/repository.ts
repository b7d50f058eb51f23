import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CodegenErrors } from '@console/contracts/error-codes';
import { ServiceError } from '../../../platform/errors';

/*
 * What a generated module must not overwrite or shadow in the repository it is unpacked into — this one, read where
 * the server runs from it (the source tree, or dist/ inside it): its files, the tables of the Kysely `Database`
 * (db/schema.ts and every module's `declare module` addition), the types db/schema.ts exports (inside a `declare
 * module` block they win over the module's own), the extension names of modules/extensions.ts and the web features'
 * text namespaces. Regenerating a module over its own earlier output (the same table in the same folder) is allowed.
 * A server deployed without its sources has nothing to compare with and skips these checks (the name checks of
 * names.ts and clashes.ts still apply).
 */

const SCHEMA = 'apps/server/src/db/schema.ts';
const MODULES = 'apps/server/src/modules';
const EXTENSIONS = 'apps/server/src/modules/extensions.ts';
const FEATURES = 'apps/web/src/features';

let root: string | null | undefined;

/** The repository's root: the nearest folder above this file holding db/schema.ts, or null. */
function repositoryRoot(): string | null {
  if (root !== undefined) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, SCHEMA))) return (root = dir);
    const parent = path.dirname(dir);
    if (parent === dir) return (root = null);
    dir = parent;
  }
}

async function filesNamed(dir: string, name: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && e.name === name).map((e) => path.join(e.parentPath, e.name));
}

/** Keys of a `Database` interface body: `name: Type;` or `'name': Type;` lines. */
function databaseKeys(text: string): string[] {
  const keys: string[] = [];
  for (const body of text.matchAll(/interface Database\s*\{([^}]*)\}/g)) {
    for (const key of body[1]!.matchAll(/^\s*(?:'([^']+)'|"([^"]+)"|([A-Za-z_$][\w$]*))\??\s*:/gm)) keys.push(key[1] ?? key[2] ?? key[3]!);
  }
  return keys;
}

export interface ModuleTarget {
  tableName: string;
  /** `${moduleName}${pascal}`: the extension's export name and the web texts' namespace. */
  namespace: string;
  tableType: string;
  /** The generated `table.ts` (its Database addition says which table a folder was generated for). */
  tablePath: string;
  textsPath: string | null;
  filePaths: readonly string[];
}

/** What the repository holds that a module could clash with: read at most once per SCAN_MS, not on every preview. */
interface Scan {
  schema: string;
  tables: Array<{ file: string; keys: string[] }>;
  extensions: string;
  texts: Array<{ file: string; namespace: string | undefined }>;
}
const SCAN_MS = 5_000;
let scanned: { at: number; scan: Promise<Scan> } | undefined;

function scan(base: string): Promise<Scan> {
  if (scanned && performance.now() - scanned.at < SCAN_MS) return scanned.scan;
  const read = (file: string) => fs.readFile(file, 'utf8').catch(() => '');
  const rel = (file: string) => path.relative(base, file).split(path.sep).join('/');
  const fresh = (async (): Promise<Scan> => ({
    schema: await read(path.join(base, SCHEMA)),
    tables: await Promise.all((await filesNamed(path.join(base, MODULES), 'table.ts')).map(async (f) => ({ file: rel(f), keys: databaseKeys(await read(f)) }))),
    extensions: await read(path.join(base, EXTENSIONS)),
    texts: await Promise.all(
      (await filesNamed(path.join(base, FEATURES), 'texts.ts')).map(async (f) => ({ file: rel(f), namespace: /registerFeatureTexts\('([^']+)'/.exec(await read(f))?.[1] })),
    ),
  }))();
  scanned = { at: performance.now(), scan: fresh };
  fresh.catch(() => (scanned = undefined));
  return fresh;
}

/** Refuses a module whose files or names would clash with the repository's own, naming the clash. */
export async function checkRepository(target: ModuleTarget): Promise<void> {
  const base = repositoryRoot();
  if (!base) return;
  const clash = (what: string, existing: string) => new ServiceError(CodegenErrors.CODEGEN_NAME_CONFLICT, what, existing);

  const ownTable = await fs.readFile(path.join(base, target.tablePath), 'utf8').catch(() => '');
  const regenerating = databaseKeys(ownTable).includes(target.tableName);
  if (!regenerating) {
    for (const file of target.filePaths) {
      if (existsSync(path.join(base, file))) throw clash(`文件 ${file}`, '仓库中已有的同名文件');
    }
  }

  const { schema, tables, extensions, texts } = await scan(base);
  if (databaseKeys(schema).includes(target.tableName)) throw clash(`表 ${target.tableName}`, `${SCHEMA} 中 Database 已有的同名表`);
  for (const { file, keys } of tables) {
    if (file !== target.tablePath && keys.includes(target.tableName)) throw clash(`表 ${target.tableName}`, `${file} 中 Database 已有的同名表`);
  }
  if (new RegExp(`^export (?:interface|type|const|function|class) ${target.tableType}\\b`, 'm').test(schema)) {
    throw clash(`类型 ${target.tableType}`, `${SCHEMA} 中的同名类型`);
  }

  const ownExtension = `./${path.posix.relative(MODULES, path.posix.dirname(target.tablePath))}`;
  for (const line of extensions.matchAll(/export \{ default as ([\w$]+) \} from '([^']+)'/g)) {
    if (line[1] === target.namespace && line[2] !== ownExtension) throw clash(`扩展名 ${target.namespace}`, `${EXTENSIONS} 中已有的同名扩展`);
  }
  for (const { file, namespace } of texts) {
    if (file !== target.textsPath && namespace === target.namespace) throw clash(`文本命名空间 ${target.namespace}`, `${file} 中已注册的同名文本`);
  }
}
