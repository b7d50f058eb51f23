import { useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../shared/auth/auth-types';
import { useSettingsStore } from '../shared/ui/settings-store';
import { isHttp } from '../shared/utils/validators';
import { ancestorKeys, buildMenuItems } from './menu-items';
import { useMenuBadges } from './menu-badges';

interface SidebarProps {
  menus: readonly MenuNode[];
  /** Full path of the menus' parent when the top navigation shows only one branch here. */
  parentPath?: string;
  selectedKey: string;
  collapsed: boolean;
  onNavigate?: () => void;
}

export function Sidebar({ menus, parentPath = '', selectedKey, collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sideTheme = useSettingsStore((state) => state.sideTheme);
  const showLogo = useSettingsStore((state) => state.sidebarLogo);
  const dark = useSettingsStore((state) => state.darkMode) || sideTheme === 'theme-dark';
  const badges = useMenuBadges();
  const items = useMemo(() => buildMenuItems(menus, parentPath, badges), [menus, parentPath, badges]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(selectedKey));
  // A newly selected page (or the sidebar opening again) opens the submenus above it; the others stay as they were.
  const [shownFor, setShownFor] = useState({ selectedKey, collapsed });
  if (shownFor.selectedKey !== selectedKey || shownFor.collapsed !== collapsed) {
    setShownFor({ selectedKey, collapsed });
    if (!collapsed) setOpenKeys((current) => [...new Set([...current, ...ancestorKeys(selectedKey)])]);
  }

  return (
    <div className={`sidebar ${dark ? 'sidebar-dark' : 'sidebar-light'}`} data-testid="sidebar">
      {showLogo && (
        <a className="sidebar-logo" href={`${import.meta.env.BASE_URL}`} onClick={(event) => { event.preventDefault(); void navigate('/'); }}>
          <svg viewBox="0 0 64 64" width="28" height="28" aria-hidden>
            <rect width="64" height="64" rx="14" fill="var(--app-primary)" />
            <path d="M18 44V20h10l4 14 4-14h10v24h-7V31l-4 13h-6l-4-13v13z" fill="#fff" />
          </svg>
          {!collapsed && <span className="sidebar-title">{t('app.title')}</span>}
        </a>
      )}
      <div className="sidebar-menu-scroll">
        <Menu
          mode="inline"
          theme={dark ? 'dark' : 'light'}
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={[selectedKey]}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={(keys) => setOpenKeys(keys)}
          onClick={({ key }) => {
            if (isHttp(key)) return; // the anchor opens it in a new tab
            void navigate(key);
            onNavigate?.();
          }}
        />
      </div>
    </div>
  );
}
