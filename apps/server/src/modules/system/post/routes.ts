import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PostErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, IdQuery, OkId, OkTrue } from '../../../platform/schemas';
import { PostCreate, PostFilter, PostPageQuery, PostRow, PostSimple, PostUpdate } from '@console/contracts/system/post';
import * as posts from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/** Posts: /system/post/* (reference §5.5). Tenant-scoped through request.db. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['岗位管理'];

  app.get(
    '/system/post/page',
    {
      config: { permission: 'system:post:query' },
      schema: { tags, summary: '获得岗位分页列表', querystring: PostPageQuery, response: { 200: Envelope(PageResult(PostRow)) } },
    },
    async (request) => success(await posts.pagePosts(request.db, request.query)),
  );

  app.get(
    '/system/post/get',
    {
      config: { permission: 'system:post:query' },
      schema: { tags, summary: '获得岗位信息', querystring: IdQuery, response: { 200: Envelope(PostRow) } },
    },
    async (request) => {
      const row = await posts.getPost(request.db, request.query.id);
      if (!row) throw new ServiceError(PostErrors.POST_NOT_FOUND);
      return success(row);
    },
  );

  app.get(
    '/system/post/list-all-simple',
    {
      config: { alsoAt: ['/system/post/simple-list'], login: true },
      schema: { tags, summary: '获取岗位精简信息列表', response: { 200: Envelope(Type.Array(PostSimple)) } },
    },
    async (request) => success(await posts.listSimplePosts(request.db)),
  );

  app.post(
    '/system/post/create',
    {
      config: { permission: 'system:post:create' },
      schema: { tags, summary: '创建岗位', body: PostCreate, response: { 200: OkId } },
    },
    async (request) => success(await posts.createPost(request.db, requireUser(request), request.body)),
  );

  app.put(
    '/system/post/update',
    {
      config: { permission: 'system:post:update' },
      schema: { tags, summary: '修改岗位', body: PostUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await posts.updatePost(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/system/post/delete',
    {
      config: { permission: 'system:post:delete' },
      schema: { tags, summary: '删除岗位', querystring: IdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { before: await posts.deletePost(request.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/system/post/delete-list',
    permission: 'system:post:delete',
    tags: tags,
    summary: '批量删除岗位',
    db: (request) => request.db,
    deleteOne: (db, id) => posts.deletePost(db, id),
  });

  app.get(
    '/system/post/export',
    {
      config: { alsoAt: ['/system/post/export-excel'], permission: 'system:post:export', ...EXPORT },
      schema: { tags, summary: '导出岗位', querystring: PostFilter },
    },
    async (request, reply) => {
      const base = posts.postQuery(request.db, request.query);
      const status = await dictLabels(request.db, 'common_status');
      return sendExcel(
        reply,
        '岗位数据.xlsx',
        '岗位列表',
        [
          { header: '岗位序号', value: (r) => r.id, width: 10 },
          { header: '岗位编码', value: (r) => r.code, width: 20 },
          { header: '岗位名称', value: (r) => r.name, width: 20 },
          { header: '岗位排序', value: (r) => r.sort, width: 10 },
          { header: '状态', value: (r) => status(r.status), width: 8 },
          { header: '备注', value: (r) => r.remark },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) =>
          base.select(['id', 'code', 'name', 'sort', 'status', 'remark', 'createTime']).where('id', '>', afterId).orderBy('id').limit(limit).execute(),
        ),
        { db: request.db, query: base },
      );
    },
  );
  done();
};

export default routes;
