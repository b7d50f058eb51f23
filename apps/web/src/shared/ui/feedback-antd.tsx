import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useSettingsStore } from './settings-store';
import { feedbackTheme } from './feedback-theme';
import { CSP_CONFIG } from '../security/csp-nonce';
import { prefersReducedMotion } from './reduced-motion';

/** Until the themed shell mounts (the sign-in page has no antd), messages use the saved theme colour. */
const FALLBACK_LOCALE: Locale = { locale: 'zh-cn' };

// Loaded on first use so the sign-in page does not ship antd. One holder render for the app's whole life, reading
// the shell's current theme and locale whenever a message opens. Its element structure must never change (theme
// and locale always given): antd keeps one message/notification holder, and a change of shape (a locale provider
// appearing) remounts it while antd's static API keeps talking to the unmounted one, so every later message vanishes.
ConfigProvider.config({
  holderRender: (holder) => {
    const shell = feedbackTheme();
    return (
      <ConfigProvider csp={CSP_CONFIG} theme={shell?.theme ?? { token: { colorPrimary: useSettingsStore.getState().theme, borderRadius: 6, motion: !prefersReducedMotion() } }} locale={shell?.locale ?? FALLBACK_LOCALE}>
        {holder}
      </ConfigProvider>
    );
  },
});

export { message, notification, Modal } from 'antd';
