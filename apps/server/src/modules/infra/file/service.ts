import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { FileErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { storageFor } from '../../../platform/file-storage';
import { isPrivatePath } from '../../../platform/file-store';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import type { FileFilter } from '@console/contracts/infra/file';

const COLUMNS = ['id', 'configId', 'name', 'path', 'url', 'type', 'size', 'createTime'] as const;

/** The file list shows the public files; private folders (lawyer scans) are reached only through their records. */
export function fileQuery(db: Db, filter: Static<typeof FileFilter>) {
  let q = db.selectFrom('infra_file').where('path', 'not like', 'lawyer/%');
  if (filter.path) q = q.where('path', 'like', `%${escapeLike(filter.path)}%`);
  if (filter.type) q = q.where('type', 'like', `%${escapeLike(filter.type)}%`);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

export function pageFiles(db: Db, query: Static<typeof FileFilter> & PageParams) {
  return paginate(fileQuery(db, query), (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

/**
 * Deletes a file's record, and its bytes once no other record shares them (identical uploads share one
 * content-addressed path). A private file is deleted with the record that cites it, never from here.
 */
export async function deleteFile(db: Db, id: number, deferred?: Deferred) {
  return removeFile(
    db,
    id,
    (file) => {
      if (!file || isPrivatePath(file.path)) throw new ServiceError(FileErrors.FILE_NOT_EXISTS);
    },
    deferred,
  );
}

/**
 * In a caller's transaction (a batch delete): the bytes go once it commits, through storage opened on `db`, a handle
 * that outlives the transaction — a later id's refusal must not leave earlier records restored without their bytes.
 */
interface Deferred {
  afterCommit: (work: () => Promise<unknown>) => void;
  db: Db;
}

/**
 * Deletes a file record (after `check` has seen it) and its bytes when no other record shares them. On its own, the
 * bytes go inside the record's transaction: a storage that is down refuses the delete (in the envelope) and the file
 * stays listed — never a record gone while its bytes are still served.
 */
export async function removeFile(db: Db, id: number, check: (file: { path: string } | undefined) => void = () => undefined, deferred?: Deferred) {
  return db.transaction().execute(async (trx) => {
    const file = await trx.selectFrom('infra_file').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    check(file);
    if (!file) throw new ServiceError(FileErrors.FILE_NOT_EXISTS);
    await trx.deleteFrom('infra_file').where('id', '=', id).execute();
    let shared = trx.selectFrom('infra_file').select('id').where('path', '=', file.path);
    shared = file.configId === null ? shared.where('configId', 'is', null) : shared.where('configId', '=', file.configId);
    const stillUsed = await shared.limit(1).executeTakeFirst();
    const { configId, path } = file;
    if (!stillUsed && configId !== null) {
      if (deferred) deferred.afterCommit(async () => (await storageFor(deferred.db, configId))?.delete(path));
      else await (await storageFor(trx, configId))?.delete(path);
    }
    return file;
  });
}
