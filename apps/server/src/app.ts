import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DatabaseHandle } from './db/database';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './platform/config';
import { loggerOptions } from './platform/logger';
import { registerAuth } from './platform/auth';
import { AccessTokenCache } from './platform/tokens';
import { ReadCache } from './platform/read-cache';
import { CacheRegistry, TimeoutType } from './platform/cache-registry';
import { registerPlatformCaches } from './modules/infra/cache/definitions';
import { TenantDirectory, TenantHandles } from './platform/tenant-handles';
import { FileUrlSigner } from './platform/file-store';
import { serverSecret } from './platform/secrets';
import envelope from './platform/envelope';
import { clientErrorHandler, frameworkErrors, MAX_HEADER_BYTES, parseParams, registerInputHygiene, registerJsonParser } from './platform/request-limits';
import { registerFormBodies } from './platform/form-body';
import { registerOperateLog } from './platform/operate-log';
import { registerRouteAliases } from './platform/route-aliases';
import { registerWeb } from './platform/web';
import securityHeaders from './platform/security-headers';
import { OpenApiDocs, registerOpenApi } from './platform/openapi';
import { lazySerializerCompiler, lazyValidatorCompiler } from './platform/lazy-compile';
import authRoutes from './modules/system/auth/routes';
import captchaRoutes, { rootCaptchaRoutes } from './modules/system/captcha/routes';
import dictRoutes from './modules/system/dict/routes';
import publicConfigRoutes from './modules/system/public-config/routes';
import tenantRoutes from './modules/system/tenant/routes';
import tenantAdminRoutes from './modules/system/tenant/admin-routes';
import tenantPackageRoutes from './modules/system/tenant-package/routes';
import userRoutes from './modules/system/user/routes';
import userProfileRoutes from './modules/system/user/profile-routes';
import roleRoutes from './modules/system/role/routes';
import menuRoutes from './modules/system/menu/routes';
import deptRoutes from './modules/system/dept/routes';
import postRoutes from './modules/system/post/routes';
import errorCodeRoutes from './modules/system/error-code/routes';
import { ERROR_MESSAGE_REFRESH_MS, ErrorMessages } from './modules/system/error-code/messages';
import sensitiveWordRoutes from './modules/system/sensitive-word/routes';
import { SensitiveWordCache } from './modules/system/sensitive-word/word-cache';
import codegenRoutes from './modules/infra/codegen/routes';
import * as extensions from './modules/extensions';
import { installExtensions } from './platform/extension';
import noticeRoutes from './modules/system/notice/routes';
import notifyMessageRoutes from './modules/system/notify-message/routes';
import notifyTemplateRoutes from './modules/system/notify-template/routes';
import areaRoutes from './modules/system/area/routes';
import areaAppRoutes from './modules/system/area/app-routes';
import loginLogRoutes from './modules/system/login-log/routes';
import operateLogRoutes from './modules/system/operate-log/routes';
import smsCallbackRoutes from './modules/system/sms/callback-routes';
import mailAccountRoutes from './modules/system/mail-account/routes';
import mailLogRoutes from './modules/system/mail-log/routes';
import mailTemplateRoutes from './modules/system/mail-template/routes';
import { mailQueueWorker } from './modules/system/mail-template/delivery';
import socialRoutes from './modules/system/social/routes';
import oauth2ClientRoutes from './modules/system/oauth2/client/routes';
import oauth2TokenRoutes from './modules/system/oauth2/token/routes';
import oauth2OpenRoutes from './modules/system/oauth2/open/routes';
import payMerchantRoutes from './modules/pay/merchant/routes';
import payAppRoutes from './modules/pay/app/routes';
import payChannelRoutes from './modules/pay/channel/routes';
import payOrderRoutes from './modules/pay/order/routes';
import payRefundRoutes from './modules/pay/refund/routes';
import payDemoOrderRoutes from './modules/pay/demo/routes';
import payOrderAppRoutes from './modules/pay/order/app-routes';
import payRefundAppRoutes from './modules/pay/refund/app-routes';
import payCallbackRoutes from './modules/pay/callback-routes';
import bpmFormRoutes from './modules/bpm/form/routes';
import bpmUserGroupRoutes from './modules/bpm/user-group/routes';
import bpmModelRoutes from './modules/bpm/model/routes';
import bpmDefinitionRoutes from './modules/bpm/definition/routes';
import bpmRuleRoutes from './modules/bpm/rule/routes';
import bpmInstanceRoutes from './modules/bpm/instance/routes';
import bpmTaskRoutes from './modules/bpm/task/routes';
import bpmOaLeaveRoutes from './modules/bpm/oa-leave/routes';
import { registerBpmHandlers } from './modules/bpm/jobs';
import { EngineHost } from './modules/bpm/runtime/engine-host';
import { createPayRuntime } from './modules/pay/runtime';
import { registerPayHandlers } from './modules/pay/jobs';
import smsChannelRoutes from './modules/system/sms/channel-routes';
import smsLogRoutes from './modules/system/sms/log-routes';
import smsTemplateRoutes from './modules/system/sms/template-routes';
import fileRoutes from './modules/infra/file/routes';
import configRoutes from './modules/infra/config/routes';
import fileConfigRoutes from './modules/infra/file-config/routes';
import dataSourceConfigRoutes from './modules/infra/data-source-config/routes';
import monitorRoutes from './modules/infra/monitor/routes';
import dbMonitorRoutes from './modules/infra/db-monitor/routes';
import cacheRoutes from './modules/infra/cache/routes';
import redisRoutes from './modules/infra/redis/routes';
import dbDocRoutes from './modules/infra/db-doc/routes';
import swaggerRoutes from './modules/infra/swagger/routes';
import lawyerRoutes from './modules/audit/lawyer/routes';
import lawyerIntakeRoutes from './modules/audit/lawyer/intake-routes';
import jobRoutes from './modules/infra/job/routes';
import jobLogRoutes from './modules/infra/job-log/routes';
import apiAccessLogRoutes from './modules/infra/api-access-log/routes';
import apiErrorLogRoutes from './modules/infra/api-error-log/routes';
import { JobScheduler } from './modules/infra/job/scheduler';
import { clearSmsSetupCache, configureSmsSetupCache } from './modules/system/sms/sender';
import { registerCleanupHandlers } from './modules/infra/job/handlers';
import { JobHandlerRegistry } from './platform/job-handlers';
import { createQueue } from './platform/queue';
import { AccessLogBuffer, registerApiLog } from './platform/api-log';
import { ClusterBus } from './platform/cluster-bus';
import { ProcessStats } from './platform/process-stats';
import { ADMIN_API_PREFIX, APP_API_PREFIX } from './platform/api-prefix';
import { Lifecycle } from './platform/lifecycle';
import { registerHealth } from './platform/health';
import { registerRequestIdHeader, requestId } from './platform/request-id';
import './platform/types';

