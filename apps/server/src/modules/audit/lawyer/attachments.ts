import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database';
import { parseFileUrl, saveFile, sniffImageType, type FileUrlSigner } from '../../../platform/file-store';
import { storageFor } from '../../../platform/file-storage';
import { readImageUpload } from '../../../platform/upload';

/** Application attachments (licence photo, ID card sides) live under this folder of the file store. */
const LAWYER_DIR = 'lawyer';
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/**
 * Stores an uploaded image (refusing anything else) and answers its URL, signed so the uploader can preview it
 * (the folder is private); the application stores it unsigned.
 */
export async function saveAttachment(db: Db, request: FastifyRequest, actorId: number): Promise<string> {
  const upload = await readImageUpload(request, 'file', MAX_ATTACHMENT_BYTES);
  const saved = await saveFile(db, { name: upload.filename, content: upload.content, type: upload.image.mime, dir: LAWYER_DIR, ext: upload.image.ext, actorId });
  return request.server.fileUrls.sign(saved.url);
}

/**
 * Whether the (unsigned) URL names an image stored under the lawyer folder, judged by the stored bytes — never by
 * the type a client declared — so an application never points elsewhere, nor at a page posing as a picture.
 */
export async function isLawyerAttachment(db: Db, url: string): Promise<boolean> {
  if (!parseFileUrl(url)?.path.startsWith(`${LAWYER_DIR}/`)) return false;
  const row = await db.selectFrom('infra_file').select(['configId', 'path']).where('url', '=', url).limit(1).executeTakeFirst();
  if (!row) return false;
  const content = row.configId === null ? undefined : await (await storageFor(db, row.configId))?.get(row.path);
  return !!content && sniffImageType(content) !== undefined;
}

/** An application as shown to staff: its scans as signed URLs an <img> can load for the next quarter hour. */
export function withSignedAttachments<T extends { licencePhotoUrl: string; idCardFrontUrl: string; idCardBackUrl: string }>(signer: FileUrlSigner, row: T): T {
  return {
    ...row,
    licencePhotoUrl: signer.sign(row.licencePhotoUrl),
    idCardFrontUrl: signer.sign(row.idCardFrontUrl),
    idCardBackUrl: signer.sign(row.idCardBackUrl),
  };
}
