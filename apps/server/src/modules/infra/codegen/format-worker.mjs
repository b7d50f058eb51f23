// @ts-check
import { parentPort } from 'node:worker_threads';
import * as prettier from 'prettier';

/*
 * 代码生成's formatting thread (format.ts): Prettier is loaded here once, when the thread starts, and formats the
 * files it is handed, so a preview's formatting — nine tenths of its CPU — never holds the request thread. Plain
 * JavaScript, so that under tsx (tests, benchmarks) the thread and Prettier load without a TypeScript loader, as in
 * the built server. Prettier's babel-ts parser gives the same output as its typescript parser for what the templates
 * write (the committed example, test/codegen-demo.test.ts, pins it) in half the time; 160 columns is the
 * repository's width.
 */
const OPTIONS = { parser: 'babel-ts', printWidth: 160, singleQuote: true, trailingComma: 'all' };

/** @param {{ id: number, files: Array<{ filePath: string, code: string }> }} request (format.ts FormatRequest) */
async function answer({ id, files }) {
  try {
    const codes = [];
    for (const file of files) codes.push(await prettier.format(file.code, { ...OPTIONS, filepath: file.filePath }));
    return { id, codes };
  } catch (err) {
    return { id, error: err instanceof Error ? err.message : String(err) };
  }
}

parentPort?.on('message', async (request) => parentPort?.postMessage(await answer(request)));
