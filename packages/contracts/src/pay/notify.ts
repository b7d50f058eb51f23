import { Type } from 'typebox';
import { Nullable } from '../schema';

/** pay_notify_task.type: what the merchant is told about. */
export const PayNotifyType = { ORDER: 1, REFUND: 2 } as const;
/** pay_notify_task.status and pay_notify_log.status (reference §1.4 PayNotifyStatusEnum). */
export const PayNotifyStatus = { WAITING: 1, SUCCESS: 2, FAILURE: 3, REQUEST_SUCCESS: 4, REQUEST_FAILURE: 5 } as const;
/** Seconds before each retry after a failed attempt: the first attempt and these eight, nine in all (reference §1.6). */
export const PAY_NOTIFY_FREQUENCY = [15, 15, 30, 180, 1800, 1800, 1800, 3600] as const;

export const PayNotifyLogRow = Type.Object({
  id: Type.Integer(),
  notifyTimes: Type.Integer(),
  request: Type.String(),
  response: Type.String(),
  status: Type.Integer(),
  /** Milliseconds the merchant took to answer (or to fail). */
  duration: Type.Integer(),
  createTime: Type.Integer(),
});

export const PayNotifyTaskRow = Type.Object({
  id: Type.Integer(),
  merchantId: Type.Integer(),
  appId: Type.Integer(),
  type: Type.Integer(),
  dataId: Type.Integer(),
  status: Type.Integer(),
  merchantOrderId: Type.String(),
  nextNotifyTime: Type.Integer(),
  lastExecuteTime: Nullable(Type.Integer()),
  notifyTimes: Type.Integer(),
  maxNotifyTimes: Type.Integer(),
  notifyUrl: Type.String(),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
});

export const PayNotifyTaskDetail = Type.Object({ ...PayNotifyTaskRow.properties, logs: Type.Array(PayNotifyLogRow) });
