import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { ErrorCode } from '@console/contracts/error-codes';
import type { Db } from '../db/database';
import { registerMigrations } from '../db/migrate';
import { TENANT_TABLES } from '../db/schema';

/**
 * A business module added to the console without touching its wiring: what 代码生成 writes, and what a team may
 * write by hand in the same shape. `modules/extensions.ts` lists them (one line each, the one registry); the
 * functions below install their migrations, tenant tables and menus, `buildApp` their routes.
 */
export interface ExtensionModule {
  /** Routes under /admin-api (the console's screens). */
  routes?: FastifyPluginCallbackTypebox;
  /** Routes under /app-api, for client apps' tokens (each route guarded by an OAuth2 scope). */
  appRoutes?: FastifyPluginCallbackTypebox;
  /** Applied after the console's own, in order, each once per database (a released one never changes). */
  migrations: ReadonlyArray<{ version: string; sql: string }>;
  /** Tables with a tenant_id: every query on them is scoped to the request's tenant, as the console's own. */
  tenantTables: readonly string[];
  /** The module's error codes: registered at start for 错误码管理 beside the console's own. */
  errors?: Readonly<Record<string, ErrorCode>>;
  /** The page's menu and its buttons, created under `parentId` at start when no menu names the component yet. */
  menu?: ExtensionMenu;
}

export interface ExtensionMenu {
  name: string;
  parentId: number;
  path: string;
  component: string;
  icon?: string;
  buttons: ReadonlyArray<{ name: string; permission: string }>;
}

/** Types a module's definition (an identity: the object is the module). */
export const defineExtension = (module: ExtensionModule): ExtensionModule => module;

/** The registry as imported (`import * as extensions from '…/modules/extensions'`): extension name → module. */
export type ExtensionRegistry = Readonly<Record<string, ExtensionModule>>;

/** Makes the extensions' migrations and tenant tables known; before migrate() and before the first query. */
export function installExtensions(registry: ExtensionRegistry): void {
  for (const extension of Object.values(registry)) {
    registerMigrations(extension.migrations);
    for (const table of extension.tenantTables) TENANT_TABLES.add(table);
  }
}

/** A page's route name from its component, in the seeded menus' style: `infra/testDemo/index` → `InfraTestDemo`. */
export const routeName = (component: string): string =>
  component
    .split('/')
    .filter((part) => part !== 'index')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * Creates each extension's menu and buttons when no menu names its component yet (after the seed, so the parent
 * exists and seeded ids are taken): a fresh database and an upgraded one get them; a menu an administrator moved
 * keeps its place. Buttons are unique per menu (uk_system_menu_parent_name), so a race adds nothing twice.
 */
export async function seedExtensionMenus(db: Db, registry: ExtensionRegistry): Promise<void> {
  for (const { menu } of Object.values(registry)) {
    if (!menu) continue;
    await db.transaction().execute(async (trx) => {
      const present = await trx.selectFrom('system_menu').select('id').where('component', '=', menu.component).executeTakeFirst();
      if (present) return;
      const inserted = await trx
        .insertInto('system_menu')
        .values({ name: menu.name, permission: '', type: 2, sort: 0, parentId: menu.parentId, path: menu.path, icon: menu.icon ?? '', component: menu.component, componentName: routeName(menu.component), creator: '1', updater: '1' })
        .onConflict((oc) => oc.columns(['parentId', 'name']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return;
      await trx
        .insertInto('system_menu')
        .values(menu.buttons.map((b, i) => ({ name: b.name, permission: b.permission, type: 3, sort: i + 1, parentId: inserted.id, path: '', icon: '', component: '', creator: '1', updater: '1' })))
        .onConflict((oc) => oc.columns(['parentId', 'name']).doNothing())
        .execute();
    });
  }
}
