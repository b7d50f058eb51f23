import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantHandles } from '../src/platform/tenant-handles';
import { createPackage, createTenantViaApi, loginTo } from './support/tenant-helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** A made-up tenant-id header on an anonymous request costs no memory and gets no further. */
describe('tenant-id header of anonymous requests', () => {
  let t: TestApp;
  let tenantId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = (await t.login()).accessToken;
    const pkg = await createPackage(t, admin, '头部测试套餐', []);
    tenantId = await createTenantViaApi(t, admin, { name: '头部测试租户', packageId: pkg, username: 'headeradmin', password: 'pass1234' });
  });
  afterAll(() => t.close());

  const publicCall = (tenant: string) =>
    t.api({ method: 'GET', url: '/admin-api/system/tenant/get-id-by-name', query: { name: '头部测试租户' }, headers: { 'tenant-id': tenant } });

  it('refuses a tenant that does not exist with 租户不存在, for any number of made-up ids', async () => {
    for (let i = 0; i < 300; i++) {
      expect(await publicCall(String(1_000_000 + i))).toMatchObject({ code: 1002015000, msg: '租户不存在', data: null });
    }
    expect(await publicCall(String(Number.MAX_SAFE_INTEGER))).toMatchObject({ code: 1002015000 });
  });

  it('still serves the default tenant and every tenant that exists', async () => {
    expect(await publicCall('1')).toMatchObject({ code: 0, data: tenantId });
    expect(await publicCall(String(tenantId))).toMatchObject({ code: 0, data: tenantId });
    expect((await loginTo(t, tenantId, 'headeradmin', 'pass1234')).accessToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps at most the configured number of tenant handles, the least recently used going first', () => {
    const handles = new TenantHandles(t.database.db, 3);
    const first = handles.get(1);
    handles.get(2);
    handles.get(3);
    expect(handles.get(1)).toBe(first); // reused, and now the most recent
    for (let id = 10; id < 500; id++) handles.get(id);
    expect(handles.size).toBe(3);
    expect(handles.get(1)).not.toBe(first); // evicted long ago: a new handle
  });
});
