import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { SocialBinding, SocialClientCreate, SocialClientPageQuery, SocialClientRow, SocialClientUpdate, SocialCodeBody, SocialUnbindBody, SocialUserIdQuery, SocialUserPageQuery, SocialUserRow } from '@console/contracts/system/social';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, Int4IdQuery, Nullable, OkId, OkTrue } from '../../../platform/schemas';
import * as clients from './client-service';
import * as socialUsers from './user-service';
import { authenticate, bindingsOf, bindSocialUser, unbindSocialUser } from './service';

/**
 * Social clients (/system/social-client/*: the providers' app credentials, global, writes platform-only) and the
 * signed-in user's own bindings (/system/social-user/bind|unbind|list, the personal centre).
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 社交客户端'];

  app.get(
    '/system/social-client/page',
    { config: { permission: 'system:social-client:query' }, schema: { tags, summary: '获得社交客户端分页', querystring: SocialClientPageQuery, response: { 200: Envelope(PageResult(SocialClientRow)) } } },
    async (request) => success(await clients.pageClients(app.db, request.query)),
  );
  app.get(
    '/system/social-client/get',
    { config: { permission: 'system:social-client:query' }, schema: { tags, summary: '获得社交客户端', querystring: Int4IdQuery, response: { 200: Envelope(SocialClientRow) } } },
    async (request) => success(await clients.getClient(app.db, request.query.id)),
  );
  app.post(
    '/system/social-client/create',
    { config: { permission: 'system:social-client:create' }, schema: { tags, summary: '创建社交客户端', body: SocialClientCreate, response: { 200: OkId } } },
    async (request) => success(await clients.createClient(app.db, requireUser(request), request.body)),
  );
  app.put(
    '/system/social-client/update',
    { config: { permission: 'system:social-client:update' }, schema: { tags, summary: '更新社交客户端', body: SocialClientUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await clients.updateClient(app.db, requireUser(request), request.body));
      return success(true);
    },
  );
  app.delete(
    '/system/social-client/delete',
    { config: { permission: 'system:social-client:delete' }, schema: { tags, summary: '删除社交客户端', querystring: Int4IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await clients.deleteClient(app.db, request.query.id) });
      return success(true);
    },
  );

  const userTags = ['管理后台 - 社交用户'];
  app.get(
    '/system/social-user/list',
    { config: { alsoAt: ['/system/social-user/get-bind-list'], login: true }, schema: { tags: userTags, summary: '获得我绑定的社交账号', response: { 200: Envelope(Type.Array(SocialBinding)) } } },
    async (request) => success(await bindingsOf(request.db, requireUser(request).id)),
  );
  app.get(
    '/system/social-user/page',
    {
      config: { permission: 'system:social-user:query' },
      schema: { tags: userTags, summary: '获得社交用户分页', querystring: SocialUserPageQuery, response: { 200: Envelope(PageResult(SocialUserRow)) } },
    },
    async (request) => success(await socialUsers.pageSocialUsers(request.db, request.query)),
  );
  app.get(
    '/system/social-user/get',
    {
      config: { permission: 'system:social-user:query' },
      schema: { tags: userTags, summary: '获得社交用户', querystring: SocialUserIdQuery, response: { 200: Envelope(Nullable(SocialUserRow)) } },
    },
    async (request) => success(await socialUsers.getSocialUser(request.db, request.query.id)),
  );
  app.post(
    '/system/social-user/bind',
    { config: { login: true }, schema: { tags: userTags, summary: '绑定社交账号（个人中心）', body: SocialCodeBody, response: { 200: OkTrue } } },
    async (request) => {
      const user = requireUser(request);
      const account = await authenticate(app, request.db, request.body.type, request.body.code, request.body.state);
      await request.db.transaction().execute((trx) => bindSocialUser(trx, user.id, request.body.type, account));
      return success(true);
    },
  );
  app.delete(
    '/system/social-user/unbind',
    { config: { login: true }, schema: { tags: userTags, summary: '取消绑定社交账号', body: SocialUnbindBody, response: { 200: OkTrue } } },
    async (request) => {
      await unbindSocialUser(request.db, requireUser(request).id, request.body.type, request.body.openid);
      return success(true);
    },
  );
  done();
};

export default routes;
