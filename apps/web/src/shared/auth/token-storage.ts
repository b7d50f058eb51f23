import { STORAGE_KEYS, readStorage, writeStorage } from '../config/storage-keys';

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

// Tokens are read from storage on every use so a refresh or sign-out in another browser tab is seen at once.
export function getAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readStorage(STORAGE_KEYS.refreshToken);
}

export function saveTokens(tokens: AuthTokens): void {
  writeStorage(STORAGE_KEYS.accessToken, tokens.accessToken);
  writeStorage(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function clearTokens(): void {
  writeStorage(STORAGE_KEYS.accessToken, null);
  writeStorage(STORAGE_KEYS.refreshToken, null);
}

export function getTenantId(): string | null {
  return readStorage(STORAGE_KEYS.tenantId);
}

export function saveTenant(id: string | null, name: string | null): void {
  writeStorage(STORAGE_KEYS.tenantId, id);
  writeStorage(STORAGE_KEYS.tenantName, name);
}

export function getTenantName(): string | null {
  return readStorage(STORAGE_KEYS.tenantName);
}
