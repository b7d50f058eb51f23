import { expect, it } from 'vitest';
import { adminAppForFile } from './support/admin-app';

/*
 * 代码生成示例's 备注 search, as the original's page request has it (remark, equal). Beside the generated test, whose
 * search check cannot tell a filter that is ignored from one that matches every row it made.
 */

const URL = '/admin-api/infra/test-demo';
const ctx = adminAppForFile();

it('finds rows by 备注 (remark), only those, and refuses one longer than the column', async () => {
  const ids: number[] = [];
  for (const remark of ['备注甲', '备注乙', null]) {
    const res = await ctx.t.api<number>({ method: 'POST', url: `${URL}/create`, token: ctx.token, payload: { name: `r-${remark}`, status: 0, type: 0, category: 1, remark } });
    expect(res, JSON.stringify(res)).toMatchObject({ code: 0 });
    ids.push(res.data);
  }
  const page = (query: Record<string, string>) => ctx.t.api<{ list: Array<{ id: number }>; total: number }>({ method: 'GET', url: `${URL}/page`, token: ctx.token, query: { pageNo: '1', pageSize: '10', ...query } });
  expect((await page({ remark: '备注甲' })).data).toMatchObject({ total: 1, list: [{ id: ids[0] }] });
  expect((await page({ remark: '备注' })).data.total).toBe(0);
  expect((await page({})).data.total).toBe(3);
  expect((await page({ remark: 'x'.repeat(501) })).code).toBe(400);
});
