import { sql } from 'kysely';
import type { Db } from '../database';
import { TenantScopePlugin } from '../tenant-scope';

/** The seed version that brought the demo payment setup: databases seeded since have had it once. */
export const PAY_DEMO_SINCE = 13;

/**
 * The merchant system the demo app notifies: the server's own 示例订单 receivers, at the default port as the
 * original's seed has them (change them in 应用信息 when the server listens elsewhere).
 */
const DEMO_NOTIFY_ORIGIN = 'http://127.0.0.1:48080/admin-api/pay/demo-order';

/**
 * 示例商户 with 示例应用 and its 模拟支付 channel, so 示例订单 → 收银台 pays on a fresh install (before, nothing could be
 * paid until someone made all three). Seeded once per database — when it is first seeded, or upgraded from before
 * PAY_DEMO_SINCE — and only into a tenant without merchants of its own; never again after that, so deleting them
 * (the channel and app, then the merchant) is for good.
 */
export async function seedPayDemo(root: Db, tenantId: number, previousVersion: number | undefined): Promise<void> {
  if (previousVersion !== undefined && previousVersion >= PAY_DEMO_SINCE) return;
  const db = root.withPlugin(new TenantScopePlugin(tenantId));
  if (await db.selectFrom('pay_merchant').select('id').limit(1).executeTakeFirst()) return;
  const audit = { creator: '1', updater: '1' };
  const merchant = await db
    .insertInto('pay_merchant')
    // The reference's merchant number, M + yyyyMMddHHmmssSSS.
    .values({ no: sql<string>`'M' || to_char(now(), 'YYYYMMDDHH24MISSMS')`, name: '示例商户', shortName: '示例', status: 0, remark: '演示用，可删除（先删除它的应用）', ...audit })
    .returning('id')
    .executeTakeFirstOrThrow();
  const app = await db
    .insertInto('pay_app')
    .values({
      name: '示例应用',
      status: 0,
      remark: '示例订单用它收款：模拟支付渠道直接付款；没有订单时可删除',
      payNotifyUrl: `${DEMO_NOTIFY_ORIGIN}/update-paid`,
      refundNotifyUrl: `${DEMO_NOTIFY_ORIGIN}/update-refunded`,
      merchantId: merchant.id,
      ...audit,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('pay_channel')
    .values({ code: 'mock', status: 0, remark: null, feeRate: 0, merchantId: merchant.id, appId: app.id, config: '{}', ...audit })
    .execute();
}
