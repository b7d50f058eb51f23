import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTenant, createUserWithPermissions } from './support/fixtures';
import { adminAppForFile } from './support/admin-app';

const URL = '/admin-api/system/menu';

interface MenuRow {
  id: number;
  name: string;
  permission: string;
  type: number;
  sort: number;
  parentId: number;
  path: string;
  icon: string;
  component: string | null;
  status: number;
  visible: boolean;
  keepAlive: boolean;
  createTime: number;
}

const suffix = () => randomBytes(4).toString('hex');

const ctx = adminAppForFile();

type MenuBody = Partial<Omit<MenuRow, 'id' | 'createTime'>> & Record<string, unknown>;
async function createMenu(body: MenuBody) {
  const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: body });
  expect(res, JSON.stringify(res)).toMatchObject({ code: 0, msg: '' });
  return res.data;
}
const dir = (overrides: MenuBody = {}) => createMenu({ name: `目录${suffix()}`, type: 1, sort: 1, parentId: 0, path: `/d${suffix()}`, icon: 'system', ...overrides });
const page = (parentId: number, overrides: MenuBody = {}) =>
  createMenu({ name: `菜单${suffix()}`, type: 2, sort: 1, parentId, path: `p${suffix()}`, component: 'x/index', permission: 'x:y:list', ...overrides });
const getRow = (id: number) => ctx.t.database.db.selectFrom('system_menu').selectAll().where('id', '=', id).executeTakeFirst();
const countMenus = async () =>
  Number((await ctx.t.database.db.selectFrom('system_menu').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /system/menu/list and /get', () => {
  it('answers every menu flat, sorted by sort then id, with the wire fields', async () => {
    const res = await ctx.t.api<MenuRow[]>({ method: 'GET', url: `${URL}/list`, token: ctx.token });
    expect(res.code).toBe(0);
    expect(res.data.length).toBe(await countMenus());
    expect(Object.keys(res.data[0]!).sort()).toEqual(
      ['alwaysShow', 'component', 'componentName', 'createTime', 'icon', 'id', 'keepAlive', 'name', 'parentId', 'path', 'permission', 'sort', 'status', 'type', 'visible'].sort(),
    );
    const order = res.data.map((m) => [m.sort, m.id]);
    const sorted = [...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    expect(order).toEqual(sorted);
  });

  it('filters by name (substring) and status', async () => {
    const marker = suffix();
    const root = await dir({ name: `筛${marker}甲` });
    const off = await page(root, { name: `筛${marker}乙`, status: 1 });
    const byName = await ctx.t.api<MenuRow[]>({ method: 'GET', url: `${URL}/list?name=${encodeURIComponent(marker)}`, token: ctx.token });
    expect(byName.data.map((m) => m.id).sort()).toEqual([root, off].sort());
    const enabled = await ctx.t.api<MenuRow[]>({ method: 'GET', url: `${URL}/list?name=${encodeURIComponent(marker)}&status=0`, token: ctx.token });
    expect(enabled.data.map((m) => m.id)).toEqual([root]);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/list?status=9`, token: ctx.token })).code).toBe(400);
  });

  it('gets one menu, and 1002001003 for an unknown id', async () => {
    const got = await ctx.t.api<MenuRow>({ method: 'GET', url: `${URL}/get?id=100`, token: ctx.token });
    expect(got.data).toMatchObject({ id: 100, name: '用户管理', type: 2, parentId: 1, path: 'user', component: 'system/user/index' });
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=99999999`, token: ctx.token })).toMatchObject({ code: 1002001003, msg: '菜单不存在', data: null });
  });

  it('lists enabled menus as {id, name, parentId, type} for the grant tree (system tenant: all)', async () => {
    const root = await dir();
    const off = await page(root, { status: 1 });
    const res = await ctx.t.api<Array<Record<string, unknown>>>({ method: 'GET', url: `${URL}/list-all-simple`, token: ctx.token });
    expect(Object.keys(res.data[0]!).sort()).toEqual(['id', 'name', 'parentId', 'type']);
    const ids = res.data.map((m) => m.id);
    expect(ids).toContain(root);
    expect(ids).not.toContain(off);
    const enabled = await ctx.t.database.db.selectFrom('system_menu').select('id').where('status', '=', 0).execute();
    expect(ids.length).toBe(enabled.length);
  });
});

