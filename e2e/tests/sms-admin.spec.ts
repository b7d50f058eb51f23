import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { dialog, submitDialog, toast } from '../support/admin';

// 短信管理: a template made in 短信模板 on the console channel, a test message sent from it, and that message read
// in 短信日志; a provider channel's secret never shown back.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');

test('SMS: create a template, send a test message from it and read it in the send log', async ({ page }) => {
  await page.goto('system/sms/sms-template');
  const view = visiblePage(page);
  await expect(bodyRows(view).filter({ hasText: 'admin-sms-login' })).toBeVisible();

  await view.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加短信模板');
  await expect(add.getByLabel('短信渠道')).toBeVisible();
  await add.getByLabel('模板编码').fill('e2e-shipped');
  await add.getByLabel('模板名称').fill('发货通知（E2E）');
  await add.getByLabel('模板内容').fill('{name}您好，订单{order}已发货');
  await add.getByLabel('API 模板编号').fill('SMS_E2E');
  await submitDialog(add);
  await expect(toast(page, '新增成功')).toBeVisible();

  const row = bodyRows(view).filter({ hasText: 'e2e-shipped' });
  await expect(row).toContainText('{name}您好，订单{order}已发货');
  await expect(row).toContainText('控制台');
  await row.getByRole('button', { name: /测\s*试/ }).click();
  const send = dialog(page, '测试发送短信');
  await expect(send.getByLabel('模板内容')).toHaveValue('{name}您好，订单{order}已发货');
  await send.getByLabel('手机号').fill('13812345678');
  await send.getByLabel('参数 name').fill('张三');
  await send.getByLabel('参数 order').fill('A1001');
  await submitDialog(send);
  await expect(toast(page, /提交发送成功/)).toBeVisible();

  await page.goto('system/sms/sms-log');
  const log = bodyRows(visiblePage(page)).filter({ hasText: '张三您好，订单A1001已发货' });
  await expect(log).toContainText('13812345678');
  await expect(log).toContainText('发送成功');
});

test('SMS: a provider channel keeps its secret on the server', async ({ page }) => {
  await page.goto('system/sms/sms-channel');
  const view = visiblePage(page);
  await expect(bodyRows(view).filter({ hasText: '控制台' })).toBeVisible();

  await view.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加短信渠道');
  await add.getByLabel('短信签名').fill('芋道E2E');
  await add.getByLabel('渠道编码').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^阿里云$/ }).click();
  await add.getByLabel('短信 API 的账号').fill('LTAI-e2e');
  await add.getByLabel('短信 API 的密钥').fill('top-secret-e2e');
  await submitDialog(add);
  await expect(toast(page, '新增成功')).toBeVisible();

  const row = bodyRows(view).filter({ hasText: '芋道E2E' });
  await expect(row).toContainText('******');
  await expect(row).not.toContainText('top-secret-e2e');
  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改短信渠道');
  await expect(edit.getByLabel('短信 API 的密钥')).toHaveValue('******');
});
