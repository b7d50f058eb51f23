import { Button, ColorPicker, Divider, Drawer, Switch, Tooltip } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../shared/ui/app-store';
import { THEME_PRESETS, useSettingsStore, type LayoutSettings } from '../shared/ui/settings-store';
import { toast } from '../shared/ui/feedback';

type Toggle = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle' | 'darkMode';
const TOGGLES: { key: Toggle; labelKey: string }[] = [
  { key: 'topNav', labelKey: 'settings.topNav' },
  { key: 'tagsView', labelKey: 'settings.tagsView' },
  { key: 'fixedHeader', labelKey: 'settings.fixedHeader' },
  { key: 'sidebarLogo', labelKey: 'settings.sidebarLogo' },
  { key: 'dynamicTitle', labelKey: 'settings.dynamicTitle' },
];

function SideThemeCard({ value, label, selected, onSelect }: { value: LayoutSettings['sideTheme']; label: string; selected: boolean; onSelect: () => void }) {
  return (
    <Tooltip title={label}>
      <button type="button" className={`side-theme-card ${value}${selected ? ' selected' : ''}`} aria-label={label} aria-pressed={selected} onClick={onSelect}>
        <span className="side-theme-card-side" />
        <span className="side-theme-card-head" />
        {selected && <CheckOutlined className="side-theme-card-check" />}
      </button>
    </Tooltip>
  );
}

export function SettingsDrawer() {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.settingsOpen);
  const setOpen = useAppStore((state) => state.setSettingsOpen);
  const settings = useSettingsStore();

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      title={t('settings.title')}
      size={300}
      mask={{ closable: false }}
      className="settings-drawer"
      footer={
        <div className="settings-drawer-footer">
          <Button
            type="primary"
            onClick={() => {
              settings.save();
              toast.success(t('settings.saving'), { duration: 1 });
            }}
          >
            {t('settings.save')}
          </Button>
          <Button
            onClick={() => {
              settings.clearSaved();
              toast.loading(t('settings.resetting'), { duration: 1 });
              setTimeout(() => window.location.reload(), 300);
            }}
          >
            {t('settings.reset')}
          </Button>
        </div>
      }
    >
      <div className="settings-section">
        <div className="settings-label">{t('settings.sideTheme')}</div>
        <div className="side-theme-cards">
          <SideThemeCard value="theme-dark" label={t('settings.sideDark')} selected={settings.sideTheme === 'theme-dark'} onSelect={() => settings.change('sideTheme', 'theme-dark')} />
          <SideThemeCard value="theme-light" label={t('settings.sideLight')} selected={settings.sideTheme === 'theme-light'} onSelect={() => settings.change('sideTheme', 'theme-light')} />
        </div>
      </div>
      <div className="settings-row">
        <span>{t('settings.themeColor')}</span>
        <ColorPicker
          value={settings.theme}
          disabledAlpha
          presets={[{ label: t('settings.themeColor'), colors: THEME_PRESETS }]}
          onChangeComplete={(color) => settings.change('theme', color.toHexString())}
        />
      </div>
      <div className="settings-row">
        <span>{t('settings.darkMode')}</span>
        <Switch checked={settings.darkMode} onChange={(checked) => settings.change('darkMode', checked)} aria-label={t('settings.darkMode')} />
      </div>
      <Divider />
      <div className="settings-label">{t('settings.layoutConfig')}</div>
      {TOGGLES.map(({ key, labelKey }) => (
        <div className="settings-row" key={key}>
          <span>{t(labelKey)}</span>
          <Switch checked={settings[key]} onChange={(checked) => settings.change(key, checked)} aria-label={t(labelKey)} data-setting={key} />
        </div>
      ))}
    </Drawer>
  );
}
