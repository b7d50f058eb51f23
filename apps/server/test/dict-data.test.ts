import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPermissions } from './support/fixtures';
import type { TestApp } from './support/test-app';
import { adminAppForFile } from './support/admin-app';
import { type Page, readSheet, suffix, watchOperateLog } from './support/crud-helpers';

const URL = '/admin-api/system/dict-data';
const TYPE_URL = '/admin-api/system/dict-type';

interface DictDataRow {
  id: number;
  sort: number;
  label: string;
  value: string;
  dictType: string;
  status: number;
  colorType: string;
  cssClass: string;
  remark: string | null;
  createTime: number;
}
type DictDataInput = Partial<Omit<DictDataRow, 'id' | 'createTime'>>;

/**
 * One app and database for the whole file: every test names its rows with a fresh suffix and counts relative to
 * what was there, so a database per describe block (ten apps, most of the file's time) bought nothing.
 */
const ctx = adminAppForFile();

/** A fresh dictionary type (enabled unless told) to hang data on; answers its type code. */
async function createType(status = 0): Promise<string> {
  const s = suffix();
  const res = await ctx.t.api({ method: 'POST', url: `${TYPE_URL}/create`, payload: { name: `数据测试${s}`, type: `data_${s}`, status }, token: ctx.token });
  expect(res.code).toBe(0);
  return `data_${s}`;
}

async function createData(dictType: string, overrides: DictDataInput = {}) {
  const s = suffix();
  const body = { sort: 0, label: `标签${s}`, value: `v${s}`, dictType, status: 0, colorType: 'primary', cssClass: 'css-x', remark: `备注${s}`, ...overrides };
  const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, payload: body, token: ctx.token });
  expect(res).toMatchObject({ code: 0, msg: '' });
  return { ...body, id: res.data };
}

