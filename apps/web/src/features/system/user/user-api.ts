import type { Static } from 'typebox';
import type { ImportResult, ProfileRow, UserCreate, UserFilter, UserRow } from '@console/contracts/system/user';
import { http } from '@/shared/api/http';
import type { PageResult } from '@/shared/api/types';

export type User = Static<typeof UserRow>;

export type UserFilters = Static<typeof UserFilter>;

export type UserInput = Omit<Static<typeof UserCreate>, 'username' | 'password'> & Partial<Pick<Static<typeof UserCreate>, 'username' | 'password'>> & { id?: number };

export type ImportResult = Static<typeof ImportResult>;

export type Profile = Static<typeof ProfileRow>;

export const INIT_PASSWORD_KEY = 'sys.user.init-password';

export const userApi = {
  page: (query: UserFilters & { pageNo: number; pageSize: number }) => http.get<PageResult<User>>('/system/user/page', query),
  get: (id: number) => http.get<User>('/system/user/get', { id }),
  create: (body: UserInput) => http.post<number>('/system/user/create', body),
  update: (body: UserInput) => http.put<boolean>('/system/user/update', body),
  remove: (id: number) => http.delete<boolean>('/system/user/delete', { id }),
  updateStatus: (id: number, status: number) => http.put<boolean>('/system/user/update-status', { id, status }),
  resetPassword: (id: number, password: string) => http.put<boolean>('/system/user/update-password', { id, password }),
  export: (filters: UserFilters) => http.getBlob('/system/user/export', filters),
  importTemplate: () => http.getBlob('/system/user/get-import-template'),
  import: (file: File, updateSupport: boolean) => {
    const body = new FormData();
    body.append('file', file);
    return http.post<ImportResult>('/system/user/import', body, { params: { updateSupport } });
  },
  listUserRoles: (userId: number) => http.get<number[]>('/system/permission/list-user-roles', { userId }),
  assignUserRoles: (userId: number, roleIds: number[]) => http.post<boolean>('/system/permission/assign-user-role', { userId, roleIds }),
  /** Config sys.user.init-password; null when the server has no such endpoint or value (asked quietly). */
  initPassword: () =>
    http.get<string | null>('/infra/config/get-value-by-key', { key: INIT_PASSWORD_KEY }, { quiet: true }).catch(() => null),
};

export const profileApi = {
  get: () => http.get<Profile>('/system/user/profile/get'),
  /** The platforms with an enabled social client. */
  socialTypes: () => http.get<number[]>('/system/auth/social-types'),
  socialAuthRedirect: (type: number, redirectUri: string) => http.get<string>('/system/auth/social-auth-redirect', { type, redirectUri }),
  bindSocial: (body: { type: number; code: string; state: string }) => http.post<boolean>('/system/social-user/bind', body),
  unbindSocial: (type: number, openid: string) => http.deleteWithBody<boolean>('/system/social-user/unbind', { type, openid }),
  update: (body: { nickname?: string; email?: string; mobile?: string; sex?: number | null }) => http.put<boolean>('/system/user/profile/update', body),
  updatePassword: (oldPassword: string, newPassword: string) => http.put<boolean>('/system/user/profile/update-password', { oldPassword, newPassword }),
  updateAvatar: (file: Blob, fileName: string) => {
    const body = new FormData();
    body.append('avatarFile', file, fileName);
    return http.post<string>('/system/user/profile/update-avatar', body);
  },
};
