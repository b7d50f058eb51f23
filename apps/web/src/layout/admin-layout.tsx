import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../shared/api/query-client';
import { Button, Tooltip } from 'antd';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../shared/auth/auth-store';
import { MOBILE_BREAKPOINT, useAppStore } from '../shared/ui/app-store';
import { useSettingsStore } from '../shared/ui/settings-store';
import { useRouteTable } from '../shared/routing/use-route-table';
import { HOME_PATH, joinPath } from '../shared/routing/route-table';
import { providePageTabClose } from '../shared/routing/page-tabs';
import { Sidebar } from './sidebar';
import { Breadcrumbs } from './breadcrumbs';
import { TopNav } from './top-nav';
import { TagsView } from './tags-view';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { FullscreenButton, LanguageSwitch, SearchButton, SizeSelect, UserDropdown } from './header-actions';
import { useCurrentPage } from './use-current-page';
import { useTagsStore } from './tags-store';
import { HeaderBell } from './header-bell';
import './layout.css';

// Pages close their own tab through shared/routing (the edit page of 代码生成 after saving); every page renders
// inside this layout, so the closer is in place before any page can ask.
providePageTabClose((key) => useTagsStore.getState().closeView(key));

// The sidebar's drawer is for narrow screens only: fetched there, not with every desktop's first screen.
const Drawer = lazy(() => import('antd/es/drawer'));
// Opened on demand: their code (colour picker, Fuse.js) loads the first time they are used.
const SettingsDrawer = lazy(() => import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })));
const HeaderSearch = lazy(() => import('./header-search').then((module) => ({ default: module.HeaderSearch })));

/** True from the first time `open` is true: keeps a lazily loaded panel mounted for its closing animation. */
function useOnceOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function useSearchShortcut() {
  const setSearchOpen = useAppStore((state) => state.setSearchOpen);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setSearchOpen]);
}

const SIDEBAR_WIDTH = 200;
const SIDEBAR_COLLAPSED_WIDTH = 54;

function useResponsiveDevice() {
  const setDevice = useAppStore((state) => state.setDevice);
  useEffect(() => {
    const update = () => setDevice(window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setDevice]);
}

/** The shell around every signed-in page: sidebar, header (breadcrumbs or top nav, actions), tabs, content. */
export default function AdminLayout() {
  const { t } = useTranslation();
  useResponsiveDevice();
  useSearchShortcut();
  const current = useCurrentPage();
  const menus = useAuthStore((state) => state.menus);
  const table = useRouteTable();
  const { device, sidebarOpened, toggleSidebar, closeSidebar, setSettingsOpen, settingsOpen, searchOpen } = useAppStore();
  const settingsMounted = useOnceOpened(settingsOpen);
  const searchMounted = useOnceOpened(searchOpen);
  const { topNav, tagsView, fixedHeader, dynamicTitle } = useSettingsStore();
  const addView = useTagsStore((state) => state.addView);
  const isMobile = device === 'mobile';
  const isRedirect = current.pathname.startsWith('/redirect');

  // Tabs: the affixed home tab first, then every page visited.
  useEffect(() => {
    const home = table.find((meta) => meta.path === HOME_PATH && meta.component);
    if (home) addView({ key: HOME_PATH, pathname: HOME_PATH, title: home.title, affix: true, keepAlive: home.keepAlive });
    const meta = current.meta;
    if (!meta || isRedirect || meta.redirect) return;
    addView({ key: current.key, pathname: current.pathname, title: meta.title, titleKey: meta.titleKey, affix: meta.affix, keepAlive: meta.keepAlive });
  }, [table, current, isRedirect, addView]);

  const pageTitle = current.meta ? (current.meta.titleKey ? t(current.meta.titleKey) : current.meta.title) : '';
  useEffect(() => {
    document.title = dynamicTitle && pageTitle ? `${pageTitle} - ${t('app.title')}` : t('app.title');
  }, [dynamicTitle, pageTitle, t]);

  const selectedKey = current.meta?.activeMenu ?? current.meta?.path ?? current.pathname;
  const activeTop = useMemo(
    () => menus.find((menu) => {
      const path = joinPath('', menu.path);
      return selectedKey === path || selectedKey.startsWith(`${path}/`);
    }),
    [menus, selectedKey],
  );
  // The top navigation is a desktop layout: on mobile the header keeps the breadcrumbs and the drawer holds the whole
  // menu (with the top menus split off, the drawer alone would leave the other areas out of reach).
  const showTopNav = topNav && !isMobile;
  const sideMenus = showTopNav && activeTop?.children?.length ? activeTop.children : menus;
  const sideParent = showTopNav && activeTop?.children?.length ? joinPath('', activeTop.path) : '';

  const sidebar = (
    <Sidebar menus={sideMenus} parentPath={sideParent} selectedKey={selectedKey} collapsed={!isMobile && !sidebarOpened} onNavigate={isMobile ? closeSidebar : undefined} />
  );
  const sidebarWidth = isMobile ? 0 : sidebarOpened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const keepAlive = !!current.meta?.keepAlive && !isRedirect;

  return (
    <QueryClientProvider client={queryClient}>
    <div className={`app-wrapper ${isMobile ? 'mobile' : 'desktop'}${sidebarOpened ? ' sidebar-opened' : ' sidebar-collapsed'}`}>
      {isMobile ? (
        <Suspense fallback={null}>
          <Drawer
            placement="left"
            open={sidebarOpened}
            onClose={closeSidebar}
            size={SIDEBAR_WIDTH}
            closable={false}
            className="sidebar-drawer"
            styles={{ body: { padding: 0 } }}
          >
            {sidebar}
          </Drawer>
        </Suspense>
      ) : (
        <aside className="sidebar-container" style={{ width: sidebarWidth }}>
          {sidebar}
        </aside>
      )}
      <div className="main-container" style={{ marginLeft: sidebarWidth }}>
        <header className={`app-header${fixedHeader ? ' fixed-header' : ''}`}>
          <div className={showTopNav ? 'navbar with-top-nav' : 'navbar'}>
            <Tooltip title={t('layout.toggleSidebar')}>
              <Button
                type="text"
                className="navbar-action hamburger"
                aria-label={t('layout.toggleSidebar')}
                icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
                onClick={toggleSidebar}
              />
            </Tooltip>
            <div className="navbar-center">
              {showTopNav ? <TopNav menus={menus} activeTopPath={activeTop ? joinPath('', activeTop.path) : undefined} table={table} /> : <Breadcrumbs meta={current.meta} />}
            </div>
            <div className="navbar-right">
              <SearchButton />
              <HeaderBell />
              {!isMobile && <FullscreenButton />}
              <SizeSelect />
              <LanguageSwitch className="navbar-action" />
              <Tooltip title={t('layout.layoutSettings')}>
                <Button type="text" className="navbar-action" aria-label={t('layout.layoutSettings')} icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} />
              </Tooltip>
              <UserDropdown />
            </div>
          </div>
          {tagsView && <TagsView activeKey={current.key} />}
        </header>
        <main className="app-main">
          <KeepAliveOutlet activeKey={current.key} keepAlive={keepAlive} />
        </main>
      </div>
      <Suspense fallback={null}>
        {settingsMounted && <SettingsDrawer />}
        {searchMounted && <HeaderSearch />}
      </Suspense>
    </div>
    </QueryClientProvider>
  );
}
