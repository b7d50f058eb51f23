import type { PageParams } from '@console/contracts/envelope';
import type { SmsLogFilter } from '@console/contracts/system/sms-log';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { paginate } from '../../../platform/paging';

export const SMS_LOG_COLUMNS = [
  'id',
  'channelId',
  'channelCode',
  'templateId',
  'templateCode',
  'templateType',
  'templateContent',
  'templateParams',
  'apiTemplateId',
  'mobile',
  'userId',
  'userType',
  'sendStatus',
  'sendTime',
  'apiSendCode',
  'apiSendMsg',
  'apiRequestId',
  'apiSerialNo',
  'receiveStatus',
  'receiveTime',
  'apiReceiveCode',
  'apiReceiveMsg',
  'createTime',
] as const;

export function smsLogQuery(db: Db, filter: Static<typeof SmsLogFilter>) {
  let q = db.selectFrom('system_sms_log');
  if (filter.channelId !== undefined) q = q.where('channelId', '=', filter.channelId);
  if (filter.templateId !== undefined) q = q.where('templateId', '=', filter.templateId);
  if (filter.mobile) q = q.where('mobile', '=', filter.mobile);
  if (filter.sendStatus !== undefined) q = q.where('sendStatus', '=', filter.sendStatus);
  if (filter.receiveStatus !== undefined) q = q.where('receiveStatus', '=', filter.receiveStatus);
  const sent = parseDateRange(filter.sendTime, 'sendTime');
  if (sent) q = q.where('sendTime', '>=', at(sent[0])).where('sendTime', '<=', at(sent[1]));
  const received = parseDateRange(filter.receiveTime, 'receiveTime');
  if (received) q = q.where('receiveTime', '>=', at(received[0])).where('receiveTime', '<=', at(received[1]));
  return q;
}

/** The stored parameters (JSON text) as the object they were. */
export const withParams = <R extends { templateParams: string }>(row: R) => ({ ...row, templateParams: JSON.parse(row.templateParams) as Record<string, string> });

export async function pageSmsLogs(db: Db, query: Static<typeof SmsLogFilter> & PageParams) {
  const page = await paginate(smsLogQuery(db, query), (q) => q.select(SMS_LOG_COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
  return { ...page, list: page.list.map(withParams) };
}
