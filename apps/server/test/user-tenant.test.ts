import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { buildXlsx, insertUser, multipart, readXlsx, USER_ADMIN_PERMISSIONS, userRow } from './support/users';

const USER_PERMISSIONS = [...USER_ADMIN_PERMISSIONS, 'system:user:import'];

/** Routes of this module that act on a user given by id: another tenant's user must be "not found". */
const BY_ID = new Set([
  'GET /admin-api/system/user/get',
  'GET /admin-api/system/user/get-simple',
  'DELETE /admin-api/system/user/delete-list',
  'PUT /admin-api/system/user/update',
  'DELETE /admin-api/system/user/delete',
  'PUT /admin-api/system/user/update-password',
  'PUT /admin-api/system/user/update-status',
  'GET /admin-api/system/permission/list-user-roles',
  'POST /admin-api/system/permission/assign-user-role',
]);
/** Routes that list users: another tenant's users must be absent. */
const LISTS = new Set([
  'GET /admin-api/system/user/page',
  'GET /admin-api/system/user/list-all-simple',
  'GET /admin-api/system/user/simple-list',
  'GET /admin-api/system/user/list',
  'GET /admin-api/system/user/list-by-nickname',
  'GET /admin-api/system/user/export',
  'GET /admin-api/system/user/export-excel',
]);
/** Routes that take no user id: create and import (tested below), the template, the signed-in user's own profile. */
const NO_USER_ID = new Set([
  'POST /admin-api/system/user/create',
  'GET /admin-api/system/user/profile/get',
  'PUT /admin-api/system/user/profile/update',
  'PUT /admin-api/system/user/profile/update-password',
  'PUT /admin-api/system/user/profile/update-avatar',
  'POST /admin-api/system/user/profile/update-avatar',
  'GET /admin-api/system/user/get-import-template',
  'POST /admin-api/system/user/import',
]);

