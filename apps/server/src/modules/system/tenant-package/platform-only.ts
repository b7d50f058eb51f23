/**
 * Permissions that only the system tenant (package 0) may hold.
 *
 * Tenants, packages, menus, dictionaries, SMS channels and templates, error codes (system_error_code), sensitive
 * words, and every infra_* table are global (reference §2.9 and devtools §1: no tenant_id), so whoever writes them
 * writes them for every tenant. A tenant package can therefore never grant these, and a user of an ordinary tenant
 * never holds them, whatever its roles say (the sign-in
 * snapshot drops them, see permission/service.ts). Reading menus and dictionaries stays possible for
 * tenants: they are shared reference data (labels, the menu tree a tenant admin grants roles from).
 */
const PLATFORM_ONLY_PERMISSIONS: readonly RegExp[] = [
  /^system:tenant:/,
  /^system:tenant-package:/,
  /^system:menu:(create|update|delete)$/,
  /^system:dict:(create|update|delete)$/,
  // SMS channels hold the platform's provider accounts; templates are shared by every tenant.
  /^system:sms-channel:/,
  /^system:sms-template:(create|update|delete|send-sms)$/,
  // Sensitive words are one list for every tenant (system_sensitive_word has no tenant_id); tenants may read them.
  /^system:sensitive-word:(create|update|delete)$/,
  // Social clients hold the platform's app credentials at each provider.
  /^system:social-client:/,
  // OAuth2 clients are registered once for the whole platform (system_oauth2_client has no tenant_id).
  /^system:oauth2-client:/,
  // Error messages are answered to every tenant's users (system_error_code has no tenant_id).
  /^system:error-code:/,
  /^infra:/,
  // The wildcard would pass every check (platform/permission.ts).
  /^\*:\*:\*$/,
];

export function isPlatformOnlyPermission(permission: string | null | undefined): boolean {
  return !!permission && PLATFORM_ONLY_PERMISSIONS.some((re) => re.test(permission));
}

export interface MenuNode {
  id: number;
  parentId: number;
  permission: string;
}

/**
 * Menus a package may not contain: buttons carrying a platform-only permission, and directories or pages
 * all of whose buttons are platform-only (租户管理, 租户列表, 租户套餐 …), so a tenant's menu never shows a
 * screen whose every action would be refused.
 */
export function platformOnlyMenuIds(menus: readonly MenuNode[]): Set<number> {
  const children = new Map<number, MenuNode[]>();
  for (const m of menus) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m]);
  const result = new Set<number>();
  // Post-order: a node is platform-only when it carries such a permission, or when it has descendants that
  // carry permissions and all of those are platform-only.
  const visit = (m: MenuNode, seen: Set<number>): { permissions: number; platformOnly: number } => {
    if (seen.has(m.id)) return { permissions: 0, platformOnly: 0 };
    seen.add(m.id);
    let permissions = 0;
    let platformOnly = 0;
    for (const child of children.get(m.id) ?? []) {
      const c = visit(child, seen);
      permissions += c.permissions;
      platformOnly += c.platformOnly;
    }
    if (m.permission) {
      permissions++;
      if (isPlatformOnlyPermission(m.permission)) platformOnly++;
    }
    if (isPlatformOnlyPermission(m.permission) || (permissions > 0 && permissions === platformOnly)) result.add(m.id);
    return { permissions, platformOnly };
  };
  const seen = new Set<number>();
  const ids = new Set(menus.map((m) => m.id));
  for (const m of menus) if (!ids.has(m.parentId) || m.parentId === 0) visit(m, seen);
  return result;
}
