import type { GeneratedFile } from './generate';

/** Entries carry a fixed time, so the same code always zips to the same bytes. */
const FIXED_TIME = new Date(Date.UTC(2020, 0, 1));

/** The generated files as one zip, each at its path in the repository (UTF-8 names and contents). */
export async function zipFiles(files: readonly GeneratedFile[]): Promise<Buffer> {
  // Loaded on the first download, not while the server starts.
  const { default: yazl } = await import('yazl');
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addBuffer(Buffer.from(file.code, 'utf8'), file.filePath, { mtime: FIXED_TIME, mode: 0o100644 });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
