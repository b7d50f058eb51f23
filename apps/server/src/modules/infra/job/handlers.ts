import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { at, dbNow } from '../../../db/timestamp';
import type { JobHandler, JobHandlerRegistry } from '../../../platform/job-handlers';
import { removeFile } from '../file/service';
import { sweepUnrecordedUploads } from '../file/presign';

const DAY_MS = 24 * 3600 * 1000;
const DEFAULT_RETENTION_DAYS = 30;

/** The handler parameter of the clean-ups: days to keep (empty: the handler's default). */
export function retentionDays(param: string | null, fallback = DEFAULT_RETENTION_DAYS): number {
  const text = param?.trim() ?? '';
  if (text === '') return fallback;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1 || days > 36500) throw new Error(`处理器参数应为保留天数（1–36500 的整数），收到「${text}」`);
  return days;
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Deletes rows of a log table older than the retention, and says how many. */
function logCleanup(name: string, description: string, label: string, clean: (db: Db, before: Date) => Promise<number>): JobHandler {
  return {
    name,
    description,
    async run({ db, param }) {
      const days = retentionDays(param);
      const count = await clean(db, new Date(Date.now() - days * DAY_MS));
      return `删除 ${days} 天前的${label} ${count} 条`;
    },
  };
}

/** The handlers every install has: housekeeping of what the server itself accumulates. */
export const CLEANUP_HANDLERS: readonly JobHandler[] = [
  logCleanup('loginLogCleanJob', '清理登录日志（参数：保留天数，默认 30）', '登录日志', async (db, before) =>
    deleted(await db.deleteFrom('system_login_log').where('createTime', '<', at(before)).executeTakeFirst()),
  ),
  logCleanup('operateLogCleanJob', '清理操作日志（参数：保留天数，默认 30）', '操作日志', async (db, before) =>
    deleted(await db.deleteFrom('system_operate_log').where('createTime', '<', at(before)).executeTakeFirst()),
  ),
  logCleanup('accessLogCleanJob', '清理 API 访问日志（参数：保留天数，默认 30）', 'API 访问日志', async (db, before) =>
    deleted(await db.deleteFrom('infra_api_access_log').where('createTime', '<', at(before)).executeTakeFirst()),
  ),
  logCleanup('errorLogCleanJob', '清理 API 错误日志（参数：保留天数，默认 30）', 'API 错误日志', async (db, before) =>
    deleted(await db.deleteFrom('infra_api_error_log').where('createTime', '<', at(before)).executeTakeFirst()),
  ),
  logCleanup('jobLogCleanJob', '清理定时任务日志（参数：保留天数，默认 30）', '任务日志', async (db, before) =>
    // A run still going is kept whatever its age.
    deleted(await db.deleteFrom('infra_job_log').where('createTime', '<', at(before)).where('status', '!=', 0).executeTakeFirst()),
  ),
  {
    name: 'tokenCleanJob',
    description: '清理已过期的访问令牌、刷新令牌、OAuth2 授权码与授权记录和社交授权 state',
    async run({ db }) {
      const now = dbNow();
      const access = deleted(await db.deleteFrom('system_oauth2_access_token').where('expiresTime', '<', now).executeTakeFirst());
      const refresh = deleted(await db.deleteFrom('system_oauth2_refresh_token').where('expiresTime', '<', now).executeTakeFirst());
      // Social sign-in states never answered by a provider.
      const states = deleted(await db.deleteFrom('system_social_state').where('expiresTime', '<', now).executeTakeFirst());
      // A spent code is kept a day past its expiry, so a late replay still revokes what it issued (RFC 6749 §4.1.2).
      const codes = deleted(await db.deleteFrom('system_oauth2_code').where('expiresTime', '<', sql<number>`now() - interval '1 day'`).executeTakeFirst());
      const approvals = deleted(await db.deleteFrom('system_oauth2_approve').where('expiresTime', '<', now).executeTakeFirst());
      return `删除过期访问令牌 ${access} 个、刷新令牌 ${refresh} 个、OAuth2 授权码 ${codes} 个、授权记录 ${approvals} 个、社交授权 state ${states} 个`;
    },
  },
  {
    name: 'captchaCleanJob',
    description: '清理已过期的滑块验证码',
    async run({ db }) {
      const now = dbNow();
      const count = deleted(
        await db
          .deleteFrom('system_captcha')
          .where('expiresTime', '<', now)
          .where((eb) => eb.or([eb('verificationExpiresTime', 'is', null), eb('verificationExpiresTime', '<', now)]))
          .executeTakeFirst(),
      );
      return `删除过期验证码 ${count} 个`;
    },
  },
  {
    name: 'unusedFileCleanJob',
    description: '清理不再被引用的头像和律师申请附件（参数：上传后保留天数，默认 7），以及直传后未登记的文件',
    async run({ db, param }) {
      const days = retentionDays(param, 7);
      // Avatars replaced since, attachments of applications never submitted: no user or application cites them.
      const unused = await db
        .selectFrom('infra_file as f')
        .select('f.id')
        .where((eb) => eb.or([eb('f.path', 'like', 'avatar/%'), eb('f.path', 'like', 'lawyer/%')]))
        .where('f.createTime', '<', at(Date.now() - days * DAY_MS))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('system_users as u').select('u.id').whereRef('u.avatar', '=', 'f.url'))))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('audit_lawyer as l')
                .select('l.id')
                .where((inner) => inner.or([inner('l.licencePhotoUrl', '=', inner.ref('f.url')), inner('l.idCardFrontUrl', '=', inner.ref('f.url')), inner('l.idCardBackUrl', '=', inner.ref('f.url'))])),
            ),
          ),
        )
        .orderBy('f.id')
        .limit(1000)
        .execute();
      for (const file of unused) await removeFile(db, file.id);
      const direct = await sweepUnrecordedUploads(db);
      const failed = direct.failed ? `，${direct.failed} 个暂时无法删除` : '';
      return `删除 ${days} 天前上传、不再被引用的文件 ${unused.length} 个；直传后未登记的文件 ${direct.removed} 个${failed}`;
    },
  },
  {
    name: 'rateLimitCleanJob',
    description: '清理已过期的限流记录',
    async run({ db }) {
      const count = deleted(await db.deleteFrom('system_rate_limit').where('expireTime', '<', at(Date.now())).executeTakeFirst());
      return `删除限流计数 ${count} 条`;
    },
  },
];

export function registerCleanupHandlers(registry: JobHandlerRegistry): void {
  for (const handler of CLEANUP_HANDLERS) registry.add(handler);
}
