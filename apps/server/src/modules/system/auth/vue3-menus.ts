import type { MenuNode } from '@console/contracts/system/auth';

/**
 * The `menus` of get-permission-info, which only today's Vue 3 UI reads (it builds its router from them; the 2022
 * UI and ours read list-menus). That UI finds a page by the first file under its `src/views/` whose path contains
 * the menu's `component`, so a component it names differently is sent under its name there, and a page it does not
 * have is left out (a menu naming no file breaks its route), with a directory left empty.
 *
 * Checked against yudao-ui-admin-vue3 v2026.06 (`src/views/**`). Menus keep their stored component everywhere else.
 */
export const VUE3_COMPONENTS: Readonly<Record<string, string | null>> = {
  'system/sms/smsChannel': 'system/sms/channel/index',
  'system/sms/smsTemplate': 'system/sms/template/index',
  'system/sms/smsLog': 'system/sms/log/index',
  'infra/dbMonitor/index': 'infra/druid/index',
  'infra/cache/index': 'infra/redis/index',
  'pay/demo/index': 'pay/demo/order/index',
  // Screens that UI does not have.
  'audit/lawyer/index': null,
  'pay/merchant/index': null,
  'infra/dbDoc/index': null,
  'system/errorCode/index': null,
  'system/sensitiveWord/index': null,
};

export interface Vue3MenuNode extends Omit<MenuNode, 'children'> {
  componentName: string;
  alwaysShow: boolean;
  children: Vue3MenuNode[] | null;
}

/** The tree with components renamed, pages that UI lacks dropped, and directories left without children dropped. */
export function forVue3(nodes: readonly Vue3MenuNode[]): Vue3MenuNode[] {
  return nodes.flatMap((node) => {
    const mapped = node.component ? VUE3_COMPONENTS[node.component] : undefined;
    if (mapped === null) return [];
    const children = node.children ? forVue3(node.children) : null;
    const component = mapped ?? node.component;
    if (!component && !children?.length) return [];
    return [{ ...node, component, children: children?.length ? children : null }];
  });
}
