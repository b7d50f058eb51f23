import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { ADMIN_USER_TYPE } from '@console/contracts/social';
import { NOTIFY_UNREAD_LIST_DEFAULT } from '@console/contracts/notify';
import { NotifyMessageMyPageQuery, NotifyMessagePageQuery, NotifyMessageReadQuery, NotifyMessageRow, NotifyMessageUnreadListQuery } from '@console/contracts/system/notify-message';
import { success } from '../../../platform/envelope';
import { parseIdList } from '../../../platform/id-list';
import { requireUser } from '../../../platform/identity';
import { Envelope, Int4IdQuery, OkTrue } from '../../../platform/schemas';
import * as messages from './service';

/** The caller as a receiver: our console's users are admins (user_type 2), as the original's admin controller. */
const me = (request: FastifyRequest): messages.Recipient => ({ userId: requireUser(request).id, userType: ADMIN_USER_TYPE });

/**
 * 站内信 (the Vue 3 UI's api/system/notify/message): the signed-in user's own messages (my-page, read, unread count and
 * list — login only, each scoped to the caller) and the administrator's list (page, get). Per tenant via request.db.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 站内信'];
  // Reading one's own messages is no administrative change: not operate-logged, allowed in demo mode.
  const own = { login: true, demoAllowed: true, operateLog: { enabled: false } } as const;

  app.get(
    '/system/notify-message/page',
    { config: { permission: 'system:notify-message:query' }, schema: { tags, summary: '获得站内信分页', querystring: NotifyMessagePageQuery, response: { 200: Envelope(PageResult(NotifyMessageRow)) } } },
    async (request) => success(await messages.pageMessages(request.db, request.query)),
  );

  app.get(
    '/system/notify-message/get',
    { config: { permission: 'system:notify-message:query' }, schema: { tags, summary: '获得站内信', querystring: Int4IdQuery, response: { 200: Envelope(NotifyMessageRow) } } },
    async (request) => success(await messages.getMessage(request.db, request.query.id)),
  );

  app.get(
    '/system/notify-message/my-page',
    { config: { login: true }, schema: { tags, summary: '获得我的站内信分页', querystring: NotifyMessageMyPageQuery, response: { 200: Envelope(PageResult(NotifyMessageRow)) } } },
    async (request) => success(await messages.pageMyMessages(request.db, me(request), request.query)),
  );

  app.put(
    '/system/notify-message/update-read',
    { config: own, schema: { tags, summary: '标记站内信为已读', querystring: NotifyMessageReadQuery, response: { 200: OkTrue } } },
    async (request) => {
      await messages.markRead(request.db, me(request), parseIdList(request.query.ids, 'ids'));
      return success(true);
    },
  );

  app.put(
    '/system/notify-message/update-all-read',
    { config: own, schema: { tags, summary: '标记所有站内信为已读', response: { 200: OkTrue } } },
    async (request) => {
      await messages.markAllRead(request.db, me(request));
      return success(true);
    },
  );

  app.get(
    '/system/notify-message/get-unread-list',
    { config: { login: true }, schema: { tags, summary: '获取当前用户的最新站内信列表', querystring: NotifyMessageUnreadListQuery, response: { 200: Envelope(Type.Array(NotifyMessageRow)) } } },
    async (request) => success(await messages.latestUnread(request.db, me(request), request.query.size ?? NOTIFY_UNREAD_LIST_DEFAULT)),
  );

  // Every page frame of the Vue 3 UI polls this (the bell).
  app.get(
    '/system/notify-message/get-unread-count',
    { config: { login: true }, schema: { tags, summary: '获得当前用户的未读站内信数量', response: { 200: Envelope(Type.Integer()) } } },
    async (request) => success(await messages.unreadCount(request.db, me(request))),
  );
  done();
};

export default routes;
