import type { Db } from '../../db/database';
import type { JobHandlerRegistry } from '../../platform/job-handlers';
import type { BpmEnv } from './runtime/messages';
import { fireDueTimers } from './runtime/service';

const BATCH = 100;

/** The workflow's job: timers of waiting instances that are due fire (in whichever process runs the tick). */
export function registerBpmHandlers(registry: JobHandlerRegistry, tenantDb: (tenantId: number) => Db, env: BpmEnv): void {
  registry.add({
    name: 'bpmTimerJob',
    description: '工作流定时器：让到期的定时事件（中间事件、边界事件）触发，流程继续',
    async run({ db, signal }) {
      let fired = 0;
      for (;;) {
        const round = await fireDueTimers(db, tenantDb, env, BATCH);
        fired += round;
        if (round < BATCH || signal.aborted) break;
      }
      return `触发定时器 ${fired} 个`;
    },
  });
}