describe('POST /system/menu/create', () => {
  it('creates a directory, a page below it and a button below that', async () => {
    const d = await dir({ name: `系统${suffix()}`, path: '/sys-x', visible: false });
    const p = await page(d, { path: 'users', component: 'system/user/index', keepAlive: false });
    const b = await createMenu({ name: '查询', type: 3, sort: 1, parentId: p, permission: 'x:users:query', path: 'ignored', icon: 'ignored', component: 'ignored' });
    expect(await getRow(d)).toMatchObject({ type: 1, path: '/sys-x', icon: 'system', visible: false, keepAlive: true, status: 0, permission: '' });
    expect(await getRow(p)).toMatchObject({ type: 2, path: 'users', component: 'system/user/index', keepAlive: false, visible: true });
    // Buttons are saved without path, icon and component.
    expect(await getRow(b)).toMatchObject({ type: 3, path: '', icon: '', component: '', permission: 'x:users:query' });
  });

  it('allows http(s) links at the top level and below it', async () => {
    const top = await dir({ path: 'https://www.example.com' });
    const below = await page(top, { path: 'http://example.com/docs' });
    expect((await getRow(top))?.path).toBe('https://www.example.com');
    expect((await getRow(below))?.path).toBe('http://example.com/docs');
  });

  it('enforces the path rules: "/" at the top level, none below it, and a path for directories and pages', async () => {
    const root = await dir();
    const before = await countMenus();
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: `n${suffix()}`, type: 1, sort: 1, parentId: 0, path: 'nosl' } })).toMatchObject({
      code: 1002001006,
      msg: '路由地址前端必须以 / 开头',
    });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: `n${suffix()}`, type: 2, sort: 1, parentId: root, path: '/sl' } })).toMatchObject({
      code: 1002001007,
      msg: '路由地址前端不能以 / 开头',
    });
    const blank = await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: `n${suffix()}`, type: 2, sort: 1, parentId: root, path: '' } });
    expect(blank).toMatchObject({ code: 400, msg: '请求参数不正确:body.path 不能为空' });
    expect(await countMenus()).toBe(before);
  });

  it('keeps names unique among siblings only (1002001000)', async () => {
    const a = await dir();
    const b = await dir();
    const name = `同名${suffix()}`;
    await page(a, { name });
    await page(b, { name });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name, type: 2, sort: 1, parentId: a, path: 'z' } })).toMatchObject({
      code: 1002001000,
      msg: '已经存在该名字的菜单',
    });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: '系统管理', type: 1, sort: 1, parentId: 0, path: '/again' } })).toMatchObject({
      code: 1002001000,
    });
  });

  it('refuses a missing parent (1002001001) and a button parent (1002001005)', async () => {
    const before = await countMenus();
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: 'x', type: 2, sort: 1, parentId: 99999999, path: 'x' } })).toMatchObject({
      code: 1002001001,
      msg: '父菜单不存在',
    });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: 'x', type: 3, sort: 1, parentId: 1001 } })).toMatchObject({
      code: 1002001005,
      msg: '父菜单的类型必须是目录或者菜单',
    });
    expect(await countMenus()).toBe(before);
  });

  it.each([
    [{ type: 1, sort: 1, parentId: 0, path: '/a' }, 'body.name 不能为空'],
    [{ name: 'n', sort: 1, parentId: 0, path: '/a' }, 'body.type 不能为空'],
    [{ name: 'n', type: 4, sort: 1, parentId: 0, path: '/a' }, 'body.type'],
    [{ name: 'n', type: 1, sort: 1, parentId: -1, path: '/a' }, 'body.parentId'],
    [{ name: 'n', type: 1, sort: 'a', parentId: 0, path: '/a' }, 'body.sort'],
    [{ name: 'x'.repeat(51), type: 1, sort: 1, parentId: 0, path: '/a' }, 'body.name 长度不能超过 50'],
    [{ name: 'n', type: 3, sort: 1, parentId: 100, permission: 'p'.repeat(101) }, 'body.permission 长度不能超过 100'],
    [{ name: 'n', type: 1, sort: 1, parentId: 0, path: '/a', icon: 'i'.repeat(101) }, 'body.icon 长度不能超过 100'],
    [{ name: 'n', type: 1, sort: 1, parentId: 0, path: `/${'a'.repeat(200)}` }, 'body.path 长度不能超过 200'],
    [{ name: 'n', type: 1, sort: 1, parentId: 0, path: '/a', visible: 'yes' }, 'body.visible'],
  ])('refuses %j with 400 (%s), writing nothing', async (payload, detail) => {
    const before = await countMenus();
    const res = await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload });
    expect(res.code).toBe(400);
    expect(res.msg).toContain(detail);
    expect(await countMenus()).toBe(before);
  });
});