const countData = async (t: TestApp) =>
  Number((await t.database.db.selectFrom('system_dict_data').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /system/dict-data/page', () => {
  const page = (query: Record<string, string | number>) =>
    ctx.t.api<Page<DictDataRow>>({ method: 'GET', url: `${URL}/page`, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), token: ctx.token });

  it('answers {list, total} with the wire fields and epoch-ms createTime', async () => {
    const type = await createType();
    const before = Date.now();
    const created = await createData(type, { remark: null, colorType: 'danger', cssClass: 'warn' });
    const res = await page({ pageNo: 1, pageSize: 10, dictType: type });
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(1);
    const [row] = res.data.list;
    if (!row) throw new Error('the page is empty');
    expect(Object.keys(row).sort()).toEqual(['colorType', 'createTime', 'cssClass', 'dictType', 'id', 'label', 'remark', 'sort', 'status', 'value']);
    expect(row).toMatchObject({ id: created.id, sort: 0, label: created.label, value: created.value, dictType: type, status: 0, colorType: 'danger', cssClass: 'warn', remark: null });
    expect(Number.isInteger(row.createTime)).toBe(true);
    expect(row.createTime).toBeGreaterThanOrEqual(before - 5000);
    expect(row.createTime).toBeLessThanOrEqual(Date.now() + 5000);
  });

  it('orders by dictType descending, then sort descending', async () => {
    const marker = suffix();
    const typeA = await createType();
    const typeB = await createType();
    // Both types get rows whose labels share the marker, so one page holds both.
    for (const [type, sort] of [[typeA, 1], [typeA, 3], [typeA, 2], [typeB, 5], [typeB, 7]] as const) {
      await createData(type, { sort, label: `序${marker}${sort}` });
    }
    const res = await page({ label: marker, pageSize: 10 });
    const rowsOf: Record<string, [string, number][]> = {
      [typeA]: [[typeA, 3], [typeA, 2], [typeA, 1]],
      [typeB]: [[typeB, 7], [typeB, 5]],
    };
    const expected = [typeA, typeB].sort().reverse().flatMap((type) => rowsOf[type]);
    expect(res.data.list.map((r) => [r.dictType, r.sort])).toEqual(expected);
  });

  it('pages with pageSize 10 by default and splits pages without overlap', async () => {
    const first = await page({});
    expect(first.data.list).toHaveLength(10);
    expect(first.data.total).toBeGreaterThan(100); // the seeded dictionary data
    const p1 = await page({ pageNo: 1, pageSize: 7 });
    const p2 = await page({ pageNo: 2, pageSize: 7 });
    expect(p1.data.list).toHaveLength(7);
    expect(p2.data.list).toHaveLength(7);
    const ids1 = p1.data.list.map((r) => r.id);
    expect(p2.data.list.filter((r) => ids1.includes(r.id))).toEqual([]);
    expect((await page({ pageSize: 100 })).data.list).toHaveLength(100);
  });

  it.each([
    [{ pageSize: 101 }, 'query.pageSize'],
    [{ pageSize: 0 }, 'query.pageSize'],
    [{ pageNo: 0 }, 'query.pageNo'],
    [{ pageNo: 'x' }, 'query.pageNo'],
    [{ status: 3 }, 'query.status'],
    [{ label: 'x'.repeat(101) }, 'query.label'],
  ])('refuses %j with 400 naming %s', async (query, field) => {
    const res = await page(query);
    expect(res.code).toBe(400);
    expect(res.msg).toContain(field);
    expect(res.data).toBeNull();
  });

  it('filters by label (substring), dictType (exact) and status', async () => {
    const type = await createType();
    const marker = suffix();
    const red = await createData(type, { label: `红${marker}色`, status: 0 });
    const blue = await createData(type, { label: `蓝${marker}色`, status: 1 });
    const other = await createData(type, { label: '其他' });

    const byType = await page({ dictType: type });
    expect(byType.data.total).toBe(3);
    expect(byType.data.list.map((r) => r.id).sort()).toEqual([red.id, blue.id, other.id].sort());
    // dictType is an exact match: a prefix finds nothing
    expect((await page({ dictType: type.slice(0, -1) })).data.total).toBe(0);

    const byLabel = await page({ label: marker });
    expect(byLabel.data.list.map((r) => r.id).sort()).toEqual([red.id, blue.id].sort());
    const byStatus = await page({ dictType: type, status: 1 });
    expect(byStatus.data.list.map((r) => r.id)).toEqual([blue.id]);
    const combined = await page({ dictType: type, label: marker, status: 0 });
    expect(combined.data).toMatchObject({ total: 1, list: [{ id: red.id }] });
  });

  it('treats % and _ in the label filter literally', async () => {
    const type = await createType();
    const underscore = await createData(type, { label: 'a_b' });
    await createData(type, { label: 'axb' });
    const res = await page({ dictType: type, label: '_' });
    expect(res.data.list.map((r) => r.id)).toEqual([underscore.id]);
  });
});

