import { BpmErrors } from '@console/contracts/error-codes';
import type { LeaveCreate } from '@console/contracts/bpm/process';
import type { PageParams } from '@console/contracts/envelope';
import type { Static } from 'typebox';
import type { Db } from '../../../db/database';
import { at } from '../../../db/timestamp';
import { parseDateRange } from '../../../platform/date-range';
import { ServiceError } from '../../../platform/errors';
import { escapeLike } from '../../../platform/like';
import { paginate } from '../../../platform/paging';
import { BpmMessages, type BpmEnv } from '../runtime/messages';
import { onProcessResult, startInstanceIn } from '../runtime/service';

type Actor = { id: number };

/** The process an OA leave runs (shipped deployed on a fresh install: db/seed/oa-leave.ts). */
export const OA_LEAVE_PROCESS_KEY = 'oa_leave';

const DAY_MS = 24 * 3600 * 1000;
const COLUMNS = ['id', 'userId', 'type', 'reason', 'startTime', 'endTime', 'day', 'result', 'processInstanceId', 'createTime'] as const;

// The leave mirrors its process's result (the reference's result-event listener for oa_leave).
onProcessResult(OA_LEAVE_PROCESS_KEY, async (trx, businessKey, result) => {
  await trx.updateTable('bpm_oa_leave').set({ result, updateTime: new Date() }).where('id', '=', Number(businessKey)).execute();
});

/**
 * 发起请假: the leave and its process in one transaction — the process key `oa_leave` with the variable `day` (whole
 * days between start and end, as the original's `between(start, end).toDays()`) and the leave's id as business key.
 */
export async function createLeave(db: Db, env: BpmEnv, actor: Actor, input: Static<typeof LeaveCreate>): Promise<number> {
  if (input.endTime < input.startTime) throw new ServiceError(BpmErrors.OA_LEAVE_END_BEFORE_START);
  const day = Math.floor((input.endTime - input.startTime) / DAY_MS);
  if (day > 366) throw new ServiceError({ ...BpmErrors.OA_LEAVE_END_BEFORE_START, msg: '请假时长不能超过一年' });
  const messages = new BpmMessages(env);
  const id = await db.transaction().execute(async (trx) => {
    const leave = await trx
      .insertInto('bpm_oa_leave')
      .values({
        userId: actor.id,
        type: input.type,
        reason: input.reason,
        startTime: new Date(input.startTime),
        endTime: new Date(input.endTime),
        day,
        creator: String(actor.id),
        updater: String(actor.id),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const instanceId = await startInstanceIn(trx, messages, actor, { processDefinitionKey: OA_LEAVE_PROCESS_KEY, variables: { day }, businessKey: String(leave.id) });
    // A process that ended at once (its result already mirrored) keeps that result; the instance id is added.
    await trx.updateTable('bpm_oa_leave').set({ processInstanceId: instanceId }).where('id', '=', leave.id).execute();
    return leave.id;
  });
  messages.deliver(db);
  return id;
}

/** A leave is shown to its applicant and to whoever has (had) a task of its process. */
export async function getLeave(db: Db, actor: Actor, id: number) {
  const leave = await db.selectFrom('bpm_oa_leave').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!leave) throw new ServiceError(BpmErrors.OA_LEAVE_NOT_EXISTS);
  if (leave.userId !== actor.id) {
    const involved =
      leave.processInstanceId !== null &&
      (await db.selectFrom('bpm_task').select('id').where('processInstanceId', '=', leave.processInstanceId).where('assigneeUserId', '=', actor.id).executeTakeFirst());
    if (!involved) throw new ServiceError(BpmErrors.OA_LEAVE_NOT_EXISTS);
  }
  return leave;
}

/** 请假查询: the caller's own leaves. */
export async function pageLeaves(db: Db, actor: Actor, query: PageParams & { result?: number; type?: number; reason?: string; createTime?: string[] }) {
  let base = db.selectFrom('bpm_oa_leave').where('userId', '=', actor.id);
  if (query.result) base = base.where('result', '=', query.result);
  if (query.type) base = base.where('type', '=', query.type);
  if (query.reason) base = base.where('reason', 'like', `%${escapeLike(query.reason)}%`);
  const range = parseDateRange(query.createTime, 'createTime');
  if (range) base = base.where('createTime', '>=', at(range[0])).where('createTime', '<=', at(range[1]));
  return paginate(base, (q) => q.select(COLUMNS).orderBy('id', 'desc'), query.pageNo, query.pageSize);
}
