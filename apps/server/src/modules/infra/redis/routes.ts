import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CacheKeyDefine, RedisKeyQuery, RedisKeyTemplateQuery, RedisMonitorInfo } from '@console/contracts/infra/cache';
import { MonitorErrors } from '@console/contracts/error-codes';
import { success } from '../../../platform/envelope';
import { ServiceError } from '../../../platform/errors';
import { Envelope } from '../../../platform/schemas';
import { monitorInfo as monitorInfoOf } from './monitor-info';

const tags = ['管理后台 - Redis 监控（兼容）'];
const noRedis = () => Promise.reject(new ServiceError(MonitorErrors.REDIS_NOT_AVAILABLE));
const monitorInfo = { permission: 'infra:redis:get-monitor-info' } as const;
// The refusals change nothing: no cache is cleared and no process told.
const keyList = { permission: 'infra:redis:get-key-list', cacheNeutral: true } as const;

/**
 * The Redis monitor both original UIs open at menu 缓存监控 (devtools reference §8.1). This stack has no Redis: the
 * monitor info and the key definitions are answered from the in-process cache registry in the reference's shapes, and
 * every call that would read or delete a Redis key gets REDIS_NOT_AVAILABLE (keys are never listed: some are access
 * tokens). Permissions as the reference.
 */
const redisRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/infra/redis/get-monitor-info',
    { config: monitorInfo, schema: { tags, summary: '获得缓存监控信息（进程内缓存，Redis 的格式）', response: { 200: Envelope(RedisMonitorInfo) } } },
    (request) => success(monitorInfoOf(app.caches, request.socket.localPort ?? 0)),
  );
  app.get(
    '/infra/redis/get-key-define-list',
    { config: keyList, schema: { tags, summary: '获得缓存的 Key 定义', response: { 200: Envelope(Type.Array(CacheKeyDefine)) } } },
    () => success(app.caches.list().map(({ keyTemplate, keyType, valueType, timeoutType, timeout, memo }) => ({ keyTemplate, keyType, valueType, timeoutType, timeout, memo }))),
  );
  app.get('/infra/redis/get-key-list', { config: keyList, schema: { tags, summary: '获得 Redis Key 列表（本系统没有 Redis）', querystring: RedisKeyTemplateQuery } }, noRedis);
  app.get('/infra/redis/get-key-value', { config: keyList, schema: { tags, summary: '获得 Redis Key 内容（本系统没有 Redis）', querystring: RedisKeyQuery } }, noRedis);
  app.delete('/infra/redis/delete-key', { config: keyList, schema: { tags, summary: '删除 Redis Key（本系统没有 Redis）', querystring: RedisKeyQuery } }, noRedis);
  app.delete('/infra/redis/delete-keys', { config: keyList, schema: { tags, summary: '删除 Redis Key 模板（本系统没有 Redis）', querystring: RedisKeyTemplateQuery } }, noRedis);
  done();
};

export default redisRoutes;
