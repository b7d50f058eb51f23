import type { RouteOptions } from 'fastify';
import type { Db } from '../db/database';
import type { LoginUserSnapshot } from '../db/schema';
import type { AppConfig } from './config';
import type { Lifecycle } from './lifecycle';
import type { CacheRegistry } from './cache-registry';
import type { AddressInfo } from 'node:net';
import type { AccessTokenCache } from './tokens';
import type { ReadCache } from './read-cache';
import type { OpenApiDocs } from './openapi';
import type { FileUrlSigner } from './file-store';
import type { TenantDirectory } from './tenant-handles';
import type { ProcessStats } from './process-stats';
import type { ClusterBus } from './cluster-bus';
import type { JobHandlerRegistry } from './job-handlers';

export interface LoginUser extends LoginUserSnapshot {
  id: number;
  tenantId: number;
  accessTokenId: number;
  /** The OAuth2 client the token was issued to: `default` for the console's own sessions. */
  clientId: string;
  /** The scopes granted to that client (none for the console's sessions). */
  scopes: readonly string[];
  /**
   * Only while a platform admin visits another tenant (`visit-tenant-id`, platform/tenant.ts): their own tenant.
   * `tenantId` is then the visited one, which the request reads and writes.
   */
  homeTenantId?: number;
}

/** How a route is guarded. Every route declares exactly one; a test walks the route table. */
export type RouteGuard =
  | { public: true }
  /** Any signed-in user. */
  | { login: true }
  /** Signed in and holding the permission (or any of them). */
  | { permission: string | string[] }
  /** A token granted this OAuth2 scope (/system/oauth2/user/*): the one kind of route other clients' tokens reach. */
  | { scope: string };

/** Operate-log metadata; writes are logged by default, reads only when they export. */
export interface OperateLogMeta {
  /** system_operate_type: 1 query, 2 create, 3 update, 4 delete, 5 export, 6 import, 0 other. */
  type?: number;
  /** false: never log this route (sign-in, refresh…: the login log covers them). */
  enabled?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: true;
    login?: true;
    permission?: string | string[];
    scope?: string;
    operateLog?: OperateLogMeta;
    /** Allowed in demo mode although it writes (sign-in, captcha…). */
    demoAllowed?: true;
    /**
     * The route's writes change nothing a process keeps in memory (tokens, permission answers, dictionaries, tenants,
     * the job schedule, SMS setup): no cache is cleared here and the other processes are not told. For busy business
     * writes (workflow steps); a route without it clears and tells, the safe default.
     */
    cacheNeutral?: true;
    /** Other paths this route answers at, under the same prefix (platform/route-aliases.ts). */
    alsoAt?: readonly string[];
  }
  interface FastifyInstance {
    config: AppConfig;
    /** Whether the process is draining (readiness answers 503). */
    lifecycle: Lifecycle;
    /** In-process caches with their key definitions and figures (缓存监控 and the metrics read them). */
    caches: CacheRegistry;
    /** Where the metrics' own listener answers (METRICS_PORT), once started. */
    metricsAddress: () => string | AddressInfo | null;
    /** Unscoped: platform code only. Request handlers use request.db. */
    db: Db;
    dbKind: 'pglite' | 'postgres';
    /** The console's own database as shown (no password): 数据源配置's master. */
    dbLocation: string;
    /** Short-lived cache of access-token lookups (see tokens.ts). */
    tokenCache: AccessTokenCache;
    /** get-permission-info's serialised answers per access token, as long as token lookups; every write clears it. */
    permissionInfoCache: ReadCache;
    /** Every route registered, with its config (guard) and schema. */
    routeTable: RouteOptions[];
    /** The OpenAPI document of every route, built on first use (openapi.ts). */
    openApi: OpenApiDocs;
    /** A handle whose tenant-table queries are scoped to the tenant. */
    tenantDb: (tenantId: number) => Db;
    /** Signs and checks the URLs of private files (lawyer scans). */
    fileUrls: FileUrlSigner;
    /** Which tenants exist (a tenant-id header naming none is refused). */
    tenants: TenantDirectory;
    /** This process's figures for the server monitor (heartbeat in infra_server_process). */
    processStats: ProcessStats;
    /** Tells other processes on the database of a change, and this one of theirs. */
    clusterBus: ClusterBus;
    /** The handlers a job may name; modules add theirs. */
    jobHandlers: JobHandlerRegistry;
    /** Cron timers and the queue of job runs (modules/infra/job/scheduler.ts). */
    jobScheduler: {
      reload: () => Promise<void>;
      trigger: (job: { id: number; retryCount: number; retryInterval: number; monitorTimeout: number }) => Promise<void>;
      queueDepth: () => Promise<number>;
      sendTick: (job: { id: number; retryCount: number; retryInterval: number; monitorTimeout: number }, fireTime: number) => Promise<string | null>;
      scheduledJobIds: () => number[];
      /** Queues one job of a module's queue (mail): `options` are pg-boss's send options (retries, expiry). */
      sendTo: (name: string, data: object, options: { retryLimit?: number; retryDelay?: number; expireInSeconds?: number }) => Promise<string | null>;
    };
  }
  interface FastifyRequest {
    loginUser: LoginUser | null;
    /** The envelope's code and message of an error answer (0 and '' for a success): for the access log. */
    resultCode: number;
    resultMsg: string;
    /** An error the server did not expect (answered with code 500): for the API error log. */
    unexpectedError: Error | null;
    /** The tenant of this request: the signed-in user's, else the tenant-id header, else the default. */
    tenantId: number;
    /** Scoped to request.tenantId. */
    db: Db;
    startedAt: number;
    /** The row before/after a write, set with noteChange() for the operate log. */
    operateChange: { before?: unknown; after?: unknown } | null;
  }
}
