import { useEffect, useMemo, useState } from 'react';
import { ConfigProvider, Menu, type ThemeConfig } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../shared/auth/auth-types';
import { MenuIcon } from '../shared/icons/menu-icon';
import { isHttp } from '../shared/utils/validators';
import { joinPath, type RouteMeta } from '../shared/routing/route-table';

/** Spec §2: how many top menus fit: ⌊⌊viewport width / 3⌋ / 85⌋. */
export function topNavVisibleCount(viewportWidth: number): number {
  return Math.floor(Math.floor(viewportWidth / 3) / 85);
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

// Compact items (the reference's are ~85 px, which is what the count formula budgets): antd's 20 px padding would
// push the last items out of the header at the narrow desktop widths.
const TOP_NAV_THEME: ThemeConfig = { components: { Menu: { itemPaddingInline: 12, iconMarginInlineEnd: 6 } } };

interface TopNavProps {
  menus: readonly MenuNode[];
  activeTopPath: string | undefined;
  table: readonly RouteMeta[];
}

/** The first top-level menus in the header; the rest under "more menu". Choosing one fills the sidebar. */
export function TopNav({ menus, activeTopPath, table }: TopNavProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const width = useViewportWidth();
  const visibleMenus = menus.filter((menu) => menu.visible);
  const count = topNavVisibleCount(width);
  const items = useMemo(() => {
    const toItem = (menu: MenuNode) => ({ key: joinPath('', menu.path), icon: <MenuIcon name={menu.icon} />, label: menu.name });
    const shown = visibleMenus.slice(0, count).map(toItem);
    const rest = visibleMenus.slice(count).map(toItem);
    return rest.length > 0 ? [...shown, { key: '__more', label: t('layout.moreMenu'), children: rest }] : shown;
  }, [visibleMenus, count, t]);

  return (
    <ConfigProvider theme={TOP_NAV_THEME}>
      <Menu
        mode="horizontal"
        className="top-nav"
        data-testid="top-nav"
        items={items}
        selectedKeys={activeTopPath ? [activeTopPath] : []}
        disabledOverflow
        onClick={({ key }) => {
          if (isHttp(key)) {
            window.open(key, '_blank', 'noopener');
            return;
          }
          const meta = table.find((candidate) => candidate.path === key);
          void navigate(meta?.redirect ?? key);
        }}
      />
    </ConfigProvider>
  );
}
