import { formatMessage, NotifyErrors } from '@console/contracts/error-codes';
import { NOTIFY_MESSAGE_CONTENT_MAX } from '@console/contracts/notify';
import { renderTemplate } from '@console/contracts/sms';
import { ADMIN_USER_TYPE } from '@console/contracts/social';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { templateByCode } from '../notify-template/service';
import type { Recipient } from './service';

export type NotifyParams = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Sends one 站内信 by template: the one place any module sends one (the original's NotifySendService). The template
 * and the receiver are this tenant's (`db` is the tenant's handle); every `{param}` needs a value. The content is
 * stored rendered, as text: screens show it as text, so a value cannot add markup. A closed template sends nothing
 * and answers null, as the original.
 */
export async function sendNotify(db: Db, to: Recipient, templateCode: string, params: NotifyParams = {}): Promise<number | null> {
  const template = await templateByCode(db, templateCode);
  if (template.status !== 0) return null;
  // Own values only: a parameter named `constructor` is not Object's.
  const values = Object.fromEntries(template.params.map((name) => [name, Object.hasOwn(params, name) ? params[name] : null]));
  const missing = template.params.find((name) => values[name] === null || values[name] === undefined);
  if (missing !== undefined) throw new ServiceError(NotifyErrors.NOTIFY_SEND_TEMPLATE_PARAM_MISS, missing);
  const text = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  const content = renderTemplate(template.content, text);
  if (content.length > NOTIFY_MESSAGE_CONTENT_MAX) {
    const { code, msg } = NotifyErrors.NOTIFY_SEND_CONTENT_TOO_LONG;
    throw new ServiceError({ code, msg: formatMessage(msg, NOTIFY_MESSAGE_CONTENT_MAX) });
  }
  // Our users are admins; there are no member accounts to receive one.
  const user = to.userType === ADMIN_USER_TYPE ? await db.selectFrom('system_users').select('id').where('id', '=', to.userId).executeTakeFirst() : undefined;
  if (!user) throw new ServiceError(NotifyErrors.NOTIFY_SEND_USER_NOT_EXISTS);
  const row = await db
    .insertInto('system_notify_message')
    .values({
      userId: to.userId,
      userType: to.userType,
      templateId: template.id,
      templateCode: template.code,
      templateNickname: template.nickname,
      templateContent: content,
      templateType: template.type,
      templateParams: JSON.stringify(text),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
