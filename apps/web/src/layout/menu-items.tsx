import { Tooltip } from 'antd';
import type { MenuProps } from 'antd';
import type { MenuNode } from '../shared/auth/auth-types';
import { MenuIcon } from '../shared/icons/menu-icon';
import { joinPath } from '../shared/routing/route-table';
import { isHttp } from '../shared/utils/validators';

type MenuItem = Required<MenuProps>['items'][number];

/** Spec §2: menu titles longer than 5 characters get a tooltip. */
const TOOLTIP_AFTER = 5;

function MenuTitle({ title }: { title: string }) {
  if (title.length <= TOOLTIP_AFTER) return <span className="menu-title">{title}</span>;
  return (
    <Tooltip title={title} placement="right" mouseEnterDelay={0.4}>
      <span className="menu-title" data-has-tooltip="true">
        {title}
      </span>
    </Tooltip>
  );
}

/** Sidebar / top-nav items: visible menus only; keys are full paths (or the URL of an external link). */
export function buildMenuItems(menus: readonly MenuNode[], parentPath = ''): MenuItem[] {
  const items: MenuItem[] = [];
  for (const node of menus) {
    if (!node.visible) continue;
    const fullPath = joinPath(parentPath, node.path);
    const visibleChildren = (node.children ?? []).filter((child) => child.visible);
    const icon = <MenuIcon name={node.icon} />;
    if (visibleChildren.length > 0) {
      items.push({ key: fullPath, icon, label: <MenuTitle title={node.name} />, children: buildMenuItems(visibleChildren, fullPath) });
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
      items.push({ key: fullPath, icon, label: <MenuTitle title={node.name} /> });
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
