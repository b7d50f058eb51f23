import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { ErrorCode } from '@console/contracts/error-codes';

/**
 * A business module added to the console without touching its wiring: what 代码生成 writes, and what a team may
 * write by hand in the same shape. `modules/extensions.ts` lists them (one line each); `src/extensions.ts` installs
 * their migrations, tenant tables, routes and menus.
 */
export interface ExtensionModule {
  /** Routes under /admin-api (the console's screens). */
  routes?: FastifyPluginCallbackTypebox;
  /** Routes under /app-api, for client apps' tokens (each route guarded by an OAuth2 scope). */
  appRoutes?: FastifyPluginCallbackTypebox;
  /** Applied after the console's own, in order, each once per database (a released one never changes). */
  migrations: ReadonlyArray<{ version: string; sql: string }>;
  /** Tables with a tenant_id: every query on them is scoped to the request's tenant, as the console's own. */
  tenantTables: readonly string[];
  /** The module's error codes: registered at start for 错误码管理 beside the console's own. */
  errors?: Readonly<Record<string, ErrorCode>>;
  /** The page's menu and its buttons, created under `parentId` at start when no menu names the component yet. */
  menu?: ExtensionMenu;
}

export interface ExtensionMenu {
  name: string;
  parentId: number;
  path: string;
  component: string;
  icon?: string;
  buttons: ReadonlyArray<{ name: string; permission: string }>;
}

/** Types a module's definition (an identity: the object is the module). */
export const defineExtension = (module: ExtensionModule): ExtensionModule => module;
