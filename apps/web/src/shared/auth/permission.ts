/**
 * Role and permission checks; one implementation serves routes, menus and buttons (spec §6).
 *
 * Permission checks look only at the permission list the server sent (get-permission-info): the server puts
 * `*:*:*` there exactly when it lets the user pass every check (the platform super admin), so no role name can
 * make a button appear that the server would answer with 403 (a role coded super_admin in an ordinary tenant
 * holds its package's permissions only). Role checks let the role `admin` pass, as spec §6 says.
 */
export const ALL_PERMISSION = '*:*:*';
export const ADMIN_ROLE = 'admin';
export const DEFAULT_ROLE = 'ROLE_DEFAULT';
export const MISSING_VALUE_MESSAGE = 'please set role permission tag value';

export interface AccessSubject {
  roles: readonly string[];
  permissions: readonly string[];
}

function requireValues(values: readonly string[] | undefined | null): readonly string[] {
  if (!values || values.length === 0) throw new Error(MISSING_VALUE_MESSAGE);
  return values;
}

const holdsAllPermissions = (subject: AccessSubject) => subject.permissions.includes(ALL_PERMISSION);
const isAdminRole = (subject: AccessSubject) => subject.roles.includes(ADMIN_ROLE);

/** True when the subject holds any of the listed permissions. */
export function hasPermi(subject: AccessSubject, required: readonly string[] | undefined | null): boolean {
  const values = requireValues(required);
  return holdsAllPermissions(subject) || values.some((value) => subject.permissions.includes(value));
}

/** True when the subject holds all of the listed permissions. */
export function hasPermiAnd(subject: AccessSubject, required: readonly string[] | undefined | null): boolean {
  const values = requireValues(required);
  return holdsAllPermissions(subject) || values.every((value) => subject.permissions.includes(value));
}

/** True when the subject holds the single permission. */
export function hasPermiOne(subject: AccessSubject, permission: string | undefined | null): boolean {
  return hasPermi(subject, permission ? [permission] : null);
}

/** True when the subject holds any of the listed roles. */
export function hasRole(subject: AccessSubject, required: readonly string[] | undefined | null): boolean {
  const values = requireValues(required);
  return isAdminRole(subject) || values.some((value) => subject.roles.includes(value));
}

/** True when the subject holds all of the listed roles. */
export function hasRoleAnd(subject: AccessSubject, required: readonly string[] | undefined | null): boolean {
  const values = requireValues(required);
  return isAdminRole(subject) || values.every((value) => subject.roles.includes(value));
}

/** True when the subject holds the single role. */
export function hasRoleOne(subject: AccessSubject, role: string | undefined | null): boolean {
  return hasRole(subject, role ? [role] : null);
}
