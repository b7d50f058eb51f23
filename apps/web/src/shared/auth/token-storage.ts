import { STORAGE_KEYS, readStorage, writeStorage } from '../config/storage-keys';
import { readStoredToken, storedTokenText } from './stored-token';

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

// Tokens are read from storage on every use so a refresh or sign-out in another browser tab is seen at once.
export function getAccessToken(): string | null {
  return readStoredToken(readStorage(STORAGE_KEYS.accessToken)).token;
}

export function getRefreshToken(): string | null {
  return readStoredToken(readStorage(STORAGE_KEYS.refreshToken)).token;
}

export function saveTokens(tokens: AuthTokens): void {
  // Kept in the shape the entry had (another client on this origin reads it too).
  const wrapped = readStoredToken(readStorage(STORAGE_KEYS.accessToken)).wrapped;
  writeStorage(STORAGE_KEYS.accessToken, storedTokenText(tokens.accessToken, wrapped));
  writeStorage(STORAGE_KEYS.refreshToken, storedTokenText(tokens.refreshToken, wrapped));
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