export const API_PREFIX = ADMIN_API_PREFIX;

/** The modules of the admin API, in one list: each is a Fastify plugin of routes. */
const MODULES = [
  publicConfigRoutes,
  captchaRoutes,
  authRoutes,
  tenantRoutes,
  tenantAdminRoutes,
  tenantPackageRoutes,
  userRoutes,
  userProfileRoutes,
  roleRoutes,
  menuRoutes,
  deptRoutes,
  postRoutes,
  dictRoutes,
  errorCodeRoutes,
  sensitiveWordRoutes,
  noticeRoutes,
  notifyMessageRoutes,
  notifyTemplateRoutes,
  areaRoutes,
  loginLogRoutes,
  operateLogRoutes,
  smsChannelRoutes,
  smsCallbackRoutes,
  smsTemplateRoutes,
  smsLogRoutes,
  mailAccountRoutes,
  mailTemplateRoutes,
  mailLogRoutes,
  socialRoutes,
  oauth2ClientRoutes,
  oauth2TokenRoutes,
  oauth2OpenRoutes,
  payMerchantRoutes,
  payAppRoutes,
  payChannelRoutes,
  payOrderRoutes,
  payRefundRoutes,
  payDemoOrderRoutes,
  bpmFormRoutes,
  bpmUserGroupRoutes,
  bpmModelRoutes,
  bpmDefinitionRoutes,
  bpmRuleRoutes,
  bpmInstanceRoutes,
  bpmTaskRoutes,
  bpmOaLeaveRoutes,
  fileRoutes,
  fileConfigRoutes,
  dataSourceConfigRoutes,
  configRoutes,
  codegenRoutes,
  jobRoutes,
  jobLogRoutes,
  apiAccessLogRoutes,
  apiErrorLogRoutes,
  monitorRoutes,
  dbMonitorRoutes,
  cacheRoutes,
  redisRoutes,
  dbDocRoutes,
  swaggerRoutes,
  lawyerRoutes,
  lawyerIntakeRoutes,
];

