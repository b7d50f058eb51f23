import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { success } from '../../../platform/envelope';
import { bearerToken, requireUser } from '../../../platform/identity';
import { sendCached } from '../../../platform/read-cache';
import { Envelope, OkTrue, Nullable } from '../../../platform/schemas';
import { MENU_TYPE } from '../permission/service';
import type { Db } from '../../../db/database';
import { buildMenuTree } from './menu-tree';
import { forVue3 } from './vue3-menus';
import { login, logout, refresh, resolveLoginTenant } from './service';
import { register } from './register';
import { resetPasswordBySms, sendSmsCode, smsLogin } from './sms';
import { LoginBody, RegisterBody, type MenuNode } from '@console/contracts/system/auth';
import { SocialCodeBody, SocialRedirectQuery, SocialTypeList } from '@console/contracts/system/social';
import { authorizeUrl, enabledSocialTypes } from '../social/service';
import { socialLogin } from './social';
import { MOBILE_LENGTH, MOBILE_PATTERN } from '@console/contracts/validation';

const tags = ['认证'];
const LoginResponse = Envelope(
  Type.Object({
    userId: Type.Integer(),
    accessToken: Type.String(),
    refreshToken: Type.String(),
    expiresTime: Type.Integer({ description: '访问令牌过期时间（毫秒时间戳）' }),
  }),
);

const MenuNodeSchema: TSchema = Type.Cyclic(
  {
    MenuNode: Type.Object({
      id: Type.Integer(),
      parentId: Type.Integer(),
      name: Type.String(),
      path: Type.String(),
      component: Nullable(Type.String()),
      icon: Type.String(),
      visible: Type.Boolean(),
      keepAlive: Type.Boolean(),
      children: Type.Union([Type.Array(Type.Ref('MenuNode')), Type.Null()]),
    }),
  },
  'MenuNode',
);

// The Vue 3 UI's menu node (get-permission-info's `menus`): list-menus' node with its route name and alwaysShow.
const Vue3MenuNodeSchema: TSchema = Type.Cyclic(
  {
    Vue3MenuNode: Type.Object({
      id: Type.Integer(),
      parentId: Type.Integer(),
      name: Type.String(),
      path: Type.String(),
      component: Nullable(Type.String()),
      componentName: Type.String(),
      icon: Type.String(),
      visible: Type.Boolean(),
      keepAlive: Type.Boolean(),
      alwaysShow: Type.Boolean(),
      children: Type.Union([Type.Array(Type.Ref('Vue3MenuNode')), Type.Null()]),
    }),
  },
  'Vue3MenuNode',
);

