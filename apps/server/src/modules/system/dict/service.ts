import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import { DictErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { keptRowCount, paginate } from '../../../platform/paging';
import { mapUniqueViolation } from '../../../platform/unique';
import type {
  DictDataCreate,
  DictDataFilter,
  DictDataUpdate,
  DictTypeCreate,
  DictTypeFilter,
  DictTypeUpdate,
} from '@console/contracts/system/dict';

type Actor = { id: number };
const stamp = (actor: Actor) => ({ updater: String(actor.id), updateTime: new Date() });

// ---- dictionary types ----

export function dictTypeQuery(db: Db, filter: Static<typeof DictTypeFilter>) {
  let q = db.selectFrom('system_dict_type');
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.type) q = q.where('type', 'like', `%${escapeLike(filter.type)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  const range = parseDateRange(filter.createTime, 'createTime');
  if (range) q = q.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return q;
}

const DICT_TYPE_COLUMNS = ['id', 'name', 'type', 'status', 'remark', 'createTime'] as const;

export function pageDictTypes(db: Db, query: Static<typeof DictTypeFilter> & PageParams) {
  return paginate(
    dictTypeQuery(db, query),
    (q) => q.select(DICT_TYPE_COLUMNS).orderBy('id'),
    query.pageNo,
    query.pageSize,
  );
}

export async function getDictType(db: Db, id: number) {
  return db.selectFrom('system_dict_type').select(DICT_TYPE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Name first, then type (the reference's order), read in one statement: two statements would see two
 * snapshots, and a create committed between them would turn the answer from "name" into "type".
 */
async function assertDictTypeUnique(db: Db, fields: { name: string; type?: string }, exceptId?: number) {
  let q = db
    .selectFrom('system_dict_type')
    .select(['name', 'type'])
    .where((eb) => (fields.type === undefined ? eb('name', '=', fields.name) : eb.or([eb('name', '=', fields.name), eb('type', '=', fields.type)])));
  if (exceptId) q = q.where('id', '!=', exceptId);
  const taken = await q.execute();
  if (taken.some((row) => row.name === fields.name)) throw new ServiceError(DictErrors.DICT_TYPE_NAME_DUPLICATE);
  if (taken.length) throw new ServiceError(DictErrors.DICT_TYPE_TYPE_DUPLICATE);
}

const DICT_TYPE_INDEXES = {
  uk_system_dict_type_name: DictErrors.DICT_TYPE_NAME_DUPLICATE,
  uk_system_dict_type_type: DictErrors.DICT_TYPE_TYPE_DUPLICATE,
};

export function createDictType(db: Db, actor: Actor, input: Static<typeof DictTypeCreate>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertDictTypeUnique(trx, { name: input.name, type: input.type });
    const row = await mapUniqueViolation(
      () =>
        trx
          .insertInto('system_dict_type')
          .values({
            name: input.name,
            type: input.type,
            status: input.status ?? 0,
            remark: input.remark ?? null,
            creator: String(actor.id),
            updater: String(actor.id),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      DICT_TYPE_INDEXES,
    );
    return row.id;
  });
}

export function updateDictType(db: Db, actor: Actor, input: Static<typeof DictTypeUpdate>): Promise<void> {
  return db.transaction().execute(async (trx) => {
    if (!(await getDictType(trx, input.id))) throw new ServiceError(DictErrors.DICT_TYPE_NOT_EXISTS);
    await assertDictTypeUnique(trx, { name: input.name }, input.id);
    await mapUniqueViolation(
      () =>
        trx
          .updateTable('system_dict_type')
          .set({
            name: input.name,
            ...(input.status !== undefined ? { status: input.status } : {}),
            ...(input.remark !== undefined ? { remark: input.remark } : {}),
            ...stamp(actor),
          })
          .where('id', '=', input.id)
          .execute(),
      DICT_TYPE_INDEXES,
    );
  });
}

export function deleteDictType(db: Db, id: number): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const type = await trx.selectFrom('system_dict_type').select('type').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!type) throw new ServiceError(DictErrors.DICT_TYPE_NOT_EXISTS);
    const child = await trx.selectFrom('system_dict_data').select('id').where('dictType', '=', type.type).limit(1).executeTakeFirst();
    if (child) throw new ServiceError(DictErrors.DICT_TYPE_HAS_CHILDREN);
    await trx.deleteFrom('system_dict_type').where('id', '=', id).execute();
  });
}

export function listSimpleDictTypes(db: Db) {
  return db.selectFrom('system_dict_type').select(['id', 'name', 'type']).orderBy('id').execute();
}

// ---- dictionary data ----

export function dictDataQuery(db: Db, filter: Static<typeof DictDataFilter>) {
  let q = db.selectFrom('system_dict_data');
  if (filter.label) q = q.where('label', 'like', `%${escapeLike(filter.label)}%`);
  if (filter.dictType) q = q.where('dictType', '=', filter.dictType);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  return q;
}

const DICT_DATA_COLUMNS = ['id', 'sort', 'label', 'value', 'dictType', 'status', 'colorType', 'cssClass', 'remark', 'createTime'] as const;

export function pageDictData(db: Db, query: Static<typeof DictDataFilter> & PageParams) {
  return paginate(
    dictDataQuery(db, query),
    (q) => q.select(DICT_DATA_COLUMNS).orderBy('dictType', 'desc').orderBy('sort', 'desc').orderBy('id', 'desc'),
    query.pageNo,
    query.pageSize,
    !query.label && !query.dictType && query.status === undefined ? () => keptRowCount(db, 'system_dict_data') : undefined,
  );
}

export function getDictData(db: Db, id: number) {
  return db.selectFrom('system_dict_data').select(DICT_DATA_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Enabled entries of one type, in display order (`GET /system/dict-data/type/{type}`). */
export function listDictDataByType(db: Db, type: string) {
  return db
    .selectFrom('system_dict_data')
    .select(DICT_DATA_COLUMNS)
    .where('dictType', '=', type)
    .where('status', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listSimpleDictData(db: Db) {
  return db
    .selectFrom('system_dict_data')
    .select(['dictType', 'value', 'label', 'colorType', 'cssClass'])
    .orderBy('dictType')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

async function assertDictTypeUsable(db: Db, type: string) {
  const row = await db.selectFrom('system_dict_type').select('status').where('type', '=', type).executeTakeFirst();
  if (!row) throw new ServiceError(DictErrors.DICT_TYPE_NOT_EXISTS);
  if (row.status !== 0) throw new ServiceError(DictErrors.DICT_TYPE_NOT_ENABLE);
}

async function assertValueUnique(db: Db, type: string, value: string, exceptId?: number) {
  let q = db.selectFrom('system_dict_data').select('id').where('dictType', '=', type).where('value', '=', value);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new ServiceError(DictErrors.DICT_DATA_VALUE_DUPLICATE);
}

const DICT_DATA_INDEXES = { uk_system_dict_data_type_value: DictErrors.DICT_DATA_VALUE_DUPLICATE };

const dataValues = (input: Static<typeof DictDataCreate>) => ({
  sort: input.sort,
  label: input.label,
  value: input.value,
  dictType: input.dictType,
  status: input.status ?? 0,
  colorType: input.colorType ?? '',
  cssClass: input.cssClass ?? '',
  remark: input.remark ?? null,
});

export function createDictData(db: Db, actor: Actor, input: Static<typeof DictDataCreate>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await assertDictTypeUsable(trx, input.dictType);
    await assertValueUnique(trx, input.dictType, input.value);
    const row = await mapUniqueViolation(
      () =>
        trx
          .insertInto('system_dict_data')
          .values({ ...dataValues(input), creator: String(actor.id), updater: String(actor.id) })
          .returning('id')
          .executeTakeFirstOrThrow(),
      DICT_DATA_INDEXES,
    );
    return row.id;
  });
}

export function updateDictData(db: Db, actor: Actor, input: Static<typeof DictDataUpdate>): Promise<void> {
  return db.transaction().execute(async (trx) => {
    if (!(await getDictData(trx, input.id))) throw new ServiceError(DictErrors.DICT_DATA_NOT_EXISTS);
    await assertDictTypeUsable(trx, input.dictType);
    await assertValueUnique(trx, input.dictType, input.value, input.id);
    await mapUniqueViolation(
      () =>
        trx
          .updateTable('system_dict_data')
          .set({ ...dataValues(input), ...stamp(actor) })
          .where('id', '=', input.id)
          .execute(),
      DICT_DATA_INDEXES,
    );
  });
}

export async function deleteDictData(db: Db, id: number): Promise<void> {
  const result = await db.deleteFrom('system_dict_data').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ServiceError(DictErrors.DICT_DATA_NOT_EXISTS);
}

