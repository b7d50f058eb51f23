import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('config value by key', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login()).accessToken;
  });
  afterAll(() => t.close());

  it('answers the initial password for new users, null for an unknown key, and refuses a sensitive one', async () => {
    const get = (key: string) => t.api({ method: 'GET', url: '/admin-api/infra/config/get-value-by-key', query: { key }, token });
    expect(await get('sys.user.init-password')).toMatchObject({ code: 0, data: '123456' });
    expect(await get('no.such.key')).toMatchObject({ code: 0, data: null });
    await t.database.db.updateTable('infra_config').set({ visible: true }).where('configKey', '=', 'sys.index.skinName').execute();
    expect(await get('sys.index.skinName')).toMatchObject({ code: 1001000004 });
    expect((await t.api({ method: 'GET', url: '/admin-api/infra/config/get-value-by-key', query: { key: 'x' } })).code).toBe(401);
  });
});
