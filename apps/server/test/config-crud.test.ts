import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './support/admin-app';
import { buildXlsx, multipart, readXlsx, USER_API } from './support/users';

interface Config {
  id: number;
  category: string;
  name: string;
  key: string;
  value: string;
  type: number;
  visible: boolean;
  remark: string | null;
  createTime: number;
}

const ctx = adminAppForFile();

const api = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, query?: Record<string, string>) =>
  ctx.t.api<T>({ method, url: `/admin-api/infra/config${url}`, token: ctx.token, payload, query });
const body = (overrides: Partial<Config> = {}) => ({ category: 'biz', name: '测试参数', key: 'test.key', value: 'v1', visible: false, remark: '备注', ...overrides });

describe('config parameters', () => {
  it('creates a custom parameter, reads it back, pages and filters by name, key and type', async () => {
    const created = await api<number>('POST', '/create', body({ key: 'test.page.one', name: '分页参数' }));
    expect(created.code).toBe(0);
    const row = (await api<Config>('GET', '/get', undefined, { id: String(created.data) })).data;
    expect(row).toMatchObject({ category: 'biz', name: '分页参数', key: 'test.page.one', value: 'v1', type: 2, visible: false, remark: '备注' });
    const byKey = (await api<{ list: Config[]; total: number }>('GET', '/page', undefined, { key: 'page.one' })).data;
    expect(byKey.list.map((c) => c.key)).toEqual(['test.page.one']);
    const byName = (await api<{ list: Config[] }>('GET', '/page', undefined, { name: '分页' })).data;
    expect(byName.list.map((c) => c.id)).toEqual([created.data]);
    const builtIn = (await api<{ list: Config[] }>('GET', '/page', undefined, { type: '1' })).data;
    expect(builtIn.list.map((c) => c.key)).toEqual(expect.arrayContaining(['sys.user.init-password', 'sys.index.skinName']));
    expect(builtIn.list.every((c) => c.type === 1)).toBe(true);
    // A search for a wildcard means the character itself.
    expect((await api<{ total: number }>('GET', '/page', undefined, { key: '%' })).data.total).toBe(0);
  });

  it('keeps keys unique, even when twenty requests race for the same key', async () => {
    await api('POST', '/create', body({ key: 'test.unique' }));
    expect(await api('POST', '/create', body({ key: 'test.unique' }))).toMatchObject({ code: 1001000002, msg: '参数配置 key 重复' });
    const race = await Promise.all(Array.from({ length: 20 }, () => api('POST', '/create', body({ key: 'test.race' }))));
    expect(race.filter((r) => r.code === 0)).toHaveLength(1);
    expect(race.filter((r) => r.code === 1001000002)).toHaveLength(19);
  });

  it('updates everything but the key, and refuses to delete a built-in parameter', async () => {
    const id = (await api<number>('POST', '/create', body({ key: 'test.update' }))).data;
    expect(await api('PUT', '/update', { ...body({ key: 'changed.key', value: 'v2', name: '改名' }), id })).toMatchObject({ code: 0 });
    expect((await api<Config>('GET', '/get', undefined, { id: String(id) })).data).toMatchObject({ key: 'test.update', value: 'v2', name: '改名' });
    expect(await api('PUT', '/update', { ...body(), id: 999999 })).toMatchObject({ code: 1001000001 });
    const builtIn = (await api<{ list: Config[] }>('GET', '/page', undefined, { key: 'sys.index.skinName' })).data.list[0]!;
    expect(await api('DELETE', '/delete', undefined, { id: String(builtIn.id) })).toMatchObject({ code: 1001000003, msg: '不能删除类型为系统内置的参数配置' });
    expect(await api('DELETE', '/delete', undefined, { id: String(id) })).toMatchObject({ code: 0 });
    expect(await api('GET', '/get', undefined, { id: String(id) })).toMatchObject({ code: 1001000001 });
  });

  it('refuses bad input with code 400 naming the field, writing nothing', async () => {
    for (const bad of [body({ key: '' }), body({ name: 'x'.repeat(101) }), body({ category: '' }), { ...body(), visible: 'yes' }, body({ value: 'a\u0000b' })]) {
      const res = await api('POST', '/create', bad);
      expect(res.code, JSON.stringify(bad)).toBe(400);
    }
  });

  it('hands out a value by key unless it is marked sensitive (visible = true)', async () => {
    await api('POST', '/create', body({ key: 'test.public', value: 'shown' }));
    await api('POST', '/create', body({ key: 'test.secret', value: 'hidden', visible: true }));
    expect(await api('GET', '/get-value-by-key', undefined, { key: 'test.public' })).toMatchObject({ code: 0, data: 'shown' });
    expect(await api('GET', '/get-value-by-key', undefined, { key: 'test.secret' })).toMatchObject({ code: 1001000004 });
  });

  it('the initial password of imported users is the one set in 配置管理', async () => {
    const initial = (await api<{ list: Config[] }>('GET', '/page', undefined, { key: 'sys.user.init-password' })).data.list[0]!;
    expect(await api('PUT', '/update', { ...body(), category: initial.category, name: initial.name, value: 'Changed#2026', id: initial.id })).toMatchObject({ code: 0 });
    const file = await buildXlsx([
      ['登录名称', '用户名称', '部门编号', '用户邮箱', '手机号码', '用户性别', '账号状态'],
      ['cfguser1', '配置用户', '103', '', '', '男', '开启'],
    ]);
    const form = await multipart({ file: { filename: 'users.xlsx', content: file, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    expect((await ctx.t.api({ method: 'POST', url: `${USER_API}/import`, token: ctx.token, ...form })).code).toBe(0);
    expect((await ctx.t.login('cfguser1', 'Changed#2026')).userId).toBeGreaterThan(0);
  });

  it('exports the filtered parameters with the type label', async () => {
    await ctx.t.database.db.updateTable('system_dict_data').set({ label: '内置（改名）' }).where('dictType', '=', 'infra_config_type').where('value', '=', '1').execute();
    const res = await ctx.t.request({ method: 'GET', url: '/admin-api/infra/config/export?key=sys.user', token: ctx.token });
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['参数配置序号', '参数分类', '参数名称', '参数键名', '参数键值', '系统内置', '是否可见', '备注', '创建时间']);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['sys.user.init-password']);
    expect(rows[1]![5]).toBe('内置（改名）');
    expect(rows[1]![6]).toBe('否');
  });
});
