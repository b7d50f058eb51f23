// Local-storage keys named by the spec (§3); other tabs and older clients read the same keys.
export const STORAGE_KEYS = {
  accessToken: 'ACCESS_TOKEN',
  refreshToken: 'REFRESH_TOKEN',
  tenantId: 'TENANT_ID',
  tenantName: 'TENANT_NAME',
  username: 'USERNAME',
  password: 'PASSWORD',
  rememberMe: 'REMEMBER_ME',
  layoutSetting: 'layout-setting',
  size: 'size',
  sidebarStatus: 'sidebarStatus',
  language: 'language',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage may be unavailable (private mode quota); the app keeps working in memory
  }
}
