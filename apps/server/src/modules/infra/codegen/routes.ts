import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import {
  CodegenCreateList,
  CodegenDetail,
  CodegenPreviewFile,
  CodegenPreviewQuery,
  CodegenTableListQuery,
  CodegenTablePageQuery,
  CodegenTableRow,
  CodegenUpdate,
  DbTableQuery,
  DbTableRow,
  TableIdQuery,
} from '@console/contracts/infra/codegen';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { attachmentHeader } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, OkTrue } from '../../../platform/schemas';
import { generate } from './generate';
import { forPinnedUi } from './preview-paths';
import * as codegen from './service';
import { closeGenerator, warmGenerator } from './warm';
import { zipFiles } from './zip';

/** 代码生成: /infra/codegen/* (devtools reference §2). Definitions are shared by every tenant, as in the original. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['代码生成'];
  // The list or edit page comes before a preview: its request, once let in, warms the generator in the background
  // (warm.ts). A preview or download itself does not, as its own formatting would queue behind the warm-up.
  app.addHook('preHandler', (request, _reply, next) => {
    if (!/\/(preview|download)$/.test(request.routeOptions.url ?? '')) void warmGenerator((err) => request.log.warn({ err }, 'codegen warm-up failed'));
    next();
  });
  app.addHook('onClose', closeGenerator);

  app.get(
    '/infra/codegen/db/table/list',
    {
      config: { permission: 'infra:codegen:query' },
      schema: { tags, summary: '获得数据库自带的表定义列表', querystring: DbTableQuery, response: { 200: Envelope(Type.Array(DbTableRow)) } },
    },
    async (request) => success(await codegen.listDbTables(request.db, request.query)),
  );

  app.post(
    '/infra/codegen/create-list',
    {
      config: { permission: 'infra:codegen:create' },
      schema: { tags, summary: '基于数据库的表结构，创建代码生成器的表和字段定义', body: CodegenCreateList, response: { 200: Envelope(Type.Array(Type.Integer())) } },
    },
    async (request) => success(await codegen.importTables(request.db, requireUser(request), request.body)),
  );

  app.get(
    '/infra/codegen/table/list',
    {
      config: { permission: 'infra:codegen:query' },
      schema: { tags, summary: '获得表定义列表', querystring: CodegenTableListQuery, response: { 200: Envelope(Type.Array(CodegenTableRow)) } },
    },
    async (request) => success(await codegen.listTablesOfSource(request.db, request.query.dataSourceConfigId)),
  );

  app.get(
    '/infra/codegen/table/page',
    {
      config: { permission: 'infra:codegen:query' },
      schema: { tags, summary: '获得表定义分页', querystring: CodegenTablePageQuery, response: { 200: Envelope(PageResult(CodegenTableRow)) } },
    },
    async (request) => success(await codegen.pageTables(request.db, request.query)),
  );

  app.get(
    '/infra/codegen/detail',
    {
      config: { permission: 'infra:codegen:query' },
      schema: { tags, summary: '获得表和字段的明细', querystring: TableIdQuery, response: { 200: Envelope(CodegenDetail) } },
    },
    async (request) => success(codegen.toDetail(await codegen.requireDefinition(request.db, request.query.tableId))),
  );

  app.put(
    '/infra/codegen/update',
    {
      config: { permission: 'infra:codegen:update' },
      schema: { tags, summary: '更新数据库的表和字段定义', body: CodegenUpdate, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, await codegen.updateDefinition(request.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.put(
    '/infra/codegen/sync-from-db',
    {
      config: { permission: 'infra:codegen:update' },
      schema: { tags, summary: '基于数据库的表结构，同步数据库的表和字段定义', querystring: TableIdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { after: await codegen.syncFromDb(request.db, requireUser(request), request.query.tableId) });
      return success(true);
    },
  );

  app.delete(
    '/infra/codegen/delete',
    {
      config: { permission: 'infra:codegen:delete' },
      schema: { tags, summary: '删除数据库的表和字段定义', querystring: TableIdQuery, response: { 200: OkTrue } },
    },
    async (request) => {
      noteChange(request, { before: await codegen.deleteDefinition(request.db, request.query.tableId) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/infra/codegen/delete-list',
    permission: 'infra:codegen:delete',
    tags: tags,
    summary: '批量删除数据库的表和字段定义',
    param: 'tableIds',
    db: (request) => request.db,
    deleteOne: (db, id) => codegen.deleteDefinition(db, id),
  });

  app.get(
    '/infra/codegen/preview',
    {
      config: { permission: 'infra:codegen:preview' },
      schema: { tags, summary: '预览生成代码', querystring: CodegenPreviewQuery, response: { 200: Envelope(Type.Array(CodegenPreviewFile)) } },
    },
    async (request) => {
      const files = await generate(await codegen.requireDefinition(request.db, request.query.tableId));
      return success(request.query.exactPaths ? files : files.map(forPinnedUi));
    },
  );

  app.get(
    '/infra/codegen/download',
    {
      config: { permission: 'infra:codegen:download' },
      schema: { tags, summary: '下载生成代码', querystring: TableIdQuery },
    },
    async (request, reply) => {
      const files = await generate(await codegen.requireDefinition(request.db, request.query.tableId));
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachmentHeader('codegen.zip'))
        .header('Access-Control-Expose-Headers', 'Content-Disposition')
        .send(await zipFiles(files));
    },
  );
  done();
};

export default routes;
