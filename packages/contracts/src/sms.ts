/** SMS values both sides use (plain code: the web app imports it). */

/** SmsSceneEnum: which template a verification code goes out with. */
export const SmsScene = {
  MEMBER_LOGIN: { scene: 1, templateCode: 'user-sms-login' },
  MEMBER_UPDATE_MOBILE: { scene: 2, templateCode: 'user-sms-reset-password' },
  MEMBER_FORGET_PASSWORD: { scene: 3, templateCode: 'user-sms-update-mobile' },
  ADMIN_MEMBER_LOGIN: { scene: 21, templateCode: 'admin-sms-login' },
  /** 忘记密码 on the Vue 3 UI's sign-in page (POST /system/auth/reset-password). */
  ADMIN_MEMBER_RESET_PASSWORD: { scene: 23, templateCode: 'admin-reset-password' },
} as const;

/** system_sms_send_status */
export const SmsSendStatus = { INIT: 0, SUCCESS: 10, FAILURE: 20, IGNORE: 30 } as const;
/** system_sms_receive_status */
export const SmsReceiveStatus = { INIT: 0, SUCCESS: 10, FAILURE: 20 } as const;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{param}` names of a template's content, in order of first appearance. */
export function templateParams(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The content with each `{param}` replaced by its value; a missing value leaves the placeholder as it was. */
export function renderTemplate(content: string, params: Readonly<Record<string, string>>): string {
  return content.replace(PLACEHOLDER, (whole, name: string) => params[name] ?? whole);
}
