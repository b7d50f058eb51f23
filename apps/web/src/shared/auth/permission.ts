/** Role and permission checks; one implementation serves routes, menus and buttons (spec §6). */
export const ALL_PERMISSION = '*:*:*';
export const SUPER_ROLES: readonly string[] = ['admin', 'super_admin'];
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

function isSuper(subject: AccessSubject): boolean {
  return subject.roles.some((role) => SUPER_ROLES.includes(role)) || subject.permissions.includes(ALL_PERMISSION);
}

/** True when the subject holds any of the listed permissions. */
export function hasPermi(subject: AccessSubject, required: readonly string[] | undefined | null): boolean {
  const values = requireValues(required);
  return isSuper(subject) || values.some((value) => subject.permissions.includes(value));
}

/** True when the subject holds all of the listed permissions. */
export function hasPermiAnd(subject: AccessSubject, required: readonly string[] | undefined | null): boolean {
  const values = requireValues(required);
  return isSuper(subject) || values.every((value) => subject.permissions.includes(value));
}

/** True when the subject holds the single permission. */
export function hasPermiOne(subject: AccessSubject, permission: string | undefined | null): boolean {
  return hasPermi(subject, permission ? [permission] : null);
}

/** True when the subject holds any of the listed roles. */
export function hasRole(subject: AccessSubject, required: readonly string[] | undefined | null): boolean {
  const values = requireValues(required);
  return isSuper(subject) || values.some((value) => subject.roles.includes(value));
}

/** True when the subject holds all of the listed roles. */
export function hasRoleAnd(subject: AccessSubject, required: readonly string[] | undefined | null): boolean {
  const values = requireValues(required);
  return isSuper(subject) || values.every((value) => subject.roles.includes(value));
}

/** True when the subject holds the single role. */
export function hasRoleOne(subject: AccessSubject, role: string | undefined | null): boolean {
  return hasRole(subject, role ? [role] : null);
}
