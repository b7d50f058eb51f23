import { Type, type Static } from 'typebox';
import { Text } from '../schema';

/** POST /system/auth/login: a password sign-in; with a social account's answer, it also binds that account. */
export const LoginBody = Type.Object({
  username: Type.String({ minLength: 4, maxLength: 16, pattern: '^\\s*[A-Za-z0-9]+\\s*$', description: '账号' }),
  password: Type.String({ minLength: 4, maxLength: 16, description: '密码' }),
  captchaVerification: Type.Optional(Type.String({ maxLength: 1000, description: '验证码，验证码开启时需要传递' })),
  /** A social account to bind to this one (after social-login answered 未绑定账号). */
  socialType: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, description: '社交平台的类型：绑定社交账号时传递' })),
  socialCode: Type.Optional(Type.String({ maxLength: 256, description: '授权码' })),
  socialState: Type.Optional(Type.String({ maxLength: 64, description: 'state' })),
});
export type LoginBody = Static<typeof LoginBody>;

/** POST /register (the Vue 3 UI's 注册): only while 配置管理's `system.user.register-enabled` is `true`. */
export const RegisterBody = Type.Object({
  username: Type.String({ minLength: 4, maxLength: 30, pattern: '^[A-Za-z0-9]+$', description: '账号：4–30 位字母或数字' }),
  nickname: Text({ minLength: 1, maxLength: 30, description: '昵称' }),
  password: Type.String({ minLength: 4, maxLength: 16, description: '密码' }),
  captchaVerification: Type.Optional(Type.String({ maxLength: 1000, description: '验证码，验证码开启时需要传递' })),
});

/**
 * One node of GET /system/auth/list-menus (directories and menus; no buttons). A menu without an icon has `icon: ''`
 * (the column is not null); leaves carry `children: null`, as the reference does.
 */
export interface MenuNode {
  id: number;
  parentId: number;
  name: string;
  path: string;
  component: string | null;
  icon: string;
  visible: boolean;
  keepAlive: boolean;
  children: MenuNode[] | null;
}
