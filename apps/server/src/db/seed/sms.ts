/**
 * The SMS channel a fresh install sends through — the console channel, which delivers nothing and records each
 * message in the send log, so SMS sign-in works on one machine — and the templates of the reference's scenes on it.
 */
export const SEED_SMS_CHANNELS = [{ id: 1, signature: '控制台', code: 'CONSOLE', status: 0, remark: '本机：不发送短信，只记入短信日志', apiKey: '', apiSecret: null, callbackUrl: null }];

const template = (id: number, code: string, name: string, content: string) => ({
  id,
  type: 1,
  status: 0,
  code,
  name,
  content,
  params: JSON.stringify(['code']),
  remark: null,
  apiTemplateId: code,
  channelId: 1,
  channelCode: 'CONSOLE',
});

export const SEED_SMS_TEMPLATES = [
  template(1, 'admin-sms-login', '后台用户短信登录', '您的验证码是{code}，10 分钟内有效，请勿泄露给他人。'),
  template(2, 'user-sms-login', '会员用户短信登录', '您的登录验证码是{code}，10 分钟内有效。'),
  template(3, 'user-sms-reset-password', '会员用户修改密码', '您正在修改密码，验证码是{code}，10 分钟内有效。'),
  template(4, 'user-sms-update-mobile', '会员用户修改手机', '您正在修改手机号，验证码是{code}，10 分钟内有效。'),
];
