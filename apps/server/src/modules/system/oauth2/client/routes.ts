import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { PageResult } from '@console/contracts/envelope';
import { OAuth2ClientCreate, OAuth2ClientPageQuery, OAuth2ClientRow, OAuth2ClientUpdate } from '@console/contracts/system/oauth2';
import { batchDeleteRoute } from '../../../../platform/batch-delete';
import { success } from '../../../../platform/envelope';
import { requireUser } from '../../../../platform/identity';
import { noteChange } from '../../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../../platform/schemas';
import * as clients from './service';

/**
 * OAuth2 clients (/system/oauth2-client/*): global, like SMS channels, so writes are platform-only; each is used only
 * in the tenants granted to it.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - OAuth2 客户端'];
  app.get(
    '/system/oauth2-client/page',
    { config: { permission: 'system:oauth2-client:query' }, schema: { tags, summary: '获得 OAuth2 客户端分页', querystring: OAuth2ClientPageQuery, response: { 200: Envelope(PageResult(OAuth2ClientRow)) } } },
    async (request) => success(await clients.pageClients(app.db, request.query)),
  );
  app.get(
    '/system/oauth2-client/get',
    { config: { permission: 'system:oauth2-client:query' }, schema: { tags, summary: '获得 OAuth2 客户端', querystring: IdQuery, response: { 200: Envelope(OAuth2ClientRow) } } },
    async (request) => success(await clients.getClient(app.db, request.query.id)),
  );
  app.post(
    '/system/oauth2-client/create',
    { config: { permission: 'system:oauth2-client:create' }, schema: { tags, summary: '创建 OAuth2 客户端', body: OAuth2ClientCreate, response: { 200: OkId } } },
    async (request) => success(await clients.createClient(app.db, requireUser(request), request.body)),
  );
  app.put(
    '/system/oauth2-client/update',
    { config: { permission: 'system:oauth2-client:update' }, schema: { tags, summary: '更新 OAuth2 客户端', body: OAuth2ClientUpdate, response: { 200: OkTrue } } },
    async (request) => {
      const { before, after, sessionsEnded } = await clients.updateClient(app.db, requireUser(request), request.body);
      if (sessionsEnded) app.tokenCache.clear();
      noteChange(request, { before, after });
      return success(true);
    },
  );
  app.delete(
    '/system/oauth2-client/delete',
    { config: { permission: 'system:oauth2-client:delete' }, schema: { tags, summary: '删除 OAuth2 客户端', querystring: IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await clients.deleteClient(app.db, request.query.id) });
      app.tokenCache.clear(); // its tokens were deleted with it
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/oauth2-client/delete-list',
    permission: 'system:oauth2-client:delete',
    tags: tags,
    summary: '批量删除 OAuth2 客户端',
    db: () => app.db,
    deleteOne: (db, id) => clients.deleteClient(db, id),
    after: () => app.tokenCache.clear(),
  });
  done();
};

export default routes;