/** The API for merchants' systems, payment gateways and client apps (`/app-api`, as the reference). */
const APP_MODULES = [payOrderAppRoutes, payRefundAppRoutes, payCallbackRoutes, lawyerIntakeRoutes, areaAppRoutes];

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** `logger: false` logs nothing; `logStream` takes the log lines instead of stdout (tests read them). */
export async function buildApp(config: AppConfig, database: DatabaseHandle, options: { logger?: boolean; logStream?: DestinationStream } = {}): Promise<FastifyInstance> {
  installExtensions(extensions);
  // Query strings and params are text and coerced by Ajv; bodies only where a number or boolean comes as exact text
  // (platform/strict-coercion.ts), so a number is still not a username.
  // Validators and serializers compile on a route's first request, not at start-up (see lazy-compile.ts).
  const ajvOptions = { removeAdditional: true, useDefaults: true, allErrors: false, strict: false } as const;
  const validatorCompiler = lazyValidatorCompiler({ ...ajvOptions, coerceTypes: false }, { ...ajvOptions, coerceTypes: 'array' });
  const serializerCompiler = lazySerializerCompiler();
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    routerOptions: { querystringParser: parseParams },
    // No HEAD twin of every GET: no client of the API sends HEAD, and the twins were a third of the routes Fastify
    // registered at every start. The web app's pages and the health checks declare theirs (platform/web.ts, health.ts).
    exposeHeadRoutes: false,
    bodyLimit: 2 * 1024 * 1024,
    // Over-long requests answered in the envelope, not by Node or Fastify (platform/request-limits.ts).
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    frameworkErrors,
    clientErrorHandler,
    // Fastify takes a hop count too (lib/request.js); its type declarations leave numbers out.
    trustProxy: config.trustProxy as boolean | string,
    genReqId: requestId,
    // As factories, so Fastify does not load its default Ajv and fast-json-stringify compilers at all. Its types
    // name the default packages' own signatures; the route definitions they are called with are the same.
    schemaController: {
      compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as CompilersFactory,
    },
  };
  const app = Fastify(serverOptions).withTypeProvider<TypeBoxTypeProvider>();
  registerJsonParser(app);
  registerFormBodies(app);
  // On the root: every route, the slider captcha outside the API scopes included.
  registerInputHygiene(app);

  // Kept so tests (and the OpenAPI page) can walk every route with its guard.
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  app.decorate('routeTable', routeTable);
  // After the table's hook, so the copies are listed too.
  registerRouteAliases(app);

  app.decorate('config', config);
  app.decorate('lifecycle', new Lifecycle());
  app.decorate('tokenCache', new AccessTokenCache(config.tokenCacheSeconds * 1000));
  // get-permission-info's answers per access token (modules/system/auth/routes.ts), kept as long as token lookups.
  const permissionInfoCache = new ReadCache(config.tokenCacheSeconds * 1000, 10_000);
  app.decorate('permissionInfoCache', permissionInfoCache);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('dbLocation', database.location);
  const handles = new TenantHandles(database.db);
  app.decorate('tenantDb', (tenantId: number) => handles.get(tenantId));
  app.decorate('tenants', new TenantDirectory(database.db));
  app.decorate('fileUrls', new FileUrlSigner(await serverSecret(database.db, 'file-url-signing')));
  // Jobs: handlers any module may add to, and the scheduler that runs them once per cluster (modules/infra/job).
  const jobHandlers = new JobHandlerRegistry();
  registerCleanupHandlers(jobHandlers);
  const pay = createPayRuntime(database.db, config, app.log);
  app.decorate('pay', pay);
  registerPayHandlers(jobHandlers, pay);
  const bpmEngines = new EngineHost(config.bpmStepLimits);
  app.decorate('bpmEngines', bpmEngines);
  registerBpmHandlers(jobHandlers, (tenantId) => handles.get(tenantId), { smsEndpoints: config.smsEndpoints, consoleOrigin: config.consoleOrigin, log: app.log, engines: bpmEngines });
  app.decorate('jobHandlers', jobHandlers);
  // The queue's start lets requests go first (the first answers of a start are not held up by it).
  const jobScheduler = new JobScheduler(app, () => createQueue(database, app.log, () => app.lifecycle.notStartedReason === 'starting'), jobHandlers);
  app.decorate('jobScheduler', jobScheduler);
  // Mail goes out through the queue, off the request path (modules/system/mail-template/delivery.ts).
  jobScheduler.addQueue(mailQueueWorker((tenantId) => handles.get(tenantId), config.mail, app.log));
  // What other processes change reaches this one's caches at once (platform/cluster-bus.ts).
  const clusterBus = new ClusterBus(database, app.log);
  app.decorate('clusterBus', clusterBus);
  // What administrators made of the error messages (错误码管理): registered and read when the app is ready.
  const errorMessages = new ErrorMessages(database.db, app.log);
  app.decorate('errorMessages', errorMessages);
  configureSmsSetupCache(config.dictCacheSeconds * 1000);
  const sensitiveWords = new SensitiveWordCache(database.db, app.log);
  app.decorate('sensitiveWords', sensitiveWords);
  clusterBus.onChange(() => {
    void errorMessages.reloadQuietly();
    clearSmsSetupCache();
    sensitiveWords.changedElsewhere();
    app.tokenCache.clear();
    permissionInfoCache.clear();
    app.tenants.clear();
    void jobScheduler.reload().catch((err: unknown) => app.log.warn({ err }, 'job reload failed'));
  });
  const processStats = new ProcessStats(database.db, clusterBus.instanceId, app.log, () => database.poolStats(), () => jobScheduler.queueDepth());
  app.decorate('processStats', processStats);
  app.addHook('onReady', async () => {
    await clusterBus.start();
    // After the bus listens, so no edit made meanwhile goes unheard.
    await errorMessages.start();
    // No first answer needs the job queue (pg-boss: a third of a restart's CPU) or the heartbeat: they start once
    // the server listens, readiness says "starting" until they are up, and a request needing the queue waits for it.
    app.lifecycle.startAfterListening(async () => {
      await jobScheduler.start();
      processStats.start();
    });
  });
  const accessLog = config.apiAccessLog ? new AccessLogBuffer(database, app.log) : undefined;
  // In-process caches with their key definitions, for 缓存监控 and the metrics; modules add theirs (the dictionary cache).
  const caches = new CacheRegistry();
  registerPlatformCaches(caches, {
    tokenCacheMs: config.tokenCacheSeconds * 1000,
    dictCacheMs: config.dictCacheSeconds * 1000,
    tokens: app.tokenCache,
    permissionInfo: permissionInfoCache,
    tenants: app.tenants,
    tenantHandles: handles,
    payClients: pay.clients,
  });
  caches.add({
    name: 'error-message',
    keyTemplate: 'error_message:%s',
    keyType: 'String',
    valueType: 'string',
    timeoutType: TimeoutType.FIXED,
    timeout: ERROR_MESSAGE_REFRESH_MS,
    memo: '错误码管理里改过的提示（按错误码；写入、其他进程通知时及每分钟重读）',
    store: errorMessages,
  });
  caches.add({
    name: 'sensitive-word',
    keyTemplate: 'sensitive_word:matcher',
    keyType: 'String',
    valueType: 'SensitiveWordMatcher',
    timeoutType: TimeoutType.NEVER,
    timeout: 0,
    memo: '启用的敏感词及其标签（Aho–Corasick 匹配器；写入、其他进程通知时及定期核对后重建）',
    store: sensitiveWords,
  });
  app.decorate('caches', caches);
  const { token: metricsToken, port: metricsPort, host: metricsHost } = config.metrics;
  // prom-client loads only when metrics are wanted (start-up time).
  const metricsModule = metricsToken !== undefined || metricsPort !== undefined ? await import('./platform/metrics') : undefined;
  const metrics = metricsModule?.createMetrics({ database, caches, accessLog, jobs: jobScheduler, payNotifier: pay.notifier, workflow: bpmEngines });
  let metricsServer: FastifyInstance | undefined;
  if (metricsModule && metrics && metricsPort !== undefined) {
    app.addHook('onReady', async () => {
      metricsServer = await metricsModule.listenForMetrics(metrics, metricsPort, metricsHost);
    });
  }
  app.decorate('metricsAddress', () => metricsServer?.server.address() ?? null);
  // The scheduler first: its last runs still write their logs; then what the access log holds.
  app.addHook('onClose', async () => {
    // A background start under way finishes first, so everything it starts is stopped below.
    await app.lifecycle.whenStarted().catch(() => undefined);
    await metricsServer?.close();
    await processStats.stop();
    await clusterBus.stop();
    errorMessages.stop();
    await sensitiveWords.stop();
    await jobScheduler.stop();
    await pay.notifier.settled();
    await accessLog?.flush();
    await bpmEngines.close();
    await database.close();
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // First, so its defaults are on every answer, refusals by later hooks included.
  await app.register(securityHeaders);
  registerRequestIdHeader(app);
  registerHealth(app);
  if (metricsModule && metrics) {
    metricsModule.observeRequests(app, metrics);
    if (metricsToken !== undefined) metricsModule.registerMetricsRoute(app, metrics, metricsToken);
  }
  // Built on its first use (platform/openapi.ts): the public page when configured, 系统接口 for permission holders.
  const openApi = new OpenApiDocs(routeTable, API_PREFIX);
  app.decorate('openApi', openApi);
  if (config.openapiPublic) registerOpenApi(app, openApi, API_PREFIX);
  await app.register(envelope, { messages: errorMessages });

  await app.register(
    async (api) => {
      registerAuth(api);
      registerOperateLog(api);
      registerApiLog(api, accessLog);
      // The answer holds the user's profile, which many writes can change (profile, user edit and import, avatar…):
      // any write in this process clears every cached answer before its own answer leaves.
      const changesCaches = (request: FastifyRequest) =>
        request.method !== 'GET' && request.method !== 'HEAD' && !request.is404 && !request.routeOptions.config.cacheNeutral;
      api.addHook('onSend', (request, _reply, payload, done) => {
        if (changesCaches(request)) {
          permissionInfoCache.clear();
          // Templates and channels are written through their own screens only.
          if (request.url.startsWith(`${API_PREFIX}/system/sms-`)) clearSmsSetupCache();
        }
        done(null, payload);
      });
      // Once a write has been answered (its transaction committed), the other processes hear of it.
      api.addHook('onResponse', (request, _reply, done) => {
        if (changesCaches(request)) clusterBus.publish();
        processStats.record(performance.now() - request.startedAt, request.unexpectedError !== null);
        done();
      });
      for (const module of [...MODULES, ...Object.values(extensions).flatMap((extension) => extension.routes ?? [])]) await api.register(module);
    },
    { prefix: API_PREFIX },
  );
  // The same identity, tenant and guard as the console's API; no operate log (no staff acts here), no cache
  // invalidation (nothing here changes what the caches hold).
  await app.register(
    async (api) => {
      registerAuth(api);
      registerApiLog(api, accessLog);
      api.addHook('onResponse', (request, _reply, done) => {
        processStats.record(performance.now() - request.startedAt, request.unexpectedError !== null);
        done();
      });
      for (const module of [...APP_MODULES, ...Object.values(extensions).flatMap((extension) => extension.appRoutes ?? [])]) await api.register(module);
    },
    { prefix: APP_API_PREFIX },
  );

  // Where the original server answered the slider before v1.6.5 (its Vue 2 UI of that time still calls these).
  await app.register(rootCaptchaRoutes);
  await registerWeb(app, config.webDistDir, config.monitorFrameAncestors);
  return app;
}
