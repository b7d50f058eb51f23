import fs from 'node:fs';
import path from 'node:path';

/** apps/server, whether running from src/ (tsx) or from the dist/ bundle. */
function serverRoot(): string {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * The prebuilt database (`npm run build` makes dist/initial-db.tar.gz) a start on an empty PGlite data dir loads
   * instead of initdb + migrate + seed; undefined: always initdb (INITIAL_DB set to an empty string).
   */
  initialDb?: string;
  /** When set, PostgreSQL is used and PGlite is not. */
  databaseUrl?: string;
  /** PostgreSQL: hot statements are prepared per connection (db/prepared-statements.ts); off behind a pooler that cannot keep them. */
  databasePreparedStatements: boolean;
  captchaEnabled: boolean;
  /** Exposes the captcha answer through a test-only endpoint. Never on in production. */
  captchaTestHook: boolean;
  /** Test only: a route that fails with an unexpected error, so the e2e suite can see an API error log row. */
  errorTestHook: boolean;
  tenantEnabled: boolean;
  demoMode: boolean;
  /** How often the web app asks for the unread 站内信 count (seconds); it also asks on focus and on another tab's read. */
  notifyPollSeconds: number;
  logLevel: string;
  /** On unless NODE_ENV names another mode (development, test): a real install is production by default. */
  production: boolean;
  /**
   * Which proxies' X-Forwarded-For / -Proto / -Host to believe (Fastify `trustProxy`): off by default, so a client
   * cannot pick its own IP; behind a load balancer set it, or every logged IP and per-IP limit is the balancer's.
   */
  trustProxy: boolean | number | string;
  /** Serve the OpenAPI page (/admin-api/docs): on outside production unless turned off. */
  openapiPublic: boolean;
  webDistDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A spent refresh token presented again within this many seconds of its rotation is refused without revoking its family. */
  refreshReuseGraceSeconds: number;
  /** How long a token lookup is remembered in-process (0: never); bounds how late another process sees a sign-out. */
  tokenCacheSeconds: number;
  /** How long dictionary lists and pages are answered from memory (0: never); bounds how late another process sees a dictionary write. */
  dictCacheSeconds: number;
  /** Rows an export may hold; a larger one is refused with a message asking for narrower filters. */
  exportMaxRows: number;
  /** Whether every API request leaves an access-log row (API_ACCESS_LOG; errors are logged either way). */
  apiAccessLog: boolean;
  login: {
    /** Sign-in attempts per IP per window. */
    ipLimit: number;
    /** Sign-in attempts per username per window. */
    usernameLimit: number;
    windowSeconds: number;
    /** Consecutive failures that lock an account. */
    maxFailures: number;
    lockMinutes: number;
  };
  /** The public lawyer-application intake (submissions and uploads), per IP per window. */
  lawyerIntake: {
    ipLimit: number;
    windowSeconds: number;
  };
  /** Where the SMS providers' APIs answer (their public endpoints; a stand-in's address in tests). */
  smsEndpoints: {
    aliyun: string;
    tencent: string;
  };
  pay: {
    /** The public origin payment gateways call back (their notifications go to `<origin>/app-api/pay/…/notify/<channel>`). */
    callbackOrigin: string;
    /** How long a merchant's notify URL may take to answer one notification. */
    notifyTimeoutSeconds: number;
    /** Where WeChat Pay's API v3 answers (its public endpoint; a stand-in's address in tests). */
    wechatEndpoint: string;
  };
  /** Replaces the origin of every social sign-in provider URL (a local stand-in); unset: the providers' own. */
  socialProviderOrigin?: string;
  /** The console's public origin, for links in messages (a workflow task's 处理链接). */
  consoleOrigin: string;
  /** Prometheus metrics: off unless a bearer token (GET /metrics on the main port) or a port of their own is set. */
  metrics: {
    token?: string;
    port?: number;
    /** The metrics port's address: loopback unless told otherwise. */
    host: string;
  };
  drain: {
    /** After SIGTERM/SIGINT, how long readiness answers 503 while new connections are still served (the balancer's time to notice). */
    graceSeconds: number;
    /** Then how long requests in flight may take to finish before their connections are cut. */
    timeoutSeconds: number;
  };
  /** Origins (besides the console's) that may frame the monitor page /admin/applications: the original UI's 服务监控. */
  monitorFrameAncestors: string[];
  /** What one workflow step may do before it fails: nodes begun, milliseconds (the engine thread's StepLimits). */
  bpmStepLimits: { maxActivities: number; maxMs: number };
  /** Sending mail (modules/system/mail-template/delivery.ts): a silent SMTP server costs a worker at most these. */
  mail: {
    /** To connect and to get the server's greeting. */
    connectionTimeoutMs: number;
    /** Of silence once connected. */
    socketTimeoutMs: number;
    /** Further attempts after a failure that may pass (a timeout, a 4xx answer); a 5xx answer is final at once. */
    retryLimit: number;
    retryDelaySeconds: number;
  };
}