describe('tenant isolation of users', () => {
  let t: TestApp;
  let tenant2: number;
  let tokens: Record<1 | 2, string>;
  let foreign: Record<1 | 2, number>;
  beforeAll(async () => {
    t = await createTestApp();
    tenant2 = await createTenant(t, '用户隔离租户');
    await createUserWithPermissions(t, 'admin2', USER_PERMISSIONS, tenant2);
    await t.database.db
      .insertInto('system_dept')
      .values({ id: 900, name: '二号部门', parentId: 0, leaderUserId: null, phone: null, email: null, tenantId: tenant2 })
      .execute();
    await t.database.db.insertInto('system_post').values({ id: 900, code: 't2', name: '二号岗位', remark: null, tenantId: tenant2 }).execute();
    const role2 = await t.database.db
      .insertInto('system_role')
      .values({ name: '二号角色', code: 'tenant2_role', dataScopeDeptIds: '[]', remark: null, tenantId: tenant2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    foreign = {
      // A tenant-1 user, as tenant 2 sees it, and the other way round; same mobile in both is fine.
      2: await insertUser(t, { username: 'isotarget1', deptId: 103, mobile: '13500000001', roleIds: [2] }),
      1: await insertUser(t, { username: 'isotarget2', deptId: 900, mobile: '13500000001', tenantId: tenant2, roleIds: [role2.id] }),
    };
    tokens = {
      1: (await t.login()).accessToken,
      2: (await t.login('admin2', 'pass1234', { 'tenant-id': String(tenant2) })).accessToken,
    };
  });
  afterAll(() => t.close());

  const snapshot = async (id: number) => ({
    user: await userRow(t, id),
    roles: await t.database.db.selectFrom('system_user_role').select(['roleId', 'tenantId']).where('userId', '=', id).execute(),
  });

  it('every user route hides or refuses the other tenant’s users (walks the route table)', async () => {
    const routes = (t.app.routeTable as unknown as Array<{ method: string | string[]; url: string }>)
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .filter((r) => !r.startsWith('HEAD '))
      .filter((r) => / \/admin-api\/system\/(user\/|permission\/(list-user-roles|assign-user-role))/.test(r));
    expect(routes.length).toBeGreaterThanOrEqual(17);
    const unclassified = routes.filter((r) => !BY_ID.has(r) && !LISTS.has(r) && !NO_USER_ID.has(r));
    expect(unclassified, 'classify new user routes here').toEqual([]);

    for (const side of [1, 2] as const) {
      const token = tokens[side];
      const other = foreign[side];
      const before = await snapshot(other);
      for (const route of routes) {
        const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
        if (BY_ID.has(route)) {
          const body = { id: other, userId: other, nickname: 'stolen', password: 'stolen1', status: 1, roleIds: [] };
          const res = await t.api({ method, url, token, query: { id: String(other), userId: String(other), ids: String(other) }, payload: method === 'GET' || method === 'DELETE' ? undefined : body });
          expect(res.code, `${route} as tenant ${side}`).toBe(1002003003);
        } else if (LISTS.has(route)) {
          // `list` names its users; `list-by-nickname` searches a name both tenants' users carry.
          const query: Record<string, string> = url.endsWith('/list') ? { ids: `${other},${foreign[side === 1 ? 2 : 1]}` } : url.endsWith('/list-by-nickname') ? { nickname: 'isotarget' } : { pageSize: '100' };
          const res = await t.request({ method, url, token, query });
          expect(res.statusCode).toBe(200);
          if (/\/export(-excel)?$/.test(url)) {
            const ids = (await readXlsx(res.rawPayload)).slice(1).map((r) => Number(r[0]));
            expect(ids.length).toBeGreaterThan(0);
            expect(ids, `${route} as tenant ${side}`).not.toContain(other);
          } else {
            const data = res.json<{ code: number; data: Array<{ id: number }> | { list: Array<{ id: number }> } }>().data;
            const ids = (Array.isArray(data) ? data : data.list).map((u) => u.id);
            expect(ids.length).toBeGreaterThan(0);
            expect(ids, `${route} as tenant ${side}`).not.toContain(other);
          }
        }
      }
      expect(await snapshot(other), `tenant ${side} left the other tenant's user untouched`).toEqual(before);
    }
  });

  it('refuses the other tenant’s depts, posts and roles, and keeps usernames per tenant', async () => {
    const create = (payload: object) => t.api({ method: 'POST', url: '/admin-api/system/user/create', token: tokens[1], payload });
    expect((await create({ username: 'isonew01', password: 'secret1', nickname: 'x', deptId: 900 })).code).toBe(1002004002);
    expect((await create({ username: 'isonew02', password: 'secret1', nickname: 'x', postIds: [900] })).code).toBe(1002005000);
    const role2 = (await t.database.db.selectFrom('system_role').select('id').where('code', '=', 'tenant2_role').executeTakeFirstOrThrow()).id;
    const own = await insertUser(t, { username: 'isoown01' });
    expect((await t.api({ method: 'POST', url: '/admin-api/system/permission/assign-user-role', token: tokens[1], payload: { userId: own, roleIds: [role2] } })).code).toBe(
      1002002000,
    );
    // The same username (and mobile) may exist in both tenants.
    const same = await create({ username: 'isotarget2', password: 'secret1', nickname: 'x', mobile: '13500000002' });
    expect(same.code).toBe(0);
    const row = await userRow(t, same.data as number);
    expect(row?.tenantId).toBe(1);
  });

  it('imports into the caller’s tenant only: a username of the other tenant is a new user here', async () => {
    const file = await buildXlsx([
      ['登录名称', '用户名称', '部门编号'],
      ['isotarget1', '跨租户', null],
      ['isoimp01', '部门属于别人', 103],
    ]);
    const res = await t.api({
      method: 'POST',
      url: '/admin-api/system/user/import',
      token: tokens[2],
      query: { updateSupport: 'true' },
      ...(await multipart({ file: { filename: 'u.xlsx', content: file } })),
    });
    expect(res.data).toEqual({ createUsernames: ['isotarget1'], updateUsernames: [], failureUsernames: { isoimp01: '当前部门不存在' }, failureCount: 1 });
    const rows = await t.database.db.selectFrom('system_users').select(['tenantId', 'nickname']).where('username', '=', 'isotarget1').orderBy('tenantId').execute();
    expect(rows).toEqual([
      { tenantId: 1, nickname: 'isotarget1-nick' },
      { tenantId: tenant2, nickname: '跨租户' },
    ]);
  });
});
