import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { CacheMonitorInfo, CacheNameQuery } from '@console/contracts/infra/cache';
import { MonitorErrors } from '@console/contracts/error-codes';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { Envelope, OkTrue } from '../../../platform/schemas';

const tags = ['管理后台 - 缓存监控'];

/**
 * 缓存监控 (in place of the original's Redis monitor, menu 113): this process's in-process caches with their key
 * definitions and figures. Keys are never listed: they include access tokens.
 */
const cacheRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/infra/cache/list',
    { config: { permission: 'infra:redis:get-key-list' }, schema: { tags, summary: '获得缓存列表', response: { 200: Envelope(CacheMonitorInfo) } } },
    () =>
      success({
        instanceId: app.clusterBus.instanceId,
        pid: process.pid,
        caches: app.caches.list().map(({ store, ...definition }) => ({ ...definition, size: store.size, hits: store.hits, misses: store.misses })),
      }),
  );

  // A write like any other: once answered, the other processes drop what the cluster bus clears (tokens, permission
  // answers, dictionaries, tenants, SMS setups); the rest is per process and cheap to rebuild.
  app.delete(
    '/infra/cache/clear',
    { config: { permission: 'infra:cache:clear' }, schema: { tags, summary: '清空缓存', querystring: CacheNameQuery, response: { 200: OkTrue } } },
    (request) => {
      const cache = app.caches.get(request.query.name);
      if (!cache) throw new ServiceError(MonitorErrors.CACHE_NOT_EXISTS, request.query.name);
      cache.store.clear();
      return success(true);
    },
  );
  done();
};

export default cacheRoutes;