const bool = (v: string | undefined, fallback: boolean): boolean => {
  if (v === undefined || v === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
};

const int = (v: string | undefined, fallback: number, name: string): number => {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid ${name}: "${v}" (expected a non-negative integer)`);
  return n;
};

/** The bell's poll: at least 2 s (a busy console must not hammer the server), at most an hour. */
function pollSeconds(v: string | undefined): number {
  const n = int(v, 60, 'NOTIFY_POLL_SECONDS');
  if (n < 2 || n > 3600) throw new Error(`Invalid NOTIFY_POLL_SECONDS: "${v}" (expected 2 to 3600)`);
  return n;
}

/** Origins separated by spaces or commas (`https://host[:port]`): nothing else, as they go into a page's policy. */
function origins(v: string | undefined, name: string): string[] {
  const list = (v ?? '').split(/[\s,]+/).filter(Boolean);
  const bad = list.find((origin) => !/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin));
  if (bad !== undefined) throw new Error(`Invalid ${name}: "${bad}" (expected origins such as https://ui.example.com:8080)`);
  return list;
}

/** TRUST_PROXY: `true`/`false`, a hop count, or addresses and CIDR ranges separated by commas. */
function trustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined || v.trim() === '') return false;
  const value = v.trim();
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^(false|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const address = /^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
  const bad = entries.find((e) => !address.test(e));
  if (bad !== undefined) throw new Error(`Invalid TRUST_PROXY: "${bad}" (expected true, false, a hop count, or IP addresses / CIDR ranges)`);
  return entries.join(',');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const production = (env.NODE_ENV || 'production') === 'production';
  const repoRoot = path.resolve(serverRoot(), '../..');
  const base: AppConfig = {
    port: int(env.PORT, 48080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    initialDb: env.INITIAL_DB === undefined ? path.join(serverRoot(), 'dist/initial-db.tar.gz') : env.INITIAL_DB ? path.resolve(env.INITIAL_DB) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePreparedStatements: bool(env.DATABASE_PREPARED_STATEMENTS, true),
    captchaEnabled: bool(env.CAPTCHA_ENABLED, true),
    captchaTestHook: bool(env.CAPTCHA_TEST_HOOK, false),
    errorTestHook: bool(env.ERROR_TEST_HOOK, false),
    tenantEnabled: bool(env.TENANT_ENABLED, false),
    demoMode: bool(env.DEMO_MODE, false),
    notifyPollSeconds: pollSeconds(env.NOTIFY_POLL_SECONDS),
    logLevel: env.LOG_LEVEL || 'info',
    production,
    trustProxy: trustProxy(env.TRUST_PROXY),
    openapiPublic: bool(env.OPENAPI_ENABLED, !production),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 30 * 60, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL_SECONDS'),
    refreshReuseGraceSeconds: int(env.REFRESH_REUSE_GRACE_SECONDS, 10, 'REFRESH_REUSE_GRACE_SECONDS'),
    tokenCacheSeconds: int(env.TOKEN_CACHE_SECONDS, 5, 'TOKEN_CACHE_SECONDS'),
    dictCacheSeconds: int(env.DICT_CACHE_SECONDS, 5, 'DICT_CACHE_SECONDS'),
    exportMaxRows: int(env.EXPORT_MAX_ROWS, 100_000, 'EXPORT_MAX_ROWS'),
    apiAccessLog: bool(env.API_ACCESS_LOG, true),
    login: {
      ipLimit: int(env.LOGIN_IP_LIMIT, 30, 'LOGIN_IP_LIMIT'),
      usernameLimit: int(env.LOGIN_USERNAME_LIMIT, 10, 'LOGIN_USERNAME_LIMIT'),
      windowSeconds: int(env.LOGIN_LIMIT_WINDOW_SECONDS, 60, 'LOGIN_LIMIT_WINDOW_SECONDS'),
      maxFailures: int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
      lockMinutes: int(env.LOGIN_LOCK_MINUTES, 10, 'LOGIN_LOCK_MINUTES'),
    },
    lawyerIntake: {
      ipLimit: int(env.LAWYER_INTAKE_IP_LIMIT, 30, 'LAWYER_INTAKE_IP_LIMIT'),
      windowSeconds: int(env.LAWYER_INTAKE_WINDOW_SECONDS, 3600, 'LAWYER_INTAKE_WINDOW_SECONDS'),
    },
    pay: {
      callbackOrigin: (env.PAY_CALLBACK_ORIGIN || `http://localhost:${int(env.PORT, 48080, 'PORT')}`).replace(/\/+$/, ''),
      notifyTimeoutSeconds: int(env.PAY_NOTIFY_TIMEOUT_SECONDS, 10, 'PAY_NOTIFY_TIMEOUT_SECONDS'),
      wechatEndpoint: env.PAY_WECHAT_ENDPOINT || 'https://api.mch.weixin.qq.com',
    },
    smsEndpoints: {
      aliyun: env.SMS_ALIYUN_ENDPOINT || 'https://dysmsapi.aliyuncs.com',
      tencent: env.SMS_TENCENT_ENDPOINT || 'https://sms.tencentcloudapi.com',
    },
    socialProviderOrigin: env.SOCIAL_PROVIDER_ORIGIN || undefined,
    consoleOrigin: (env.CONSOLE_ORIGIN || `http://localhost:${int(env.PORT, 48080, 'PORT')}`).replace(/\/+$/, ''),
    metrics: {
      token: env.METRICS_TOKEN || undefined,
      port: env.METRICS_PORT ? int(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
      host: env.METRICS_HOST || '127.0.0.1',
    },
    drain: {
      graceSeconds: int(env.DRAIN_GRACE_SECONDS, 5, 'DRAIN_GRACE_SECONDS'),
      timeoutSeconds: int(env.DRAIN_TIMEOUT_SECONDS, 30, 'DRAIN_TIMEOUT_SECONDS'),
    },
    monitorFrameAncestors: origins(env.MONITOR_FRAME_ANCESTORS, 'MONITOR_FRAME_ANCESTORS'),
    bpmStepLimits: {
      maxActivities: int(env.BPM_STEP_MAX_ACTIVITIES, 200, 'BPM_STEP_MAX_ACTIVITIES'),
      maxMs: int(env.BPM_STEP_MAX_MS, 5000, 'BPM_STEP_MAX_MS'),
    },
    mail: {
      connectionTimeoutMs: int(env.MAIL_CONNECTION_TIMEOUT_MS, 10_000, 'MAIL_CONNECTION_TIMEOUT_MS'),
      socketTimeoutMs: int(env.MAIL_SOCKET_TIMEOUT_MS, 30_000, 'MAIL_SOCKET_TIMEOUT_MS'),
      retryLimit: int(env.MAIL_RETRY_LIMIT, 3, 'MAIL_RETRY_LIMIT'),
      retryDelaySeconds: int(env.MAIL_RETRY_DELAY_SECONDS, 60, 'MAIL_RETRY_DELAY_SECONDS'),
    },
  };
  if (base.captchaTestHook && production) throw new Error('CAPTCHA_TEST_HOOK must not be enabled in production');
  if (base.metrics.token !== undefined && base.metrics.token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  if (base.errorTestHook && production) throw new Error('ERROR_TEST_HOOK must not be enabled in production');
  return { ...base, ...overrides, login: { ...base.login, ...overrides.login }, lawyerIntake: { ...base.lawyerIntake, ...overrides.lawyerIntake },
    smsEndpoints: { ...base.smsEndpoints, ...overrides.smsEndpoints },
    mail: { ...base.mail, ...overrides.mail },
  };
}
