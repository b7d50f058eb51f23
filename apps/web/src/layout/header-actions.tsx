import { useEffect, useState } from 'react';
import { Avatar, Button, Tooltip } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FontSizeOutlined from '@ant-design/icons/FontSizeOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, useAppStore, type ComponentSize } from '../shared/ui/app-store';
import { useAuthStore } from '../shared/auth/auth-store';
import { MY_NOTIFY_MESSAGE_PATH } from '../shared/routing/route-table';
import { LanguageSwitch } from '../shared/components/language-switch';
import { toast, confirm } from '../shared/ui/feedback';
import { ClickDropdown } from '@/shared/components/click-dropdown';

export function SearchButton() {
  const { t } = useTranslation();
  const setOpen = useAppStore((state) => state.setSearchOpen);
  return (
    <Tooltip title={`${t('layout.search')} (Ctrl+K)`}>
      <Button type="text" className="navbar-action" icon={<SearchOutlined />} aria-label={t('layout.search')} onClick={() => setOpen(true)} />
    </Tooltip>
  );
}

export function FullscreenButton() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      toast.warning(t('layout.fullscreenUnsupported'));
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      toast.warning(t('layout.fullscreenUnsupported'));
    }
  };
  const label = fullscreen ? t('layout.exitFullscreen') : t('layout.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" className="navbar-action" aria-label={label} icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={() => void toggle()} />
    </Tooltip>
  );
}

const SIZE_LABEL_KEYS: Record<ComponentSize, string> = {
  default: 'layout.sizeDefault',
  medium: 'layout.sizeMedium',
  small: 'layout.sizeSmall',
  mini: 'layout.sizeMini',
};

export function SizeSelect() {
  const { t } = useTranslation();
  const size = useAppStore((state) => state.size);
  const setSize = useAppStore((state) => state.setSize);
  // The tooltip sits below the button, where the menu opens: hide it while the menu is open, or it covers the first
  // entry.
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <ClickDropdown
      onOpenChange={setMenuOpen}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: COMPONENT_SIZES.map((value) => ({ key: value, label: t(SIZE_LABEL_KEYS[value]) })),
        onClick: ({ key }) => {
          setSize(key as ComponentSize);
          toast.success(t('layout.sizeChanged'));
        },
      }}
    >
      <Tooltip title={t('layout.size')} placement="bottom" open={menuOpen ? false : undefined}>
        <Button type="text" className="navbar-action" aria-label={t('layout.size')} icon={<FontSizeOutlined />} />
      </Tooltip>
    </ClickDropdown>
  );
}

export { LanguageSwitch };

export function UserDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const setSettingsOpen = useAppStore((state) => state.setSettingsOpen);

  const confirmLogout = () => {
    confirm({
      title: t('common.systemNotice'),
      content: t('layout.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      mask: { closable: false },
      onOk: async () => {
        await logout().catch(() => undefined);
        // A full load of the index drops every tab, cached page and store.
        window.location.href = import.meta.env.BASE_URL;
      },
    });
  };

  return (
    <ClickDropdown
      placement="bottomRight"
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: t('layout.personalCentre') },
          { key: 'notify', icon: <MessageOutlined />, label: t('layout.myNotifyMessage') },
          { key: 'settings', icon: <SettingOutlined />, label: t('layout.layoutSettings') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate('/user/profile');
          else if (key === 'notify') void navigate(MY_NOTIFY_MESSAGE_PATH);
          else if (key === 'settings') setSettingsOpen(true);
          else confirmLogout();
        },
      }}
    >
      <button type="button" className="navbar-user" data-testid="user-dropdown">
        {/* Decorative: the name beside it says whose it is. */}
        <Avatar size={30} src={user?.avatar} alt="" icon={<UserOutlined />} />
        <span className="navbar-user-name">{user?.nickname || user?.userName}</span>
        <DownOutlined className="navbar-user-caret" />
      </button>
    </ClickDropdown>
  );
}
