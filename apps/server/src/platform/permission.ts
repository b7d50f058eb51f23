import type { LoginUserSnapshot } from '../db/schema';

export const SUPER_ADMIN_ROLE = 'super_admin';
export const ALL_PERMISSION = '*:*:*';

/**
 * The one permission rule, used by the route guard and by services alike. It reads the snapshot's permission
 * list only, the list get-permission-info sends the web app, so the two can never disagree: the platform super
 * admin passes every check because its list holds `*:*:*` (permission/service.ts), not because of its role.
 */
export function hasAnyPermission(user: LoginUserSnapshot, required: string | readonly string[]): boolean {
  if (user.permissions.includes(ALL_PERMISSION)) return true;
  const list = typeof required === 'string' ? [required] : required;
  return list.some((p) => user.permissions.includes(p));
}
