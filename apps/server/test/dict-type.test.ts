import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPermissions } from './support/fixtures';
import type { TestApp } from './support/test-app';
import { adminAppForFile } from './support/admin-app';
import { type Page, browserQuery, readSheet, suffix, watchOperateLog } from './support/crud-helpers';

const URL = '/admin-api/system/dict-type';

interface DictTypeRow {
  id: number;
  name: string;
  type: string;
  status: number;
  remark: string | null;
  createTime: number;
}

/**
 * One app and database for the whole file: every test names its rows with a fresh suffix and counts relative to
 * what was there, so a database per describe block (ten apps, most of the file's time) bought nothing.
 */
const ctx = adminAppForFile();

async function createType(overrides: Partial<Omit<DictTypeRow, 'id' | 'createTime'>> = {}) {
  const s = suffix();
  const body = { name: `测试字典${s}`, type: `test_${s}`, status: 0, remark: `备注${s}`, ...overrides };
  const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, payload: body, token: ctx.token });
  expect(res).toMatchObject({ code: 0, msg: '' });
  return { ...body, id: res.data };
}

const countTypes = async (t: TestApp) =>
  Number((await t.database.db.selectFrom('system_dict_type').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /system/dict-type/page', () => {
  const page = (query: string) => ctx.t.api<Page<DictTypeRow>>({ method: 'GET', url: `${URL}/page?${query}`, token: ctx.token });

  it('answers {list, total} with the wire fields and epoch-ms createTime', async () => {
    const before = Date.now();
    const created = await createType();
    const res = await page(browserQuery({ pageNo: 1, pageSize: 10, type: created.type }));
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(1);
    const [row] = res.data.list;
    if (!row) throw new Error('the page is empty');
    expect(Object.keys(row).sort()).toEqual(['createTime', 'id', 'name', 'remark', 'status', 'type']);
    expect(row).toMatchObject({ id: created.id, name: created.name, type: created.type, status: 0, remark: created.remark });
    expect(Number.isInteger(row.createTime)).toBe(true);
    expect(row.createTime).toBeGreaterThanOrEqual(before - 5000);
    expect(row.createTime).toBeLessThanOrEqual(Date.now() + 5000);
  });

  it('pages with pageSize 10 by default and splits pages without overlap', async () => {
    const first = await page('');
    expect(first.code).toBe(0);
    expect(first.data.list).toHaveLength(10);
    expect(first.data.total).toBeGreaterThanOrEqual(42); // the seeded dictionary types
    const p1 = await page('pageNo=1&pageSize=5');
    const p2 = await page('pageNo=2&pageSize=5');
    expect(p1.data.list).toHaveLength(5);
    expect(p2.data.list).toHaveLength(5);
    expect(p2.data.total).toBe(p1.data.total);
    const ids1 = p1.data.list.map((r) => r.id);
    expect(p2.data.list.filter((r) => ids1.includes(r.id))).toEqual([]);
    const all = await page('pageSize=100');
    expect(all.data.list).toHaveLength(Math.min(100, all.data.total));
  });

  it.each([
    ['pageSize=101', 'query.pageSize'],
    ['pageSize=0', 'query.pageSize'],
    ['pageNo=0', 'query.pageNo'],
    ['pageSize=abc', 'query.pageSize'],
    ['status=2', 'query.status'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await page(query);
    expect(res.code).toBe(400);
    expect(res.msg).toContain('请求参数不正确');
    expect(res.msg).toContain(field);
    expect(res.data).toBeNull();
  });

  it('filters by name and by type (substring match)', async () => {
    const marker = suffix();
    const a = await createType({ name: `甲${marker}甲`, type: `flt_${marker}_a` });
    const b = await createType({ name: `乙${marker}`, type: `flt_${marker}_b` });
    await createType(); // does not match
    const byName = await page(browserQuery({ pageNo: 1, pageSize: 10, name: marker }));
    expect(byName.data.total).toBe(2);
    expect(byName.data.list.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    const byType = await page(browserQuery({ pageNo: 1, pageSize: 10, type: `${marker}_b` }));
    expect(byType.data.list.map((r) => r.id)).toEqual([b.id]);
    expect(byType.data.total).toBe(1);
  });

  it('treats % and _ in the name filter literally', async () => {
    const marker = suffix();
    const pct = await createType({ name: `百分${marker}%号` });
    await createType({ name: `百分${marker}x号` });
    const res = await page(browserQuery({ name: `${marker}%` }));
    expect(res.data.list.map((r) => r.id)).toEqual([pct.id]);
  });

  it('filters by status', async () => {
    const marker = suffix();
    const on = await createType({ name: `状态${marker}开`, status: 0 });
    const off = await createType({ name: `状态${marker}关`, status: 1 });
    const disabled = await page(browserQuery({ name: marker, status: 1 }));
    expect(disabled.data.list.map((r) => r.id)).toEqual([off.id]);
    const enabled = await page(browserQuery({ name: marker, status: 0 }));
    expect(enabled.data.list.map((r) => r.id)).toEqual([on.id]);
    const onlyDisabled = await page('status=1&pageSize=100');
    expect(onlyDisabled.data.list.every((r) => r.status === 1)).toBe(true);
  });

  describe('createTime[0]/[1] range', () => {
    const ids: Record<string, number> = {};
    const marker = suffix();
    const local = (d: number, h: number, m: number, s: number) => new Date(2020, 0, d, h, m, s);
    beforeAll(async () => {
      const times = {
        dayBefore: local(14, 23, 59, 59),
        startOfDay: local(15, 0, 0, 0),
        midday: local(15, 12, 0, 0),
        endOfDay: local(15, 23, 59, 59),
        dayAfter: local(16, 0, 0, 0),
      };
      for (const [key, at] of Object.entries(times)) {
        const row = await createType({ name: `时间${marker}${key}` });
        await ctx.t.database.db.updateTable('system_dict_type').set({ createTime: at }).where('id', '=', row.id).execute();
        ids[key] = row.id;
      }
    });

    it('keeps the rows inside the range, both ends included, as the date picker sends it', async () => {
      const res = await page(
        browserQuery({ pageNo: 1, pageSize: 10, 'createTime[0]': '2020-01-15 00:00:00', 'createTime[1]': '2020-01-15 23:59:59' }),
      );
      expect(res.code).toBe(0);
      expect(res.data.total).toBe(3);
      expect(res.data.list.map((r) => r.id).sort()).toEqual([ids.startOfDay, ids.midday, ids.endOfDay].sort());
      const midday = res.data.list.find((r) => r.id === ids.midday)!;
      expect(midday.createTime).toBe(new Date(2020, 0, 15, 12, 0, 0).getTime());
    });

    it('accepts unencoded brackets and combines with the other filters', async () => {
      const res = await page(
        `createTime[0]=2020-01-14+00:00:00&createTime[1]=2020-01-15+11:59:59&name=${encodeURIComponent(marker)}`,
      );
      expect(res.data.list.map((r) => r.id).sort()).toEqual([ids.dayBefore, ids.startOfDay].sort());
      const none = await page(browserQuery({ 'createTime[0]': '2020-01-15 00:00:00', 'createTime[1]': '2020-01-15 23:59:59', status: 1 }));
      expect(none.data).toEqual({ list: [], total: 0 });
    });

    it('refuses a date that is not a date, naming the bound', async () => {
      const res = await page(browserQuery({ 'createTime[0]': 'yesterday', 'createTime[1]': '2020-01-15 23:59:59' }));
      expect(res.code).toBe(400);
      expect(res.msg).toContain('createTime[0]');
    });
  });
});

describe('GET /system/dict-type/get', () => {
  it('answers the row', async () => {
    const created = await createType({ remark: null });
    const res = await ctx.t.api<DictTypeRow>({ method: 'GET', url: `${URL}/get?id=${created.id}`, token: ctx.token });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      id: created.id,
      name: created.name,
      type: created.type,
      status: 0,
      remark: null,
      createTime: expect.any(Number),
    });
  });

  it('answers 1002006001 for a type that does not exist', async () => {
    const created = await createType();
    await ctx.t.database.db.deleteFrom('system_dict_type').where('id', '=', created.id).execute();
    const res = await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${created.id}`, token: ctx.token });
    expect(res).toEqual({ code: 1002006001, msg: '当前字典类型不存在', data: null });
  });
});

describe('POST /system/dict-type/create', () => {
  it('creates the type, answers its id and records who created it', async () => {
    const s = suffix();
    const res = await ctx.t.api<number>({
      method: 'POST',
      url: `${URL}/create`,
      payload: { name: `新字典${s}`, type: `new_${s}`, status: 1, remark: '说明' },
      token: ctx.token,
    });
    expect(res).toEqual({ code: 0, msg: '', data: expect.any(Number) });
    const row = await ctx.t.database.db.selectFrom('system_dict_type').selectAll().where('id', '=', res.data).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: `新字典${s}`, type: `new_${s}`, status: 1, remark: '说明', creator: String(ctx.userId) });
  });

  it('defaults status to enabled and remark to null', async () => {
    const s = suffix();
    const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, payload: { name: `默认${s}`, type: `dflt_${s}` }, token: ctx.token });
    expect(res.code).toBe(0);
    const got = await ctx.t.api<DictTypeRow>({ method: 'GET', url: `${URL}/get?id=${res.data}`, token: ctx.token });
    expect(got.data).toMatchObject({ status: 0, remark: null });
  });

  it('refuses a duplicate name with 1002006003 and writes nothing', async () => {
    const existing = await createType();
    const before = await countTypes(ctx.t);
    const res = await ctx.t.api({
      method: 'POST',
      url: `${URL}/create`,
      payload: { name: existing.name, type: `other_${suffix()}` },
      token: ctx.token,
    });
    expect(res).toEqual({ code: 1002006003, msg: '已经存在该名字的字典类型', data: null });
    expect(await countTypes(ctx.t)).toBe(before);
  });

  it('refuses a duplicate type with 1002006004 (also against the seed) and writes nothing', async () => {
    const existing = await createType();
    const before = await countTypes(ctx.t);
    for (const type of [existing.type, 'common_status']) {
      const res = await ctx.t.api({ method: 'POST', url: `${URL}/create`, payload: { name: `另一个${suffix()}`, type }, token: ctx.token });
      expect(res).toEqual({ code: 1002006004, msg: '已经存在该类型的字典类型', data: null });
    }
    expect(await countTypes(ctx.t)).toBe(before);
  });
});

describe('PUT /system/dict-type/update', () => {
  const update = (payload: Record<string, unknown>) => ctx.t.api<boolean>({ method: 'PUT', url: `${URL}/update`, payload, token: ctx.token });
  const get = async (id: number) => (await ctx.t.api<DictTypeRow>({ method: 'GET', url: `${URL}/get?id=${id}`, token: ctx.token })).data;

  it('changes name, status and remark and answers true', async () => {
    const created = await createType();
    const name = `改名${suffix()}`;
    expect(await update({ id: created.id, name, status: 1, remark: '新备注' })).toEqual({ code: 0, msg: '', data: true });
    expect(await get(created.id)).toMatchObject({ id: created.id, name, type: created.type, status: 1, remark: '新备注' });
    const row = await ctx.t.database.db.selectFrom('system_dict_type').select('updater').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.updater).toBe(String(ctx.userId));
  });

  it('keeps the type code: a type sent on update is ignored', async () => {
    const created = await createType();
    const res = await update({ id: created.id, name: created.name, type: `hijack_${suffix()}` });
    expect(res.code).toBe(0);
    expect((await get(created.id)).type).toBe(created.type);
  });

  it('accepts its own name and refuses another type’s name with 1002006003', async () => {
    const a = await createType();
    const b = await createType();
    expect((await update({ id: a.id, name: a.name, remark: '同名保存' })).code).toBe(0);
    expect(await update({ id: a.id, name: b.name })).toEqual({ code: 1002006003, msg: '已经存在该名字的字典类型', data: null });
    expect((await get(a.id)).name).toBe(a.name);
  });

  it('answers 1002006001 for a type that does not exist', async () => {
    const created = await createType();
    await ctx.t.database.db.deleteFrom('system_dict_type').where('id', '=', created.id).execute();
    expect(await update({ id: created.id, name: `幽灵${suffix()}` })).toEqual({ code: 1002006001, msg: '当前字典类型不存在', data: null });
    expect(await ctx.t.database.db.selectFrom('system_dict_type').select('id').where('id', '=', created.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('DELETE /system/dict-type/delete', () => {
  const del = (id: number) => ctx.t.api<boolean>({ method: 'DELETE', url: `${URL}/delete?id=${id}`, token: ctx.token });

  it('deletes a type without data and answers true', async () => {
    const created = await createType();
    expect(await del(created.id)).toEqual({ code: 0, msg: '', data: true });
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${created.id}`, token: ctx.token })).code).toBe(1002006001);
  });

  it('refuses a type that still has data with 1002006005 and keeps it', async () => {
    const created = await createType();
    const data = await ctx.t.api({
      method: 'POST',
      url: '/admin-api/system/dict-data/create',
      payload: { sort: 1, label: '一', value: '1', dictType: created.type },
      token: ctx.token,
    });
    expect(data.code).toBe(0);
    expect(await del(created.id)).toEqual({ code: 1002006005, msg: '无法删除，该字典类型还有字典数据', data: null });
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${created.id}`, token: ctx.token })).code).toBe(0);
    // the seeded types are protected the same way
    const seeded = await ctx.t.database.db.selectFrom('system_dict_type').select('id').where('type', '=', 'common_status').executeTakeFirstOrThrow();
    expect((await del(seeded.id)).code).toBe(1002006005);
  });

  it('answers 1002006001 for a type that does not exist', async () => {
    const created = await createType();
    expect((await del(created.id)).code).toBe(0);
    expect(await del(created.id)).toEqual({ code: 1002006001, msg: '当前字典类型不存在', data: null });
  });
});

describe('GET /system/dict-type/list-all-simple', () => {
  const list = async () =>
    (await ctx.t.api<{ id: number; name: string; type: string }[]>({ method: 'GET', url: `${URL}/list-all-simple`, token: ctx.token })).data;

  it('answers every type as {id, name, type}', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThanOrEqual(42);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'type']);
    expect(rows.map((r) => r.type)).toContain('common_status');
    expect(rows.length).toBe(await countTypes(ctx.t));
  });

  it('reflects a create, a rename and a delete right away', async () => {
    const created = await createType();
    expect(await list()).toContainEqual({ id: created.id, name: created.name, type: created.type });
    const name = `更名${suffix()}`;
    await ctx.t.api({ method: 'PUT', url: `${URL}/update`, payload: { id: created.id, name }, token: ctx.token });
    expect(await list()).toContainEqual({ id: created.id, name, type: created.type });
    await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${created.id}`, token: ctx.token });
    expect((await list()).map((r) => r.id)).not.toContain(created.id);
  });
});

