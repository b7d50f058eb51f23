import path from 'node:path';
import type { Plugin } from 'vite';

const src = path.resolve(import.meta.dirname, '..', 'src');

/** What the sign-in page needs: the entry and the page (opened directly, /login renders it before the router). */
export const SIGN_IN_ROOTS = ['main.tsx', 'features/auth/login/login-page.tsx'].map((file) => path.join(src, file));

/**
 * What the first screen after sign-in needs beyond that: the layout, antd's theme, the first screens' texts and the
 * landing page (the lawyer-audit queue, the home of the seeded roles).
 */
export const FIRST_SCREEN_ROOTS = ['app/admin-shell.tsx', 'app/theme-provider.tsx', 'locales/features.ts', 'features/audit/lawyer/pages/index.tsx'].map((file) =>
  path.join(src, file),
);

interface ModuleGraph {
  getModuleInfo: (id: string) => { code: string | null; importedIds: readonly string[] } | null;
}

/** antd's index: one `export { default as Name } from './dir'` per component. */
const ANTD_INDEX = /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/;
const NAMED_IMPORT_FROM_ANTD = /import\s*\{([^}]*)\}\s*from\s*["']antd["']/g;
const BARREL_EXPORT = /export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*["']\.\/([\w-]+)["']/g;

/** The names a module imports from antd's index (`import { Button, Table as T } from 'antd'` gives Button, Table). */
export function antdNamesImportedBy(code: string): string[] {
  return [...code.matchAll(NAMED_IMPORT_FROM_ANTD)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!.trim())
      .filter(Boolean),
  );
}

/**
 * Every module the roots import statically, directly or not, the roots included. antd's index imports every
 * component, and the bundler keeps only the ones used: through it, only the components the importer names are
 * followed, so the set is what the screens use, not all of antd. (The bundler adds what the set's modules depend on.)
 */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  const follow = (id: string) => {
    const info = graph.getModuleInfo(id);
    if (!info) return;
    seen.add(id);
    for (const imported of info.importedIds) {
      if (!ANTD_INDEX.test(imported)) {
        pending.push(imported);
        continue;
      }
      const index = graph.getModuleInfo(imported);
      if (!index?.code) continue;
      const directories = new Map([...index.code.matchAll(BARREL_EXPORT)].map((match) => [match[1]!, match[2]!]));
      for (const name of antdNamesImportedBy(info.code ?? '')) {
        const directory = directories.get(name);
        const target = directory && index.importedIds.find((candidate) => candidate.endsWith(`/es/${directory}/index.js`));
        if (target) pending.push(target);
      }
    }
  };
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (!seen.has(id)) follow(id);
  }
  return seen;
}

/**
 * Two chunks where the bundler would make over a hundred: the sign-in page's modules in one, and the modules the
 * first screen after sign-in adds in another. Left to itself the bundler splits at every boundary between lazy
 * screens, so the first screen arrived in ~130 files of a few kB each, and each file compresses on its own (gzip and
 * brotli find no repeats across files). Other screens keep their own chunks and import what they share from these.
 */
export function firstScreenChunks(): Plugin {
  let signIn: Set<string> | undefined;
  let firstScreen: Set<string> | undefined;
  const chunkOf = (id: string, graph: ModuleGraph): string | null => {
    signIn ??= staticClosure(graph, SIGN_IN_ROOTS);
    firstScreen ??= staticClosure(graph, FIRST_SCREEN_ROOTS);
    if (signIn.has(id)) return 'sign-in';
    if (firstScreen.has(id)) return 'first-screen';
    return null;
  };
  return {
    name: 'console:first-screen-chunks',
    apply: 'build',
    // A watched build computes the sets afresh: the imports may have changed.
    buildStart() {
      signIn = undefined;
      firstScreen = undefined;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The sign-in set first: what it holds is never pulled into the later chunk.
                { name: (id, context) => (chunkOf(id, context) === 'sign-in' ? 'sign-in' : null), priority: 2 },
                { name: (id, context) => (chunkOf(id, context) === 'first-screen' ? 'first-screen' : null), priority: 1 },
              ],
            },
          },
        },
      },
    }),
  };
}
