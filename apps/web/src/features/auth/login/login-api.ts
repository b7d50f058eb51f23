import { http } from '@/shared/api/http';
import type { LoginResult } from '@/shared/auth/auth-types';
import type { LoginBody } from '@console/contracts/system/auth';

/** The sign-in's body as the server validates it. */
export type PasswordLoginBody = LoginBody;

/** Scene 21: admin SMS login (upstream SmsSceneEnum.ADMIN_MEMBER_LOGIN). */
const ADMIN_SMS_LOGIN_SCENE = 21;

export function passwordLogin(body: PasswordLoginBody): Promise<LoginResult> {
  return http.post('/system/auth/login', body, { skipToken: true });
}

export function sendSmsCode(mobile: string): Promise<boolean> {
  return http.post('/system/auth/send-sms-code', { mobile, scene: ADMIN_SMS_LOGIN_SCENE }, { skipToken: true });
}

export function smsLogin(mobile: string, code: string): Promise<LoginResult> {
  return http.post('/system/auth/sms-login', { mobile, code }, { skipToken: true });
}

export function tenantIdByName(name: string): Promise<number | null> {
  return http.get('/system/tenant/get-id-by-name', { name }, { skipToken: true });
}

/** The social platforms with an enabled client (the sign-in page's buttons). */
export function socialTypes(): Promise<number[]> {
  return http.get('/system/auth/social-types', undefined, { skipToken: true, quiet: true });
}

/** The provider's authorize URL, carrying a fresh state; the browser goes there. Quiet: the buttons show why not. */
export function socialAuthRedirect(type: number, redirectUri: string): Promise<string> {
  return http.get('/system/auth/social-auth-redirect', { type, redirectUri }, { skipToken: true, quiet: true });
}

/** Quiet: "not bound" (1002000005) is an answer the page handles, not an error to show. */
export function socialLogin(type: number, code: string, state: string): Promise<LoginResult> {
  return http.post('/system/auth/social-login', { type, code, state }, { skipToken: true, quiet: true });
}
