import { create } from 'zustand';

/** Server switches from GET /system/public-config; decide whether login shows the captcha and tenant field. */
export interface PublicConfig {
  captchaEnabled: boolean;
  tenantEnabled: boolean;
  demoMode: boolean;
}

interface PublicConfigState extends PublicConfig {
  loaded: boolean;
  setConfig: (config: PublicConfig) => void;
}

export const usePublicConfigStore = create<PublicConfigState>()((set) => ({
  // Until the server answers, assume the safe defaults: captcha on, single tenant.
  captchaEnabled: true,
  tenantEnabled: false,
  demoMode: false,
  loaded: false,
  setConfig: (config) => set({ ...config, loaded: true }),
}));
