import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { DbMonitorInfo } from '@console/contracts/infra/db-monitor';
import { success } from '../../../platform/envelope';
import { Envelope } from '../../../platform/schemas';
import { databaseSnapshot } from './snapshot';

/**
 * 数据库监控 (in place of the original's Druid page, menu 111): the console's own database as it reports itself.
 * Reads only the server's statistics views and catalogs, never a tenant's rows: the unscoped handle, read-only.
 */
const dbMonitorRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/infra/db-monitor/get',
    {
      config: { permission: 'infra:db-monitor:query' },
      schema: { tags: ['管理后台 - 数据库监控'], summary: '获得数据库监控信息', response: { 200: Envelope(DbMonitorInfo) } },
    },
    async () => success(await databaseSnapshot(app.db, app.dbKind)),
  );
  done();
};

export default dbMonitorRoutes;
