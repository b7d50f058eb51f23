import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { lawyerApplication, uploadLawyerImage } from './support/lawyer';
import { createPackage, tenantBody } from './support/tenant-helpers';
import type { Db } from '../src/db/database';
import { createTestApp, type Envelope, type TestApp } from './support/test-app';

/**
 * Every uniqueness rule holds when 20 writes with one value arrive at once: exactly one
 * wins, the other 19 answer the rule's duplicate code and message (the same the service's own check gives),
 * and one row holds the value. On PostgreSQL (TEST_DATABASE_URL) the requests really run side by side on
 * the pool's 10 connections; PGlite runs them one after another, so there the test only checks the answers.
 */

const N = 20;
const SYSTEM_TENANT = 1;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

type Method = 'POST' | 'PUT';
type Payload = Record<string, unknown>;

/** The rows of `table` whose `column` holds `value` (in the system tenant when the table is tenant-scoped). */
interface Holder {
  table: string;
  column: string;
  value: string | number;
  scope?: Record<string, string | number>;
}

describe('uniqueness under concurrency', () => {
  let t: TestApp;
  let token: string;
  let seq = 0;
  const tag = () => `${Date.now() % 100_000}${++seq}`;

  beforeAll(async () => {
    t = await createTestApp({ lawyerIntake: { ipLimit: 100_000, windowSeconds: 3600 } });
    token = (await t.login()).accessToken;
  });
  afterAll(() => t.close());

  const send = (method: Method, url: string, payload: Payload) => t.api({ method, url: `/admin-api${url}`, token, payload });

  const countRows = async ({ table, column, value, scope = {} }: Holder) => {
    let where = sql`${sql.ref(column)} = ${value}`;
    for (const [col, v] of Object.entries(scope)) where = sql`${where} and ${sql.ref(col)} = ${v}`;
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(t.database.db);
    return Number(rows[0]!.n);
  };

  /**
   * Fires the payloads at once, then checks: one success, every other answer equal to `duplicate` (code and
   * message), one row holding the value, and a late sequential attempt (the service's pre-check) answering
   * the same envelope as the losers of the race.
   */
  async function race(method: Method, url: string, payloads: Payload[], duplicate: number, holder: Holder, late: Payload | ((winner: number) => Payload)) {
    const answers: Envelope[] = await Promise.all(payloads.map((p) => send(method, url, p)));
    const winners = answers.filter((a) => a.code === 0);
    const losers = answers.filter((a) => a.code !== 0);
    expect(winners, JSON.stringify(answers.map((a) => [a.code, a.msg]))).toHaveLength(1);
    expect(losers.map((a) => a.code)).toEqual(range(payloads.length - 1).map(() => duplicate));
    expect(await countRows(holder)).toBe(1);
    const checked = await send(method, url, typeof late === 'function' ? late(answers.indexOf(winners[0]!)) : late);
    expect(checked.code).toBe(duplicate);
    for (const loser of losers) expect({ code: loser.code, msg: loser.msg, data: loser.data }).toEqual(checked);
  }

  /** Creates N rows one by one (ids), then renames all of them to one value at once. */
  async function renameRace(createUrl: string, updateUrl: string, row: (i: number) => Payload, renamed: (id: number, i: number) => Payload, duplicate: number, holder: Holder) {
    const ids: number[] = [];
    for (const i of range(N)) {
      const res = await send('POST', createUrl, row(i));
      expect(res.code, res.msg).toBe(0);
      ids.push(res.data as number);
    }
    await race(
      'PUT',
      updateUrl,
      ids.map((id, i) => renamed(id, i)),
      duplicate,
      holder,
      // One of the rows that lost, renamed again by itself.
      (winner) => renamed(ids[(winner + 1) % N]!, (winner + 1) % N),
    );
  }

  /**
   * The race made deterministic: another transaction holds an uncommitted row with the value, so the request's
   * own check finds nothing and its write waits on the unique index; once that row commits the write fails
   * with a unique violation, which must answer exactly what the check answers (the same request sent again).
   * PGlite has one connection, so there the request runs after the commit and meets the check instead.
   */
  async function pastTheCheck(insert: (trx: Db) => Promise<unknown>, url: string, payload: Payload, duplicate: number) {
    let answer: Promise<Envelope> | undefined;
    await t.database.db.transaction().execute(async (trx) => {
      await insert(trx);
      answer = send('POST', url, payload);
      if (t.database.kind === 'postgres') await waitForIndexWait();
    });
    const raced = await answer!;
    expect(raced.code, raced.msg).toBe(duplicate);
    expect(raced).toEqual(await send('POST', url, payload));
  }

  /** Until a session of this database waits on another transaction (a unique-index wait), polling. */
  async function waitForIndexWait() {
    for (let i = 0; i < 5000; i++) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'transactionid'`.execute(t.database.db);
      if (rows[0]!.n > 0) return;
    }
    throw new Error('the request never waited on the unique index');
  }

  describe('a write that passed the check and then meets the index answers as the check does', () => {
    const audit = { creator: '1', updater: '1', tenantId: SYSTEM_TENANT };
    it('tenant package name', async () => {
      const name = `索引套餐${tag()}`;
      await pastTheCheck(
        (trx) => trx.insertInto('system_tenant_package').values({ name, status: 0, remark: '', menuIds: '[]', creator: '1', updater: '1' }).execute(),
        '/system/tenant-package/create',
        { name, status: 0, menuIds: [] },
        1002016003,
      );
    });
    const role = (name: string, code: string) => (trx: Db) =>
      trx.insertInto('system_role').values({ name, code, sort: 1, dataScope: 1, dataScopeDeptIds: '[]', status: 0, type: 2, ...audit }).execute();
    it('role name', async () => {
      const s = tag();
      await pastTheCheck(role(`索引角色${s}`, `held_${s}`), '/system/role/create', { name: `索引角色${s}`, code: `free_${s}`, sort: 1 }, 1002002001);
    });
    it('role code', async () => {
      const s = tag();
      await pastTheCheck(role(`占用${s}`, `held_${s}`), '/system/role/create', { name: `空闲${s}`, code: `held_${s}`, sort: 1 }, 1002002002);
    });
    const post = (name: string, code: string) => (trx: Db) => trx.insertInto('system_post').values({ name, code, sort: 1, status: 0, ...audit }).execute();
    it('post name', async () => {
      const s = tag();
      await pastTheCheck(post(`索引岗位${s}`, `held_${s}`), '/system/post/create', { name: `索引岗位${s}`, code: `free_${s}`, sort: 1 }, 1002005002);
    });
    it('post code', async () => {
      const s = tag();
      await pastTheCheck(post(`占用${s}`, `held_${s}`), '/system/post/create', { name: `空闲${s}`, code: `held_${s}`, sort: 1 }, 1002005003);
    });
    it('dept name among siblings', async () => {
      const name = `索引部门${tag()}`;
      await pastTheCheck(
        (trx) => trx.insertInto('system_dept').values({ name, parentId: 101, sort: 1, status: 0, ...audit }).execute(),
        '/system/dept/create',
        { name, parentId: 101, sort: 1 },
        1002004000,
      );
    });
    it('menu name among siblings', async () => {
      const name = `索引菜单${tag()}`;
      await pastTheCheck(
        (trx) =>
          trx
            .insertInto('system_menu')
            .values({ name, permission: '', type: 2, sort: 1, parentId: 1, path: 'held', icon: '', component: null, creator: '1', updater: '1' })
            .execute(),
        '/system/menu/create',
        { name, type: 2, sort: 1, parentId: 1, path: 'free' },
        1002001000,
      );
    });
  });

  describe('tenant package name', () => {
    it('create', async () => {
      const name = `竞速套餐${tag()}`;
      const body = { name, status: 0, remark: '', menuIds: [] };
      await race('POST', '/system/tenant-package/create', range(N).map(() => body), 1002016003, { table: 'system_tenant_package', column: 'name', value: name }, body);
    });
    it('update', async () => {
      const name = `改名套餐${tag()}`;
      const s = tag();
      await renameRace(
        '/system/tenant-package/create',
        '/system/tenant-package/update',
        (i) => ({ name: `套餐${s}-${i}`, status: 0, menuIds: [] }),
        (id) => ({ id, name, status: 0, menuIds: [] }),
        1002016003,
        { table: 'system_tenant_package', column: 'name', value: name },
      );
    });
  });

  describe('tenant name', () => {
    let pkg: number;
    beforeAll(async () => {
      pkg = await createPackage(t, token, `租户竞速${tag()}`, [1, 100, 1001]);
    });
    it('create', async () => {
      const name = `竞速租户${tag()}`;
      const body = (i: number) => tenantBody({ name, packageId: pkg, username: `race${i}`, password: 'pass1234' });
      await race('POST', '/system/tenant/create', range(N).map(body), 1002015004, { table: 'system_tenant', column: 'name', value: name }, body(N));
    });
    it('update', async () => {
      const name = `改名租户${tag()}`;
      const s = tag();
      const fields = { contactName: '联系人', status: 0, expireTime: Date.now() + 86_400_000, accountCount: 10 };
      await renameRace(
        '/system/tenant/create',
        '/system/tenant/update',
        (i) => tenantBody({ name: `租户${s}-${i}`, packageId: pkg, username: `rename${i}`, password: 'pass1234' }),
        (id) => ({ id, name, packageId: pkg, ...fields }),
        1002015004,
        { table: 'system_tenant', column: 'name', value: name },
      );
    });
  });

  describe('user (per tenant)', () => {
    const users = { table: 'system_users', scope: { tenant_id: SYSTEM_TENANT } };
    it('username', async () => {
      const username = `race${tag()}`;
      const body = { username, password: 'pass1234', nickname: '竞速' };
      await race('POST', '/system/user/create', range(N).map(() => body), 1002003000, { ...users, column: 'username', value: username }, body);
    });
    it('mobile, on create and on update', async () => {
      const s = tag();
      const mobile = `139${s.padStart(8, '0').slice(-8)}`;
      const body = (i: number) => ({ username: `rm${s}x${i}`, password: 'pass1234', nickname: '竞速', mobile });
      await race('POST', '/system/user/create', range(N).map(body), 1002003001, { ...users, column: 'mobile', value: mobile }, body(N));
      const other = `137${s.padStart(8, '0').slice(-8)}`;
      await renameRace(
        '/system/user/create',
        '/system/user/update',
        (i) => ({ username: `um${s}x${i}`, password: 'pass1234', nickname: '改名' }),
        (id) => ({ id, nickname: '改名', mobile: other }),
        1002003001,
        { ...users, column: 'mobile', value: other },
      );
    });
    it('email, on create and on update', async () => {
      const s = tag();
      const email = `race${s}@example.com`;
      const body = (i: number) => ({ username: `re${s}x${i}`, password: 'pass1234', nickname: '竞速', email });
      await race('POST', '/system/user/create', range(N).map(body), 1002003002, { ...users, column: 'email', value: email }, body(N));
      const other = `rename${s}@example.com`;
      await renameRace(
        '/system/user/create',
        '/system/user/update',
        (i) => ({ username: `ue${s}x${i}`, password: 'pass1234', nickname: '改名' }),
        (id) => ({ id, nickname: '改名', email: other }),
        1002003002,
        { ...users, column: 'email', value: other },
      );
    });
  });

  describe('role (per tenant)', () => {
    const roles = { table: 'system_role', scope: { tenant_id: SYSTEM_TENANT } };
    it('name, on create and on update', async () => {
      const s = tag();
      const name = `竞速角色${s}`;
      const body = (i: number) => ({ name, code: `race_${s}_${i}`, sort: 1 });
      await race('POST', '/system/role/create', range(N).map(body), 1002002001, { ...roles, column: 'name', value: name }, body(N));
      const other = `改名角色${s}`;
      await renameRace(
        '/system/role/create',
        '/system/role/update',
        (i) => ({ name: `角色${s}-${i}`, code: `rn_${s}_${i}`, sort: 1 }),
        (id, i) => ({ id, name: other, code: `rn_${s}_${i}`, sort: 1 }),
        1002002001,
        { ...roles, column: 'name', value: other },
      );
    });
    it('code, on create and on update', async () => {
      const s = tag();
      const code = `race_code_${s}`;
      const body = (i: number) => ({ name: `码${s}-${i}`, code, sort: 1 });
      await race('POST', '/system/role/create', range(N).map(body), 1002002002, { ...roles, column: 'code', value: code }, body(N));
      const other = `renamed_code_${s}`;
      await renameRace(
        '/system/role/create',
        '/system/role/update',
        (i) => ({ name: `改码${s}-${i}`, code: `rc_${s}_${i}`, sort: 1 }),
        (id, i) => ({ id, name: `改码${s}-${i}`, code: other, sort: 1 }),
        1002002002,
        { ...roles, column: 'code', value: other },
      );
    });
  });

  describe('post (per tenant)', () => {
    const posts = { table: 'system_post', scope: { tenant_id: SYSTEM_TENANT } };
    it('name, on create and on update', async () => {
      const s = tag();
      const name = `竞速岗位${s}`;
      const body = (i: number) => ({ name, code: `race_${s}_${i}`, sort: 1 });
      await race('POST', '/system/post/create', range(N).map(body), 1002005002, { ...posts, column: 'name', value: name }, body(N));
      const other = `改名岗位${s}`;
      await renameRace(
        '/system/post/create',
        '/system/post/update',
        (i) => ({ name: `岗位${s}-${i}`, code: `pn_${s}_${i}`, sort: 1 }),
        (id, i) => ({ id, name: other, code: `pn_${s}_${i}`, sort: 1 }),
        1002005002,
        { ...posts, column: 'name', value: other },
      );
    });
    it('code, on create and on update', async () => {
      const s = tag();
      const code = `race_code_${s}`;
      const body = (i: number) => ({ name: `码${s}-${i}`, code, sort: 1 });
      await race('POST', '/system/post/create', range(N).map(body), 1002005003, { ...posts, column: 'code', value: code }, body(N));
      const other = `renamed_code_${s}`;
      await renameRace(
        '/system/post/create',
        '/system/post/update',
        (i) => ({ name: `改码${s}-${i}`, code: `pc_${s}_${i}`, sort: 1 }),
        (id, i) => ({ id, name: `改码${s}-${i}`, code: other, sort: 1 }),
        1002005003,
        { ...posts, column: 'code', value: other },
      );
    });
  });

  it('dept name among siblings (per tenant), on create and on update', async () => {
    const s = tag();
    const name = `竞速部门${s}`;
    const holder = (value: string) => ({ table: 'system_dept', column: 'name', value, scope: { tenant_id: SYSTEM_TENANT, parent_id: 101 } });
    const body = { name, parentId: 101, sort: 1 };
    await race('POST', '/system/dept/create', range(N).map(() => body), 1002004000, holder(name), body);
    const other = `改名部门${s}`;
    await renameRace(
      '/system/dept/create',
      '/system/dept/update',
      (i) => ({ name: `部门${s}-${i}`, parentId: 101, sort: 1 }),
      (id) => ({ id, name: other, parentId: 101, sort: 1 }),
      1002004000,
      holder(other),
    );
  });

  it('menu name among siblings, on create and on update', async () => {
    const s = tag();
    const name = `竞速菜单${s}`;
    const holder = (value: string) => ({ table: 'system_menu', column: 'name', value, scope: { parent_id: 1 } });
    const body = (i: number) => ({ name, type: 2, sort: 1, parentId: 1, path: `race${s}x${i}` });
    await race('POST', '/system/menu/create', range(N).map(body), 1002001000, holder(name), body(N));
    const other = `改名菜单${s}`;
    await renameRace(
      '/system/menu/create',
      '/system/menu/update',
      (i) => ({ name: `菜单${s}-${i}`, type: 2, sort: 1, parentId: 1, path: `rename${s}x${i}` }),
      (id, i) => ({ id, name: other, type: 2, sort: 1, parentId: 1, path: `rename${s}x${i}` }),
      1002001000,
      holder(other),
    );
  });

  describe('dictionary type', () => {
    it('type', async () => {
      const s = tag();
      const type = `race_type_${s}`;
      const body = (i: number) => ({ name: `竞速类型${s}-${i}`, type });
      await race('POST', '/system/dict-type/create', range(N).map(body), 1002006004, { table: 'system_dict_type', column: 'type', value: type }, body(N));
    });
    it('name and type both taken: every loser answers the name, as the check (name first) does', async () => {
      const s = tag();
      const body = { name: `双重字典${s}`, type: `race_both_${s}` };
      await race('POST', '/system/dict-type/create', range(N).map(() => body), 1002006003, { table: 'system_dict_type', column: 'type', value: body.type }, body);
    });
    it('name, on create and on update', async () => {
      const s = tag();
      const name = `竞速字典${s}`;
      const body = (i: number) => ({ name, type: `race_name_${s}_${i}` });
      await race('POST', '/system/dict-type/create', range(N).map(body), 1002006003, { table: 'system_dict_type', column: 'name', value: name }, body(N));
      const other = `改名字典${s}`;
      await renameRace(
        '/system/dict-type/create',
        '/system/dict-type/update',
        (i) => ({ name: `字典${s}-${i}`, type: `rename_${s}_${i}` }),
        (id) => ({ id, name: other }),
        1002006003,
        { table: 'system_dict_type', column: 'name', value: other },
      );
    });
  });

  it('dictionary data value within its type, on create and on update', async () => {
    const s = tag();
    const dictType = `race_data_${s}`;
    expect((await send('POST', '/system/dict-type/create', { name: `竞速数据${s}`, type: dictType })).code).toBe(0);
    const holder = (value: string) => ({ table: 'system_dict_data', column: 'value', value, scope: { dict_type: dictType } });
    const body = (i: number) => ({ sort: i, label: `标签${i}`, value: 'v', dictType });
    await race('POST', '/system/dict-data/create', range(N).map(body), 1002007003, holder('v'), body(N));
    await renameRace(
      '/system/dict-data/create',
      '/system/dict-data/update',
      (i) => ({ sort: i, label: `改值${i}`, value: `w${i}`, dictType }),
      (id, i) => ({ id, sort: i, label: `改值${i}`, value: 'renamed', dictType }),
      1002007003,
      holder('renamed'),
    );
    expect(await countRows({ table: 'system_dict_data', column: 'dict_type', value: dictType })).toBe(1 + N);
  });

  it('lawyer licence number (per tenant)', async () => {
    const imageUrl = await uploadLawyerImage(t);
    const licenceNo = `8${tag().padStart(16, '0')}`.slice(0, 17);
    const body = lawyerApplication(imageUrl, { name: '竞速律师', licenceNo });
    await race(
      'POST',
      '/audit/lawyer/create',
      range(N).map(() => body),
      1050001003,
      { table: 'audit_lawyer', column: 'licence_no', value: licenceNo, scope: { tenant_id: SYSTEM_TENANT } },
      body,
    );
  });
});