describe('PUT /system/menu/update', () => {
  it('updates a menu and logs the row before and after', async () => {
    const root = await dir();
    const p = await page(root, { name: `旧${suffix()}` });
    const res = await ctx.t.api({
      method: 'PUT',
      url: `${URL}/update`,
      token: ctx.token,
      payload: { id: p, name: '新名字', type: 2, sort: 5, parentId: root, path: 'renamed', component: 'a/b', icon: 'star', status: 1, createTime: 1 },
    });
    expect(res).toMatchObject({ code: 0, data: true });
    expect(await getRow(p)).toMatchObject({ name: '新名字', sort: 5, path: 'renamed', component: 'a/b', icon: 'star', status: 1 });
    const log = await ctx.t.database.db.selectFrom('system_operate_log').selectAll().where('requestUrl', '=', `${URL}/update`).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log.exts).toMatchObject({ before: { id: p, sort: 1, path: expect.stringMatching(/^p/) }, after: { id: p, name: '新名字', path: 'renamed' } });
  });

  it('refuses itself (1002001002) or its own descendant (1002001008) as parent, and an unknown id (1002001003)', async () => {
    const root = await dir();
    const child = await page(root);
    const grandchild = await page(child);
    const before = await getRow(root);
    const base = { name: before!.name, type: 1, sort: 1, path: 'x' };
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...base, id: root, parentId: root } })).toMatchObject({
      code: 1002001002,
      msg: '不能设置自己为父菜单',
    });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...base, id: root, parentId: grandchild } })).toMatchObject({
      code: 1002001008,
      msg: '不能设置自己的子菜单为父菜单',
    });
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { ...base, id: 99999999, parentId: 0, path: '/x' } })).toMatchObject({
      code: 1002001003,
    });
    expect(await getRow(root)).toEqual(before);
  });

  it('refuses turning a menu with children into a button', async () => {
    const root = await dir();
    const p = await page(root);
    await createMenu({ name: 'btn', type: 3, sort: 1, parentId: p, permission: 'a:b:c' });
    const row = await getRow(p);
    const res = await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: p, name: row!.name, type: 3, sort: 1, parentId: root } });
    expect(res).toMatchObject({ code: 1002001005 });
    expect((await getRow(p))?.type).toBe(2);
  });

  it('refuses a sibling’s name', async () => {
    const root = await dir();
    const a = await page(root);
    const b = await page(root);
    const bName = (await getRow(b))!.name;
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: a, name: bName, type: 2, sort: 1, parentId: root, path: 'q' } })).toMatchObject({
      code: 1002001000,
    });
  });
});

describe('DELETE /system/menu/delete', () => {
  it('refuses a menu with children (1002001004)', async () => {
    const root = await dir();
    await page(root);
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${root}`, token: ctx.token })).toMatchObject({ code: 1002001004, msg: '存在子菜单，无法删除' });
    expect(await getRow(root)).toBeDefined();
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=99999999`, token: ctx.token })).toMatchObject({ code: 1002001003 });
  });

  it('deletes a leaf with every tenant’s grants of it', async () => {
    const root = await dir();
    const leaf = await page(root);
    const other = await createTenant(ctx.t, `菜单租户${suffix()}`);
    const { roleId: otherRole } = await createUserWithPermissions(ctx.t, `menuother${suffix()}`, [], other);
    const { roleId: myRole } = await createUserWithPermissions(ctx.t, `menumine${suffix()}`, []);
    await ctx.t.database.db
      .insertInto('system_role_menu')
      .values([
        { roleId: myRole, menuId: leaf, tenantId: 1 },
        { roleId: otherRole, menuId: leaf, tenantId: other },
        { roleId: myRole, menuId: root, tenantId: 1 },
      ])
      .execute();
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${leaf}`, token: ctx.token })).toMatchObject({ code: 0, data: true });
    expect(await getRow(leaf)).toBeUndefined();
    expect(await ctx.t.database.db.selectFrom('system_role_menu').select('menuId').where('menuId', 'in', [leaf, root]).execute()).toEqual([{ menuId: root }]);
    const log = await ctx.t.database.db.selectFrom('system_operate_log').selectAll().where('requestUrl', '=', `${URL}/delete`).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(log.exts).toMatchObject({ before: { id: leaf } });
  });
});

describe('menu permissions', () => {
  it('lets a query-only user list but answers 403 on create, update and delete', async () => {
    await createUserWithPermissions(ctx.t, 'menureader', ['system:menu:query']);
    const reader = (await ctx.t.login('menureader', 'pass1234')).accessToken;
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/list`, token: reader })).code).toBe(0);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get?id=1`, token: reader })).code).toBe(0);
    const before = await countMenus();
    const writes = [
      { method: 'POST', url: `${URL}/create`, payload: { name: 'n', type: 1, sort: 1, parentId: 0, path: '/n' } },
      { method: 'PUT', url: `${URL}/update`, payload: { id: 1, name: 'n', type: 1, sort: 1, parentId: 0, path: '/n' } },
      { method: 'DELETE', url: `${URL}/delete?id=1` },
    ] as const;
    for (const w of writes) expect(await ctx.t.api({ ...w, token: reader })).toMatchObject({ code: 403 });
    expect(await countMenus()).toBe(before);
    expect((await getRow(1))?.name).toBe('系统管理');
  });
});
