import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { ServiceError } from '../../../platform/errors';
import type { SmsEndpoints } from '../../system/sms/clients';
import { composeSms, deliverSms, type ComposedSms, type PreparedSms } from '../../system/sms/sender';
import type { EngineHost } from './engine-host';

/** What the workflow needs from its surroundings to tell people about their tasks. */
export interface BpmEnv {
  smsEndpoints: SmsEndpoints;
  /** The console's public origin: the messages link to the process detail there. */
  consoleOrigin: string;
  log: FastifyBaseLogger;
  /** This process's engine thread (it keeps waiting engines, a shortcut past recovering the saved state). */
  engines: EngineHost;
}

/**
 * The messages of reference pay-bpm §2.5 (templates bpm_task_assigned, bpm_process_instance_approve/_reject) through
 * the SMS module, to users with a mobile number. Each is checked when queued, its send-log row written in the step's
 * transaction (by the step's own statement, see takePending, or by writePending), and sent after the step commits, so
 * a rolled-back step sends nothing and a slow provider never holds a lock. A template that is missing or disabled
 * skips the message (logged), never the approval.
 */
export class BpmMessages {
  /** Checked, their send-log rows not yet written. */
  private pending: ComposedSms[] = [];
  /** Logged, to be sent once the step has committed. */
  private readonly queued: PreparedSms[] = [];

  constructor(readonly env: BpmEnv) {}

  private detailUrl(instanceId: number): string {
    return `${this.env.consoleOrigin}/bpm/process-instance/detail?id=${instanceId}`;
  }

  /** `mobile`: the user's number when the caller has read it already (undefined: looked up). */
  taskAssigned(trx: Db, mobile: string | undefined, userId: number, params: { instanceId: number; processInstanceName: string; taskName: string; startUserNickname: string }) {
    return this.queue(trx, 'bpm_task_assigned', mobile, userId, {
      processInstanceName: params.processInstanceName,
      taskName: params.taskName,
      startUserNickname: params.startUserNickname,
      detailUrl: this.detailUrl(params.instanceId),
    });
  }

  instanceApproved(trx: Db, mobile: string | undefined, userId: number, params: { instanceId: number; processInstanceName: string }) {
    return this.queue(trx, 'bpm_process_instance_approve', mobile, userId, { processInstanceName: params.processInstanceName, detailUrl: this.detailUrl(params.instanceId) });
  }

  instanceRejected(trx: Db, mobile: string | undefined, userId: number, params: { instanceId: number; processInstanceName: string; reason: string }) {
    return this.queue(trx, 'bpm_process_instance_reject', mobile, userId, {
      processInstanceName: params.processInstanceName,
      reason: params.reason,
      detailUrl: this.detailUrl(params.instanceId),
    });
  }

  private async queue(trx: Db, templateCode: string, knownMobile: string | undefined, userId: number, params: Record<string, string>): Promise<void> {
    const mobile = knownMobile ?? (await trx.selectFrom('system_users').select('mobile').where('id', '=', userId).executeTakeFirst())?.mobile;
    if (!mobile) return;
    try {
      this.pending.push(await composeSms(trx, this.env.smsEndpoints, { templateCode, mobile, params, userId, userType: 2 }));
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
      this.env.log.warn({ templateCode, reason: err.message }, 'workflow message skipped');
    }
  }

  /**
   * The send-log rows not yet written, for a statement of the caller's that inserts them (in this order) and hands
   * back their ids with `logged`.
   */
  takePending(): ComposedSms[] {
    const pending = this.pending;
    this.pending = [];
    return pending;
  }

  /**
   * The ids the caller's statement gave the rows of takePending, in their order — which is their ids' ascending
   * order: a multi-row insert draws its ids from the sequence row by row.
   */
  logged(written: readonly ComposedSms[], ids: readonly number[]): void {
    written.forEach(({ client, message, recorded }, i) => this.queued.push({ logId: ids[i]!, client, message, recorded }));
  }

  /** Writes the send-log rows still pending, in one statement. */
  async writePending(trx: Db): Promise<void> {
    const pending = this.takePending();
    if (!pending.length) return;
    const rows = await trx.insertInto('system_sms_log').values(pending.map((p) => p.row)).returning('id').execute();
    this.logged(pending, ascending(rows.map((r) => r.id)));
  }

  /** Sends what the committed step queued, without making anyone wait for the providers. */
  deliver(db: Db): void {
    for (const prepared of this.queued.splice(0)) {
      void deliverSms(db, prepared).catch((err: unknown) => this.env.log.warn({ err }, 'workflow message not delivered'));
    }
  }
}

export const ascending = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);
