import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { adminApi, dialog, submitDialog, uniqueSuffix } from '../support/admin';

// A whole payment on one machine: a demo order (示例订单) paid in the cashier on the sandbox channel, the merchant's
// business system — a stand-in HTTP server here — notified, the order seen paid in 支付订单 with its notification,
// then refunded half and the rest, each refund in 退款订单 and notified too.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });

interface Merchant {
  url: string;
  received: Array<{ path: string; body: Record<string, unknown> }>;
  close: () => Promise<void>;
}

/** The merchant's notify endpoint: answers every notification with its envelope's code 0. */
async function startMerchant(): Promise<Merchant> {
  const received: Merchant['received'] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 0, data: true, msg: '' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('payment: a demo order paid in the cashier, the merchant notified, refunded half then the rest', async ({ page, origin, initialTokens }) => {
  const merchant = await startMerchant();
  try {
    const suffix = uniqueSuffix();
    const appName = `E2E 收款 ${suffix}`;
    const merchantId = await adminApi<number>(origin, initialTokens!, '/pay/merchant/create', { name: `E2E 收款商户 ${suffix}`, shortName: 'E2E', status: 0 });
    const appId = await adminApi<number>(origin, initialTokens!, '/pay/app/create', {
      name: appName,
      status: 0,
      payNotifyUrl: `${merchant.url}/pay-notify`,
      refundNotifyUrl: `${merchant.url}/refund-notify`,
      merchantId,
    });
    await adminApi(origin, initialTokens!, '/pay/channel/create', { code: 'mock', status: 0, feeRate: 0, appId, config: '{}' });

    // A demo order of 小米电视 (￥0.10), which opens the cashier.
    await page.goto('pay/demo-order');
    const demo = visiblePage(page);
    await demo.getByRole('button', { name: /新\s*增/ }).click();
    const create = dialog(page, '发起示例订单');
    await create.getByLabel('支付应用').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: appName }).click();
    await create.getByText('小米电视').click();
    await submitDialog(create);
    await expect(page).toHaveURL(/\/pay\/cashier\?id=\d+/);
    const payOrderId = Number(new URL(page.url()).searchParams.get('id'));

    const cashier = visiblePage(page);
    await expect(cashier.locator('.pay-cashier-amount')).toContainText('￥0.10');
    await expect(cashier.getByRole('radio', { name: '模拟支付' })).toBeChecked();
    // A failed payment leaves the order to pay; then it succeeds.
    await cashier.getByRole('button', { name: '模拟支付失败' }).click();
    await expect(cashier.getByText('支付未成功，请重试或换一种支付方式')).toBeVisible();
    await cashier.getByRole('button', { name: '模拟支付成功' }).click();
    await expect(cashier.getByText('支付成功', { exact: true })).toBeVisible();
    await expect(cashier.getByText(new RegExp(`订单 ${payOrderId} 已于 .+ 通过 模拟支付 支付 ￥0\\.10`))).toBeVisible();
    await expect.poll(() => merchant.received).toEqual([{ path: '/pay-notify', body: { merchantOrderId: expect.stringMatching(/^DEMO-\d+$/), payOrderId } }]);

    await cashier.getByRole('button', { name: /返\s*回/ }).click();
    await expect(page).toHaveURL(/\/pay\/demo-order$/);
    const demoRow = bodyRows(visiblePage(page)).filter({ hasText: appName });
    await expect(demoRow).toContainText('已支付');
    await expect(demoRow).toContainText('模拟支付');

    // 支付订单: today's orders by default; the detail shows the notification delivered.
    await page.goto('pay/order');
    const orders = visiblePage(page);
    const orderRow = bodyRows(orders).filter({ hasText: String(payOrderId) }).filter({ hasText: '支付成功' });
    await expect(orderRow).toContainText('￥0.10');
    await expect(orderRow).toContainText('通知成功');
    await orderRow.getByRole('button', { name: /详\s*细|查看详情/ }).click();
    const detail = dialog(page, '订单详情');
    await expect(detail).toContainText(`MOCK-P-`);
    await expect(detail.locator('.pay-notify-history .ant-table-row').first()).toContainText('通知成功');
    await detail.getByRole('button', { name: /^(Close|关闭)$/ }).first().click();

    // Half, then the rest.
    await page.goto('pay/demo-order');
    const row = bodyRows(visiblePage(page)).filter({ hasText: appName });
    await row.getByRole('button', { name: /发起退款/ }).click();
    const first = dialog(page, /退款：小米电视/);
    await expect(first.getByLabel('退款金额（元）')).toHaveValue('0.10');
    await first.getByLabel('退款金额（元）').fill('0.05');
    await submitDialog(first);
    await expect(toast(page, '退款已提交')).toBeVisible();
    await expect(row).toContainText('￥0.05');
    await row.getByRole('button', { name: /发起退款/ }).click();
    const second = dialog(page, /退款：小米电视/);
    await expect(second.getByLabel('退款金额（元）')).toHaveValue('0.05');
    await submitDialog(second);
    await expect(row).toContainText('￥0.10');
    await expect(row.getByRole('button', { name: /发起退款/ })).toHaveCount(0);
    await expect.poll(() => merchant.received.filter((r) => r.path === '/refund-notify').length).toBe(2);

    // 退款订单: both refunds of the order, succeeded, the second one completing it.
    const merchantOrderId = String(merchant.received[0]!.body.merchantOrderId);
    await page.goto('pay/refund');
    const refunds = bodyRows(visiblePage(page)).filter({ hasText: merchantOrderId });
    await expect(refunds).toHaveCount(2);
    await expect(refunds.filter({ hasText: '退款成功' })).toHaveCount(2);
    await expect(refunds.filter({ hasText: '部分退款' })).toHaveCount(1);
    await expect(refunds.filter({ hasText: '全部退款' })).toHaveCount(1);
  } finally {
    await merchant.close();
  }
});
