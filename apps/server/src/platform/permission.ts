import type { LoginUserSnapshot } from '../db/schema';

export const SUPER_ADMIN_ROLE = 'super_admin';
export const ALL_PERMISSION = '*:*:*';

/** The one permission rule, used by the route guard and by services alike. */
export function hasAnyPermission(user: LoginUserSnapshot, required: string | readonly string[]): boolean {
  if (user.superAdmin || user.permissions.includes(ALL_PERMISSION)) return true;
  const list = typeof required === 'string' ? [required] : required;
  return list.some((p) => user.permissions.includes(p));
}
