import type { JobHandlerRegistry } from '../../platform/job-handlers';
import { closeExpiredOrders } from './order/service';
import type { PayRuntime } from './runtime';

const BATCH = 100;

/** The payment module's jobs: merchant notifications that are due (retries), and closing expired orders. */
export function registerPayHandlers(registry: JobHandlerRegistry, pay: PayRuntime): void {
  registry.add({
    name: 'payNotifyJob',
    description: '支付通知：把到期的支付、退款结果通知商户（失败按 15s、15s、30s、3m、30m、30m、30m、1h 重试）',
    async run({ signal }) {
      let attempted = 0;
      let succeeded = 0;
      for (;;) {
        const round = await pay.notifier.dispatch({ limit: BATCH });
        attempted += round.attempted;
        succeeded += round.succeeded;
        if (round.attempted < BATCH || signal.aborted) break;
      }
      return `通知 ${attempted} 次，成功 ${succeeded} 次`;
    },
  });
  registry.add({
    name: 'payOrderExpireJob',
    description: '支付订单过期：关闭超过支付期限仍未支付的订单',
    async run({ db }) {
      return `关闭过期订单 ${await closeExpiredOrders(db)} 笔`;
    },
  });
}