describe('GET /system/dict-data/get', () => {
  it('answers the row', async () => {
    const type = await createType();
    const created = await createData(type, { sort: 4, colorType: 'success' });
    const res = await ctx.t.api<DictDataRow>({ method: 'GET', url: `${URL}/get?id=${created.id}`, token: ctx.token });
    expect(res).toEqual({ code: 0, msg: '', data: { ...created, createTime: expect.any(Number) } });
  });

  it('answers 1002007001 for data that does not exist', async () => {
    const type = await createType();
    const created = await createData(type);
    await ctx.t.database.db.deleteFrom('system_dict_data').where('id', '=', created.id).execute();
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${created.id}`, token: ctx.token })).toEqual({
      code: 1002007001,
      msg: '当前字典数据不存在',
      data: null,
    });
  });
});

describe('POST /system/dict-data/create', () => {
  const create = (payload: Record<string, unknown>) => ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, payload, token: ctx.token });

  it('creates the entry, answers its id and records who created it', async () => {
    const type = await createType();
    const res = await create({ sort: 3, label: '男', value: '1', dictType: type, status: 1, colorType: 'info', cssClass: 'c1', remark: '说明' });
    expect(res).toEqual({ code: 0, msg: '', data: expect.any(Number) });
    const row = await ctx.t.database.db.selectFrom('system_dict_data').selectAll().where('id', '=', res.data).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sort: 3, label: '男', value: '1', dictType: type, status: 1, colorType: 'info', cssClass: 'c1', remark: '说明', creator: String(ctx.userId) });
  });

  it('defaults status to enabled, colorType and cssClass to empty, remark to null', async () => {
    const type = await createType();
    const res = await create({ sort: 0, label: '默认', value: 'd', dictType: type, colorType: null, cssClass: null });
    expect(res.code).toBe(0);
    const got = await ctx.t.api<DictDataRow>({ method: 'GET', url: `${URL}/get?id=${res.data}`, token: ctx.token });
    expect(got.data).toMatchObject({ status: 0, colorType: '', cssClass: '', remark: null });
  });

  it('refuses a value already used in the same type with 1002007003, but allows it in another type', async () => {
    const type = await createType();
    const other = await createType();
    await createData(type, { value: 'same' });
    const before = await countData(ctx.t);
    expect(await create({ sort: 1, label: '重复', value: 'same', dictType: type })).toEqual({ code: 1002007003, msg: '已经存在该值的字典数据', data: null });
    expect(await countData(ctx.t)).toBe(before);
    expect((await create({ sort: 1, label: '别的类型', value: 'same', dictType: other })).code).toBe(0);
  });

  it('refuses a type that does not exist with 1002006001', async () => {
    const before = await countData(ctx.t);
    expect(await create({ sort: 1, label: '孤儿', value: '1', dictType: `missing_${suffix()}` })).toEqual({
      code: 1002006001,
      msg: '当前字典类型不存在',
      data: null,
    });
    expect(await countData(ctx.t)).toBe(before);
  });

  it('refuses a disabled type with 1002006002', async () => {
    const disabled = await createType(1);
    const before = await countData(ctx.t);
    expect(await create({ sort: 1, label: '停用', value: '1', dictType: disabled })).toEqual({
      code: 1002006002,
      msg: '字典类型不处于开启状态，不允许选择',
      data: null,
    });
    expect(await countData(ctx.t)).toBe(before);
  });
});

describe('PUT /system/dict-data/update', () => {
  const update = (payload: Record<string, unknown>) => ctx.t.api<boolean>({ method: 'PUT', url: `${URL}/update`, payload, token: ctx.token });
  const get = async (id: number) => (await ctx.t.api<DictDataRow>({ method: 'GET', url: `${URL}/get?id=${id}`, token: ctx.token })).data;

  it('changes every field and answers true', async () => {
    const type = await createType();
    const created = await createData(type);
    const changed = { id: created.id, sort: 9, label: '新标签', value: 'new', dictType: type, status: 1, colorType: 'warning', cssClass: 'n', remark: '新备注' };
    expect(await update(changed)).toEqual({ code: 0, msg: '', data: true });
    expect(await get(created.id)).toEqual({ ...changed, createTime: expect.any(Number) });
    const row = await ctx.t.database.db.selectFrom('system_dict_data').select('updater').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.updater).toBe(String(ctx.userId));
  });

  it('accepts its own value and refuses another entry’s value in the type with 1002007003', async () => {
    const type = await createType();
    const a = await createData(type);
    const b = await createData(type);
    expect((await update({ ...a, label: '只改标签' })).code).toBe(0);
    expect(await update({ ...a, value: b.value })).toEqual({ code: 1002007003, msg: '已经存在该值的字典数据', data: null });
    expect((await get(a.id)).value).toBe(a.value);
  });

  it('refuses a missing or disabled type with 1002006001 / 1002006002', async () => {
    const type = await createType();
    const disabled = await createType(1);
    const a = await createData(type);
    expect(await update({ ...a, dictType: `missing_${suffix()}` })).toMatchObject({ code: 1002006001, msg: '当前字典类型不存在' });
    expect(await update({ ...a, dictType: disabled })).toMatchObject({ code: 1002006002, msg: '字典类型不处于开启状态，不允许选择' });
    expect((await get(a.id)).dictType).toBe(type);
  });

  it('answers 1002007001 for data that does not exist', async () => {
    const type = await createType();
    const a = await createData(type);
    await ctx.t.database.db.deleteFrom('system_dict_data').where('id', '=', a.id).execute();
    expect(await update({ ...a, label: '幽灵' })).toEqual({ code: 1002007001, msg: '当前字典数据不存在', data: null });
    expect(await ctx.t.database.db.selectFrom('system_dict_data').select('id').where('id', '=', a.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('DELETE /system/dict-data/delete', () => {
  it('deletes the entry and answers true; a second delete answers 1002007001', async () => {
    const type = await createType();
    const a = await createData(type);
    const before = await countData(ctx.t);
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${a.id}`, token: ctx.token })).toEqual({ code: 0, msg: '', data: true });
    expect(await countData(ctx.t)).toBe(before - 1);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${a.id}`, token: ctx.token })).code).toBe(1002007001);
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${a.id}`, token: ctx.token })).toEqual({
      code: 1002007001,
      msg: '当前字典数据不存在',
      data: null,
    });
    expect(await countData(ctx.t)).toBe(before - 1);
  });
});

