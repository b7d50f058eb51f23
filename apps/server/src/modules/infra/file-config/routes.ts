import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FileErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { saveFile } from '../../../platform/file-store';
import { storageOf } from '../../../platform/file-storage';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, OkId, OkTrue } from '../../../platform/schemas';
import { FileConfigCreate, FileConfigIdQuery, FileConfigPageQuery, FileConfigRow, FileConfigUpdate } from '@console/contracts/infra/file-config';
import * as configs from './service';

/** A 1×1 PNG: what 测试 stores and reads back. */
const TEST_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

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

  app.get(
    '/infra/file-config/test',
    {
      config: { permission: 'infra:file-config:query' },
      schema: { tags, summary: '测试文件配置是否正确（上传并读回一个测试文件，返回其地址）', querystring: FileConfigIdQuery, response: { 200: Envelope(Type.String()) } },
    },
    async (request) => {
      const record = await configs.getFileConfig(app.db, request.query.id);
      const storage = storageOf(app.db, record);
      try {
        const saved = await saveFile(app.db, {
          name: 'test.png',
          content: TEST_PNG,
          type: 'image/png',
          path: `test/${Date.now()}-${randomBytes(4).toString('hex')}.png`,
          actorId: requireUser(request).id,
          storage,
        });
        const back = await storage.get(saved.path);
        if (!back?.equals(TEST_PNG)) throw new Error('读回的内容与写入的不同');
        return success(saved.url);
      } catch (err) {
        if (err instanceof ServiceError) throw err;
        throw new ServiceError(FileErrors.FILE_CONFIG_TEST_FAIL, err instanceof Error ? err.message : String(err));
      }
    },
  );
  done();
};

export default routes;
