import type { AccessTokenCache } from '../../../platform/tokens';
import { TimeoutType, type CacheRegistry } from '../../../platform/cache-registry';
import type { ReadCache } from '../../../platform/read-cache';
import type { TenantDirectory, TenantHandles } from '../../../platform/tenant-handles';
import type { PayClients } from '../../pay/client/registry';
import { smsSetupCache } from '../../system/sms/sender';
import { definitionRuntimeCache } from '../../bpm/runtime/service';

interface PlatformCaches {
  tokenCacheMs: number;
  dictCacheMs: number;
  tokens: AccessTokenCache;
  permissionInfo: ReadCache;
  tenants: TenantDirectory;
  tenantHandles: TenantHandles;
  payClients: PayClients;
}

const fixed = (ms: number) => ({ timeoutType: TimeoutType.FIXED, timeout: ms });
const never = { timeoutType: TimeoutType.NEVER, timeout: 0 };

/**
 * The caches the platform and its modules keep, in the reference's RedisKeyDefine words (the dictionary cache is
 * added by its module, modules/system/dict/routes.ts). A cache kept "forever" is bounded by count instead.
 */
export function registerPlatformCaches(registry: CacheRegistry, caches: PlatformCaches): void {
  const add = (definition: Omit<Parameters<CacheRegistry['add']>[0], 'keyType'>) => registry.add({ keyType: 'String', ...definition });
  add({
    name: 'access-token',
    keyTemplate: 'access_token:%s',
    valueType: 'AccessTokenRow',
    ...fixed(caches.tokenCacheMs),
    memo: '访问令牌的查询结果（含登录快照；TOKEN_CACHE_SECONDS，令牌到期即失效）',
    store: caches.tokens,
  });
  add({
    name: 'permission-info',
    keyTemplate: 'permission_info:%s',
    valueType: 'Buffer',
    ...fixed(caches.tokenCacheMs),
    memo: 'get-permission-info 的应答（按访问令牌；任何写操作清空）',
    store: caches.permissionInfo,
  });
  add({
    name: 'tenant-exists',
    keyTemplate: 'tenant_exists:%d',
    valueType: 'number',
    ...fixed(caches.tenants.ttlMs),
    memo: '租户存在的确认（不存在的租户编号不缓存）',
    store: caches.tenants,
  });
  add({
    name: 'tenant-db',
    keyTemplate: 'tenant_db:%d',
    valueType: 'Kysely<Database>',
    ...never,
    memo: '按租户限定的数据库句柄（最多 1000 个，最久未用的先淘汰）',
    store: caches.tenantHandles,
  });
  add({
    name: 'sms-setup',
    keyTemplate: 'sms_setup:%s',
    valueType: 'SmsSetup',
    ...fixed(caches.dictCacheMs),
    memo: '短信模板及其渠道（按模板编码；DICT_CACHE_SECONDS）',
    store: smsSetupCache,
  });
  add({
    name: 'pay-client',
    keyTemplate: 'pay_client:%s:%s',
    valueType: 'PayClient',
    ...never,
    memo: '支付渠道的网关客户端（按渠道编码和配置；配置变化即换新，最多 200 个）',
    store: caches.payClients,
  });
  add({
    name: 'bpm-definition',
    keyTemplate: 'bpm_definition:%d',
    valueType: 'DefinitionRuntime',
    ...never,
    memo: '已部署流程定义的编译结果（定义不会改变；最多 500 个）',
    store: definitionRuntimeCache,
  });
}

