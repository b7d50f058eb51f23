import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Envelope, type TestApp } from './support/test-app';

const TYPE_URL = '/admin-api/system/dict-type';
const DATA_URL = '/admin-api/system/dict-data';
const TEN_KB = 'x'.repeat(10 * 1024);
const suffix = () => randomBytes(4).toString('hex');

let t: TestApp;
let token: string;
let userId: number;
/** An existing type and data row the update/delete cases aim at; they must come out untouched. */
let type: { id: number; name: string; type: string };
let data: { id: number; sort: number; label: string; value: string; dictType: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ accessToken: token, userId } = await t.login());
  const s = suffix();
  type = { id: 0, name: `坏输入${s}`, type: `bad_${s}` };
  const created = await t.api<number>({ method: 'POST', url: `${TYPE_URL}/create`, payload: { name: type.name, type: type.type }, token });
  expect(created.code).toBe(0);
  type.id = created.data;
  const dataBody = { sort: 1, label: '原标签', value: 'orig', dictType: type.type };
  const createdData = await t.api<number>({ method: 'POST', url: `${DATA_URL}/create`, payload: dataBody, token });
  expect(createdData.code).toBe(0);
  data = { id: createdData.data, ...dataBody };
});
afterAll(() => t.close());

const countOf = async (table: 'system_dict_type' | 'system_dict_data') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Everything a refused request could have changed. */
const snapshot = async () => ({
  types: await countOf('system_dict_type'),
  data: await countOf('system_dict_data'),
  typeRow: await t.database.db.selectFrom('system_dict_type').selectAll().where('id', '=', type.id).executeTakeFirst(),
  dataRow: await t.database.db.selectFrom('system_dict_data').selectAll().where('id', '=', data.id).executeTakeFirst(),
});

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: () => unknown;
}

/** Sends a request that must be refused: HTTP 200, code 400 naming the field, nothing written. */
async function expectRefused(c: Case, field: string) {
  const before = await snapshot();
  const res = await t.request({ method: c.method, url: c.url(), ...(c.payload ? { payload: c.payload() as object } : {}), token });
  expect(res.statusCode).toBe(200);
  const body = res.json<Envelope>();
  expect(body.code).toBe(400);
  expect(body.msg).toMatch(/^请求参数不正确:/);
  expect(body.msg).toContain(field);
  expect(body.data).toBeNull();
  expect(await snapshot()).toEqual(before);
}

describe('POST /system/dict-type/create refuses bad fields', () => {
  const valid = () => ({ name: `新类型${suffix()}`, type: `nt_${suffix()}` });
  const create = (patch: Record<string, unknown>, drop?: string): Case => ({
    method: 'POST',
    url: () => `${TYPE_URL}/create`,
    payload: () => {
      const body: Record<string, unknown> = { ...valid(), ...patch };
      if (drop) delete body[drop];
      return body;
    },
  });

  it.each([
    ['missing name', create({}, 'name'), 'body.name'],
    ['missing type', create({}, 'type'), 'body.type'],
    ['empty name', create({ name: '' }), 'body.name'],
    ['null name', create({ name: null }), 'body.name'],
    ['number for name', create({ name: 12345 }), 'body.name'],
    ['array for name', create({ name: ['a'] }), 'body.name'],
    ['number for type', create({ type: 42 }), 'body.type'],
    ['text for status', create({ status: 'zero' }), 'body.status'],
    ['fraction for status', create({ status: 0.5 }), 'body.status'],
    ['status out of range', create({ status: 2 }), 'body.status'],
    ['number for remark', create({ remark: 7 }), 'body.remark'],
    ['10 kB name', create({ name: TEN_KB }), 'body.name 长度不能超过 100'],
    ['10 kB type', create({ type: `a${TEN_KB}` }), 'body.type 长度不能超过 100'],
    ['10 kB remark', create({ remark: TEN_KB }), 'body.remark 长度不能超过 500'],
    ['type not matching its pattern', create({ type: 'Bad-Type' }), 'body.type'],
    ['SQL-looking type (codes are identifiers)', create({ type: "x'); drop table system_dict_data; --" }), 'body.type'],
  ])('%s', async (_label, c, field) => {
    await expectRefused(c, field);
  });
});

