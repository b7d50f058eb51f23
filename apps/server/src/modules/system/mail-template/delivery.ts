import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { MailSendStatus } from '@console/contracts/mail';
import type { Db } from '../../../db/database';
import type { AppConfig } from '../../../platform/config';
import type { QueueWorker } from '../../infra/job/scheduler';
import { accountForSending } from '../mail-account/service';

/** The queue mail goes out through (pg-boss, platform/queue.ts): off the request path, once per cluster, retried. */
export const MAIL_QUEUE = 'system_mail_send';

export interface MailJob {
  tenantId: number;
  logId: number;
}

type MailSettings = AppConfig['mail'];

const EXCEPTION_MAX = 4000;

/** The queue options of one send: its retries, and an expiry past the longest an attempt can take. */
export function mailJobOptions(settings: MailSettings): PgBoss.SendOptions {
  return {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    expireInSeconds: Math.ceil((2 * settings.connectionTimeoutMs + settings.socketTimeoutMs) / 1000) + 60,
  };
}

interface SmtpError {
  message?: string;
  code?: string;
  responseCode?: number;
}

/** A 5xx answer (a refused recipient, a refused login) will be the same next time; a timeout or a 4xx may pass. */
const isFinal = (err: SmtpError) => typeof err.responseCode === 'number' && err.responseCode >= 500;

/** The error as the log shows it: the server's words, never the password (should a server echo it), bounded. */
function exceptionText(err: SmtpError, password: string): string {
  let text = `${err.code ? `${err.code}: ` : ''}${err.message ?? 'send failed'}`;
  if (password) text = text.split(password).join('******');
  return text.length > EXCEPTION_MAX ? `${text.slice(0, EXCEPTION_MAX - 1)}…` : text;
}

/**
 * Delivers one logged mail through its account's SMTP server and records the outcome on the log row. A failure
 * that may pass is noted on the row and thrown, so the queue tries again; the last attempt, or a 5xx answer,
 * marks the row 发送失败. A row no longer 初始化 (already sent, or not to send) is left alone.
 */
export async function deliverMail(db: Db, settings: MailSettings, logId: number, lastAttempt: boolean, log: FastifyBaseLogger): Promise<void> {
  const row = await db.selectFrom('system_mail_log').selectAll().where('id', '=', logId).executeTakeFirst();
  if (!row || row.sendStatus !== MailSendStatus.INIT) return;
  const account = await accountForSending(db, row.accountId);
  if (!account) {
    await db.updateTable('system_mail_log').set({ sendStatus: MailSendStatus.FAILURE, sendTime: new Date(), sendException: '邮箱账号不存在' }).where('id', '=', logId).execute();
    return;
  }
  // Loaded with the first mail, not while the server starts (~45 ms).
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: account.host,
    port: account.port,
    secure: account.sslEnable,
    requireTLS: account.starttlsEnable,
    // Neither SSL nor STARTTLS: plain, as the account says (no opportunistic upgrade against a certificate we may not trust).
    ignoreTLS: !account.sslEnable && !account.starttlsEnable,
    auth: { user: account.username, pass: account.password },
    connectionTimeout: settings.connectionTimeoutMs,
    greetingTimeout: settings.connectionTimeoutMs,
    socketTimeout: settings.socketTimeoutMs,
  });
  try {
    const info = await transport.sendMail({
      from: row.templateNickname ? { name: row.templateNickname, address: account.mail } : account.mail,
      to: row.toMails,
      cc: row.ccMails,
      bcc: row.bccMails,
      subject: row.templateTitle,
      html: row.templateContent,
    });
    await db
      .updateTable('system_mail_log')
      .set({ sendStatus: MailSendStatus.SUCCESS, sendTime: new Date(), sendMessageId: String(info.messageId ?? '').slice(0, 255) || null, sendException: null })
      .where('id', '=', logId)
      .execute();
  } catch (caught) {
    const err = caught as SmtpError;
    const final = lastAttempt || isFinal(err);
    const sendException = exceptionText(err, account.password);
    log.info({ logId, code: err.code, responseCode: err.responseCode, final }, 'mail: send failed');
    await db
      .updateTable('system_mail_log')
      .set(final ? { sendStatus: MailSendStatus.FAILURE, sendTime: new Date(), sendException } : { sendException })
      .where('id', '=', logId)
      .execute();
    if (!final) throw new Error(`mail ${logId}: ${sendException}`);
  } finally {
    transport.close();
  }
}

/** The queue's worker: each job is one logged mail of one tenant. */
export function mailQueueWorker(tenantDb: (tenantId: number) => Db, settings: MailSettings, log: FastifyBaseLogger): QueueWorker<MailJob> {
  return {
    name: MAIL_QUEUE,
    workers: 2,
    work: (job) => deliverMail(tenantDb(job.data.tenantId), settings, job.data.logId, job.retryCount >= job.retryLimit, log),
  };
}