describe('GET /system/dict-type/export', () => {
  it('streams a real .xlsx with the header row and exactly the filtered rows, named in UTF-8', async () => {
    const marker = suffix();
    const a = await createType({ name: `导出${marker}甲`, status: 0, remark: '甲备注' });
    const b = await createType({ name: `导出${marker}乙`, status: 1, remark: '乙备注' });
    await createType({ name: `不导出${suffix()}` });
    await ctx.t.database.db.updateTable('system_dict_type').set({ createTime: new Date(2021, 5, 1, 8, 30, 5) }).where('id', 'in', [a.id, b.id]).execute();

    // The UI sends the page's filters with pageSize removed; pageNo stays.
    const res = await ctx.t.request({ method: 'GET', url: `${URL}/export?${browserQuery({ pageNo: 1, name: marker })}`, token: ctx.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('字典类型.xlsx')}`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK'); // a zip container

    const { sheet, rows } = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('字典类型');
    expect(rows[0]).toEqual(['字典主键', '字典名称', '字典类型', '状态', '备注', '创建时间']);
    expect(rows.slice(1).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual(
      [
        [a.id, a.name, a.type, '开启', '甲备注', '2021-06-01 08:30:05'],
        [b.id, b.name, b.type, '关闭', '乙备注', '2021-06-01 08:30:05'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  });

  it('applies the status and createTime filters like the page does', async () => {
    const marker = suffix();
    const a = await createType({ name: `区间${marker}甲`, status: 1 });
    const b = await createType({ name: `区间${marker}乙`, status: 1 });
    await ctx.t.database.db.updateTable('system_dict_type').set({ createTime: new Date(2019, 2, 3, 10, 0, 0) }).where('id', '=', a.id).execute();
    await ctx.t.database.db.updateTable('system_dict_type').set({ createTime: new Date(2019, 2, 4, 10, 0, 0) }).where('id', '=', b.id).execute();
    const query = browserQuery({ status: 1, 'createTime[0]': '2019-03-03 00:00:00', 'createTime[1]': '2019-03-03 23:59:59' });
    const res = await ctx.t.request({ method: 'GET', url: `${URL}/export?${query}`, token: ctx.token });
    const { rows } = await readSheet(res.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual([a.id]);
  });

  it('exports every type when no filter is given', async () => {
    const res = await ctx.t.request({ method: 'GET', url: `${URL}/export`, token: ctx.token });
    const { rows } = await readSheet(res.rawPayload);
    expect(rows.length - 1).toBe(await countTypes(ctx.t));
  });
});

describe('dict-type permissions', () => {
  let viewer: string;
  let existing: { id: number; name: string };

  beforeAll(async () => {
    const username = `viewer${suffix()}`;
    const { password } = await createUserWithPermissions(ctx.t, username, ['system:dict:query']);
    viewer = (await ctx.t.login(username, password)).accessToken;
    existing = await createType();
  });

  it('lets a holder of system:dict:query page, get and list', async () => {
    const page = await ctx.t.api<Page<DictTypeRow>>({ method: 'GET', url: `${URL}/page?pageNo=1&pageSize=10`, token: viewer });
    expect(page.code).toBe(0);
    expect(page.data.total).toBeGreaterThan(0);
    const got = await ctx.t.api<DictTypeRow>({ method: 'GET', url: `${URL}/get?id=${existing.id}`, token: viewer });
    expect(got).toMatchObject({ code: 0, data: { id: existing.id, name: existing.name } });
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/list-all-simple`, token: viewer })).code).toBe(0);
  });

  it('answers 403 to create, update, delete and export without writing', async () => {
    const before = await countTypes(ctx.t);
    const forbidden = { code: 403, msg: '没有该操作权限', data: null };
    expect(
      await ctx.t.api({ method: 'POST', url: `${URL}/create`, payload: { name: `越权${suffix()}`, type: `deny_${suffix()}` }, token: viewer }),
    ).toEqual(forbidden);
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, payload: { id: existing.id, name: '越权改名' }, token: viewer })).toEqual(forbidden);
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${existing.id}`, token: viewer })).toEqual(forbidden);
    const exp = await ctx.t.request({ method: 'GET', url: `${URL}/export`, token: viewer });
    expect(exp.headers['content-type']).toContain('application/json');
    expect(exp.json()).toEqual(forbidden);
    expect(await countTypes(ctx.t)).toBe(before);
    const row = await ctx.t.database.db.selectFrom('system_dict_type').select('name').where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(row.name).toBe(existing.name);
  });

  it.each([
    ['GET', 'page'],
    ['GET', `get?id=1`],
    ['GET', 'list-all-simple'],
    ['GET', 'export'],
    ['POST', 'create'],
    ['PUT', 'update'],
    ['DELETE', 'delete?id=1'],
  ] as const)('answers 401 to an anonymous %s %s', async (method, path) => {
    const before = await countTypes(ctx.t);
    const res = await ctx.t.api({ method, url: `${URL}/${path}`, ...(method === 'POST' || method === 'PUT' ? { payload: { id: 1, name: 'x', type: 'x' } } : {}) });
    expect(res).toEqual({ code: 401, msg: '账号未登录', data: null });
    expect(await countTypes(ctx.t)).toBe(before);
  });
});

describe('dict-type operate log', () => {
  const { newLogs, expectOneLog } = watchOperateLog(ctx, '字典类型');

  beforeAll(async () => {
    await newLogs();
  });

  it('logs a successful and a refused create as type 2 with the result code and the body', async () => {
    const s = suffix();
    const body = { name: `日志${s}`, type: `log_${s}`, status: 0, remark: '记一笔' };
    const ok = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, payload: body, token: ctx.token });
    expect(ok.code).toBe(0);
    const log = await expectOneLog({ name: '创建字典类型', type: 2, method: 'POST', url: `${URL}/create`, resultCode: 0 });
    expect(log.params.body).toEqual(body);
    expect(log.resultData).toBe(String(ok.data));

    await ctx.t.api({ method: 'POST', url: `${URL}/create`, payload: body, token: ctx.token });
    const dup = await expectOneLog({ name: '创建字典类型', type: 2, method: 'POST', url: `${URL}/create`, resultCode: 1002006003 });
    expect(dup.resultMsg).toBe('已经存在该名字的字典类型');

    await ctx.t.api({ method: 'POST', url: `${URL}/create`, payload: { type: `log_${suffix()}` }, token: ctx.token });
    await expectOneLog({ name: '创建字典类型', type: 2, method: 'POST', url: `${URL}/create`, resultCode: 400 });
  });

  it('logs update as type 3, success and failure', async () => {
    const created = await createType();
    await newLogs();
    await ctx.t.api({ method: 'PUT', url: `${URL}/update`, payload: { id: created.id, name: `${created.name}改` }, token: ctx.token });
    const log = await expectOneLog({ name: '修改字典类型', type: 3, method: 'PUT', url: `${URL}/update`, resultCode: 0 });
    expect(log.params.body).toEqual({ id: created.id, name: `${created.name}改` });
    await ctx.t.api({ method: 'PUT', url: `${URL}/update`, payload: { id: 2_000_000_000, name: '不存在' }, token: ctx.token });
    await expectOneLog({ name: '修改字典类型', type: 3, method: 'PUT', url: `${URL}/update`, resultCode: 1002006001 });
  });

  it('logs delete as type 4 with the query, secrets masked', async () => {
    const created = await createType();
    await newLogs();
    await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${created.id}&token=s3cr3t-value`, token: ctx.token });
    const log = await expectOneLog({ name: '删除字典类型', type: 4, method: 'DELETE', url: `${URL}/delete`, resultCode: 0 });
    expect(log.params.query).toEqual({ id: created.id, token: '******' });
    expect(log.javaMethodArgs).not.toContain('s3cr3t-value');
    await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${created.id}`, token: ctx.token });
    await expectOneLog({ name: '删除字典类型', type: 4, method: 'DELETE', url: `${URL}/delete`, resultCode: 1002006001 });
  });

  it('logs an export as type 5', async () => {
    const res = await ctx.t.request({ method: 'GET', url: `${URL}/export?name=${encodeURIComponent('性别')}`, token: ctx.token });
    expect(res.statusCode).toBe(200);
    const log = await expectOneLog({ name: '导出字典类型', type: 5, method: 'GET', url: `${URL}/export`, resultCode: 0 });
    expect(log.params.query).toEqual({ name: '性别' });
  });

  it('logs nothing for reads', async () => {
    const created = await createType();
    await newLogs();
    await ctx.t.api({ method: 'GET', url: `${URL}/page?pageNo=1&pageSize=10`, token: ctx.token });
    await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${created.id}`, token: ctx.token });
    await ctx.t.api({ method: 'GET', url: `${URL}/list-all-simple`, token: ctx.token });
    expect(await newLogs()).toEqual([]);
  });
});
