import { FileErrors } from '@console/contracts/error-codes';
import { ServiceError } from './errors';

/** What the general upload accepts, judged by the bytes (file-type's magic numbers), never by the name or header. */
const ALLOWED_MIME = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'application/pdf',
  'application/zip',
  'application/x-7z-compressed',
  'application/gzip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb',
  'audio/mpeg',
  'video/mp4',
]);
/** Files with no magic number pass as text when their bytes are UTF-8 text and their name says one of these. */
const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', md: 'text/markdown', json: 'application/json', log: 'text/plain' };

function isUtf8Text(content: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return false;
  }
  // Control characters other than tab, newline and carriage return mean a binary file.
  for (const byte of content) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  return true;
}

/** The type and extension of an upload from its bytes, or a refusal naming what it is (1001003003). */
export async function sniffUpload(content: Buffer, filename: string): Promise<{ mime: string; ext: string }> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(content);
  if (detected) {
    if (ALLOWED_MIME.has(detected.mime)) return { mime: detected.mime, ext: detected.ext };
    throw new ServiceError(FileErrors.FILE_TYPE_NOT_ALLOWED, detected.ext);
  }
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  const textType = TEXT_TYPES[ext];
  if (textType && isUtf8Text(content)) return { mime: textType, ext };
  throw new ServiceError(FileErrors.FILE_TYPE_NOT_ALLOWED, ext || '未知');
}
