import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuthorizeInfo, AuthorizeInfoQuery, AuthorizeParams, CheckTokenAnswer, TokenAnswer, TokenParams, TokenQuery } from '@console/contracts/system/oauth2';
import { ProfileRow, ProfileUpdate } from '@console/contracts/system/user';
import { success } from '../../../../platform/envelope';
import { badRequest } from '../../../../platform/errors';
import { noteChange } from '../../../../platform/operate-log';
import { Envelope, Nullable, OkTrue } from '../../../../platform/schemas';
import * as users from '../../user/service';
import { approveOrDeny, authorizeInfo, checkToken, grantToken, revokeClientToken } from './service';

/**
 * The console as an OAuth2 provider (reference §2.7, /system/oauth2/*): the consent page's authorize calls, the
 * token endpoint and its companions for client apps, and the user info those apps read with their scopes.
 * Parameters come in the query string or in a form body (RFC 6749 clients post forms), merged here.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - OAuth2.0 授权'];
  // A POST without a body carries its parameters in the query string: validate an empty body, not a missing one.
  app.addHook('preValidation', (request, _reply, next) => {
    request.body ??= {};
    next();
  });
  const merged = <T extends object>(query: T, body: unknown): T => ({ ...query, ...(body as T) });

  app.get(
    '/system/oauth2/authorize',
    { config: { login: true }, schema: { tags, summary: '获得授权信息（授权页）', querystring: AuthorizeInfoQuery, response: { 200: Envelope(AuthorizeInfo) } } },
    async (request) => success(await authorizeInfo(request, request.query.clientId)),
  );
  app.post(
    '/system/oauth2/authorize',
    {
      config: { login: true },
      schema: { tags, summary: '申请授权（同意或拒绝）', querystring: AuthorizeParams, body: AuthorizeParams, response: { 200: Envelope(Nullable(Type.String())) } },
    },
    async (request) => success(await approveOrDeny(app, request, merged(request.query, request.body))),
  );
  app.post(
    '/system/oauth2/token',
    {
      config: { public: true, demoAllowed: true, operateLog: { enabled: false } },
      schema: { tags, summary: '获得访问令牌（客户端以 HTTP Basic 认证）', querystring: TokenParams, body: TokenParams, response: { 200: Envelope(TokenAnswer) } },
    },
    async (request) => success(await grantToken(app, request, merged(request.query, request.body))),
  );
  const tokenOf = (params: { token?: string }) => {
    if (!params.token?.trim()) throw badRequest('token 不能为空');
    return { ...params, token: params.token.trim() };
  };
  app.post(
    '/system/oauth2/check-token',
    {
      config: { public: true, demoAllowed: true, operateLog: { enabled: false } },
      schema: { tags, summary: '校验访问令牌', querystring: TokenQuery, body: TokenQuery, response: { 200: Envelope(CheckTokenAnswer) } },
    },
    async (request) => success(await checkToken(app, request, tokenOf(merged(request.query, request.body)))),
  );
  app.delete(
    '/system/oauth2/token',
    {
      config: { public: true, demoAllowed: true, operateLog: { enabled: false } },
      schema: { tags, summary: '删除访问令牌', querystring: TokenQuery, body: TokenQuery, response: { 200: Envelope(Type.Boolean()) } },
    },
    async (request) => success(await revokeClientToken(app, request, tokenOf(merged(request.query, request.body)))),
  );

  const userTags = ['管理后台 - OAuth2.0 用户'];
  app.get(
    '/system/oauth2/user/get',
    { config: { scope: 'user.read' }, schema: { tags: userTags, summary: '获得用户基本信息', response: { 200: Envelope(ProfileRow) } } },
    async (request) => success(await users.getProfile(request.db, users.actorOf(request))),
  );
  app.put(
    '/system/oauth2/user/update',
    { config: { scope: 'user.write' }, schema: { tags: userTags, summary: '更新用户基本信息', body: ProfileUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await users.updateProfile(request.db, users.actorOf(request), request.body));
      return success(true);
    },
  );
  done();
};

export default routes;
