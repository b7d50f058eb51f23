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

/** One node of GET /system/auth/list-menus (directories and menus; no buttons). */
export interface MenuNode {
  id: number;
  parentId: number;
  name: string;
  path: string;
  component: string | null;
  icon: string | null;
  visible: boolean;
  keepAlive: boolean;
  children: MenuNode[] | null;
}

export interface LoginResult {
  userId?: number;
  accessToken: string;
  refreshToken: string;
  expiresTime?: number;
}
