import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import type { LoginUserSnapshot } from '../src/db/schema';
import { issueTokens, noPermissions } from '../src/platform/tokens';
import { createTenant } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const SNAPSHOT: LoginUserSnapshot = { username: 'admin', nickname: 'admin', deptId: null, ...noPermissions() };
const TTL = { accessTokenTtlSeconds: 1800, refreshTokenTtlSeconds: 43200, refreshReuseGraceSeconds: 5 };

/**
 * Migration 0023 on an install from before clients had tenants: every client was registered by the
 * platform, so it belongs to the system tenant; what a client holds elsewhere ends, the console's own sessions stay.
 */
describe('migration 0023 (the tenants of OAuth2 clients) on an existing install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ tenantEnabled: true });
  });
  afterAll(() => t.close());

  it("grants every client the system tenant and ends the tokens clients held in other tenants, not the console's", async () => {
    const db = t.database.db;
    const other = await createTenant(t, '迁移前的租户');
    // Back to the database as 0021 left it.
    await sql`drop table system_oauth2_client_tenant`.execute(db);
    await sql`delete from schema_migrations where version = '0023_oauth2_client_tenants'`.execute(db);
    await db
      .insertInto('system_oauth2_client')
      .values({
        clientId: 'shop', secret: 's', name: '商户', logo: 'https://shop.example/logo.png', description: null, status: 0,
        accessTokenValiditySeconds: 1800, refreshTokenValiditySeconds: 43200, redirectUris: '[]', authorizedGrantTypes: '["password"]',
        scopes: '["user.read"]', autoApproveScopes: '[]', authorities: '[]', resourceIds: '[]', additionalInformation: null, creator: '1', updater: '1',
      })
      .execute();
    const shop = { clientId: 'shop', scopes: ['user.read'] };
    const shopHere = await issueTokens(db, 1, 1, SNAPSHOT, TTL, shop);
    const shopElsewhere = await issueTokens(db, 1, other, SNAPSHOT, TTL, shop);
    const consoleElsewhere = await issueTokens(db, 1, other, SNAPSHOT, TTL);

    expect(await migrate(db)).toEqual(['0023_oauth2_client_tenants']);

    const grants = await db.selectFrom('system_oauth2_client_tenant as g').innerJoin('system_oauth2_client as c', 'c.id', 'g.clientId').select(['c.clientId', 'g.tenantId']).orderBy('c.clientId').execute();
    expect(grants).toEqual([
      { clientId: 'default', tenantId: 1 },
      { clientId: 'shop', tenantId: 1 },
    ]);
    const live = (await db.selectFrom('system_oauth2_access_token').select('familyId').execute()).map((row) => row.familyId);
    expect(live).toEqual(expect.arrayContaining([shopHere.familyId, consoleElsewhere.familyId]));
    expect(live).not.toContain(shopElsewhere.familyId);
    const revoked = await db.selectFrom('system_oauth2_refresh_token').select(['familyId', 'revoked']).where('familyId', 'in', [shopHere.familyId, shopElsewhere.familyId, consoleElsewhere.familyId]).execute();
    expect(Object.fromEntries(revoked.map((row) => [row.familyId, row.revoked]))).toEqual({
      [shopHere.familyId]: false,
      [shopElsewhere.familyId]: true,
      [consoleElsewhere.familyId]: false,
    });
  });
});
