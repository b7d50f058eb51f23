import { randomBytes } from 'node:crypto';
import { FileErrors } from '@console/contracts/error-codes';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { badField, badRequest, ServiceError } from '../../../platform/errors';
import { masterStorage, S3FileStorage, storageFor } from '../../../platform/file-storage';
import { chosenFilePath, extensionOf, fileUrl } from '../../../platform/file-store';
import { sniffUpload } from '../../../platform/file-type';
import { at } from '../../../db/timestamp';

/** A presigned PUT is good for this long: enough to send 10 MB on a slow line, short enough to be useless later. */
const PRESIGN_SECONDS = 10 * 60;
/** An upload never recorded is swept this long after its URL expired (the browser PUT, then never called create). */
const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** The last segment of a path presignUpload hands out: 32 random hex digits and the name's extension, if any. */
const PRESIGNED_NAME = /^[0-9a-f]{32}(?:\.[a-z0-9]{1,10})?$/;

/** The master config's storage when it is S3; direct upload exists for no other storage. */
async function masterS3(db: Db): Promise<S3FileStorage> {
  const storage = await masterStorage(db);
  if (!(storage instanceof S3FileStorage)) throw new ServiceError(FileErrors.FILE_PRESIGN_NOT_S3);
  return storage;
}

/**
 * A fresh path under `directory` (checked as an upload's chosen path) and a URL to PUT its bytes to. The path is
 * remembered until its file is recorded: create takes no other, and the nightly clean-up removes what never was.
 */
export async function presignUpload(db: Db, name: string, directory: string | undefined, actorId: number) {
  const storage = await masterS3(db);
  const ext = extensionOf(name);
  const file = randomBytes(16).toString('hex') + (ext ? `.${ext}` : '');
  const dir = directory?.trim().replace(/^\/+|\/+$/g, '');
  const path = chosenFilePath(dir ? `${dir}/${file}` : file);
  const uploadUrl = await storage.presignPut(path, PRESIGN_SECONDS);
  await db
    .insertInto('infra_file_presign')
    .values({ configId: storage.configId, path, expireTime: new Date(Date.now() + PRESIGN_SECONDS * 1000), creator: String(actorId) })
    .execute();
  return { configId: storage.configId, uploadUrl, url: fileUrl(storage.configId, path), path };
}

/** Serialises everything done to one direct-upload path: its create and its sweep. */
const lockPath = (trx: Db, configId: number, path: string) => sql`select pg_advisory_xact_lock(hashtext(${`infra_file:${configId}:${path}`}))`.execute(trx);

/**
 * Records a file a browser PUT to a presigned URL. Nothing the client says about the bytes is believed: the object
 * must exist in the master bucket, its size is the store's, its type is sniffed from its bytes as an upload's is;
 * a type we do not keep or a size over the limit is refused and the object deleted.
 */
export async function createPresigned(
  db: Db,
  input: { configId: number; path: string; name?: string },
  limits: { maxBytes: number; actorId: number },
): Promise<number> {
  const storage = await masterS3(db);
  if (input.configId !== storage.configId) throw badField('configId', '不是当前的 S3 主文件配置');
  const path = chosenFilePath(input.path);
  if (!PRESIGNED_NAME.test(path.split('/').pop()!)) throw badField('path', '不是直传地址生成的文件路径');
  const name = input.name?.trim() || path.split('/').pop()!;
  const recorded = (trx: Db) => trx.selectFrom('infra_file').select('id').where('configId', '=', storage.configId).where('path', '=', path).executeTakeFirst();
  // A recorded file's bytes are never judged (or deleted) again through here.
  if (await recorded(db)) throw new ServiceError(FileErrors.FILE_PATH_EXISTS);
  const handedOut = await db.selectFrom('infra_file_presign').select('id').where('configId', '=', storage.configId).where('path', '=', path).executeTakeFirst();
  if (!handedOut) throw badField('path', '不是直传地址生成的文件路径');

  const content = await storage.getAtMost(path, limits.maxBytes);
  if (content === undefined) throw new ServiceError(FileErrors.FILE_NOT_EXISTS);
  if (content === 'too-large') {
    await storage.delete(path);
    throw badRequest(`file 文件大小不能超过 ${limits.maxBytes / 1024 / 1024} MB`);
  }
  if (content.length === 0) {
    await storage.delete(path);
    throw new ServiceError(FileErrors.FILE_IS_EMPTY);
  }
  let type: string;
  try {
    type = (await sniffUpload(content, name)).mime;
  } catch (err) {
    await storage.delete(path);
    throw err;
  }

  return db.transaction().execute(async (trx) => {
    // Paths of direct uploads are never shared: two creates of one path must not both find it free.
    await lockPath(trx, storage.configId, path);
    if (await recorded(trx)) throw new ServiceError(FileErrors.FILE_PATH_EXISTS);
    // Swept while its bytes were read: the object is gone.
    const presign = await trx.deleteFrom('infra_file_presign').where('configId', '=', storage.configId).where('path', '=', path).returning('id').executeTakeFirst();
    if (!presign) throw new ServiceError(FileErrors.FILE_NOT_EXISTS);
    const row = await trx
      .insertInto('infra_file')
      .values({
        configId: storage.configId,
        name: name.slice(0, 256),
        path,
        url: fileUrl(storage.configId, path),
        type,
        size: content.length,
        creator: String(limits.actorId),
        updater: String(limits.actorId),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * Deletes the objects of direct uploads never recorded, an hour after their URL expired, and forgets their paths (up to
 * `limit` a run). A storage that cannot delete keeps the path for the next run. Answers how many were removed and failed.
 */
export async function sweepUnrecordedUploads(db: Db, now = Date.now(), limit = 1000): Promise<{ removed: number; failed: number }> {
  const due = await db
    .selectFrom('infra_file_presign')
    .select(['id', 'configId', 'path'])
    .where('expireTime', '<', at(now - SWEEP_GRACE_MS))
    .orderBy('id')
    .limit(limit)
    .execute();
  let removed = 0;
  let failed = 0;
  for (const { id, configId, path } of due) {
    try {
      const deleted = await db.transaction().execute(async (trx) => {
        await lockPath(trx, configId, path);
        const forgotten = await trx.deleteFrom('infra_file_presign').where('id', '=', id).returning('id').executeTakeFirst();
        const recorded = await trx.selectFrom('infra_file').select('id').where('configId', '=', configId).where('path', '=', path).executeTakeFirst();
        if (!forgotten || recorded) return false;
        // Deleted inside the transaction: a storage that refuses keeps the path for the next run.
        await (await storageFor(trx, configId))?.delete(path);
        return true;
      });
      if (deleted) removed += 1;
    } catch {
      failed += 1;
    }
  }
  return { removed, failed };
}
