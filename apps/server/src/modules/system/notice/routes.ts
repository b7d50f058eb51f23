import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { NoticeErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { NoticeCreate, NoticePageQuery, NoticeRow, NoticeUpdate } from '@console/contracts/system/notice';
import * as notices from './service';

/** Notices: /system/notice/page|get|create|update|delete. Tenant-scoped through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['通知公告'];

  app.get(
    '/system/notice/page',
    {
      config: { permission: 'system:notice:query' },
      schema: { tags, summary: '获取通知公告列表', querystring: NoticePageQuery, response: { 200: Envelope(PageResult(NoticeRow)) } },
    },
    async (request) => success(await notices.pageNotices(request.db, request.query)),
  );

  app.get(
    '/system/notice/get',
    {
      config: { permission: 'system:notice:query' },
      schema: { tags, summary: '获得通知公告', querystring: IdQuery, response: { 200: Envelope(NoticeRow) } },
    },
    async (request) => {
      const row = await notices.getNotice(request.db, request.query.id);
      if (!row) throw new ServiceError(NoticeErrors.NOTICE_NOT_FOUND);
      return success(row);
    },
  );

  app.post(
    '/system/notice/create',
    {
      config: { permission: 'system:notice:create' },
      schema: { tags, summary: '创建通知公告', body: NoticeCreate, response: { 200: OkId } },
    },
    async (request) => success(await notices.createNotice(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/notice/update',
    {
      config: { permission: 'system:notice:update' },
      schema: { tags, summary: '修改通知公告', body: NoticeUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await notices.updateNotice(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/notice/delete',
    {
      config: { permission: 'system:notice:delete' },
      schema: { tags, summary: '删除通知公告', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { before: await notices.deleteNotice(request.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/notice/delete-list',
    permission: 'system:notice:delete',
    tags: tags,
    summary: '批量删除通知公告',
    db: (request) => request.db,
    deleteOne: (db, id) => notices.deleteNotice(db, id),
  });
  // The reference sends the notice over WebSocket to the administrators connected at that moment ("只发送给
  // websocket 连接在线的用户"). This server has no WebSocket channel, so no one is connected to receive it: the
  // notice is checked as the reference checks it and the push reaches nobody.
  app.post(
    '/system/notice/push',
    {
      config: { permission: 'system:notice:update', operateLog: { type: 0 } },
      schema: { tags, summary: '推送通知公告（只发给在线的 WebSocket 连接；本服务没有）', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      if (!(await notices.getNotice(request.db, request.query.id))) throw new ServiceError(NoticeErrors.NOTICE_NOT_FOUND);
      return success(true);
    },
  );
  done();
};

export default routes;
