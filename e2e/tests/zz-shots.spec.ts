import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { adminApi, uniqueSuffix } from '../support/admin';

test('shots', async ({ page, origin, initialTokens }) => {
  test.setTimeout(120_000);
  const s = uniqueSuffix();
  const merchantId = await adminApi<number>(origin, initialTokens!, '/pay/merchant/create', { name: `杭州示例科技有限公司`, shortName: '示例科技', status: 0 });
  const appId = await adminApi<number>(origin, initialTokens!, '/pay/app/create', { name: `示例商城 ${s}`, status: 0, payNotifyUrl: 'http://127.0.0.1:9/pay', refundNotifyUrl: 'http://127.0.0.1:9/refund', merchantId });
  await adminApi(origin, initialTokens!, '/pay/channel/create', { code: 'mock', status: 0, feeRate: 0.6, appId, config: '{}' });
  const ids: number[] = [];
  for (const spuId of [1, 2, 3, 4]) ids.push(await adminApi<number>(origin, initialTokens!, '/pay/demo-order/create', { appId, spuId }));
  const rows = await Promise.all(ids.map((id) => adminApi<{ payOrderId: number }>(origin, initialTokens!, `/pay/demo-order/get?id=${id}`)));
  for (const r of rows.slice(0, 3)) await adminApi(origin, initialTokens!, '/pay/order/submit', { id: r.payOrderId, channelCode: 'mock', channelExtras: { result: 'success' } });
  await adminApi(origin, initialTokens!, '/pay/demo-order/refund', { id: ids[1], amount: 5 });
  await adminApi(origin, initialTokens!, '/pay/demo-order/refund', { id: ids[2], amount: 100 });
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('pay/demo-order');
    await expect(visiblePage(page).locator('.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/demo-${width}.png`, fullPage: true });
    await visiblePage(page).getByRole('button', { name: /新\s*增/ }).click();
    await expect(page.locator('.ant-modal').filter({ hasText: '发起示例订单' })).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/demo-create-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`pay/cashier?id=${rows[3]!.payOrderId}`);
    await expect(visiblePage(page).getByText('模拟支付成功')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/cashier-${width}.png`, fullPage: true });
    await page.goto(`pay/cashier?id=${rows[0]!.payOrderId}`);
    await expect(visiblePage(page).getByText('支付成功', { exact: true })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/cashier-paid-${width}.png`, fullPage: true });
    await page.goto('pay/order');
    await expect(visiblePage(page).locator('.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/order-${width}.png`, fullPage: true });
    await visiblePage(page).locator('.ant-table-row').nth(1).getByRole('button', { name: /详/ }).click();
    await expect(page.locator('.pay-notify-history')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/order-detail-${width}.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await page.goto('pay/refund');
    await expect(visiblePage(page).locator('.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/refund-${width}.png`, fullPage: true });
    await visiblePage(page).locator('.ant-table-row').first().getByRole('button', { name: /详/ }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/refund-detail-${width}.png`, fullPage: true });
    await page.keyboard.press('Escape');
  }
});
