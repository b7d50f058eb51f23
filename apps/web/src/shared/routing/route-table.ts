import { matchPath } from 'react-router';
import type { MenuNode } from '../auth/auth-types';
import { isHttp } from '../utils/validators';

export interface Crumb {
  title: string;
  /** Translation key used instead of `title` for our own static routes. */
  titleKey?: string;
  /** Set when the crumb is a page one can open. */
  path?: string;
}

/** Everything the shell knows about one routable page. */
export interface RouteMeta {
  /** Full path pattern, e.g. `/system/dict` or `/dict/type/data/:dictId`. */
  path: string;
  title: string;
  titleKey?: string;
  icon?: string | null;
  keepAlive: boolean;
  affix: boolean;
  hidden: boolean;
  /** Menu entry highlighted while this page is open. */
  activeMenu?: string;
  /** Ancestors (directories), not including the page itself. */
  parents: Crumb[];
  /** Server component string, e.g. `system/dict/index`; null for directories without a screen. */
  component: string | null;
  /** A directory: opening its path goes to its first page. */
  redirect?: string;
}

/** The landing page; its tab is affixed (the fork's replacement of the upstream 首页 tab). */
export const HOME_PATH = '/audit/lawyer';

export const PROFILE_PATH = '/user/profile';

/** 我的站内信: the header bell's 查看全部 and the user menu open it (the Vue 3 UI's /user/notify-message). */
export const MY_NOTIFY_MESSAGE_PATH = '/user/notify-message';

/** Static pages inside the layout (spec §2 "Static routes"). */
export const STATIC_ROUTE_META: RouteMeta[] = [
  { path: PROFILE_PATH, title: '个人中心', titleKey: 'routes.personalCentre', keepAlive: false, affix: false, hidden: true, parents: [], component: null },
  { path: MY_NOTIFY_MESSAGE_PATH, title: '我的站内信', titleKey: 'routes.myNotifyMessage', keepAlive: false, affix: false, hidden: true, parents: [], component: 'system/notify-message/my' },
  {
    path: '/dict/type/data/:dictId',
    title: '字典数据',
    titleKey: 'routes.dictData',
    keepAlive: true,
    affix: false,
    hidden: true,
    activeMenu: '/system/dict',
    parents: [],
    component: 'system/dict/data',
  },
  {
    path: '/infra/codegen/edit/:tableId',
    title: '修改生成配置',
    titleKey: 'routes.codegenEdit',
    keepAlive: true,
    affix: false,
    hidden: true,
    activeMenu: '/infra/codegen',
    parents: [],
    component: 'infra/codegen/edit',
  },
  { path: '/job/log', title: '调度日志', titleKey: 'routes.jobLog', keepAlive: true, affix: false, hidden: true, activeMenu: '/infra/job', parents: [], component: 'infra/job/log' },
  { path: '/bpm/manager/form/edit', title: '流程表单-编辑', titleKey: 'routes.bpmFormEdit', keepAlive: false, affix: false, hidden: true, activeMenu: '/bpm/manager/form', parents: [], component: 'bpm/form/edit' },
  { path: '/bpm/manager/model/design', title: '设计流程', titleKey: 'routes.bpmModelDesign', keepAlive: false, affix: false, hidden: true, activeMenu: '/bpm/manager/model', parents: [], component: 'bpm/model/design' },
  { path: '/bpm/manager/definition', title: '流程定义', titleKey: 'routes.bpmDefinition', keepAlive: true, affix: false, hidden: true, activeMenu: '/bpm/manager/model', parents: [], component: 'bpm/model/definition' },
  { path: '/bpm/process-instance/create', title: '发起流程', titleKey: 'routes.bpmStart', keepAlive: false, affix: false, hidden: true, activeMenu: '/bpm/task/my', parents: [], component: 'bpm/processInstance/create' },
  { path: '/bpm/process-instance/detail', title: '流程详情', titleKey: 'routes.bpmDetail', keepAlive: false, affix: false, hidden: true, parents: [], component: 'bpm/processInstance/detail' },
  { path: '/bpm/oa/leave/create', title: '发起 OA 请假', titleKey: 'routes.bpmLeaveCreate', keepAlive: false, affix: false, hidden: true, activeMenu: '/bpm/oa/leave', parents: [], component: 'bpm/oa/leave/create' },
  { path: '/bpm/oa/leave/detail', title: '查看 OA 请假', titleKey: 'routes.bpmLeaveDetail', keepAlive: false, affix: false, hidden: true, activeMenu: '/bpm/oa/leave', parents: [], component: 'bpm/oa/leave/detail' },
  // The cashier of later versions of the original: any order of the tenant, `?id=<pay order>`.
  { path: '/pay/cashier', title: '收银台', titleKey: 'routes.cashier', keepAlive: false, affix: false, hidden: true, activeMenu: '/pay/demo-order', parents: [], component: 'pay/cashier/index' },
];

export function joinPath(parent: string, child: string): string {
  if (isHttp(child)) return child;
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${child}`;
}

function firstPage(node: MenuNode, fullPath: string): string | undefined {
  for (const child of node.children ?? []) {
    const childPath = joinPath(fullPath, child.path);
    if (isHttp(childPath)) continue;
    if (child.children && child.children.length > 0) {
      const found = firstPage(child, childPath);
      if (found) return found;
    } else {
      return childPath;
    }
  }
  return undefined;
}

/** Turns the server's menu tree into page metadata, one entry per routable path. */
export function buildRouteTable(menus: readonly MenuNode[]): RouteMeta[] {
  const table: RouteMeta[] = [];
  const walk = (nodes: readonly MenuNode[], parentPath: string, parents: Crumb[]) => {
    for (const node of nodes) {
      const fullPath = joinPath(parentPath, node.path);
      if (isHttp(fullPath)) continue;
      const hasChildren = !!node.children && node.children.length > 0;
      const meta: RouteMeta = {
        path: fullPath,
        title: node.name,
        icon: node.icon,
        keepAlive: node.keepAlive,
        affix: fullPath === HOME_PATH,
        hidden: !node.visible,
        parents,
        component: hasChildren ? null : node.component || null,
      };
      if (hasChildren) {
        const redirect = firstPage(node, fullPath);
        if (redirect) meta.redirect = redirect;
      }
      table.push(meta);
      if (hasChildren) walk(node.children!, fullPath, [...parents, { title: node.name }]);
    }
  };
  walk(menus, '', []);
  return table;
}

/**
 * Where the index (`/`) goes for this user: the landing page when their menus hold it, else the first screen their
 * sidebar shows (a user whose roles do not grant 律师审核 must not land on a 404), else the personal centre, which
 * every signed-in user may open.
 */
export function homePathOf(table: readonly RouteMeta[]): string {
  const pages = table.filter((meta) => meta.component && !meta.redirect && !meta.hidden && !STATIC_ROUTE_META.includes(meta));
  if (pages.some((meta) => meta.path === HOME_PATH)) return HOME_PATH;
  return pages[0]?.path ?? PROFILE_PATH;
}

/** The entry whose pattern matches the pathname (static routes first). */
export function findRouteMeta(table: readonly RouteMeta[], pathname: string): { meta: RouteMeta; params: Record<string, string | undefined> } | null {
  for (const meta of table) {
    const match = matchPath({ path: meta.path, end: true }, pathname);
    if (match) return { meta, params: match.params };
  }
  return null;
}
