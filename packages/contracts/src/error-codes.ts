/**
 * Error codes of the admin API, wire-compatible with ruoyi-vue-pro (reference §1.2 and §6).
 * Messages are the ones clients expect verbatim; `{}` marks a placeholder filled by the server.
 */
export interface ErrorCode {
  readonly code: number;
  readonly msg: string;
}

const e = (code: number, msg: string): ErrorCode => ({ code, msg });

export const GlobalErrors = {
  SUCCESS: e(0, ''),
  BAD_REQUEST: e(400, '请求参数不正确'),
  UNAUTHORIZED: e(401, '账号未登录'),
  FORBIDDEN: e(403, '没有该操作权限'),
  NOT_FOUND: e(404, '请求未找到'),
  METHOD_NOT_ALLOWED: e(405, '请求方法不正确'),
  LOCKED: e(423, '请求失败，请稍后重试'),
  TOO_MANY_REQUESTS: e(429, '请求过于频繁，请稍后重试'),
  INTERNAL_SERVER_ERROR: e(500, '系统异常'),
  REPEATED_REQUESTS: e(900, '重复请求，请稍后重试'),
  DEMO_DENY: e(901, '演示模式，禁止写操作'),
  UNKNOWN: e(999, '未知错误'),
} as const;

export const AuthErrors = {
  LOGIN_BAD_CREDENTIALS: e(1002000000, '登录失败，账号密码不正确'),
  LOGIN_USER_DISABLED: e(1002000001, '登录失败，账号被禁用'),
  LOGIN_CAPTCHA_CODE_ERROR: e(1002000004, '验证码不正确，原因：{}'),
  LOGIN_ACCOUNT_LOCKED: e(1002000008, '登录失败次数过多，账号已锁定，请 {} 分钟后再试'),
  TOKEN_EXPIRED: e(1002000006, 'Token 已经过期'),
  REFRESH_TOKEN_INVALID: e(400, '无效的刷新令牌'),
  REFRESH_TOKEN_EXPIRED: e(401, '刷新令牌已过期'),
  TENANT_FORBIDDEN: e(403, '您无权访问该租户的数据'),
  TENANT_HEADER_MISSING: e(400, '租户的请求未传递，请进行排查'),
} as const;

export const TenantErrors = {
  TENANT_NOT_EXISTS: e(1002015000, '租户不存在'),
  TENANT_DISABLE: e(1002015001, '名字为【{}】的租户已被禁用'),
  TENANT_EXPIRE: e(1002015002, '名字为【{}】的租户已过期'),
  TENANT_CAN_NOT_UPDATE_SYSTEM: e(1002015003, '系统租户不能进行修改、删除等操作！'),
  USER_COUNT_MAX: e(1002003008, '创建用户失败，原因：超过租户最大租户配额({})！'),
} as const;

export const DictErrors = {
  DICT_TYPE_NOT_EXISTS: e(1002006001, '当前字典类型不存在'),
  DICT_TYPE_NOT_ENABLE: e(1002006002, '字典类型不处于开启状态，不允许选择'),
  DICT_TYPE_NAME_DUPLICATE: e(1002006003, '已经存在该名字的字典类型'),
  DICT_TYPE_TYPE_DUPLICATE: e(1002006004, '已经存在该类型的字典类型'),
  DICT_TYPE_HAS_CHILDREN: e(1002006005, '无法删除，该字典类型还有字典数据'),
  DICT_DATA_NOT_EXISTS: e(1002007001, '当前字典数据不存在'),
  DICT_DATA_NOT_ENABLE: e(1002007002, '字典数据({})不处于开启状态，不允许选择'),
  DICT_DATA_VALUE_DUPLICATE: e(1002007003, '已经存在该值的字典数据'),
} as const;

export const UserErrors = {
  USER_NOT_EXISTS: e(1002003003, '用户不存在'),
} as const;

export const SocialErrors = {
  SOCIAL_USER_AUTH_FAILURE: e(1002018000, '社交授权失败，原因是：{}'),
} as const;

export const SmsErrors = {
  MOBILE_NOT_EXISTS: e(1002000007, '手机号不存在'),
  SMS_CODE_NOT_FOUND: e(1002014000, '验证码不存在'),
  SMS_CODE_EXPIRED: e(1002014001, '验证码已过期'),
  SMS_CODE_USED: e(1002014002, '验证码已使用'),
  SMS_CODE_SEND_EXCEED_DAILY: e(1002014004, '超过每日短信发送数量'),
  SMS_CODE_SEND_TOO_FAST: e(1002014005, '短信发送过于频率'),
} as const;

/** Fills `{}` placeholders in order. */
export function formatMessage(template: string, ...args: unknown[]): string {
  let i = 0;
  return template.replace(/\{\}/g, () => (i < args.length ? String(args[i++]) : '{}'));
}
