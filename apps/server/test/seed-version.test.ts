import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { seed, SEED_VERSION } from '../src/db/seed/seed';
import { createTestApp, type TestApp } from './support/test-app';

/** Start-up skips the seed when the database records this SEED_VERSION, and runs it when the version differs. */
describe('seed version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const recorded = async () => (await sql<{ version: number }>`select version from seed_version`.execute(t.database.db)).rows.map((r) => r.version);
  const post4 = async () => t.database.db.selectFrom('system_post').select('name').where('id', '=', 4).executeTakeFirst();
  const menuCount = async () => Number((await t.database.db.selectFrom('system_menu').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('a seeded database records the version, and migrations and seed are then skipped', async () => {
    expect(await recorded()).toEqual([SEED_VERSION]);
    expect(await migrate(t.database.db)).toEqual([]);
    await t.database.db.deleteFrom('system_post').where('id', '=', 4).execute();
    expect(await seed(t.database.db)).toBe(false);
    // Skipped: what an administrator deleted stays deleted.
    expect(await post4()).toBeUndefined();
  });

  it('another version runs the seed once: seeded rows come back, nothing is duplicated', async () => {
    const menus = await menuCount();
    await sql`update seed_version set version = ${SEED_VERSION - 1}`.execute(t.database.db);
    expect(await seed(t.database.db)).toBe(true);
    expect(await post4()).toEqual({ name: '普通员工' });
    expect(await menuCount()).toBe(menus);
    expect(await recorded()).toEqual([SEED_VERSION]);
    expect(await seed(t.database.db)).toBe(false);
  });

  it('a database seeded before versions were recorded is seeded once more', async () => {
    await sql`drop table seed_version`.execute(t.database.db);
    expect(await seed(t.database.db)).toBe(true);
    expect(await recorded()).toEqual([SEED_VERSION]);
  });
});
