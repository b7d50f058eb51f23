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
