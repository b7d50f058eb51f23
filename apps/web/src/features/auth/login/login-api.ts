import { http } from '../../../shared/api/http';
import type { LoginResult } from '../../../shared/auth/auth-types';

export interface PasswordLoginBody {
  username: string;
  password: string;
  captchaVerification?: string;
  socialType?: number;
  socialCode?: string;
  socialState?: string;
}

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
