import type { GeneratedFile } from './generate';

/**
 * What the pinned Vue 2 UI's preview can highlight. It takes the text after a path's last dot as highlight.js's
 * language (9.18.5, with java, xml/html/vue, javascript and typescript, sql registered), and an unknown one throws
 * `Unknown language: "tsx"` while rendering: the preview never opens and its list stops updating until a reload.
 * These are the registered names and their aliases.
 */
const PINNED_UI_LANGUAGES = new Set([
  'java',
  'xml',
  'html',
  'xhtml',
  'rss',
  'atom',
  'xjb',
  'xsd',
  'xsl',
  'plist',
  'wsf',
  'svg',
  'vue',
  'javascript',
  'js',
  'jsx',
  'mjs',
  'cjs',
  'typescript',
  'ts',
  'sql',
]);

/** The language a generated file is highlighted in there, when its own suffix is not one of the above. */
const LANGUAGE_OF: Readonly<Record<string, string>> = { tsx: 'typescript', mts: 'typescript', cts: 'typescript', json: 'javascript' };

/**
 * A file as the pinned UI can preview it: a path whose suffix it lacks (the screen's `index.tsx`) gets the language
 * added as one more suffix (`index.tsx.typescript`), so the tab still names the file and the highlighter knows the
 * last suffix. The code is the same; download and the console's preview keep the exact path.
 */
export function forPinnedUi(file: GeneratedFile): GeneratedFile {
  const name = file.filePath.slice(file.filePath.lastIndexOf('/') + 1);
  const suffix = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (PINNED_UI_LANGUAGES.has(suffix)) return file;
  return { ...file, filePath: `${file.filePath}.${LANGUAGE_OF[suffix] ?? 'typescript'}` };
}
