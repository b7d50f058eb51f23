import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { confirmBox, dialog, okButton, submitDialog, toast, uniqueSuffix } from '../support/admin';

// 支付管理, first part: a merchant made in 商户信息, an app of it made in 应用信息 (merchant picked by name), its
// sandbox channel configured from the app list, and a merchant with apps refused deletion.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');

test('payment: a merchant, an app of it with the sandbox channel, and a merchant with apps kept', async ({ page }) => {
  const suffix = uniqueSuffix();
  const merchantName = `E2E 商户 ${suffix}`;
  await page.goto('pay/merchant');
  const merchants = visiblePage(page);
  await merchants.getByRole('button', { name: /新\s*增/ }).click();
  const addMerchant = dialog(page, '添加支付商户信息');
  await addMerchant.getByLabel('商户全称').fill(merchantName);
  await addMerchant.getByLabel('商户简称').fill('E2E');
  await submitDialog(addMerchant);
  await expect(toast(page, '新增成功')).toBeVisible();
  const merchantRow = bodyRows(merchants).filter({ hasText: merchantName });
  await expect(merchantRow).toContainText(/M\d{17}/);

  await page.goto('pay/app');
  const apps = visiblePage(page);
  await apps.getByRole('button', { name: /新\s*增/ }).click();
  const addApp = dialog(page, '添加支付应用信息');
  await addApp.getByLabel('应用名').fill(`E2E 商城 ${suffix}`);
  await addApp.getByLabel('所属商户').fill(suffix);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: merchantName }).click();
  await addApp.getByLabel('支付结果的回调地址').fill('http://127.0.0.1:9/pay-notify');
  await addApp.getByLabel('退款结果的回调地址').fill('not a url');
  await okButton(addApp).click();
  await expect(addApp.getByText('请输入以 http:// 或 https:// 开头的地址')).toBeVisible();
  await addApp.getByLabel('退款结果的回调地址').fill('http://127.0.0.1:9/refund-notify');
  await submitDialog(addApp);
  await expect(toast(page, '新增成功')).toBeVisible();
  const appRow = bodyRows(apps).filter({ hasText: `E2E 商城 ${suffix}` });
  await expect(appRow).toContainText(merchantName);
  await expect(appRow).toContainText('未配置');

  // The sandbox channel, from the app's 支付渠道 dialog.
  await appRow.getByRole('button', { name: /支付渠道/ }).click();
  const channels = dialog(page, `支付渠道 - E2E 商城 ${suffix}`);
  const sandbox = channels.locator('.ant-list-item').filter({ hasText: '模拟支付' });
  await sandbox.getByRole('button', { name: /配\s*置/ }).click();
  const form = dialog(page, '创建支付渠道 - 模拟支付');
  await expect(form.getByText('模拟支付无需配置')).toBeVisible();
  await submitDialog(form);
  await expect(sandbox).toContainText('已开启');
  await channels.getByRole('button', { name: /^(Close|关闭)$/ }).first().click();
  await expect(appRow).toContainText('模拟支付');

  // A merchant with apps stays.
  await page.goto('pay/merchant');
  await merchantRow.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, /是否确认删除/);
  await expect(toast(page, '支付商户存在支付应用，无法删除')).toBeVisible();
  await expect(merchantRow).toBeVisible();
});
