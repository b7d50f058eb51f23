import { hashPassword } from '../../src/platform/password';
import type { TestApp } from './test-app';

let passwordHash: Promise<string> | undefined;

/** A tenant of its own (package 0 = all menus), for isolation tests. */
export async function createTenant(t: TestApp, name: string): Promise<number> {
  const row = await t.database.db
    .insertInto('system_tenant')
    .values({ name, contactName: 'x', contactMobile: null, packageId: 0, expireTime: new Date('2099-01-01'), accountCount: 100, contactUserId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A user whose only role grants exactly the menus carrying these permission strings.
 * Password: "pass1234".
 */
export async function createUserWithPermissions(
  t: TestApp,
  username: string,
  permissions: string[],
  tenantId = 1,
): Promise<{ userId: number; roleId: number; password: string }> {
  const db = t.database.db;
  passwordHash ??= hashPassword('pass1234');
  const role = await db
    .insertInto('system_role')
    .values({ name: `role-${username}`, code: `role_${username}`, dataScopeDeptIds: '[]', remark: null, tenantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('system_users')
    .values({ username, password: await passwordHash, nickname: username, remark: null, deptId: null, postIds: '[]', tenantId, loginDate: null, lockedUntil: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('system_user_role').values({ userId: user.id, roleId: role.id, tenantId }).execute();
  if (permissions.length) {
    const menus = await db.selectFrom('system_menu').select('id').where('permission', 'in', permissions).execute();
    await db.insertInto('system_role_menu').values(menus.map((m) => ({ roleId: role.id, menuId: m.id, tenantId }))).execute();
  }
  return { userId: user.id, roleId: role.id, password: 'pass1234' };
}

/** The body of an OAuth2 client as the console's form sends it: an app at app.example reading the user, with `overrides`. */
export const oauth2ClientBody = (overrides: Record<string, unknown> = {}) => ({
  clientId: 'app',
  secret: 'app-secret',
  name: '应用',
  logo: 'https://app.example/logo.png',
  description: null,
  status: 0,
  accessTokenValiditySeconds: 1800,
  refreshTokenValiditySeconds: 43200,
  redirectUris: ['https://app.example/cb'],
  authorizedGrantTypes: ['client_credentials'],
  scopes: ['user.read'],
  autoApproveScopes: [],
  authorities: [],
  resourceIds: [],
  additionalInformation: null,
  ...overrides,
});

/**
 * A merchant's system as /app-api sees it: an OAuth2 client with the client_credentials grant and these scopes,
 * created by `admin`, and a token it was granted (client id `clientId`, secret `<clientId>-secret`).
 */
export async function merchantClientToken(t: TestApp, admin: string, clientId: string, scopes: string[]): Promise<string> {
  const created = await t.api({
    method: 'POST',
    url: '/admin-api/system/oauth2-client/create',
    token: admin,
    payload: oauth2ClientBody({ clientId, secret: `${clientId}-secret`, name: clientId, logo: 'https://shop.example/logo.png', redirectUris: ['https://shop.example/cb'], scopes }),
  });
  if (created.code !== 0) throw new Error(`client not created: ${created.code} ${created.msg}`);
  const granted = await t.api<{ access_token: string }>({
    method: 'POST',
    url: '/admin-api/system/oauth2/token',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientId}-secret`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', scope: scopes.join(' ') }).toString(),
  });
  if (granted.code !== 0) throw new Error(`no token: ${granted.code} ${granted.msg}`);
  return granted.data.access_token;
}
