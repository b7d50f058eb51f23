import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageResult } from '@console/contracts/envelope';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, OkId, OkTrue } from '../../../platform/schemas';
import { FileConfigCreate, FileConfigIdQuery, FileConfigPageQuery, FileConfigRow, FileConfigUpdate } from '@console/contracts/infra/file-config';
import * as configs from './service';

/** File storage configs: /infra/file-config/* (the original's infra module). Global, like the file store. */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 文件配置'];

  app.get(
    '/infra/file-config/page',
    {
      config: { permission: 'infra:file-config:query' },
      schema: { tags, summary: '获得文件配置分页', querystring: FileConfigPageQuery, response: { 200: Envelope(PageResult(FileConfigRow)) } },
    },
    async (request) => success(await configs.pageFileConfigs(app.db, request.query)),
  );

  app.get(
    '/infra/file-config/get',
    { config: { permission: 'infra:file-config:query' }, schema: { tags, summary: '获得文件配置', querystring: FileConfigIdQuery, response: { 200: Envelope(FileConfigRow) } } },
    async (request) => success(configs.shownConfig(await configs.getFileConfig(app.db, request.query.id))),
  );

  app.post(
    '/infra/file-config/create',
    { config: { permission: 'infra:file-config:create' }, schema: { tags, summary: '创建文件配置', body: FileConfigCreate, response: { 200: OkId } } },
    async (request) => success(await configs.createFileConfig(app.db, requireUser(request), request.body)),
  );

  app.put(
    '/infra/file-config/update',
    { config: { permission: 'infra:file-config:update' }, schema: { tags, summary: '更新文件配置', body: FileConfigUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await configs.updateFileConfig(app.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.put(
    '/infra/file-config/update-master',
    { config: { permission: 'infra:file-config:update' }, schema: { tags, summary: '更新文件配置为主配置', querystring: FileConfigIdQuery, response: { 200: OkTrue } } },
    async (request) => {
      await configs.setMaster(app.db, requireUser(request), request.query.id);
      return success(true);
    },
  );

  app.delete(
    '/infra/file-config/delete',
    { config: { permission: 'infra:file-config:delete' }, schema: { tags, summary: '删除文件配置', querystring: FileConfigIdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await configs.deleteFileConfig(app.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/infra/file-config/delete-list',
    permission: 'infra:file-config:delete',
    tags: tags,
    summary: '批量删除文件配置',
    min: 0,
    db: () => app.db,
    deleteOne: (db, id) => configs.deleteFileConfig(db, id),
  });

  app.get(
    '/infra/file-config/test',
    {
      config: { permission: 'infra:file-config:query' },
      schema: { tags, summary: '测试文件配置是否正确（经存储写入、读回并删除一个测试文件，不留记录；返回其地址）', querystring: FileConfigIdQuery, response: { 200: Envelope(Type.String()) } },
    },
    async (request) => success(await configs.testFileConfig(app.db, request.query.id, request.log)),
  );
  done();
};

export default routes;
