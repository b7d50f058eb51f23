import { Type } from 'typebox';
import { Text } from '../schema';

/** dict `infra_redis_timeout_type`: 1 永不超时, 2 动态超时, 3 固定超时. */
const TimeoutTypeValue = Type.Integer({ minimum: 1, maximum: 3, description: '超时类型，见 infra_redis_timeout_type 字典' });

/** A cache's key definition in the reference's RedisKeyDefine shape (devtools reference §8.1). */
export const CacheKeyDefine = Type.Object({
  keyTemplate: Type.String({ description: 'Key 模板，%s / %d 为变化的部分' }),
  keyType: Type.String({ description: 'Key 类型' }),
  valueType: Type.String({ description: 'Value 类型（TypeScript 类型名）' }),
  timeoutType: TimeoutTypeValue,
  timeout: Type.Integer({ minimum: 0, description: '超时时间（毫秒），不固定时为 0' }),
  memo: Type.String({ description: '备注' }),
});

/** 缓存监控: one in-process cache with this process's figures. */
export const CacheRow = Type.Object({
  ...CacheKeyDefine.properties,
  name: Type.String({ description: '缓存名' }),
  size: Type.Integer({ minimum: 0, description: '当前条目数' }),
  hits: Type.Integer({ minimum: 0, description: '命中次数（进程启动以来）' }),
  misses: Type.Integer({ minimum: 0, description: '未命中次数（进程启动以来）' }),
});

export const CacheMonitorInfo = Type.Object({
  /** The process whose memory this is: each process keeps its own caches. */
  instanceId: Type.String(),
  pid: Type.Integer(),
  caches: Type.Array(CacheRow),
});

export const CacheNameQuery = Type.Object({ name: Text({ minLength: 1, maxLength: 64, description: '缓存名' }) });

/** The pinned Vue 2 UI's Redis monitor parameters (devtools reference §8.1), bounded. */
export const RedisKeyTemplateQuery = Type.Object({ keyTemplate: Text({ maxLength: 200, description: 'Key 模板' }) });
/**
 * `GET /infra/redis/get-monitor-info` in the reference's shape (`{info, dbSize, commandStats}`, `info` all strings),
 * answered from this process's in-process caches, so the Vue 2 and Vue 3 UIs' Redis views render what there is.
 */
export const RedisMonitorInfo = Type.Object({
  info: Type.Record(Type.String(), Type.String()),
  dbSize: Type.Integer(),
  commandStats: Type.Array(Type.Object({ command: Type.String(), calls: Type.Integer(), usec: Type.Integer() })),
});

export const RedisKeyQuery = Type.Object({ key: Text({ maxLength: 500, description: 'Key' }) });
