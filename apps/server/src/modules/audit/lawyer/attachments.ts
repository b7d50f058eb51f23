import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { DB_STORAGE_CONFIG_ID, fileUrl, saveFile } from '../../../platform/file-store';
import { readImageUpload } from '../../../platform/upload';

/** Application attachments (licence photo, ID card sides) live under this folder of the file store. */
const LAWYER_DIR = 'lawyer';
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const URL_PREFIX = fileUrl(DB_STORAGE_CONFIG_ID, `${LAWYER_DIR}/`);

/** Stores an uploaded image (refusing anything else) and answers its URL, for the application's fields. */
export async function saveAttachment(db: Db, request: FastifyRequest, actorId: number): Promise<string> {
  const upload = await readImageUpload(request, 'file', MAX_ATTACHMENT_BYTES);
  const saved = await saveFile(db, { name: upload.filename, content: upload.content, type: upload.image.mime, dir: LAWYER_DIR, ext: upload.image.ext, actorId });
  return saved.url;
}

/** Whether the URL names an image uploaded through saveAttachment (so an application never points elsewhere). */
export async function isLawyerAttachment(db: Db, url: string): Promise<boolean> {
  if (!url.startsWith(URL_PREFIX)) return false;
  const row = await db.selectFrom('infra_file').select('type').where('url', '=', url).limit(1).executeTakeFirst();
  return !!row?.type?.startsWith('image/');
}
