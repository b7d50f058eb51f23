import { SmsReceiveStatus } from '@console/contracts/sms';
import type { Db } from '../../../db/database';

/** One delivery receipt, whichever provider sent it. */
export interface SmsReceipt {
  serialNo: string;
  success: boolean;
  code: string;
  msg: string;
  /** The provider's receive time, China time `yyyy-MM-dd HH:mm:ss`. */
  time?: string;
}

/** The providers write receive times in China time without a zone; an unreadable one is taken as now. */
function receiveTime(text: string | undefined): Date {
  const parsed = text && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? new Date(`${text.replace(' ', 'T')}+08:00`) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date();
}

/**
 * Records delivery receipts on the send-log rows they name (channel code and the provider's serial number). `db` is
 * the unscoped handle: the log is per tenant and a receipt names no tenant. The first receipt of a message counts;
 * a replayed one changes nothing. Answers how many rows changed.
 */
export async function recordReceipts(db: Db, channelCode: string, receipts: readonly SmsReceipt[]): Promise<number> {
  let changed = 0;
  for (const receipt of receipts) {
    const result = await db
      .updateTable('system_sms_log')
      .set({
        receiveStatus: receipt.success ? SmsReceiveStatus.SUCCESS : SmsReceiveStatus.FAILURE,
        receiveTime: receiveTime(receipt.time),
        apiReceiveCode: receipt.code.slice(0, 63),
        apiReceiveMsg: receipt.msg.slice(0, 255),
      })
      .where('channelCode', '=', channelCode)
      .where('apiSerialNo', '=', receipt.serialNo)
      .where('receiveStatus', '=', SmsReceiveStatus.INIT)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}
