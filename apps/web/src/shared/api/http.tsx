import { createHttpClient, type HttpTextKey } from './http-client';
import { confirm, notifyError, toast } from '../ui/feedback';
import { t } from '../i18n/i18n';
import { clearTokens, getAccessToken, getRefreshToken, getTenantId, saveTokens } from '../auth/token-storage';
import { usePublicConfigStore } from '../config/public-config-store';

const DEMO_MODE_DOCS_URL = 'https://doc.iocoder.cn/';

/** The one configured API client of the app. */
export const http = createHttpClient({
  feedback: {
    showError: (text) => toast.error(text),
    showNotification: (title) => notifyError(title),
    showDemoModeError: () =>
      toast.error(
        <span>
          {t('request.demoMode')}{' '}
          <a href={DEMO_MODE_DOCS_URL} target="_blank" rel="noreferrer">
            {t('request.demoModeLink')}
          </a>
        </span>,
        { duration: 0, key: 'demo-mode' },
      ),
    confirmRelogin: () =>
      new Promise<boolean>((resolve) => {
        confirm({
          title: t('common.systemNotice'),
          content: t('request.reloginText'),
          okText: t('request.reloginConfirm'),
          cancelText: t('common.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    text: (key: HttpTextKey, values?: Record<string, unknown>) => t(key, values ?? {}),
  },
  session: {
    getAccessToken,
    getRefreshToken,
    getTenantId,
    isTenantEnabled: () => usePublicConfigStore.getState().tenantEnabled,
    saveTokens,
    endSession: async () => {
      try {
        await http.post('/system/auth/logout');
      } catch {
        // the session is already dead on the server; clearing locally is what matters
      }
      clearTokens();
      // A full load of the index page drops every in-memory store, cached page and tab.
      window.location.href = import.meta.env.BASE_URL;
    },
  },
});
