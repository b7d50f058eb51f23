import type { Db } from './db/database';
import { registerMigrations } from './db/migrate';
import { TENANT_TABLES } from './db/schema';
import * as modules from './modules/extensions';
import type { ExtensionModule } from './platform/extension';

/** The extension modules listed in modules/extensions.ts. */
export const EXTENSIONS: readonly ExtensionModule[] = Object.values(modules);

/** Makes the extensions' migrations and tenant tables known; before migrate() and before the first query. */
export function installExtensions(): void {
  for (const extension of EXTENSIONS) {
    registerMigrations(extension.migrations);
    for (const table of extension.tenantTables) TENANT_TABLES.add(table);
  }
}

/**
 * Creates each extension's menu and buttons when no menu names its component yet (after the seed, so the parent
 * exists and seeded ids are taken): a fresh database and an upgraded one get them; a menu an administrator moved
 * keeps its place. Buttons are unique per menu (uk_system_menu_parent_name), so a race adds nothing twice.
 */
export async function seedExtensionMenus(db: Db): Promise<void> {
  for (const { menu } of EXTENSIONS) {
    if (!menu) continue;
    await db.transaction().execute(async (trx) => {
      const present = await trx.selectFrom('system_menu').select('id').where('component', '=', menu.component).executeTakeFirst();
      if (present) return;
      const inserted = await trx
        .insertInto('system_menu')
        .values({ name: menu.name, permission: '', type: 2, sort: 0, parentId: menu.parentId, path: menu.path, icon: menu.icon ?? '', component: menu.component, creator: '1', updater: '1' })
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
