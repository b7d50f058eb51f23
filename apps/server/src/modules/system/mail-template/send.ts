import { formatMessage, MailErrors } from '@console/contracts/error-codes';
import { MAIL_MAX_RECIPIENTS, MailSendStatus } from '@console/contracts/mail';
import { renderTemplate } from '@console/contracts/sms';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { mailTemplateParams } from './service';

export interface MailSendRequest {
  toMails: readonly string[];
  ccMails?: readonly string[];
  bccMails?: readonly string[];
  templateCode: string;
  /** Any JSON scalar, as the reference's `Map<String, Object>`: rendered as text; null counts as missing. */
  params: Readonly<Record<string, string | number | boolean | null>>;
  userId?: number;
  /** 2: an admin user (as the original). */
  userType?: number;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** A value goes into the HTML body as text: a parameter cannot add markup the template's author did not write. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
/** A value goes into the subject on one line. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

/** Each address once, in order, compared without case; an address already in `to` is not copied again. */
function distinct(list: readonly string[] | undefined, seen: Set<string>): string[] {
  const out: string[] = [];
  for (const raw of list ?? []) {
    const mail = raw.trim();
    const key = mail.toLowerCase();
    if (!mail || seen.has(key)) continue;
    seen.add(key);
    out.push(mail);
  }
  return out;
}

/**
 * Checks a send and writes its log row (status 初始化, or 不发送 for a disabled template, as the original): a
 * missing template or account (of this tenant), a parameter without a value, no recipient or too many are refused
 * before anything is written. Answers the log id and whether there is something to deliver.
 */
export async function prepareMail(db: Db, request: MailSendRequest): Promise<{ logId: number; deliver: boolean }> {
  const template = await db.selectFrom('system_mail_template').selectAll().where('code', '=', request.templateCode).executeTakeFirst();
  if (!template) throw new ServiceError(MailErrors.MAIL_TEMPLATE_NOT_EXISTS);
  const account = await db.selectFrom('system_mail_account').select(['id', 'mail']).where('id', '=', template.accountId).executeTakeFirst();
  if (!account) throw new ServiceError(MailErrors.MAIL_ACCOUNT_NOT_EXISTS);
  // Own values only: a parameter named `constructor` is not Object's.
  const names = mailTemplateParams(template.title, template.content);
  const params = Object.fromEntries(names.map((name) => [name, Object.hasOwn(request.params, name) ? request.params[name] : null]));
  const missing = names.find((name) => params[name] === null || params[name] === undefined);
  if (missing !== undefined) throw new ServiceError(MailErrors.MAIL_SEND_TEMPLATE_PARAM_MISS, missing);
  const text = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
  const seen = new Set<string>();
  const toMails = distinct(request.toMails, seen);
  const ccMails = distinct(request.ccMails, seen);
  const bccMails = distinct(request.bccMails, seen);
  if (toMails.length === 0) throw new ServiceError(MailErrors.MAIL_SEND_MAIL_NOT_EXISTS);
  if (seen.size > MAIL_MAX_RECIPIENTS) {
    const { code, msg } = MailErrors.MAIL_SEND_TOO_MANY_RECIPIENTS;
    throw new ServiceError({ code, msg: formatMessage(msg, MAIL_MAX_RECIPIENTS) });
  }
  const deliver = template.status === 0;
  const title = renderTemplate(template.title, Object.fromEntries(Object.entries(text).map(([k, v]) => [k, oneLine(v)])));
  const content = renderTemplate(template.content, Object.fromEntries(Object.entries(text).map(([k, v]) => [k, escapeHtml(v)])));
  const row = await db
    .insertInto('system_mail_log')
    .values({
      userId: request.userId ?? null,
      userType: request.userType ?? null,
      toMails,
      ccMails,
      bccMails,
      accountId: account.id,
      fromMail: account.mail,
      templateId: template.id,
      templateCode: template.code,
      templateNickname: template.nickname,
      templateTitle: title.slice(0, 1024),
      templateContent: content,
      templateParams: JSON.stringify(text),
      sendStatus: deliver ? MailSendStatus.INIT : MailSendStatus.IGNORE,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { logId: row.id, deliver };
}
