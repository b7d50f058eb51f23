import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ConfigErrors } from '@console/contracts/error-codes';
import { PageResult } from '@console/contracts/envelope';
import { dictLabels } from '../../../platform/dict-labels';
import { batchDeleteRoute } from '../../../platform/batch-delete';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { batchesById, formatDateTime, sendExcel } from '../../../platform/excel';
import { requireUser } from '../../../platform/identity';
import { noteChange } from '../../../platform/operate-log';
import { Envelope, Int4IdQuery, Nullable, OkId, OkTrue } from '../../../platform/schemas';
import { ConfigCreate, ConfigFilter, ConfigPageQuery, ConfigRow, ConfigUpdate } from '@console/contracts/infra/config';
import * as configs from './service';

const EXPORT = { operateLog: { type: 5 } } as const;

/** Config parameters: /infra/config/* (reference §5.11). Global, like the original's (no tenant column). */
const configRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const tags = ['管理后台 - 参数配置'];

  app.get(
    '/infra/config/page',
    { config: { permission: 'infra:config:query' }, schema: { tags, summary: '获取参数配置分页', querystring: ConfigPageQuery, response: { 200: Envelope(PageResult(ConfigRow)) } } },
    async (request) => success(await configs.pageConfigs(app.db, request.query)),
  );

  app.get(
    '/infra/config/get',
    { config: { permission: 'infra:config:query' }, schema: { tags, summary: '获得参数配置', querystring: Int4IdQuery, response: { 200: Envelope(ConfigRow) } } },
    async (request) => success(await configs.getConfig(app.db, request.query.id)),
  );

  app.get(
    '/infra/config/get-value-by-key',
    {
      config: { login: true },
      schema: {
        tags,
        summary: '根据参数键名查询参数值',
        querystring: Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Envelope(Nullable(Type.String())) },
      },
    },
    async (request) => {
      const row = await app.db.selectFrom('infra_config').select(['value', 'visible']).where('configKey', '=', request.query.key).executeTakeFirst();
      if (!row) return success(null);
      // `visible` marks a sensitive value (reference §3.3): never handed out by key.
      if (row.visible) throw new ServiceError(ConfigErrors.CONFIG_GET_VALUE_ERROR_IF_VISIBLE);
      return success(row.value);
    },
  );

  app.post(
    '/infra/config/create',
    { config: { permission: 'infra:config:create' }, schema: { tags, summary: '创建参数配置', body: ConfigCreate, response: { 200: OkId } } },
    async (request) => success(await configs.createConfig(app.db, requireUser(request), request.body)),
  );

  app.put(
    '/infra/config/update',
    { config: { permission: 'infra:config:update' }, schema: { tags, summary: '修改参数配置', body: ConfigUpdate, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, await configs.updateConfig(app.db, requireUser(request), request.body));
      return success(true);
    },
  );

  app.delete(
    '/infra/config/delete',
    { config: { permission: 'infra:config:delete' }, schema: { tags, summary: '删除参数配置', querystring: Int4IdQuery, response: { 200: OkTrue } } },
    async (request) => {
      noteChange(request, { before: await configs.deleteConfig(app.db, request.query.id) });
      return success(true);
    },
  );

  batchDeleteRoute(app, {
    url: '/infra/config/delete-list',
    permission: 'infra:config:delete',
    tags: tags,
    summary: '批量删除参数配置',
    max: 2147483647,
    db: () => app.db,
    deleteOne: (db, id) => configs.deleteConfig(db, id),
  });

  app.get(
    '/infra/config/export',
    { config: { alsoAt: ['/infra/config/export-excel'], permission: 'infra:config:export', ...EXPORT }, schema: { tags, summary: '导出参数配置', querystring: ConfigFilter } },
    async (request, reply) => {
      const base = configs.configQuery(app.db, request.query);
      const type = await dictLabels(app.db, 'infra_config_type');
      return sendExcel(
        reply,
        '参数配置.xlsx',
        '数据',
        [
          { header: '参数配置序号', value: (r) => r.id, width: 12 },
          { header: '参数分类', value: (r) => r.category, width: 12 },
          { header: '参数名称', value: (r) => r.name, width: 24 },
          { header: '参数键名', value: (r) => r.key, width: 28 },
          { header: '参数键值', value: (r) => r.value, width: 24 },
          { header: '系统内置', value: (r) => type(r.type), width: 10 },
          { header: '是否可见', value: (r) => (r.visible ? '是' : '否'), width: 10 },
          { header: '备注', value: (r) => r.remark },
          { header: '创建时间', value: (r) => formatDateTime(r.createTime), width: 20 },
        ],
        batchesById((afterId, limit) => base.select(configs.CONFIG_COLUMNS).where('id', '>', afterId).orderBy('id').limit(limit).execute()),
        { db: app.db, query: base },
      );
    },
  );
  done();
};

export default configRoutes;