describe('PUT /system/dict-type/update refuses bad fields', () => {
  const update = (patch: Record<string, unknown>, drop?: string): Case => ({
    method: 'PUT',
    url: () => `${TYPE_URL}/update`,
    payload: () => {
      const body: Record<string, unknown> = { id: type.id, name: `改${suffix()}`, status: 1, remark: '改了', ...patch };
      if (drop) delete body[drop];
      return body;
    },
  });

  it.each([
    ['missing id', update({}, 'id'), 'body.id'],
    ['missing name', update({}, 'name'), 'body.name'],
    ['string for id', update({ id: 'one' }), 'body.id'],
    ['text for id', update({ id: '1x' }), 'body.id'],
    ['zero id', update({ id: 0 }), 'body.id'],
    ['negative id', update({ id: -1 }), 'body.id'],
    ['fractional id', update({ id: 1.5 }), 'body.id'],
    ['number for name', update({ name: 1 }), 'body.name'],
    ['string for status', update({ status: 'on' }), 'body.status'],
    ['10 kB name', update({ name: TEN_KB }), 'body.name'],
    ['10 kB remark', update({ remark: TEN_KB }), 'body.remark'],
  ])('%s', async (_label, c, field) => {
    await expectRefused(c, field);
  });
});

describe('POST /system/dict-data/create and PUT /system/dict-data/update refuse bad fields', () => {
  const dataBody = () => ({ sort: 1, label: `标签${suffix()}`, value: `v${suffix()}`, dictType: type.type });
  const write = (method: 'POST' | 'PUT', patch: Record<string, unknown>, drop?: string): Case => ({
    method,
    url: () => `${DATA_URL}/${method === 'POST' ? 'create' : 'update'}`,
    payload: () => {
      const body: Record<string, unknown> = { ...dataBody(), ...(method === 'PUT' ? { id: data.id } : {}), ...patch };
      if (drop) delete body[drop];
      return body;
    },
  });

  describe.each(['POST', 'PUT'] as const)('%s', (method) => {
    it.each([
      ['missing sort', {}, 'sort', 'body.sort'],
      ['missing label', {}, 'label', 'body.label'],
      ['missing value', {}, 'value', 'body.value'],
      ['missing dictType', {}, 'dictType', 'body.dictType'],
      ['text for sort', { sort: 'x1' }, undefined, 'body.sort'],
      ['fraction for sort', { sort: 1.5 }, undefined, 'body.sort'],
      ['sort beyond int4', { sort: 2 ** 31 }, undefined, 'body.sort'],
      ['number for label', { label: 1 }, undefined, 'body.label'],
      ['number for value', { value: 1 }, undefined, 'body.value'],
      ['boolean for dictType', { dictType: true }, undefined, 'body.dictType'],
      ['text for status', { status: 'enabled' }, undefined, 'body.status'],
      ['unknown colorType', { colorType: 'purple' }, undefined, 'body.colorType'],
      ['empty label', { label: '' }, undefined, 'body.label'],
      ['10 kB label', { label: TEN_KB }, undefined, 'body.label 长度不能超过 100'],
      ['10 kB value', { value: TEN_KB }, undefined, 'body.value 长度不能超过 100'],
      ['10 kB dictType', { dictType: TEN_KB }, undefined, 'body.dictType 长度不能超过 100'],
      ['10 kB cssClass', { cssClass: TEN_KB }, undefined, 'body.cssClass'],
      ['10 kB remark', { remark: TEN_KB }, undefined, 'body.remark 长度不能超过 500'],
    ] as const)('%s', async (_label, patch, drop, field) => {
      await expectRefused(write(method, patch, drop), field);
    });
  });

  it.each([
    ['missing id', {}, 'id'],
    ['text for id', { id: 'first' }, undefined],
    ['zero id', { id: 0 }, undefined],
    ['negative id', { id: -5 }, undefined],
  ] as const)('update: %s', async (_label, patch, drop) => {
    await expectRefused(write('PUT', patch, drop), 'body.id');
  });
});

