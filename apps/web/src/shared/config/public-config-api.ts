import { http } from '../api/http';
import { DEFAULT_NOTIFY_POLL_SECONDS, usePublicConfigStore, type PublicConfig } from './public-config-store';

/** Loads the server switches once; on failure the defaults (captcha on, single tenant) stay. */
export async function loadPublicConfig(): Promise<void> {
  try {
    const config = await http.get<PublicConfig>('/system/public-config', undefined, { skipToken: true });
    usePublicConfigStore.getState().setConfig({
      captchaEnabled: config?.captchaEnabled !== false,
      tenantEnabled: config?.tenantEnabled === true,
      demoMode: config?.demoMode === true,
      notifyPollSeconds: Number.isInteger(config?.notifyPollSeconds) && config.notifyPollSeconds >= 2 ? config.notifyPollSeconds : DEFAULT_NOTIFY_POLL_SECONDS,
    });
  } catch {
    usePublicConfigStore.setState({ loaded: true });
  }
}
