import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { insertRole, insertUser, readXlsx, USER_ADMIN_PERMISSIONS, USER_API, userRow } from './support/users';

/**
 * Data scope (reference §2.10) on the users of the seed dept tree:
 *   100 芋道源码 → 101 深圳总公司 → {103 研发, 104 市场, 105 测试, 106 财务, 107 运维}
 *               → 102 长沙分公司 → {108 市场, 109 财务}
 * Each scenario has its own target users (one per dept below, one without dept) and an actor "me";
 * every check (list, get, update, delete, export) must see exactly the same set.
 */
const TARGET_DEPTS = [101, 103, 104, 105, 108, null] as const;
const key = (dept: number | null) => (dept === null ? 'none' : `d${dept}`);
const SCOPE = { ALL: 1, DEPT_CUSTOM: 2, DEPT_ONLY: 3, DEPT_AND_CHILD: 4, SELF: 5 } as const;

describe('data scope on users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  interface Scenario {
    tag: string;
    token: string;
    ids: Record<string, number>;
  }

  async function scenario(tag: string, actorDept: number | null, roles: Array<{ dataScope: number; deptIds?: number[] }>): Promise<Scenario> {
    const ids: Record<string, number> = {};
    for (const dept of TARGET_DEPTS) ids[key(dept)] = await insertUser(t, { username: `${tag}${key(dept)}`, deptId: dept });
    const roleIds: number[] = [];
    for (const [i, r] of roles.entries()) {
      roleIds.push(await insertRole(t, { code: `${tag}_role${i}`, permissions: USER_ADMIN_PERMISSIONS, dataScope: r.dataScope, dataScopeDeptIds: r.deptIds }));
    }
    ids.me = await insertUser(t, { username: `${tag}me`, deptId: actorDept, roleIds });
    const { accessToken } = await t.login(`${tag}me`, 'pass1234');
    return { tag, token: accessToken, ids };
  }

  const nameOf = (s: Scenario, id: number) => Object.entries(s.ids).find(([, v]) => v === id)?.[0];

  async function expectScope(s: Scenario, visible: string[]) {
    const all = Object.keys(s.ids);
    const hidden = all.filter((k) => !visible.includes(k));
    const sorted = (a: Array<string | undefined>) => [...a].sort();

    // list
    const page = await t.api<{ list: Array<{ id: number }>; total: number }>({ method: 'GET', url: `${USER_API}/page`, token: s.token, query: { username: s.tag, pageSize: '100' } });
    expect(page.code).toBe(0);
    expect(sorted(page.data.list.map((u) => nameOf(s, u.id))), 'page').toEqual(sorted(visible));
    expect(page.data.total).toBe(visible.length);

    // get
    for (const k of all) {
      const res = await t.api({ method: 'GET', url: `${USER_API}/get`, token: s.token, query: { id: String(s.ids[k]) } });
      expect(res.code, `get ${k}`).toBe(visible.includes(k) ? 0 : 1002003003);
    }

    // export
    const file = await t.request({ method: 'GET', url: `${USER_API}/export`, token: s.token, query: { username: s.tag } });
    expect(file.statusCode).toBe(200);
    const exported = (await readXlsx(file.rawPayload)).slice(1).map((r) => nameOf(s, Number(r[0])));
    expect(sorted(exported), 'export').toEqual(sorted(visible));

    // update: hidden rows are "not found" and stay untouched; a visible one changes
    for (const k of hidden) {
      const res = await t.api({ method: 'PUT', url: `${USER_API}/update`, token: s.token, payload: { id: s.ids[k], nickname: 'changed' } });
      expect(res.code, `update ${k}`).toBe(1002003003);
      expect((await userRow(t, s.ids[k]!))?.nickname).toBe(`${s.tag}${k}-nick`);
    }
    const editable = visible.find((k) => k !== 'me') ?? 'me';
    expect((await t.api({ method: 'PUT', url: `${USER_API}/update`, token: s.token, payload: { id: s.ids[editable], nickname: 'changed' } })).code).toBe(0);
    expect((await userRow(t, s.ids[editable]!))?.nickname).toBe('changed');

    // delete: hidden rows are "not found" and stay; a visible one (not oneself) goes
    for (const k of hidden) {
      const res = await t.api({ method: 'DELETE', url: `${USER_API}/delete`, token: s.token, query: { id: String(s.ids[k]) } });
      expect(res.code, `delete ${k}`).toBe(1002003003);
      expect(await userRow(t, s.ids[k]!)).toBeDefined();
    }
    const deletable = visible.find((k) => k !== 'me');
    if (deletable) {
      expect((await t.api({ method: 'DELETE', url: `${USER_API}/delete`, token: s.token, query: { id: String(s.ids[deletable]) } })).code).toBe(0);
      expect(await userRow(t, s.ids[deletable]!)).toBeUndefined();
    }
  }

  it('1 all: every user', async () => {
    const s = await scenario('sall', 105, [{ dataScope: SCOPE.ALL }]);
    await expectScope(s, ['d101', 'd103', 'd104', 'd105', 'd108', 'none', 'me']);
  });

  it('2 custom depts: the listed depts plus the own dept', async () => {
    const s = await scenario('scustom', 105, [{ dataScope: SCOPE.DEPT_CUSTOM, deptIds: [104, 108] }]);
    await expectScope(s, ['d104', 'd105', 'd108', 'me']);
  });

  it('3 own dept: the users of the own dept only', async () => {
    const s = await scenario('sown', 103, [{ dataScope: SCOPE.DEPT_ONLY }]);
    await expectScope(s, ['d103', 'me']);
  });

  it('4 dept and below: the own dept and every dept under it', async () => {
    const s = await scenario('sbelow', 101, [{ dataScope: SCOPE.DEPT_AND_CHILD }]);
    await expectScope(s, ['d101', 'd103', 'd104', 'd105', 'me']);
  });

  it('5 self: oneself only', async () => {
    const s = await scenario('sself', 103, [{ dataScope: SCOPE.SELF }]);
    await expectScope(s, ['me']);
  });

  it('two roles: the union of their scopes', async () => {
    const s = await scenario('sunion', null, [{ dataScope: SCOPE.SELF }, { dataScope: SCOPE.DEPT_CUSTOM, deptIds: [108] }]);
    await expectScope(s, ['d108', 'me']);
  });

  it('the other writes refuse rows outside the scope too, and new users go only into reachable depts', async () => {
    const s = await scenario('sother', 103, [{ dataScope: SCOPE.DEPT_ONLY }]);
    const outside = s.ids.d104!;
    const call = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object, query?: Record<string, string>) =>
      t.api({ method, url, token: s.token, payload, query });
    expect((await call('PUT', `${USER_API}/update-status`, { id: outside, status: 1 })).code).toBe(1002003003);
    expect((await call('PUT', `${USER_API}/update-password`, { id: outside, password: 'hacked1' })).code).toBe(1002003003);
    expect((await call('POST', '/admin-api/system/permission/assign-user-role', { userId: outside, roleIds: [] })).code).toBe(1002003003);
    expect((await call('GET', '/admin-api/system/permission/list-user-roles', undefined, { userId: String(outside) })).code).toBe(1002003003);
    expect((await userRow(t, outside))?.status).toBe(0);
    // Moving a reachable user to a dept outside the scope would hide it from its own editor: refused as not found.
    expect((await call('PUT', `${USER_API}/update`, { id: s.ids.d103, nickname: 'x', deptId: 104 })).code).toBe(1002004002);
    expect((await call('POST', `${USER_API}/create`, { username: 'sothernew1', password: 'secret1', nickname: 'n', deptId: 104 })).code).toBe(1002004002);
    expect((await call('POST', `${USER_API}/create`, { username: 'sothernew2', password: 'secret1', nickname: 'n', deptId: 103 })).code).toBe(0);
    // Inside the scope, the same calls work.
    expect((await call('PUT', `${USER_API}/update-status`, { id: s.ids.d103, status: 1 })).code).toBe(0);
    expect((await call('PUT', `${USER_API}/update-password`, { id: s.ids.d103, password: 'newpass1' })).code).toBe(0);
  });

  it('the unfiltered page (total from kept counts) and the dept filter stay inside the scope', async () => {
    const s = await scenario('skept', 101, [{ dataScope: SCOPE.DEPT_AND_CHILD }]);
    const reachable = [101, 103, 104, 105, 106, 107];
    const realCount = async (depts: number[]) =>
      Number(
        (await t.database.db.selectFrom('system_users').select((eb) => eb.fn.countAll().as('n')).where('tenantId', '=', 1).where('deptId', 'in', depts).executeTakeFirstOrThrow()).n,
      );
    const page = (query: Record<string, string>) =>
      t.api<{ list: Array<{ deptId: number | null }>; total: number }>({ method: 'GET', url: `${USER_API}/page`, token: s.token, query: { pageSize: '100', ...query } });
    const all = await page({});
    expect(all.data.total).toBe(await realCount(reachable));
    expect(all.data.list.every((u) => reachable.includes(u.deptId!))).toBe(true);
    // A dept outside the scope shows nothing; one inside shows its users.
    expect((await page({ deptId: '108' })).data).toEqual({ list: [], total: 0 });
    expect((await page({ deptId: '102' })).data.total).toBe(0);
    expect((await page({ deptId: '103' })).data.total).toBe(await realCount([103]));
  });

  it('a user without any role reaches only themselves', async () => {
    const s = await scenario('snorole', 103, []);
    // No role means no permission either: the scope still holds for the personal centre.
    expect((await t.api({ method: 'GET', url: `${USER_API}/page`, token: s.token })).code).toBe(403);
    const profile = await t.api<{ id: number }>({ method: 'GET', url: `${USER_API}/profile/get`, token: s.token });
    expect(profile.data.id).toBe(s.ids.me);
  });
});
