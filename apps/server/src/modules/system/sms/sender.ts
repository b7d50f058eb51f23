import { renderTemplate, SmsSendStatus } from '@console/contracts/sms';
import { SmsErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import { smsClientFor } from './clients';

interface SendRequest {
  templateCode: string;
  mobile: string;
  params: Readonly<Record<string, string>>;
  userId?: number;
  /** 2: an admin user (as the original). */
  userType?: number;
}

/**
 * Sends one SMS through a template and its channel, with a send-log row: written before the provider is asked (so a
 * crash leaves a trace), then updated with its answer. `db` is the tenant's handle (the log is per tenant); templates
 * and channels are the platform's. A disabled template or channel, or a channel without a client, is refused before
 * anything is written.
 */
export async function sendSms(db: Db, request: SendRequest): Promise<number> {
  const template = await db.selectFrom('system_sms_template').selectAll().where('code', '=', request.templateCode).executeTakeFirst();
  if (!template || template.status !== 0) throw new ServiceError(SmsErrors.SMS_SEND_TEMPLATE_NOT_EXISTS);
  const channel = await db.selectFrom('system_sms_channel').selectAll().where('id', '=', template.channelId).executeTakeFirst();
  const client = channel && channel.status === 0 ? smsClientFor(channel.code) : undefined;
  if (!channel || !client) throw new ServiceError(SmsErrors.SMS_CHANNEL_DISABLE);
  const content = renderTemplate(template.content, request.params);
  const log = await db
    .insertInto('system_sms_log')
    .values({
      channelId: channel.id,
      channelCode: channel.code,
      templateId: template.id,
      templateCode: template.code,
      templateType: template.type,
      templateContent: content,
      templateParams: JSON.stringify(request.params),
      apiTemplateId: template.apiTemplateId,
      mobile: request.mobile,
      userId: request.userId ?? null,
      userType: request.userType ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const answer = await client
    .send({ mobile: request.mobile, signature: channel.signature, apiTemplateId: template.apiTemplateId, params: request.params, content })
    .catch((err: unknown) => ({ success: false, apiCode: 'EXCEPTION', apiMsg: err instanceof Error ? err.message : 'send failed', apiRequestId: null, apiSerialNo: null }));
  await db
    .updateTable('system_sms_log')
    .set({
      sendStatus: answer.success ? SmsSendStatus.SUCCESS : SmsSendStatus.FAILURE,
      sendTime: new Date(),
      apiSendCode: answer.apiCode.slice(0, 63),
      apiSendMsg: answer.apiMsg.slice(0, 255),
      apiRequestId: answer.apiRequestId,
      apiSerialNo: answer.apiSerialNo,
    })
    .where('id', '=', log.id)
    .execute();
  return log.id;
}
