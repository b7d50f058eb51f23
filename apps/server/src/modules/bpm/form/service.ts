import type { PageParams } from '@console/contracts/envelope';
import { BpmErrors } from '@console/contracts/error-codes';
import type { FormCreate, FormUpdate } from '@console/contracts/bpm/form';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { checkConf, checkFields } from './fields';

type Actor = { id: number };
const COLUMNS = ['id', 'name', 'status', 'conf', 'fields', 'remark', 'createTime'] as const;
const shown = <R extends { fields: string }>(row: R) => ({ ...row, fields: JSON.parse(row.fields) as string[] });

export async function pageForms(db: Db, query: { name?: string } & PageParams) {
  let base = db.selectFrom('bpm_form');
  if (query.name) base = base.where('name', 'like', `%${escapeLike(query.name)}%`);
  return paginate(base, (q) => q.select(['id', 'name', 'status', 'remark', 'createTime']).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}

export async function getForm(db: Db, id: number) {
  const row = await db.selectFrom('bpm_form').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new ServiceError(BpmErrors.FORM_NOT_EXISTS);
  return shown(row);
}

export function listFormsSimple(db: Db) {
  return db.selectFrom('bpm_form').select(['id', 'name']).where('status', '=', 0).orderBy('id').execute();
}

function values(input: Static<typeof FormCreate>) {
  checkConf(input.conf);
  checkFields(input.fields);
  return { name: input.name.trim(), status: input.status, conf: input.conf, fields: JSON.stringify(input.fields), remark: input.remark?.trim() || null };
}

export async function createForm(db: Db, actor: Actor, input: Static<typeof FormCreate>): Promise<number> {
  const row = await db
    .insertInto('bpm_form')
    .values({ ...values(input), creator: String(actor.id), updater: String(actor.id) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateForm(db: Db, actor: Actor, input: Static<typeof FormUpdate>) {
  const next = values(input);
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('bpm_form').select(COLUMNS).where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw new ServiceError(BpmErrors.FORM_NOT_EXISTS);
    const after = await trx
      .updateTable('bpm_form')
      .set({ ...next, updater: String(actor.id), updateTime: new Date() })
      .where('id', '=', input.id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { before: shown(before), after: shown(after) };
  });
}

export function deleteForm(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('bpm_form').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ServiceError(BpmErrors.FORM_NOT_EXISTS);
    await trx.deleteFrom('bpm_form').where('id', '=', id).execute();
    return shown(row);
  });
}
