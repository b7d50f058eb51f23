import { useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { ConfigProvider, theme as antTheme, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../shared/ui/settings-store';
import { useAppStore, type ComponentSize } from '../shared/ui/app-store';
import { setFeedbackTheme } from '../shared/ui/feedback-theme';
import { currentLanguage } from '../shared/i18n/i18n';
import { antdLocaleOf, hasAntdLocale, loadAntdLocale } from './antd-locale';
import { CSP_CONFIG } from '../shared/security/csp-nonce';
import { usePrefersReducedMotion } from '../shared/ui/reduced-motion';
import { readableShade } from '../shared/ui/contrast';
import { watchTableA11y } from '../shared/ui/table-a11y';

// element-ui sizes → antd: "default" is the large control, "medium" the standard one (antd 6 calls it "medium"; its
// deprecated alias "middle" is not understood by every component: a table given "middle" renders large).
const ANTD_SIZE: Record<ComponentSize, 'large' | 'medium' | 'small'> = { default: 'large', medium: 'medium', small: 'small', mini: 'small' };

/** Publishes the antd tokens as CSS variables for our own stylesheets. */
function TokenVariables() {
  const { token } = antTheme.useToken();
  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--app-primary', token.colorPrimary);
    style.setProperty('--app-link', token.colorLink);
    style.setProperty('--app-bg', token.colorBgLayout);
    style.setProperty('--app-surface', token.colorBgContainer);
    style.setProperty('--app-text', token.colorText);
    style.setProperty('--app-text-secondary', token.colorTextSecondary);
    style.setProperty('--app-border', token.colorBorderSecondary);
    style.setProperty('--app-hover', token.controlItemBgHover);
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token]);
  return null;
}

/** Loads antd's texts for the current language (a no-op for zh-CN); never rejects. */
export function antdLocaleReady(): Promise<void> {
  return loadAntdLocale(currentLanguage()).catch(() => undefined);
}

export default function ThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const primary = useSettingsStore((state) => state.theme);
  const darkMode = useSettingsStore((state) => state.darkMode);
  const size = useAppStore((state) => state.size);
  const reducedMotion = usePrefersReducedMotion();
  const english = i18n.language === 'en-US';
  const language = english ? 'en-US' : 'zh-CN';
  const [, localeArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    // The app's messages switch at once; antd's follow as soon as their chunk is in.
    if (!hasAntdLocale(language)) loadAntdLocale(language).then(localeArrived, () => undefined);
  }, [language]);
  const locale = antdLocaleOf(language);

  const theme = useMemo<ThemeConfig>(() => {
    const algorithm = [darkMode ? antTheme.darkAlgorithm : antTheme.defaultAlgorithm];
    if (size === 'mini') algorithm.push(antTheme.compactAlgorithm);
    // No animations for who asked the system for less motion: antd's zooms and slides included.
    const base = { colorPrimary: primary, borderRadius: 6, motion: !reducedMotion };
    if (darkMode) return { algorithm, token: base };
    // WCAG 2 AA (4.5:1 for text): the brand colour stays the fill colour (buttons, selected menu, switches); text
    // and links use a darker shade of it, and antd's light greys and status colours are darkened as text. Tags
    // draw their text on a tint of their colour, so theirs is darker still.
    const link = readableShade(primary);
    const tagInfo = readableShade(primary, ['#ffffff'], 5.2);
    return {
      algorithm,
      token: {
        ...base,
        colorLink: link,
        colorLinkHover: link,
        colorLinkActive: link,
        colorInfo: link,
        colorError: '#d9363e',
        colorTextDescription: 'rgba(0, 0, 0, 0.6)',
        colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
        colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      },
      components: {
        Tag: { colorInfo: tagInfo, colorSuccess: '#237804', colorWarning: '#874d00', colorError: '#b32430' },
        Tabs: { itemSelectedColor: link, itemHoverColor: link, itemActiveColor: link },
      },
    };
  }, [darkMode, size, primary, reducedMotion]);

  useEffect(() => {
    document.documentElement.lang = english ? 'en-US' : 'zh-CN';
  }, [english]);

  // For the few styles antd's tokens do not reach (highlighted code): `[data-theme='dark'] …`.
  useEffect(() => {
    document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
  }, [darkMode]);

  // antd's tables miss two keyboard/screen-reader details; patched in place as tables appear.
  useEffect(() => watchTableA11y(), []);

  // Messages, notifications and confirm boxes are rendered outside the tree (see shared/ui/feedback); give them
  // the same theme and locale.
  useEffect(() => {
    setFeedbackTheme({ theme, locale });
  }, [theme, locale]);

  return (
    <ConfigProvider csp={CSP_CONFIG} locale={locale} componentSize={ANTD_SIZE[size]} theme={theme}>
      <TokenVariables />
      {children}
    </ConfigProvider>
  );
}
