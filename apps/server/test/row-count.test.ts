import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './support/admin-app';

describe('unfiltered page totals come from a kept count', () => {
  const ctx = adminAppForFile();

  const total = async () => (await ctx.t.api<{ total: number }>({ method: 'GET', url: '/admin-api/system/dict-data/page', token: ctx.token, query: { pageSize: '1' } })).data.total;
  const counted = async () => Number((await ctx.t.database.db.selectFrom('system_dict_data').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('matches a real count through inserts, bulk inserts and deletes', async () => {
    expect(await total()).toBe(await counted());
    const id = (await ctx.t.api<number>({ method: 'POST', url: '/admin-api/system/dict-data/create', token: ctx.token, payload: { dictType: 'common_status', label: '待定', value: '9', sort: 3 } })).data;
    expect(await total()).toBe(await counted());
    await ctx.t.database.db
      .insertInto('system_dict_data')
      .values(Array.from({ length: 50 }, (_, i) => ({ dictType: 'common_status', label: `批量${i}`, value: `b${i}`, remark: null })))
      .execute();
    expect(await total()).toBe(await counted());
    await ctx.t.api({ method: 'DELETE', url: '/admin-api/system/dict-data/delete', token: ctx.token, query: { id: String(id) } });
    await ctx.t.database.db.deleteFrom('system_dict_data').where('value', 'like', 'b%').execute();
    expect(await total()).toBe(await counted());
  });
});
