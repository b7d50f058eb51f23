import { Badge, Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import type { MenuNode } from '../shared/auth/auth-types';
import { MenuIcon } from '../shared/icons/menu-icon';
import { joinPath } from '../shared/routing/route-table';
import { isHttp } from '../shared/utils/validators';

type MenuItem = Required<MenuProps>['items'][number];

/** Spec §2: menu titles longer than 5 characters get a tooltip. */
const TOOLTIP_AFTER = 5;

function MenuTitle({ title, badge }: { title: string; badge?: number | 'dot' }) {
  const text =
    title.length <= TOOLTIP_AFTER ? (
      <span className="menu-title">{title}</span>
    ) : (
      <Tooltip title={title} placement="right" mouseEnterDelay={0.4}>
        <span className="menu-title" data-has-tooltip="true">
          {title}
        </span>
      </Tooltip>
    );
  if (!badge) return text;
  return (
    <span className="menu-title-with-badge">
      {text}
      {/* Hidden from the accessible name: the entry is still called by its title; the page itself shows the count. */}
      {badge === 'dot' ? (
        <Badge dot className="menu-badge" aria-hidden />
      ) : (
        <Badge count={badge} size="small" overflowCount={99} className="menu-badge" data-testid="menu-badge" aria-hidden />
      )}
    </span>
  );
}

/** Counts beside menu entries, by the menu's component (see menu-badges.ts). */
export type MenuBadges = Readonly<Record<string, number>>;

function hasBadge(node: MenuNode, badges: MenuBadges): boolean {
  return (!!node.component && !!badges[node.component]) || (node.children ?? []).some((child) => child.visible && hasBadge(child, badges));
}

/** Sidebar / top-nav items: visible menus only; keys are full paths (or the URL of an external link). */
export function buildMenuItems(menus: readonly MenuNode[], parentPath = '', badges: MenuBadges = {}): MenuItem[] {
  const items: MenuItem[] = [];
  for (const node of menus) {
    if (!node.visible) continue;
    const fullPath = joinPath(parentPath, node.path);
    const visibleChildren = (node.children ?? []).filter((child) => child.visible);
    const icon = <MenuIcon name={node.icon} />;
    if (visibleChildren.length > 0) {
      // A directory shows a dot while something inside it has a count.
      const label = <MenuTitle title={node.name} badge={hasBadge(node, badges) ? 'dot' : undefined} />;
      items.push({ key: fullPath, icon, label, children: buildMenuItems(visibleChildren, fullPath, badges) });
    } else if (isHttp(fullPath)) {
      items.push({
        key: fullPath,
        icon,
        label: (
          <a href={fullPath} target="_blank" rel="noreferrer">
            <MenuTitle title={node.name} />
          </a>
        ),
      });
    } else {
      items.push({ key: fullPath, icon, label: <MenuTitle title={node.name} badge={node.component ? badges[node.component] : undefined} /> });
    }
  }
  return items;
}

/** Keys of the directories above a path, for the menu's open state. */
export function ancestorKeys(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const keys: string[] = [];
  for (let i = 1; i < segments.length; i++) keys.push(`/${segments.slice(0, i).join('/')}`);
  return keys;
}
