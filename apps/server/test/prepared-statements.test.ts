import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementNames } from '../src/db/prepared-statements';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Hot statements are prepared on each PostgreSQL connection (db/prepared-statements.ts), so PostgreSQL parses and
 * plans them once; PGlite has no pool and sends them as before.
 */
describe('prepared statements', () => {
  it('names a statement from its second use, keeps its name, and names no more than the limit', () => {
    const names = new StatementNames(2);
    expect(names.nameOf('select $1')).toBeUndefined();
    const first = names.nameOf('select $1');
    expect(first).toMatch(/^k/);
    expect(names.nameOf('select $1')).toBe(first);
    names.nameOf('select $2');
    const second = names.nameOf('select $2');
    expect(second).not.toBe(first);
    // The limit reached: a third hot text stays unnamed, the named ones keep their names.
    names.nameOf('select $3');
    expect(names.nameOf('select $3')).toBeUndefined();
    expect(names.size).toBe(2);
    names.renew('select $1');
    const renewed = names.nameOf('select $1');
    expect(renewed).not.toBe(first);
    expect(names.nameOf('select $1')).toBe(renewed);
  });

  describe('on the test database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('prepares a statement used twice on a connection; one its table changed under fails once, then is prepared again', async () => {
      const postgres = t.database.kind === 'postgres';
      await t.database.db.connection().execute(async (db) => {
        await sql`create table zz_prepared (id int primary key, name text)`.execute(db);
        await sql`insert into zz_prepared values (1, 'a')`.execute(db);
        const read = () => sql<{ id: number }>`select * from zz_prepared where id = ${1}`.execute(db);
        const prepared = async () =>
          (await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${'%zz_prepared where id%'}`.execute(db)).rows.map((r) => r.statement);
        await read();
        await read();
        expect(await prepared()).toEqual(postgres ? ['select * from zz_prepared where id = $1'] : []);

        // A rolling upgrade adds a column under the prepared statement: PostgreSQL refuses its plan once.
        await sql`alter table zz_prepared add column extra int`.execute(db);
        if (postgres) await expect(read()).rejects.toMatchObject({ code: '0A000' });
        expect((await read()).rows).toEqual([{ id: 1, name: 'a', extra: null }]);
        await sql`drop table zz_prepared`.execute(db);
      });
    });

    it('answers signed-in reads from prepared statements, the same as before', async () => {
      const { accessToken } = await t.login();
      const stored = (await t.database.db.selectFrom('system_post').select('code').where('tenantId', '=', 1).execute()).map((p) => p.code).sort();
      expect(stored.length).toBeGreaterThan(1);
      for (let i = 0; i < 3; i++) {
        const res = await t.api<{ list: Array<{ code: string }>; total: number }>({ method: 'GET', url: '/admin-api/system/post/page', token: accessToken, query: { pageNo: '1', pageSize: '10' } });
        expect(res).toMatchObject({ code: 0, data: { total: stored.length } });
        expect(res.data.list.map((p) => p.code).sort()).toEqual(stored);
      }
    });
  });
});