describe('ids in the query of get and delete', () => {
  const paths = [
    ['GET', `${TYPE_URL}/get`],
    ['DELETE', `${TYPE_URL}/delete`],
    ['GET', `${DATA_URL}/get`],
    ['DELETE', `${DATA_URL}/delete`],
  ] as const;
  const ids = ['', '?id=', '?id=0', '?id=-1', '?id=abc', '?id=1.5', '?id=1e400', '?id=1&id=2'];

  describe.each(paths)('%s %s', (method, path) => {
    it.each(ids)('refuses %j with 400 naming query.id', async (query) => {
      await expectRefused({ method, url: () => `${path}${query}` }, 'query.id');
    });

    it('answers an id beyond every row (and beyond bigint) with not-found or 400, never 500', async () => {
      for (const id of ['2147483648', '9007199254740991', '99999999999999999999']) {
        const before = await snapshot();
        const res = await t.request({ method, url: `${path}?id=${id}`, token });
        expect(res.statusCode).toBe(200);
        expect([400, 1002006001, 1002007001]).toContain(res.json<Envelope>().code);
        expect(await snapshot()).toEqual(before);
      }
    });
  });
});

describe('bodies that are not JSON objects', () => {
  const writes = [
    ['POST', `${TYPE_URL}/create`],
    ['PUT', `${TYPE_URL}/update`],
    ['POST', `${DATA_URL}/create`],
    ['PUT', `${DATA_URL}/update`],
  ] as const;

  it.each(writes)('%s %s answers 400 to malformed JSON, an array, a string, text/plain, an incomplete form, no body and 3 MB', async (method, url) => {
    const bodies: { payload?: string; headers?: Record<string, string> }[] = [
      { payload: '{"name": "x",', headers: { 'content-type': 'application/json' } },
      { payload: '[]', headers: { 'content-type': 'application/json' } },
      { payload: '"name"', headers: { 'content-type': 'application/json' } },
      { payload: 'null', headers: { 'content-type': 'application/json' } },
      { payload: 'name=x&type=y', headers: { 'content-type': 'text/plain' } },
      // A form is read as the JSON body would be (the original UI sends some): this one lacks required fields.
      { payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      {},
      { payload: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } },
    ];
    for (const body of bodies) {
      const before = await snapshot();
      const res = await t.request({ method, url, ...body, token });
      expect(res.statusCode).toBe(200);
      expect(res.json<Envelope>()).toMatchObject({ code: 400, data: null });
      expect(await snapshot()).toEqual(before);
    }
  });
});

