import { sql } from 'kysely';
import type { Static } from 'typebox';
import { DeptErrors, UserErrors } from '@console/contracts/error-codes';
import { MOBILE_PATTERN } from '@console/contracts/validation';
import type { Db } from '../../../db/database';
import { badField, ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { mapUniqueViolation } from '../../../platform/unique';
import { deptAndDescendants } from '../permission/service';
import type { DeptCreate, DeptFilter, DeptUpdate } from '@console/contracts/system/dept';

type Actor = { id: number };

export const DEPT_COLUMNS = ['id', 'name', 'parentId', 'sort', 'leaderUserId', 'phone', 'email', 'status', 'createTime'] as const;

/**
 * Dept writes are serialised, so sibling-name, parent and "no children" checks cannot race each other; the
 * sibling-name rule is also a unique index (migration 0006), mapped for writers that do not take the lock.
 */
const lockDepts = (trx: Db) => sql`select pg_advisory_xact_lock(hashtext('system_dept'))`.execute(trx);

const MOBILE = new RegExp(MOBILE_PATTERN);
/** The same shape ajv-formats calls "email" (fast mode). */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

const DEPT_INDEXES = { uk_system_dept_parent_name: DeptErrors.DEPT_NAME_DUPLICATE };

/** Flat (the UI builds the tree), by sort then id. */
export function listDepts(db: Db, filter: Static<typeof DeptFilter>) {
  let q = db.selectFrom('system_dept').select(DEPT_COLUMNS);
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  return q.orderBy('sort').orderBy('id').execute();
}

export function listSimpleDepts(db: Db) {
  return db.selectFrom('system_dept').select(['id', 'name', 'parentId']).where('status', '=', 0).orderBy('sort').orderBy('id').execute();
}

export function getDept(db: Db, id: number) {
  return db.selectFrom('system_dept').select(DEPT_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type DeptRecord = NonNullable<Awaited<ReturnType<typeof getDept>>>;

/** Blank phone and email are stored as null; a given one must be a mobile number / an address. */
function deptValues(input: Static<typeof DeptCreate>) {
  const phone = input.phone?.trim() || null;
  const email = input.email?.trim() || null;
  if (phone !== null && !MOBILE.test(phone)) throw badField('body.phone', '手机号格式不正确');
  if (email !== null && !EMAIL.test(email)) throw badField('body.email', '邮箱格式不正确');
  return {
    name: input.name,
    parentId: input.parentId ?? 0,
    sort: input.sort,
    leaderUserId: input.leaderUserId ?? null,
    phone,
    email,
    status: input.status ?? 0,
  };
}

/** Everything a body refers to must be this tenant's (db is scoped): parent, leader, and no cycle. */
async function assertReferences(db: Db, values: ReturnType<typeof deptValues>, selfId?: number) {
  const { parentId } = values;
  if (parentId !== 0) {
    if (selfId !== undefined && parentId === selfId) throw new ServiceError(DeptErrors.DEPT_PARENT_ERROR);
    const parent = await db.selectFrom('system_dept').select('id').where('id', '=', parentId).executeTakeFirst();
    if (!parent) throw new ServiceError(DeptErrors.DEPT_PARENT_NOT_EXITS);
    if (selfId !== undefined && (await deptAndDescendants(db, [selfId])).includes(parentId)) {
      throw new ServiceError(DeptErrors.DEPT_PARENT_IS_CHILD);
    }
  }
  let sibling = db.selectFrom('system_dept').select('id').where('parentId', '=', parentId).where('name', '=', values.name);
  if (selfId !== undefined) sibling = sibling.where('id', '!=', selfId);
  if (await sibling.executeTakeFirst()) throw new ServiceError(DeptErrors.DEPT_NAME_DUPLICATE);
  if (values.leaderUserId !== null) {
    const leader = await db.selectFrom('system_users').select('id').where('id', '=', values.leaderUserId).executeTakeFirst();
    if (!leader) throw new ServiceError(UserErrors.USER_NOT_EXISTS);
  }
}

export function createDept(db: Db, actor: Actor, input: Static<typeof DeptCreate>): Promise<number> {
  const values = deptValues(input);
  return db.transaction().execute(async (trx) => {
    await lockDepts(trx);
    await assertReferences(trx, values);
    const row = await mapUniqueViolation(
      () =>
        trx
          .insertInto('system_dept')
          .values({ ...values, creator: String(actor.id), updater: String(actor.id) })
          .returning('id')
          .executeTakeFirstOrThrow(),
      DEPT_INDEXES,
    );
    return row.id;
  });
}

export function updateDept(db: Db, actor: Actor, input: Static<typeof DeptUpdate>): Promise<{ before: DeptRecord; after: DeptRecord }> {
  const values = deptValues(input);
  return db.transaction().execute(async (trx) => {
    await lockDepts(trx);
    const before = await getDept(trx, input.id);
    if (!before) throw new ServiceError(DeptErrors.DEPT_NOT_FOUND);
    await assertReferences(trx, values, input.id);
    await mapUniqueViolation(
      () =>
        trx
          .updateTable('system_dept')
          .set({ ...values, updater: String(actor.id), updateTime: new Date() })
          .where('id', '=', input.id)
          .execute(),
      DEPT_INDEXES,
    );
    return { before, after: (await getDept(trx, input.id))! };
  });
}

/** Refused while the dept has children or users. */
export function deleteDept(db: Db, id: number): Promise<DeptRecord> {
  return db.transaction().execute(async (trx) => {
    await lockDepts(trx);
    const before = await getDept(trx, id);
    if (!before) throw new ServiceError(DeptErrors.DEPT_NOT_FOUND);
    const child = await trx.selectFrom('system_dept').select('id').where('parentId', '=', id).limit(1).executeTakeFirst();
    if (child) throw new ServiceError(DeptErrors.DEPT_EXITS_CHILDREN);
    const user = await trx.selectFrom('system_users').select('id').where('deptId', '=', id).limit(1).executeTakeFirst();
    if (user) throw new ServiceError(DeptErrors.DEPT_EXISTS_USER);
    await trx.deleteFrom('system_dept').where('id', '=', id).execute();
    return before;
  });
}
