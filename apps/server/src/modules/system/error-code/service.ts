import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { ErrorCodeErrors } from '@console/contracts/error-codes';
import { ErrorCodeType, type ErrorCodeCreate, type ErrorCodeFilter, type ErrorCodeUpdate } from '@console/contracts/system/error-code';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';

type Actor = { id: number };

export const ERROR_CODE_COLUMNS = ['id', 'type', 'applicationName', 'code', 'message', 'memo', 'createTime'] as const;

export function errorCodeQuery(db: Db, filter: Static<typeof ErrorCodeFilter>) {
  let q = db.selectFrom('system_error_code');
  if (filter.type !== undefined) q = q.where('type', '=', filter.type);
  if (filter.applicationName) q = q.where('applicationName', 'like', `%${escapeLike(filter.applicationName)}%`);
  if (filter.code !== undefined) q = q.where('code', '=', filter.code);
  if (filter.message) q = q.where('message', 'like', `%${escapeLike(filter.message)}%`);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

/** Ordered by code, highest first, as the original. */
export function pageErrorCodes(db: Db, query: Static<typeof ErrorCodeFilter> & PageParams) {
  return paginate(errorCodeQuery(db, query), (q) => q.select(ERROR_CODE_COLUMNS).orderBy('code', 'desc'), query.pageNo, query.pageSize);
}

export async function getErrorCode(db: Db, id: number) {
  const row = await db.selectFrom('system_error_code').select(ERROR_CODE_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(ErrorCodeErrors.ERROR_CODE_NOT_EXISTS);
  return row;
}
export type ErrorCodeRecord = Awaited<ReturnType<typeof getErrorCode>>;

/** A code has one row (uk_system_error_code_code): a race past the check below lands on the index. */
const duplicate = (code: number) => ({ uk_system_error_code_code: new ServiceError(ErrorCodeErrors.ERROR_CODE_DUPLICATE, code) });

async function refuseTakenCode(db: Db, code: number, ownId?: number): Promise<void> {
  let q = db.selectFrom('system_error_code').select('id').where('code', '=', code);
  if (ownId !== undefined) q = q.where('id', '<>', ownId);
  if (await q.executeTakeFirst()) throw new ServiceError(ErrorCodeErrors.ERROR_CODE_DUPLICATE, code);
}

/** What an administrator writes is a manual row (type 2): registration at start never overwrites it. */
const manualValues = (actor: Actor, input: Static<typeof ErrorCodeCreate>) => ({
  type: ErrorCodeType.MANUAL,
  applicationName: input.applicationName.trim(),
  code: input.code,
  message: input.message,
  memo: input.memo ?? '',
  updater: String(actor.id),
});

export async function createErrorCode(db: Db, actor: Actor, input: Static<typeof ErrorCodeCreate>): Promise<number> {
  await refuseTakenCode(db, input.code);
  const row = await mapUniqueViolation(
    () =>
      db
        .insertInto('system_error_code')
        .values({ ...manualValues(actor, input), creator: String(actor.id) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(input.code),
  );
  return row.id;
}

export function updateErrorCode(db: Db, actor: Actor, input: Static<typeof ErrorCodeUpdate>): Promise<{ before: ErrorCodeRecord; after: ErrorCodeRecord }> {
  return mapUniqueViolation(
    () =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('system_error_code').select(ERROR_CODE_COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
        if (!before) throw new ServiceError(ErrorCodeErrors.ERROR_CODE_NOT_EXISTS);
        if (before.code !== input.code) await refuseTakenCode(trx, input.code, input.id);
        const after = await trx
          .updateTable('system_error_code')
          .set({ ...manualValues(actor, input), updateTime: new Date() })
          .where('id', '=', input.id)
          .returning(ERROR_CODE_COLUMNS)
          .executeTakeFirstOrThrow();
        return { before, after };
      }),
    duplicate(input.code),
  );
}

/** Deleting an edited row gives the code back its built-in message; the next start registers it again (type 1). */
export function deleteErrorCode(db: Db, id: number): Promise<ErrorCodeRecord> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('system_error_code').select(ERROR_CODE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(ErrorCodeErrors.ERROR_CODE_NOT_EXISTS);
    await trx.deleteFrom('system_error_code').where('id', '=', id).execute();
    return row;
  });
}