describe('text that looks dangerous is only text', () => {
  const NASTY = [
    "x'); drop table system_dict_data; --",
    "' OR '1'='1",
    'Robert"); DELETE FROM system_dict_type WHERE ("1"="1',
    '%_\\ 百分号_下划线\\反斜杠',
    '<script>alert(1)</script>',
    '  前后空格  ',
    '😀 emoji\ttab\nnewline',
  ];

  it.each(NASTY)('stores %j verbatim in a type and finds it by name', async (text) => {
    const typesBefore = await countOf('system_dict_type');
    const name = `${text}${suffix()}`;
    const code = `nasty_${suffix()}`;
    const created = await t.api<number>({ method: 'POST', url: `${TYPE_URL}/create`, payload: { name, type: code, remark: text }, token });
    expect(created.code).toBe(0);
    const got = await t.api<{ name: string; remark: string }>({ method: 'GET', url: `${TYPE_URL}/get?id=${created.data}`, token });
    expect(got.data).toMatchObject({ name, remark: text });
    const page = await t.api<{ list: { id: number }[]; total: number }>({
      method: 'GET',
      url: `${TYPE_URL}/page?name=${encodeURIComponent(name)}`,
      token,
    });
    expect(page.data.list.map((r) => r.id)).toEqual([created.data]);
    // Updating with it as the name works the same way.
    const renamed = `${text}改${suffix()}`;
    expect((await t.api({ method: 'PUT', url: `${TYPE_URL}/update`, payload: { id: created.data, name: renamed, remark: text }, token })).code).toBe(0);
    const row = await t.database.db.selectFrom('system_dict_type').select(['name', 'remark']).where('id', '=', created.data).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: renamed, remark: text });
    expect(await countOf('system_dict_type')).toBe(typesBefore + 1);
  });

  it.each(NASTY)('stores %j verbatim in dictionary data, and both tables are still there', async (text) => {
    const dataBefore = await countOf('system_dict_data');
    const body = { sort: 0, label: text, value: text, dictType: type.type, cssClass: text, remark: text };
    const created = await t.api<number>({ method: 'POST', url: `${DATA_URL}/create`, payload: body, token });
    expect(created.code).toBe(0);
    const got = await t.api({ method: 'GET', url: `${DATA_URL}/get?id=${created.data}`, token });
    expect(got.data).toMatchObject(body);
    const byLabel = await t.api<{ list: { id: number }[] }>({
      method: 'GET',
      url: `${DATA_URL}/page?dictType=${type.type}&label=${encodeURIComponent(text)}`,
      token,
    });
    expect(byLabel.data.list.map((r) => r.id)).toEqual([created.data]);
    const byType = await t.api<{ value: string }[]>({ method: 'GET', url: `${DATA_URL}/type/${type.type}`, token });
    expect(byType.data.map((r) => r.value)).toContain(text);
    expect(await countOf('system_dict_data')).toBe(dataBefore + 1);
    expect(await countOf('system_dict_type')).toBeGreaterThan(0);
  });

  it('answers a dictType path parameter that looks like SQL with an empty list', async () => {
    const res = await t.api({ method: 'GET', url: `${DATA_URL}/type/${encodeURIComponent("x' or '1'='1")}`, token });
    expect(res).toEqual({ code: 0, msg: '', data: [] });
  });
});

