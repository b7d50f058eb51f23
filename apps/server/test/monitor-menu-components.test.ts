import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seed, SEED_VERSION } from '../src/db/seed/seed';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * 数据库监控 (111) and 缓存监控 (113) name the original's views, infra/druid/index and infra/redis/index: its Vue 2 UI
 * builds its routes from the menus' components and has no view for this console's names. The React console maps
 * those names to its own screens (component-registry.tsx).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface MenuNode {
  id: number;
  component: string | null;
  children?: MenuNode[];
}
const flatten = (menus: MenuNode[]): MenuNode[] => menus.flatMap((menu) => [menu, ...flatten(menu.children ?? [])]);
const componentOf = async (id: number) => (await t.database.db.selectFrom('system_menu').select('component').where('id', '=', id).executeTakeFirstOrThrow()).component;

it("gives the signed-in UI the original's components for the two monitors", async () => {
  const { accessToken: token } = await t.login();
  const menus = await t.api<MenuNode[]>({ method: 'GET', url: '/admin-api/system/auth/list-menus', token });
  const byId = new Map(flatten(menus.data).map((menu) => [menu.id, menu.component]));
  expect(byId.get(111)).toBe('infra/druid/index');
  expect(byId.get(113)).toBe('infra/redis/index');
});

it('moves a database seeded with the former names, and leaves a component an administrator chose', async () => {
  await t.database.db.updateTable('system_menu').set({ component: 'infra/dbMonitor/index' }).where('id', '=', 111).execute();
  await t.database.db.updateTable('system_menu').set({ component: 'infra/myCache/index' }).where('id', '=', 113).execute();
  await sql`update seed_version set version = ${SEED_VERSION - 1}`.execute(t.database.db);
  expect(await seed(t.database.db)).toBe(true);
  expect(await componentOf(111)).toBe('infra/druid/index');
  expect(await componentOf(113)).toBe('infra/myCache/index');
});
