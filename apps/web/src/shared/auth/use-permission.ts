import { useAuthStore } from './auth-store';
import { hasPermi, hasPermiAnd, hasPermiOne, hasRole, hasRoleAnd, hasRoleOne, type AccessSubject } from './permission';

/** Permission checks bound to the signed-in user; re-renders when roles or permissions change. */
export function usePermission() {
  const roles = useAuthStore((state) => state.roles);
  const permissions = useAuthStore((state) => state.permissions);
  const subject: AccessSubject = { roles, permissions };
  return {
    hasPermi: (values: readonly string[]) => hasPermi(subject, values),
    hasPermiAnd: (values: readonly string[]) => hasPermiAnd(subject, values),
    hasPermiOne: (value: string) => hasPermiOne(subject, value),
    hasRole: (values: readonly string[]) => hasRole(subject, values),
    hasRoleAnd: (values: readonly string[]) => hasRoleAnd(subject, values),
    hasRoleOne: (value: string) => hasRoleOne(subject, value),
  };
}