describe('values PostgreSQL cannot take are refused before they reach it', () => {
  it.each([
    ['dict-type create name', `${TYPE_URL}/create`, () => ({ name: `nul\u0000${suffix()}`, type: `nul_${suffix()}` }), 'body.name'],
    ['dict-type create remark', `${TYPE_URL}/create`, () => ({ name: `nul${suffix()}`, type: `nul_${suffix()}`, remark: '\u0000' }), 'body.remark'],
    ['dict-data create value', `${DATA_URL}/create`, () => ({ sort: 0, label: 'nul', value: 'a\u0000b', dictType: type.type }), 'body.value'],
    ['dict-data create dictType', `${DATA_URL}/create`, () => ({ sort: 0, label: 'nul', value: 'nul', dictType: `${type.type}\u0000` }), 'body.dictType'],
    ['dict-data create cssClass', `${DATA_URL}/create`, () => ({ sort: 0, label: 'nul', value: 'nul', dictType: type.type, cssClass: '\u0000' }), 'body.cssClass'],
  ])('a NUL character in the %s', async (_label, url, payload, field) => {
    await expectRefused({ method: 'POST', url: () => url, payload }, field);
  });

  it('a NUL character in an update', async () => {
    await expectRefused({ method: 'PUT', url: () => `${TYPE_URL}/update`, payload: () => ({ id: type.id, name: 'a\u0000' }) }, 'body.name');
    await expectRefused({ method: 'PUT', url: () => `${DATA_URL}/update`, payload: () => ({ ...data, label: 'a\u0000' }) }, 'body.label');
  });

  it.each([
    ['GET', `${TYPE_URL}/page?name=%00`, 'query.name'],
    ['GET', `${TYPE_URL}/page?type=a%00`, 'query.type'],
    ['GET', `${TYPE_URL}/export?name=%00`, 'query.name'],
    ['GET', `${DATA_URL}/page?label=%00`, 'query.label'],
    ['GET', `${DATA_URL}/page?dictType=%00`, 'query.dictType'],
    ['GET', `${DATA_URL}/export?dictType=%00`, 'query.dictType'],
    ['GET', `${DATA_URL}/type/a%00b`, 'params.type'],
    ['GET', `${TYPE_URL}/page?pageNo=1e400`, 'query.pageNo'],
    ['GET', `${TYPE_URL}/page?pageNo=99999999999999999999`, 'query.pageNo'],
    ['GET', `${DATA_URL}/page?pageNo=1e400`, 'query.pageNo'],
    ['GET', `${DATA_URL}/page?pageNo=99999999999999999999`, 'query.pageNo'],
  ] as const)('%s %s answers 400 naming %s', async (method, url, field) => {
    await expectRefused({ method, url: () => url }, field);
  });

  it.each([
    ['PUT', `${TYPE_URL}/update`, '{"id": 1e400, "name": "x"}'],
    ['PUT', `${TYPE_URL}/update`, '{"id": 100000000000000000000, "name": "x"}'],
    ['PUT', `${DATA_URL}/update`, '{"id": 1e400, "sort": 0, "label": "x", "value": "x", "dictType": "common_status"}'],
    ['PUT', `${DATA_URL}/update`, '{"id": 100000000000000000000, "sort": 0, "label": "x", "value": "x", "dictType": "common_status"}'],
    ['POST', `${DATA_URL}/create`, '{"sort": 1e400, "label": "x", "value": "x", "dictType": "common_status"}'],
  ] as const)('%s %s answers 400 to %s', async (method, url, json) => {
    const before = await snapshot();
    const res = await t.request({ method, url, payload: json, headers: { 'content-type': 'application/json' }, token });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>()).toMatchObject({ code: 400, data: null });
    expect(res.json<Envelope>().msg).toMatch(/body\.(id|sort)/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('unknown fields are ignored and never stored', () => {
  const intruder = { id: 987_654_321, creator: 'intruder', updater: 'intruder', createTime: 0, tenantId: 99, deleted: true, hack: 'yes' };

  const lastLogArgs = async () =>
    (await t.database.db.selectFrom('system_operate_log').select('javaMethodArgs').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).javaMethodArgs;

  it('on dict-type create and update', async () => {
    const s = suffix();
    const created = await t.api<number>({ method: 'POST', url: `${TYPE_URL}/create`, payload: { ...intruder, name: `未知${s}`, type: `unk_${s}` }, token });
    expect(created.code).toBe(0);
    expect(created.data).not.toBe(intruder.id);
    expect(await lastLogArgs()).not.toContain('intruder');
    const updated = await t.api({ method: 'PUT', url: `${TYPE_URL}/update`, payload: { ...intruder, id: created.data, name: `未知改${s}`, type: 'changed' }, token });
    expect(updated.code).toBe(0);
    const row = await t.database.db.selectFrom('system_dict_type').selectAll().where('id', '=', created.data).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: `未知改${s}`, type: `unk_${s}`, creator: String(userId), updater: String(userId) });
    expect(row.createTime).toBeGreaterThan(Date.now() - 60_000);
    expect(await t.database.db.selectFrom('system_dict_type').select('id').where('id', '=', intruder.id).executeTakeFirst()).toBeUndefined();
  });

  it('on dict-data create and update', async () => {
    const value = `unk${suffix()}`;
    const created = await t.api<number>({ method: 'POST', url: `${DATA_URL}/create`, payload: { ...intruder, sort: 0, label: '未知', value, dictType: type.type }, token });
    expect(created.code).toBe(0);
    expect(created.data).not.toBe(intruder.id);
    expect(await lastLogArgs()).not.toContain('intruder');
    const updated = await t.api({
      method: 'PUT',
      url: `${DATA_URL}/update`,
      payload: { ...intruder, id: created.data, sort: 2, label: '未知改', value, dictType: type.type },
      token,
    });
    expect(updated.code).toBe(0);
    const row = await t.database.db.selectFrom('system_dict_data').selectAll().where('id', '=', created.data).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sort: 2, label: '未知改', creator: String(userId), updater: String(userId) });
    expect(row.createTime).toBeGreaterThan(Date.now() - 60_000);
    expect(await t.database.db.selectFrom('system_dict_data').select('id').where('id', '=', intruder.id).executeTakeFirst()).toBeUndefined();
  });
});
