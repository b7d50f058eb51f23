import { formatMessage, type ErrorCode } from '@console/contracts/error-codes';
import type { Db } from '../../db/database';
import { badField, ServiceError } from '../../platform/errors';
import { mapUniqueViolation } from '../../platform/unique';

/**
 * What the message templates (mail, 站内信, and SMS for its row shape) share: a code unique per tenant, `{name}` parameters parsed from the text
 * and stored as JSON, and writes in one transaction whose race past the code check lands on the unique constraint.
 */

type TemplateTable = 'system_mail_template' | 'system_notify_template';

/** The stored parameter list (JSON text) as the array it is. */
export const withParamList = <R extends { params: string }>(row: R) => ({ ...row, params: JSON.parse(row.params) as string[] });

/** A template's `{name}` parameters as stored; more than `max` of them are refused on `content`. */
export function storedParams(params: readonly string[], max: number): string {
  if (params.length > max) throw badField('content', `参数至多 ${max} 个`);
  return JSON.stringify(params);
}

const duplicate = (error: ErrorCode, code: string) => new ServiceError({ code: error.code, msg: formatMessage(error.msg, code) });

/** Refuses a code another of this tenant's templates has (the tenant scope applies to the read). */
export async function assertCodeFree(trx: Db, table: TemplateTable, code: string, exceptId: number | undefined, error: ErrorCode): Promise<void> {
  let same = trx.selectFrom(table).select('id').where('code', '=', code);
  if (exceptId !== undefined) same = same.where('id', '<>', exceptId);
  if (await same.executeTakeFirst()) throw duplicate(error, code);
}

/**
 * Runs a template write in one transaction; a create or update that raced another to the same code, past
 * `assertCodeFree`, fails on the constraint `constraint` and is answered with the same duplicate-code error.
 */
export function writeTemplate<T>(db: Db, code: string, unique: { constraint: string; error: ErrorCode }, work: (trx: Db) => Promise<T>): Promise<T> {
  return mapUniqueViolation(() => db.transaction().execute(work), { [unique.constraint]: duplicate(unique.error, code) });
}
