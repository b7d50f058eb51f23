import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DataSourceConfigCreate, DataSourceConfigIdQuery, DataSourceConfigRow, DataSourceConfigUpdate } from '@console/contracts/infra/data-source-config';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, OkId, OkTrue } from '../../../platform/schemas';
import * as sources from './service';

/**
 * Data source configs: /infra/data-source-config/* (reference §3). Global like every infra table (platform-only);
 * the master (id 0) is the console's own database. No route ever answers a password.
 */
const routes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 数据源配置'];

  app.post(
    '/infra/data-source-config/create',
    { config: { permission: 'infra:data-source-config:create' }, schema: { tags, summary: '创建数据源配置（先测试连接）', body: DataSourceConfigCreate, response: { 200: OkId } } },
    async (request) => success(await sources.createDataSourceConfig(app.db, requireUser(request), request.body, request.log)),
  );

  app.put(
    '/infra/data-source-config/update',
    { config: { permission: 'infra:data-source-config:update' }, schema: { tags, summary: '更新数据源配置（先测试连接）', body: DataSourceConfigUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await sources.updateDataSourceConfig(app.db, requireUser(request), request.body, request.log));
      return success(true);
    },
  );

  app.delete(
    '/infra/data-source-config/delete',
    { config: { permission: 'infra:data-source-config:delete' }, schema: { tags, summary: '删除数据源配置', querystring: DataSourceConfigIdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await sources.deleteDataSourceConfig(app.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/infra/data-source-config/delete-list',
    permission: 'infra:data-source-config:delete',
    tags: tags,
    summary: '批量删除数据源配置',
    min: 0,
    db: () => app.db,
    deleteOne: (db, id) => sources.deleteDataSourceConfig(db, id),
  });

  app.get(
    '/infra/data-source-config/get',
    { config: { permission: 'infra:data-source-config:query' }, schema: { tags, summary: '获得数据源配置', querystring: DataSourceConfigIdQuery, response: { 200: Envelope(DataSourceConfigRow) } } },
    async (request) => success(await sources.getDataSourceConfig(app.db, app.dbLocation, request.query.id)),
  );

  app.get(
    '/infra/data-source-config/list',
    {
      config: { permission: 'infra:data-source-config:query' },
      schema: { tags, summary: '获得数据源配置列表（主数据源在前）', response: { 200: Envelope(Type.Array(DataSourceConfigRow)) } },
    },
    async () => success(await sources.listDataSourceConfigs(app.db, app.dbLocation)),
  );
  done();
};

export default routes;
