import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestDemoErrors } from '@console/contracts/infra/test-demo';
import { adminAppForFile } from './support/admin-app';
import { createUserWithPermissions } from './support/fixtures';
import { readXlsx } from './support/users';

const URL = '/admin-api/infra/test-demo';

interface Page<T> {
  list: T[];
  total: number;
}

const ctx = adminAppForFile();

const created = {
  name: 'name-a',
  status: 0,
  type: 0,
  category: 1,
  remark: 'remark-a',
};
const changed = {
  name: 'name-b',
  status: 1,
  type: 1,
  category: 2,
  remark: 'remark-b',
};

async function create(body: Record<string, unknown> = created, as = ctx.token) {
  const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, token: as, payload: body });
  expect(res, JSON.stringify(res)).toMatchObject({ code: 0, msg: '' });
  return res.data;
}
const get = (id: number) => ctx.t.api<Record<string, unknown>>({ method: 'GET', url: `${URL}/get?id=${id}`, token: ctx.token });

describe('代码生成示例 /infra/test-demo', () => {
  it('creates, reads, updates and deletes a row', async () => {
    const id = await create();
    expect((await get(id)).data).toMatchObject({
      id: id,
      name: created.name,
      status: created.status,
      type: created.type,
      category: created.category,
      remark: created.remark,
    });

    const updated = await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: id, ...changed } });
    expect(updated).toMatchObject({ code: 0, data: true });
    expect((await get(id)).data).toMatchObject({
      id: id,
      name: changed.name,
      status: changed.status,
      type: changed.type,
      category: changed.category,
      remark: changed.remark,
    });

    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=${id}`, token: ctx.token })).toMatchObject({ code: 0, data: true });
    expect(await get(id)).toMatchObject({ code: TestDemoErrors.TEST_DEMO_NOT_EXISTS.code });
  });

  it('pages newest first and filters', async () => {
    const first = await create();
    const second = await create();
    const page = await ctx.t.api<Page<{ id: number }>>({ method: 'GET', url: `${URL}/page?pageNo=1&pageSize=10`, token: ctx.token });
    expect(page.data.list.map((r) => r.id).slice(0, 2)).toEqual([second, first]);
    expect(page.data.total).toBeGreaterThanOrEqual(2);
    const byName = await ctx.t.api<Page<{ id: number }>>({
      method: 'GET',
      url: `${URL}/page?pageNo=1&pageSize=10&name=${encodeURIComponent(String(created.name))}`,
      token: ctx.token,
    });
    expect(byName.data.list.map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
    const byStatus = await ctx.t.api<Page<{ id: number }>>({
      method: 'GET',
      url: `${URL}/page?pageNo=1&pageSize=10&status=${encodeURIComponent(String(created.status))}`,
      token: ctx.token,
    });
    expect(byStatus.data.list.map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
    const byType = await ctx.t.api<Page<{ id: number }>>({
      method: 'GET',
      url: `${URL}/page?pageNo=1&pageSize=10&type=${encodeURIComponent(String(created.type))}`,
      token: ctx.token,
    });
    expect(byType.data.list.map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
    const byCategory = await ctx.t.api<Page<{ id: number }>>({
      method: 'GET',
      url: `${URL}/page?pageNo=1&pageSize=10&category=${encodeURIComponent(String(created.category))}`,
      token: ctx.token,
    });
    expect(byCategory.data.list.map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
    const byRemark = await ctx.t.api<Page<{ id: number }>>({
      method: 'GET',
      url: `${URL}/page?pageNo=1&pageSize=10&remark=${encodeURIComponent(String(created.remark))}`,
      token: ctx.token,
    });
    expect(byRemark.data.list.map((r) => r.id)).toEqual(expect.arrayContaining([first, second]));
  });

  it('exports the rows with their labels', async () => {
    await create();
    const res = await ctx.t.request({ method: 'GET', url: `${URL}/export-excel`, token: ctx.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['编号', '名字', '状态', '类型', '分类', '备注', '创建时间']);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('answers the not-found code, refuses bad input and a user without the permission', async () => {
    expect(await ctx.t.api({ method: 'PUT', url: `${URL}/update`, token: ctx.token, payload: { id: 999_999_999, ...changed } })).toMatchObject({
      code: TestDemoErrors.TEST_DEMO_NOT_EXISTS.code,
    });
    expect(await ctx.t.api({ method: 'DELETE', url: `${URL}/delete?id=999999999`, token: ctx.token })).toMatchObject({
      code: TestDemoErrors.TEST_DEMO_NOT_EXISTS.code,
    });
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/get?id=abc`, token: ctx.token })).toMatchObject({ code: 400 });

    const username = `u${randomBytes(4).toString('hex')}`;
    const reader = await createUserWithPermissions(ctx.t, username, ['infra:test-demo:query']);
    const readerToken = (await ctx.t.login(username, reader.password)).accessToken;
    expect(await ctx.t.api({ method: 'GET', url: `${URL}/page?pageNo=1&pageSize=10`, token: readerToken })).toMatchObject({ code: 0 });
    expect(await ctx.t.api({ method: 'POST', url: `${URL}/create`, token: readerToken, payload: created })).toMatchObject({ code: 403 });
  });
});