describe('GET /system/dict-data/type/{type}', () => {
  const byType = (type: string) => ctx.t.api<DictDataRow[]>({ method: 'GET', url: `${URL}/type/${encodeURIComponent(type)}`, token: ctx.token });

  it('answers the enabled entries of the type in display order', async () => {
    const type = await createType();
    const third = await createData(type, { sort: 3 });
    const first = await createData(type, { sort: 1 });
    await createData(type, { sort: 2, status: 1 }); // disabled: not offered
    const res = await byType(type);
    expect(res.code).toBe(0);
    expect(res.data.map((r) => r.id)).toEqual([first.id, third.id]);
    expect(res.data[0]).toEqual({ ...first, createTime: expect.any(Number) });
  });

  it('answers the seeded entries and an empty list for an unknown type', async () => {
    const seeded = await byType('common_status');
    expect(seeded.data.map((r) => [r.value, r.label])).toEqual([
      ['0', '开启'],
      ['1', '关闭'],
    ]);
    expect(await byType(`nothing_${suffix()}`)).toEqual({ code: 0, msg: '', data: [] });
  });
});

describe('GET /system/dict-data/list-all-simple', () => {
  type Simple = { dictType: string; value: string; label: string; colorType: string; cssClass: string };
  const list = async () => (await ctx.t.api<Simple[]>({ method: 'GET', url: `${URL}/list-all-simple`, token: ctx.token })).data;
  const mine = async (type: string) => (await list()).filter((r) => r.dictType === type);

  it('answers every entry as {dictType, value, label, colorType, cssClass}', async () => {
    const rows = await list();
    expect(rows.length).toBe(await countData(ctx.t));
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['colorType', 'cssClass', 'dictType', 'label', 'value']);
    expect(rows).toContainEqual(expect.objectContaining({ dictType: 'common_status', value: '0', label: '开启' }));
  });

  it('reflects a create, an update and a delete right away', async () => {
    const type = await createType();
    const a = await createData(type, { value: 'k', label: '初始', colorType: 'primary', cssClass: 'c' });
    expect(await mine(type)).toEqual([{ dictType: type, value: 'k', label: '初始', colorType: 'primary', cssClass: 'c' }]);
    await ctx.t.api({ method: 'PUT', url: `${URL}/update`, payload: { ...a, label: '已改', colorType: 'danger' }, token: ctx.token });
    expect(await mine(type)).toEqual([{ dictType: type, value: 'k', label: '已改', colorType: 'danger', cssClass: 'c' }]);
    await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${a.id}`, token: ctx.token });
    expect(await mine(type)).toEqual([]);
  });
});

describe('GET /system/dict-data/export', () => {
  it('streams a real .xlsx with the header row and exactly the filtered rows, named in UTF-8', async () => {
    const type = await createType();
    const a = await createData(type, { sort: 1, label: '导出甲', value: 'a', status: 0, colorType: 'success', cssClass: 'ca', remark: '甲' });
    const b = await createData(type, { sort: 2, label: '导出乙', value: 'b', status: 1, colorType: 'danger', cssClass: 'cb', remark: '乙' });
    await createData(type, { label: '其他标签' }); // same type, label does not match
    await ctx.t.database.db.updateTable('system_dict_data').set({ createTime: new Date(2022, 11, 31, 23, 5, 9) }).where('id', 'in', [a.id, b.id]).execute();

    const query = new URLSearchParams({ pageNo: '1', dictType: type, label: '导出' }).toString();
    const res = await ctx.t.request({ method: 'GET', url: `${URL}/export?${query}`, token: ctx.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('字典数据.xlsx')}`);

    const { sheet, rows } = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('字典数据');
    expect(rows[0]).toEqual(['字典编码', '字典排序', '字典标签', '字典键值', '字典类型', '状态', '颜色类型', 'CSS Class', '备注', '创建时间']);
    expect(rows.slice(1).sort((x, y) => Number(x[0]) - Number(y[0]))).toEqual(
      [
        [a.id, 1, '导出甲', 'a', type, '开启', 'success', 'ca', '甲', '2022-12-31 23:05:09'],
        [b.id, 2, '导出乙', 'b', type, '关闭', 'danger', 'cb', '乙', '2022-12-31 23:05:09'],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
  });

  it('applies the status filter and exports everything without filters', async () => {
    const type = await createType();
    const off = await createData(type, { status: 1 });
    await createData(type, { status: 0 });
    const filtered = await ctx.t.request({ method: 'GET', url: `${URL}/export?dictType=${type}&status=1`, token: ctx.token });
    expect((await readSheet(filtered.rawPayload)).rows.slice(1).map((r) => r[0])).toEqual([off.id]);
    const all = await ctx.t.request({ method: 'GET', url: `${URL}/export`, token: ctx.token });
    expect((await readSheet(all.rawPayload)).rows.length - 1).toBe(await countData(ctx.t));
  });
});

