import { create } from 'zustand';

/** Server switches from GET /system/public-config; decide whether login shows the captcha and tenant field. */
export interface PublicConfig {
  captchaEnabled: boolean;
  tenantEnabled: boolean;
  demoMode: boolean;
  /** Seconds between the header bell's unread-count requests. */
  notifyPollSeconds: number;
}

/** The server's default, used until it answers (or if an older server does not say). */
export const DEFAULT_NOTIFY_POLL_SECONDS = 60;

interface PublicConfigState extends PublicConfig {
  loaded: boolean;
  setConfig: (config: PublicConfig) => void;
}

export const usePublicConfigStore = create<PublicConfigState>()((set) => ({
  // Until the server answers, assume the safe defaults: captcha on, single tenant.
  captchaEnabled: true,
  tenantEnabled: false,
  demoMode: false,
  notifyPollSeconds: DEFAULT_NOTIFY_POLL_SECONDS,
  loaded: false,
  setConfig: (config) => set({ ...config, loaded: true }),
}));