/** The user's enabled directories and pages, sorted, with the given columns. */
function userMenus<C extends MenuColumn>(db: Db, menuIds: readonly number[], columns: readonly C[]) {
  return db
    .selectFrom('system_menu')
    .select(columns)
    .where('id', 'in', menuIds)
    .where('type', 'in', [MENU_TYPE.DIR, MENU_TYPE.MENU])
    .where('status', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
type MenuColumn = 'id' | 'parentId' | 'name' | 'path' | 'component' | 'icon' | 'visible' | 'keepAlive' | 'componentName' | 'alwaysShow';
const MENU_NODE_COLUMNS = ['id', 'parentId', 'name', 'path', 'component', 'icon', 'visible', 'keepAlive'] as const;

const authRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const signIn = { public: true, demoAllowed: true, operateLog: { enabled: false } } as const;

  app.post(
    '/system/auth/login',
    {
      config: signIn,
      schema: {
        tags,
        summary: '使用账号密码登录',
        body: LoginBody,
        response: { 200: LoginResponse },
      },
    },
    async (request) => success(await login(app, request, request.body)),
  );

  app.post(
    '/system/auth/logout',
    { config: signIn, schema: { tags, summary: '登出系统', response: { 200: OkTrue } } },
    async (request) => {
      await logout(app, request, bearerToken(request));
      return success(true);
    },
  );

  app.post(
    '/system/auth/refresh-token',
    {
      config: signIn,
      schema: {
        tags,
        summary: '刷新令牌',
        querystring: Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 64, description: '刷新令牌' }) }),
        response: { 200: LoginResponse },
      },
    },
    async (request) => success(await refresh(app, request.query.refreshToken)),
  );

  const Mobile = Type.String({ pattern: MOBILE_PATTERN, maxLength: MOBILE_LENGTH, description: '手机号' });

  app.post(
    '/system/auth/send-sms-code',
    {
      config: signIn,
      schema: {
        tags,
        summary: '发送手机验证码',
        body: Type.Object({ mobile: Mobile, scene: Type.Integer({ minimum: 1, maximum: 99, description: '发送场景，后台登录为 21' }) }),
        response: { 200: OkTrue },
      },
    },
    async (request) => {
      await sendSmsCode(app, request, request.body.mobile.trim(), request.body.scene);
      return success(true);
    },
  );

  app.post(
    '/system/auth/register',
    { config: signIn, schema: { tags, summary: '注册用户（配置 system.user.register-enabled 为 true 时）', body: RegisterBody, response: { 200: LoginResponse } } },
    async (request) => success(await register(app, request, request.body)),
  );

  // 忘记密码 (the Vue 3 UI's sign-in page): a code sent for scene 23, then the new password.
  app.post(
    '/system/auth/reset-password',
    {
      config: signIn,
      schema: {
        tags,
        summary: '重置密码（短信验证码）',
        body: Type.Object({
          mobile: Mobile,
          code: Type.String({ minLength: 4, maxLength: 6, pattern: '^\\d+$', description: '短信验证码' }),
          password: Type.String({ minLength: 4, maxLength: 16, description: '新密码：4–16 位' }),
        }),
        response: { 200: OkTrue },
      },
    },
    async (request) => {
      await resetPasswordBySms(app, request, { ...request.body, mobile: request.body.mobile.trim() });
      return success(true);
    },
  );

  app.post(
    '/system/auth/sms-login',
    {
      config: signIn,
      schema: {
        tags,
        summary: '使用短信验证码登录',
        body: Type.Object({ mobile: Mobile, code: Type.String({ minLength: 4, maxLength: 6, pattern: '^\\d+$', description: '短信验证码' }) }),
        response: { 200: LoginResponse },
      },
    },
    async (request) => success(await smsLogin(app, request, request.body.mobile.trim(), request.body.code)),
  );

  app.get(
    '/system/auth/social-types',
    { config: signIn, schema: { tags, summary: '获得已启用的社交登录平台（登录页的按钮）', response: { 200: Envelope(SocialTypeList) } } },
    async () => success(await enabledSocialTypes(app)),
  );
  app.get(
    '/system/auth/social-auth-redirect',
    { config: signIn, schema: { tags, summary: '社交授权的跳转', querystring: SocialRedirectQuery, response: { 200: Envelope(Type.String()) } } },
    async (request) => {
      const tenantId = await resolveLoginTenant(app, request);
      return success(await authorizeUrl(app, app.tenantDb(tenantId), request.query.type, request.query.redirectUri));
    },
  );
  app.post(
    '/system/auth/social-login',
    { config: signIn, schema: { tags, summary: '社交快捷登录，使用 code 授权码', body: SocialCodeBody, response: { 200: LoginResponse } } },
    async (request) => success(await socialLogin(app, request, request.body)),
  );

  app.get(
    '/system/auth/get-permission-info',
    {
      config: { login: true },
      schema: {
        tags,
        summary: '获取登录用户的权限信息',
        response: {
          200: Envelope(
            Type.Object({
              user: Type.Object({
                id: Type.Integer(),
                userName: Type.String(),
                username: Type.String(),
                nickname: Type.String(),
                avatar: Type.String(),
                deptId: Nullable(Type.Integer()),
              }),
              roles: Type.Array(Type.String()),
              permissions: Type.Array(Type.String()),
              menus: Type.Array(Vue3MenuNodeSchema),
            }),
          ),
        },
      },
    },
    // Every page load asks: answered from memory per access token (roles and permissions are the token's snapshot,
    // the profile is read on a miss), the serialised bytes kept, so a hit costs neither a query nor serialisation.
    (request, reply) => {
      const user = requireUser(request);
      sendCached(app.permissionInfoCache, reply, String(user.accessTokenId), async () => {
        const row = await request.db
          .selectFrom('system_users')
          .select(['nickname', 'avatar', 'username', 'deptId'])
          .where('id', '=', user.id)
          .executeTakeFirst();
        return {
          user: {
            id: user.id,
            userName: row?.username ?? user.username,
            username: row?.username ?? user.username,
            nickname: row?.nickname ?? user.nickname,
            avatar: row?.avatar ?? '',
            deptId: row?.deptId ?? null,
          },
          roles: user.roles,
          permissions: user.permissions,
          menus: user.menuIds.length
            ? forVue3(buildMenuTree(await userMenus(request.db, user.menuIds, [...MENU_NODE_COLUMNS, 'componentName', 'alwaysShow'])))
            : [],
        };
      });
    },
  );

  app.get(
    '/system/auth/list-menus',
    {
      config: { login: true },
      schema: { tags, summary: '获得登录用户的菜单列表', response: { 200: Envelope(Type.Array(MenuNodeSchema)) } },
    },
    async (request) => {
      const ids = requireUser(request).menuIds;
      if (ids.length === 0) return success([] as MenuNode[]);
      return success(buildMenuTree(await userMenus(request.db, ids, MENU_NODE_COLUMNS)) as MenuNode[]);
    },
  );
  done();
};

export default authRoutes;
