import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

interface AuthProps {
  /** Any of these permissions (or all of them with `mode="all"`). */
  permissions?: readonly string[];
  /** Any of these roles (or all of them with `mode="all"`). */
  roles?: readonly string[];
  mode?: 'any' | 'all';
  children: ReactNode;
}

/** Renders its children only when the user holds the listed permissions/roles; otherwise nothing at all. */
export function Auth({ permissions, roles, mode = 'any', children }: AuthProps) {
  const check = usePermission();
  const byPermission = permissions !== undefined;
  const byRole = roles !== undefined;
  let allowed: boolean;
  if (byPermission) {
    allowed = mode === 'all' ? check.hasPermiAnd(permissions) : check.hasPermi(permissions);
  } else if (byRole) {
    allowed = mode === 'all' ? check.hasRoleAnd(roles) : check.hasRole(roles);
  } else {
    allowed = check.hasPermi([]); // throws "please set role permission tag value"
  }
  if (allowed && byPermission && byRole) {
    allowed = mode === 'all' ? check.hasRoleAnd(roles) : check.hasRole(roles);
  }
  return allowed ? <>{children}</> : null;
}
