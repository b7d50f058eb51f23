import { afterEach, describe, expect, it } from 'vitest';
import { getAccessToken, getRefreshToken, saveTokens } from './token-storage';
import { readStoredToken } from './stored-token';

// What today's Vue 3 UI (web-storage-cache) leaves under ACCESS_TOKEN / REFRESH_TOKEN.
const entry = (token: string, expires = 253402300799000) => JSON.stringify({ c: 1795929053001, e: expires, v: JSON.stringify(token) });

describe('tokens stored by another client on this origin', () => {
  afterEach(() => localStorage.clear());

  it('reads the bare token the 2022 UI and this console store', () => {
    localStorage.setItem('ACCESS_TOKEN', 'abc123');
    expect(getAccessToken()).toBe('abc123');
  });

  it("reads the Vue 3 UI's web-storage-cache entries as their tokens", () => {
    localStorage.setItem('ACCESS_TOKEN', entry('875318ab42a86baf730ad1b58ce83c60'));
    localStorage.setItem('REFRESH_TOKEN', entry('f00d'));
    expect(getAccessToken()).toBe('875318ab42a86baf730ad1b58ce83c60');
    expect(getRefreshToken()).toBe('f00d');
  });

  it('takes an expired or malformed entry for no token', () => {
    expect(readStoredToken(entry('old', 1000)).token).toBeNull();
    expect(readStoredToken('{"v":').token).toBeNull();
    expect(readStoredToken(JSON.stringify({ v: 7 })).token).toBeNull();
  });

  it('writes refreshed tokens back in the shape it found, so the Vue 3 UI stays signed in', () => {
    localStorage.setItem('ACCESS_TOKEN', entry('old'));
    saveTokens({ accessToken: 'new-access', refreshToken: 'new-refresh' });
    const stored = JSON.parse(localStorage.getItem('ACCESS_TOKEN')!) as { v: string; e: number };
    expect(JSON.parse(stored.v)).toBe('new-access');
    expect(stored.e).toBeGreaterThan(Date.now());
    expect(getRefreshToken()).toBe('new-refresh');

    localStorage.setItem('ACCESS_TOKEN', 'bare');
    saveTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('a2');
    expect(localStorage.getItem('REFRESH_TOKEN')).toBe('r2');
  });
});
