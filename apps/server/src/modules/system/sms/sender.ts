import { renderTemplate, SmsSendStatus, templateParams } from '@console/contracts/sms';
import { SmsErrors } from '@console/contracts/error-codes';
import type { Db } from '../../../db/database';
import type { NewRow, Row } from '../../../db/schema';
import { ServiceError } from '../../../platform/errors';
import type { CacheStore } from '../../../platform/cache-registry';
import { ReadCache } from '../../../platform/read-cache';
import { failedSend, type SmsClient, type SmsMessage, type SmsSendResult } from './client-types';
import { smsClientFor, type SmsEndpoints } from './clients';

interface SendRequest {
  templateCode: string;
  mobile: string;
  /** Any JSON scalar, as the reference's `Map<String, Object>`: rendered as text; null or "" counts as missing. */
  params: Readonly<Record<string, string | number | boolean | null>>;
  userId?: number;
  /** 2: an admin user (as the original). */
  userType?: number;
}

type SmsSetup = { template: Row<'system_sms_template'> | undefined; channel: Row<'system_sms_channel'> | undefined };

/**
 * Templates and channels by template code, remembered as the dictionaries are (the same seconds; cleared by a write
 * to them in this process and by another process's, through the cluster bus): a workflow step sends several messages,
 * and the two reads each would cost are most of what preparing one does.
 */
let setups = new ReadCache(0, 200);
export function configureSmsSetupCache(ttlMs: number): void {
  setups = new ReadCache(ttlMs, 200);
}
export function clearSmsSetupCache(): void {
  setups.clear();
}
/** The cache as 缓存监控 sees it: whichever instance configureSmsSetupCache made. */
export const smsSetupCache: CacheStore = {
  get size() {
    return setups.size;
  },
  get hits() {
    return setups.hits;
  },
  get misses() {
    return setups.misses;
  },
  clear: clearSmsSetupCache,
};

async function loadSetup(db: Db, templateCode: string): Promise<SmsSetup> {
  const template = await db.selectFrom('system_sms_template').selectAll().where('code', '=', templateCode).executeTakeFirst();
  const channel = template ? await db.selectFrom('system_sms_channel').selectAll().where('id', '=', template.channelId).executeTakeFirst() : undefined;
  return { template, channel };
}

function setupOf(db: Db, templateCode: string): Promise<SmsSetup> {
  return setups.get(templateCode, () => loadSetup(db, templateCode));
}

/** A message checked and logged, ready to go to its provider. */
export interface PreparedSms {
  logId: number;
  client: SmsClient;
  message: SmsMessage;
  /** The answer already written with the log row (a client that only records); nothing left to deliver. */
  recorded?: SmsSendResult;
}

/** The send-log columns of a provider's answer. */
const answerColumns = (answer: SmsSendResult) => ({
  sendStatus: answer.success ? SmsSendStatus.SUCCESS : SmsSendStatus.FAILURE,
  sendTime: new Date(),
  apiSendCode: answer.apiCode.slice(0, 63),
  apiSendMsg: answer.apiMsg.slice(0, 255),
  apiRequestId: answer.apiRequestId?.slice(0, 255) ?? null,
  apiSerialNo: answer.apiSerialNo?.slice(0, 255) ?? null,
});

/** A message checked and rendered, with the send-log row to write for it. */
export interface ComposedSms {
  row: NewRow<'system_sms_log'>;
  client: SmsClient;
  message: SmsMessage;
  recorded?: SmsSendResult;
}

/**
 * Checks a send and renders it: a disabled or missing template or channel, a channel without a client, or a template
 * parameter without a value (1002013001) is refused before anything is written. The row is the send-log row
 * (status 初始化; with its answer already for a client that only records). `db` is the tenant's handle (the log is
 * per tenant); templates and channels are the platform's.
 */
export async function composeSms(db: Db, endpoints: SmsEndpoints, request: SendRequest): Promise<ComposedSms> {
  const { template, channel } = await setupOf(db, request.templateCode);
  if (!template || template.status !== 0) throw new ServiceError(SmsErrors.SMS_SEND_TEMPLATE_NOT_EXISTS);
  const client = channel && channel.status === 0 ? smsClientFor(channel.code, channel, endpoints) : undefined;
  if (!channel || !client) throw new ServiceError(SmsErrors.SMS_CHANNEL_DISABLE);
  // Exactly the template's parameters go out, in the content's order (Tencent Cloud takes them as a list).
  const names = templateParams(template.content);
  // Own values only: a parameter named `constructor` is not Object's.
  const params = Object.fromEntries(names.map((name) => [name, Object.hasOwn(request.params, name) ? String(request.params[name] ?? '') : '']));
  const missing = names.find((name) => !params[name]);
  if (missing !== undefined) throw new ServiceError(SmsErrors.SMS_SEND_MOBILE_TEMPLATE_PARAM_MISS, missing);
  const content = renderTemplate(template.content, params);
  const message: SmsMessage = { mobile: request.mobile, signature: channel.signature, apiTemplateId: template.apiTemplateId, params, paramOrder: names, content };
  const recorded = client.recordsOnly ? await client.send(message) : undefined;
  const row: NewRow<'system_sms_log'> = {
    channelId: channel.id,
    channelCode: channel.code,
    templateId: template.id,
    templateCode: template.code,
    templateType: template.type,
    templateContent: content,
    templateParams: JSON.stringify(params),
    apiTemplateId: template.apiTemplateId,
    mobile: request.mobile,
    userId: request.userId ?? null,
    userType: request.userType ?? null,
    ...(recorded ? answerColumns(recorded) : {}),
  };
  return { row, client, message, recorded };
}

/** Checks a send and writes its send-log row, in the caller's transaction (see composeSms). */
export async function prepareSms(db: Db, endpoints: SmsEndpoints, request: SendRequest): Promise<PreparedSms> {
  const { row, client, message, recorded } = await composeSms(db, endpoints, request);
  const log = await db.insertInto('system_sms_log').values(row).returning('id').executeTakeFirstOrThrow();
  return { logId: log.id, client, message, recorded };
}

/**
 * Hands a prepared message to its provider — outside any transaction, as a provider may take seconds — and records
 * the answer on the send-log row. A provider that throws or times out is a failed send, not an error of the caller.
 */
export async function deliverSms(db: Db, prepared: PreparedSms): Promise<boolean> {
  if (prepared.recorded) return prepared.recorded.success;
  const answer = await prepared.client.send(prepared.message).catch((err: unknown) => failedSend('EXCEPTION', err instanceof Error ? err.message : 'send failed'));
  await db.updateTable('system_sms_log').set(answerColumns(answer)).where('id', '=', prepared.logId).execute();
  return answer.success;
}

/** Prepares and delivers one SMS; answers its send-log id. */
export async function sendSms(db: Db, endpoints: SmsEndpoints, request: SendRequest): Promise<number> {
  const prepared = await prepareSms(db, endpoints, request);
  await deliverSms(db, prepared);
  return prepared.logId;
}
