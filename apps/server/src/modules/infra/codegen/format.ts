import { RequestThread, spawnThread } from '../../../platform/worker-thread';

/*
 * Formats generated files with Prettier on a thread of its own (format-worker.mjs), started on first use and kept.
 * Formatted files are kept here by what the template rendered, so a preview again, or after one setting changed,
 * sends only the files whose text changed; a kept file never crosses to the thread.
 */

export interface SourceFile {
  filePath: string;
  code: string;
}
export type FormatRequest = { id: number; files: SourceFile[] };
export type FormatAnswer = { id: number; codes: string[] } | { id: number; error: string };

const thread = new RequestThread<FormatAnswer>(() => spawnThread(new URL('./format-worker.mjs', import.meta.url)));
let nextId = 1;

/** The files formatted by the thread, in order; a thread lost meanwhile fails them (the next call starts another). */
function formatInThread(files: SourceFile[]): Promise<string[]> {
  const { worker, pending } = thread.current();
  const id = nextId++;
  return new Promise<string[]>((resolve, reject) => {
    pending.set(id, (answer) => {
      if (answer instanceof Error) reject(answer);
      else if ('error' in answer) reject(new Error(`codegen formatting failed: ${answer.error}`));
      else resolve(answer.codes);
    });
    worker.postMessage({ id, files } satisfies FormatRequest);
  });
}

/** Bounded: a 60-column table's files are ~90 kB. */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 64;
const keyOf = (file: SourceFile) => `${file.filePath}\n${file.code}`;

/** The files, formatted: the kept ones at once, the others by the thread (and kept). */
export async function formatFiles(files: SourceFile[]): Promise<SourceFile[]> {
  const codes = files.map((file) => formatted.get(keyOf(file)));
  const missing = files.filter((_, i) => codes[i] === undefined);
  if (missing.length > 0) {
    const fresh = await formatInThread(missing);
    missing.forEach((file, i) => {
      if (formatted.size >= FORMATTED_MAX) formatted.delete(formatted.keys().next().value!);
      formatted.set(keyOf(file), fresh[i]!);
    });
    let next = 0;
    files.forEach((_, i) => (codes[i] ??= fresh[next++]));
  }
  return files.map((file, i) => ({ filePath: file.filePath, code: codes[i]! }));
}

/** Starts the thread and has it format `files` (not kept): Prettier loaded and its code paths compiled before a preview. */
export async function warmFormatter(files: SourceFile[]): Promise<void> {
  await formatInThread(files);
}

/** Stops the thread (an app closing); the next format starts another. */
export function closeFormatter(): Promise<void> {
  return thread.close();
}
