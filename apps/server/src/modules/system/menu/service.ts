import { sql } from 'kysely';
import type { Static } from 'typebox';
import { MenuErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { badField, ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { mapUniqueViolation } from '../../../platform/unique';
import { MENU_TYPE, SYSTEM_PACKAGE_ID } from '../permission/service';
import type { MenuCreate, MenuFilter, MenuUpdate } from '@console/contracts/system/menu';

type Actor = { id: number };

export const MENU_COLUMNS = [
  'id',
  'name',
  'permission',
  'type',
  'sort',
  'parentId',
  'path',
  'icon',
  'component',
  'status',
  'visible',
  'keepAlive',
  'componentName',
  'alwaysShow',
  'createTime',
] as const;

/**
 * Menu writes are serialised, so two requests cannot both pass a sibling-name or parent check; the
 * sibling-name rule is also a unique index (migration 0006), mapped for writers that do not take the lock.
 */
const lockMenus = (trx: Db) => sql`select pg_advisory_xact_lock(hashtext('system_menu'))`.execute(trx);
const MENU_INDEXES = { uk_system_menu_parent_name: MenuErrors.MENU_NAME_DUPLICATE };

/**
 * The menus a tenant may hand out: its package's menu ids, or null for "all" (the system tenant,
 * package_id 0). Reference §2.8: package limits apply when menus are assigned and listed for granting.
 */
export async function tenantMenuIds(db: Db, tenantId: number): Promise<number[] | null> {
  const tenant = await db.selectFrom('system_tenant').select('packageId').where('id', '=', tenantId).executeTakeFirst();
  if (!tenant || tenant.packageId === SYSTEM_PACKAGE_ID) return tenant ? null : [];
  const pkg = await db.selectFrom('system_tenant_package').select('menuIds').where('id', '=', tenant.packageId).executeTakeFirst();
  return pkg?.menuIds ?? [];
}

/** Flat, every tenant alike (menus are global), by sort then id. */
export function listMenus(db: Db, filter: Static<typeof MenuFilter>) {
  let q = db.selectFrom('system_menu').select(MENU_COLUMNS);
  if (filter.name) q = q.where('name', 'like', `%${escapeLike(filter.name)}%`);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  return q.orderBy('sort').orderBy('id').execute();
}

/** Enabled menus for the role-menu grant tree; a non-system tenant sees its package only. */
export async function listSimpleMenus(db: Db, tenantId: number) {
  const allowed = await tenantMenuIds(db, tenantId);
  if (allowed && allowed.length === 0) return [];
  let q = db.selectFrom('system_menu').select(['id', 'name', 'parentId', 'type']).where('status', '=', 0);
  if (allowed) q = q.where('id', 'in', allowed);
  return q.orderBy('sort').orderBy('id').execute();
}

export function getMenu(db: Db, id: number) {
  return db.selectFrom('system_menu').select(MENU_COLUMNS).where('id', '=', id).executeTakeFirst();
}

const isExternal = (path: string) => /^https?:\/\//i.test(path);

/**
 * The row as stored: buttons carry no path, icon or component (reference §3.2); directories and
 * pages need a path that starts with `/` at the top level and does not below it, unless it is an
 * http(s) link.
 */
function menuValues(input: Static<typeof MenuCreate>) {
  const button = input.type === MENU_TYPE.BUTTON;
  const path = button ? '' : (input.path ?? '').trim();
  if (!button) {
    if (path === '') throw badField('body.path', '不能为空');
    if (!isExternal(path)) {
      if (input.parentId === 0 && !path.startsWith('/')) throw new ServiceError(MenuErrors.MENU_PATH_MUST_START_WITH_SLASH);
      if (input.parentId !== 0 && path.startsWith('/')) throw new ServiceError(MenuErrors.MENU_PATH_MUST_NOT_START_WITH_SLASH);
    }
  }
  return {
    name: input.name,
    permission: input.permission ?? '',
    type: input.type,
    sort: input.sort,
    parentId: input.parentId,
    path,
    icon: button ? '' : (input.icon ?? ''),
    component: button ? '' : (input.component ?? null),
    status: input.status ?? 0,
    visible: input.visible ?? true,
    keepAlive: input.keepAlive ?? true,
    // Only the Vue 3 UI sends these: a body without them (the 2022 UI, ours) keeps what is stored.
    ...(input.componentName !== undefined ? { componentName: button ? '' : (input.componentName ?? '').trim() } : {}),
    ...(input.alwaysShow !== undefined ? { alwaysShow: input.alwaysShow } : {}),
  };
}

async function assertParent(db: Db, parentId: number, selfId?: number) {
  if (parentId === 0) return;
  if (selfId !== undefined && parentId === selfId) throw new ServiceError(MenuErrors.MENU_PARENT_ERROR);
  const parent = await db.selectFrom('system_menu').select(['id', 'type']).where('id', '=', parentId).executeTakeFirst();
  if (!parent) throw new ServiceError(MenuErrors.MENU_PARENT_NOT_EXISTS);
  if (parent.type !== MENU_TYPE.DIR && parent.type !== MENU_TYPE.MENU) throw new ServiceError(MenuErrors.MENU_PARENT_NOT_DIR_OR_MENU);
  if (selfId !== undefined) {
    // Walking up from the new parent must not meet the menu itself, or the tree gets a cycle.
    const seen = new Set<number>();
    let current: number = parentId;
    while (current !== 0 && !seen.has(current)) {
      if (current === selfId) throw new ServiceError(MenuErrors.MENU_PARENT_IS_CHILD);
      seen.add(current);
      const row = await db.selectFrom('system_menu').select('parentId').where('id', '=', current).executeTakeFirst();
      current = row?.parentId ?? 0;
    }
  }
}

async function assertNameUnique(db: Db, parentId: number, name: string, exceptId?: number) {
  let q = db.selectFrom('system_menu').select('id').where('parentId', '=', parentId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw new ServiceError(MenuErrors.MENU_NAME_DUPLICATE);
}

export function createMenu(db: Db, actor: Actor, input: Static<typeof MenuCreate>): Promise<number> {
  const values = menuValues(input);
  return db.transaction().execute(async (trx) => {
    await lockMenus(trx);
    await assertParent(trx, input.parentId);
    await assertNameUnique(trx, input.parentId, input.name);
    const row = await mapUniqueViolation(
      () =>
        trx
          .insertInto('system_menu')
          .values({ ...values, creator: String(actor.id), updater: String(actor.id) })
          .returning('id')
          .executeTakeFirstOrThrow(),
      MENU_INDEXES,
    );
    return row.id;
  });
}

export type MenuRecord = NonNullable<Awaited<ReturnType<typeof getMenu>>>;

export function updateMenu(db: Db, actor: Actor, input: Static<typeof MenuUpdate>): Promise<{ before: MenuRecord; after: MenuRecord }> {
  const values = menuValues(input);
  return db.transaction().execute(async (trx) => {
    await lockMenus(trx);
    const before = await getMenu(trx, input.id);
    if (!before) throw new ServiceError(MenuErrors.MENU_NOT_EXISTS);
    await assertParent(trx, input.parentId, input.id);
    await assertNameUnique(trx, input.parentId, input.name, input.id);
    if (values.type === MENU_TYPE.BUTTON) {
      // A button cannot be a parent: turning a menu with children into one would orphan them.
      const child = await trx.selectFrom('system_menu').select('id').where('parentId', '=', input.id).limit(1).executeTakeFirst();
      if (child) throw new ServiceError(MenuErrors.MENU_PARENT_NOT_DIR_OR_MENU);
    }
    await mapUniqueViolation(
      () =>
        trx
          .updateTable('system_menu')
          .set({ ...values, updater: String(actor.id), updateTime: new Date() })
          .where('id', '=', input.id)
          .execute(),
      MENU_INDEXES,
    );
    return { before, after: (await getMenu(trx, input.id))! };
  });
}

/**
 * Refused while the menu has children. Menus are global, so the grants of every tenant's roles
 * go with it (raw SQL on purpose: the request's handle would only reach its own tenant's grants).
 */
export function deleteMenu(db: Db, id: number): Promise<MenuRecord> {
  return db.transaction().execute(async (trx) => {
    await lockMenus(trx);
    const before = await getMenu(trx, id);
    if (!before) throw new ServiceError(MenuErrors.MENU_NOT_EXISTS);
    const child = await trx.selectFrom('system_menu').select('id').where('parentId', '=', id).limit(1).executeTakeFirst();
    if (child) throw new ServiceError(MenuErrors.MENU_EXISTS_CHILDREN);
    await trx.deleteFrom('system_menu').where('id', '=', id).execute();
    await sql`delete from system_role_menu where menu_id = ${id}`.execute(trx);
    return before;
  });
}
