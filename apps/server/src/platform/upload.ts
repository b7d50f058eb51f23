import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FileErrors } from '@console/contracts/error-codes';
import { badRequest, ServiceError } from './errors';
import { sniffImageType } from './file-store';

/**
 * Multipart for the routes of one plugin: call inside the plugin so the parser stays in its scope.
 * Part limits are per request (readUpload); these only bound the form around the file.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fields: 10, fieldSize: 1024, files: 1, parts: 20, headerPairs: 100 } });
}

export interface Upload {
  filename: string;
  mimetype: string;
  content: Buffer;
  /** The other (text) fields of the form. */
  fields: Record<string, string>;
}


const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} KB`);

// Control characters (NUL, line breaks, DEL…): PostgreSQL text cannot hold NUL, and no real file name or type has the others.
const CONTROL_CHARS = /\p{Cc}/u;

/**
 * Reads the one file of a multipart form (field `field`) into memory, at most `maxBytes`.
 * Refusals are clear client errors: not multipart, a body that is not a well-formed form (no or wrong boundary,
 * cut short), control characters in the file's name or type, no such file (1001003002), too large.
 */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(`${field} 请以 multipart/form-data 上传文件`);
  const fields: Record<string, string> = {};
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field || upload) {
          part.file.resume();
          continue;
        }
        const content = await part.toBuffer();
        upload = { filename: part.filename ?? '', mimetype: part.mimetype ?? '', content, fields };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    const e = err as { code?: string; statusCode?: number; message?: string };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`${field} 文件大小不能超过 ${formatSize(maxBytes)}`);
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) throw badRequest(`${field} ${e.message ?? ''}`.trim());
    // Anything else while reading the body is busboy refusing it: "Multipart: Boundary not found",
    // "Unexpected end of multipart data" (wrong boundary, cut short)... The client's fault, not ours.
    request.log.info({ err }, 'malformed multipart body');
    throw badRequest(`${field} 不是完整的 multipart/form-data 请求（${e.message ?? 'malformed'}）`);
  }
  if (upload && CONTROL_CHARS.test(upload.filename)) throw badRequest(`${field} 文件名不能包含控制字符`);
  if (upload && CONTROL_CHARS.test(upload.mimetype)) throw badRequest(`${field} 文件类型不能包含控制字符`);
  const badField = Object.entries(fields).find(([, value]) => value.includes('\u0000'))?.[0];
  if (badField !== undefined) throw badRequest(`${badField} 不能包含 NUL 字符`);
  if (!upload || upload.content.length === 0) throw new ServiceError(FileErrors.FILE_IS_EMPTY);
  return upload;
}

/** Reads the one file of a multipart form and refuses anything whose bytes are not a PNG, JPEG, GIF or WebP image. */
export async function readImageUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<Upload & { image: { mime: string; ext: string } }> {
  const upload = await readUpload(request, field, maxBytes);
  // Trust the bytes, not the name or the client's content type.
  const image = sniffImageType(upload.content);
  if (!image) throw badRequest(`${field} 只能上传 PNG、JPEG、GIF 或 WebP 图片`);
  return { ...upload, image };
}
