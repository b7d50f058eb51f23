import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { OAuth2TokenDeleteQuery, OAuth2TokenPageQuery, OAuth2TokenRow } from '@console/contracts/system/oauth2';
import { success } from '../../../../platform/envelope';
import { Envelope, OkTrue } from '../../../../platform/schemas';
import { pageTokens, revokeToken } from './service';

/** Issued tokens of the tenant (/system/oauth2-token/*): who is signed in through which client, and 强退. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - OAuth2.0 令牌'];
  app.get(
    '/system/oauth2-token/page',
    { config: { permission: 'system:oauth2-token:page' }, schema: { tags, summary: '获得访问令牌分页（只含未过期的）', querystring: OAuth2TokenPageQuery, response: { 200: Envelope(PageResult(OAuth2TokenRow)) } } },
    async (request) => success(await pageTokens(request.db, request.query)),
  );
  app.delete(
    '/system/oauth2-token/delete',
    { config: { permission: 'system:oauth2-token:delete' }, schema: { tags, summary: '删除访问令牌（强退）', querystring: OAuth2TokenDeleteQuery, response: { 200: OkTrue } } },
    async (request) => success(await revokeToken(app, request, request.query)),
  );
  done();
};

export default routes;
