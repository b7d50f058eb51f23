export interface CurrentUser {
  id: number;
  userName: string;
  nickname: string;
  avatar: string;
}

export interface PermissionInfo {
  user: { id: number; userName?: string; username?: string; nickname: string; avatar?: string | null };
  roles: string[] | null;
  permissions: string[] | null;
}

export type { MenuNode } from '@console/contracts/system/auth';

export interface LoginResult {
  userId?: number;
  accessToken: string;
  refreshToken: string;
  expiresTime?: number;
}