describe('dict-data permissions', () => {
  let viewer: string;
  let existing: Awaited<ReturnType<typeof createData>>;

  beforeAll(async () => {
    const username = `viewer${suffix()}`;
    const { password } = await createUserWithPermissions(ctx.t, username, ['system:dict:query']);
    viewer = (await ctx.t.login(username, password)).accessToken;
    existing = await createData(await createType());
  });

  it('lets a holder of system:dict:query page, get, list and read by type', async () => {
    const page = await ctx.t.api<Page<DictDataRow>>({ method: 'GET', url: `${URL}/page?dictType=${existing.dictType}`, token: viewer });
    expect(page).toMatchObject({ code: 0, data: { total: 1, list: [{ id: existing.id }] } });
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${existing.id}`, token: viewer })).toMatchObject({ code: 0, data: { id: existing.id } });
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/list-all-simple`, token: viewer })).code).toBe(0);
    expect((await ctx.t.api({ method: 'GET', url: `${URL}/type/${existing.dictType}`, token: viewer })).code).toBe(0);
  });

  it('answers 403 to create, update, delete and export without writing', async () => {
    const before = await countData(ctx.t);
    const forbidden = { code: 403, msg: '没有该操作权限', data: null };
    const body = { sort: 1, label: '越权', value: `x${suffix()}`, dictType: existing.dictType };
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, payload: body, token: viewer })).toEqual(forbidden);
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, payload: { ...existing, label: '越权改' }, token: viewer })).toEqual(forbidden);
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${existing.id}`, token: viewer })).toEqual(forbidden);
    const exp = await ctx.t.request({ method: 'GET', url: `${URL}/export`, token: viewer });
    expect(exp.headers['content-type']).toContain('application/json');
    expect(exp.json()).toEqual(forbidden);
    expect(await countData(ctx.t)).toBe(before);
    const row = await ctx.t.database.db.selectFrom('system_dict_data').select('label').where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(row.label).toBe(existing.label);
  });

  it.each([
    ['GET', 'page'],
    ['GET', 'get?id=1'],
    ['GET', 'list-all-simple'],
    ['GET', 'type/common_status'],
    ['GET', 'export'],
    ['POST', 'create'],
    ['PUT', 'update'],
    ['DELETE', 'delete?id=1'],
  ] as const)('answers 401 to an anonymous %s %s', async (method, path) => {
    const before = await countData(ctx.t);
    const payload = method === 'POST' || method === 'PUT' ? { payload: { id: 1, sort: 1, label: 'x', value: 'x', dictType: 'common_status' } } : {};
    expect(await ctx.t.api({ method, url: `${URL}/${path}`, ...payload })).toEqual({ code: 401, msg: '账号未登录', data: null });
    expect(await countData(ctx.t)).toBe(before);
  });
});

describe('dict-data operate log', () => {
  const { newLogs, expectOneLog } = watchOperateLog(ctx, '字典数据');
  let type: string;

  beforeAll(async () => {
    type = await createType();
    await newLogs();
  });

  it('logs create as type 2, success and failure, with the body', async () => {
    const body = { sort: 1, label: '日志', value: 'log', dictType: type, status: 0, colorType: 'info', cssClass: '', remark: null };
    const ok = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, payload: body, token: ctx.token });
    expect(ok.code).toBe(0);
    const log = await expectOneLog({ name: '新增字典数据', type: 2, method: 'POST', url: `${URL}/create`, resultCode: 0 });
    expect(log.params.body).toEqual(body);
    await ctx.t.api({ method: 'POST', url: `${URL}/create`, payload: body, token: ctx.token });
    const dup = await expectOneLog({ name: '新增字典数据', type: 2, method: 'POST', url: `${URL}/create`, resultCode: 1002007003 });
    expect(dup.resultMsg).toBe('已经存在该值的字典数据');
    await ctx.t.api({ method: 'POST', url: `${URL}/create`, payload: { ...body, sort: 'first' }, token: ctx.token });
    await expectOneLog({ name: '新增字典数据', type: 2, method: 'POST', url: `${URL}/create`, resultCode: 400 });
  });

  it('logs update as type 3, success and failure', async () => {
    const a = await createData(type);
    await newLogs();
    await ctx.t.api({ method: 'PUT', url: `${URL}/update`, payload: { ...a, label: '改' }, token: ctx.token });
    const log = await expectOneLog({ name: '修改字典数据', type: 3, method: 'PUT', url: `${URL}/update`, resultCode: 0 });
    expect(log.params.body).toEqual({ ...a, label: '改' });
    await ctx.t.api({ method: 'PUT', url: `${URL}/update`, payload: { ...a, id: 2_000_000_000 }, token: ctx.token });
    await expectOneLog({ name: '修改字典数据', type: 3, method: 'PUT', url: `${URL}/update`, resultCode: 1002007001 });
  });

  it('logs delete as type 4 with the query, secrets masked', async () => {
    const a = await createData(type);
    await newLogs();
    await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${a.id}&password=hunter2`, token: ctx.token });
    const log = await expectOneLog({ name: '删除字典数据', type: 4, method: 'DELETE', url: `${URL}/delete`, resultCode: 0 });
    expect(log.params.query).toEqual({ id: a.id, password: '******' });
    expect(log.javaMethodArgs).not.toContain('hunter2');
    await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${a.id}`, token: ctx.token });
    await expectOneLog({ name: '删除字典数据', type: 4, method: 'DELETE', url: `${URL}/delete`, resultCode: 1002007001 });
  });

  it('logs an export as type 5', async () => {
    await ctx.t.request({ method: 'GET', url: `${URL}/export?dictType=${type}`, token: ctx.token });
    const log = await expectOneLog({ name: '导出字典数据', type: 5, method: 'GET', url: `${URL}/export`, resultCode: 0 });
    expect(log.params.query).toEqual({ dictType: type });
  });

  it('logs nothing for reads', async () => {
    const a = await createData(type);
    await newLogs();
    await ctx.t.api({ method: 'GET', url: `${URL}/page?dictType=${type}`, token: ctx.token });
    await ctx.t.api({ method: 'GET', url: `${URL}/get?id=${a.id}`, token: ctx.token });
    await ctx.t.api({ method: 'GET', url: `${URL}/type/${type}`, token: ctx.token });
    await ctx.t.api({ method: 'GET', url: `${URL}/list-all-simple`, token: ctx.token });
    expect(await newLogs()).toEqual([]);
  });
});
