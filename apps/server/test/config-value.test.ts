import { describe, expect, it } from 'vitest';
import { adminAppForFile } from './support/admin-app';

describe('config value by key', () => {
  const ctx = adminAppForFile();

  it('answers the initial password for new users, null for an unknown key, and refuses a sensitive one', async () => {
    const get = (key: string) => ctx.t.api({ method: 'GET', url: '/admin-api/infra/config/get-value-by-key', query: { key }, token: ctx.token });
    expect(await get('sys.user.init-password')).toMatchObject({ code: 0, data: '123456' });
    expect(await get('no.such.key')).toMatchObject({ code: 0, data: null });
    await ctx.t.database.db.updateTable('infra_config').set({ visible: true }).where('configKey', '=', 'sys.index.skinName').execute();
    expect(await get('sys.index.skinName')).toMatchObject({ code: 1001000004 });
    expect((await ctx.t.api({ method: 'GET', url: '/admin-api/infra/config/get-value-by-key', query: { key: 'x' } })).code).toBe(401);
  });
});
