import { create } from 'zustand';
import defaultAvatar from '../assets/default-avatar.svg';
import { clearTokens, saveTokens, type AuthTokens } from './token-storage';
import { fetchMenus, fetchPermissionInfo, logoutRequest } from './auth-api';
import type { CurrentUser, MenuNode, PermissionInfo } from './auth-types';
import { DEFAULT_ROLE } from './permission';

interface AuthState {
  user: CurrentUser | null;
  roles: string[];
  permissions: string[];
  menus: MenuNode[];
  /** True once user info and menus are loaded for the current token. */
  loaded: boolean;
  loadSession: () => Promise<void>;
  signIn: (tokens: AuthTokens) => void;
  logout: () => Promise<void>;
  reset: () => void;
}

export function toCurrentUser(info: PermissionInfo['user']): CurrentUser {
  return {
    id: info.id,
    userName: info.userName ?? info.username ?? '',
    nickname: info.nickname,
    avatar: info.avatar || defaultAvatar,
  };
}

export function rolesOrDefault(roles: readonly string[] | null | undefined): string[] {
  const present = (roles ?? []).filter(Boolean);
  return present.length > 0 ? present : [DEFAULT_ROLE];
}

const EMPTY = { user: null, roles: [], permissions: [], menus: [], loaded: false };

export const useAuthStore = create<AuthState>()((set) => ({
  ...EMPTY,
  async loadSession() {
    const [info, menus] = await Promise.all([fetchPermissionInfo(), fetchMenus()]);
    set({
      user: toCurrentUser(info.user),
      roles: rolesOrDefault(info.roles),
      permissions: (info.permissions ?? []).filter(Boolean),
      menus,
      loaded: true,
    });
  },
  signIn(tokens) {
    saveTokens(tokens);
    set(EMPTY);
  },
  async logout() {
    try {
      await logoutRequest();
    } finally {
      clearTokens();
      set(EMPTY);
    }
  },
  reset() {
    clearTokens();
    set(EMPTY);
  },
}));
