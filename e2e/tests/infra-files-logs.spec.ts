import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { confirmBox, dialog, okButton, toast } from '../support/admin';

// 文件列表: upload through the dialog and open the file; 错误日志: an unexpected error, read and marked processed.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');

test('files: upload a file, find it in the list and open it', async ({ page }) => {
  const text = `e2e upload ${Date.now()}`;
  await page.goto('infra/file/file');
  const view = visiblePage(page);
  await view.getByRole('button', { name: '上传文件' }).click();
  const upload = dialog(page, '上传文件');
  await upload.locator('input[type=file]').setInputFiles({ name: 'e2e-note.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(upload.getByText('e2e-note.txt')).toBeVisible();
  await okButton(upload).click();
  await expect(toast(page, '上传成功')).toBeVisible();
  await expect(upload).toBeHidden();

  const row = bodyRows(view).filter({ hasText: 'e2e-note.txt' }).first();
  await expect(row).toContainText('text/plain');
  const popup = page.waitForEvent('popup');
  await row.getByRole('link').click();
  const opened = await popup;
  await expect(opened.locator('body')).toHaveText(text);
  await opened.close();
});

test('files: a program posing as a picture is refused with the reason', async ({ page }) => {
  await page.goto('infra/file/file');
  const view = visiblePage(page);
  await view.getByRole('button', { name: '上传文件' }).click();
  const upload = dialog(page, '上传文件');
  await upload.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]) });
  await okButton(upload).click();
  await expect(toast(page, '不支持的文件类型：exe')).toBeVisible();
  await expect(upload).toBeVisible();
});

test('error log: an unexpected error is listed with its stack and marked processed', async ({ page, origin, initialTokens }) => {
  const failed = await fetch(`${origin}/admin-api/infra/api-error-log/test-provoke`, { headers: { authorization: `Bearer ${initialTokens!.accessToken}` } });
  expect(await failed.json()).toMatchObject({ code: 500, msg: '系统异常' });

  await page.goto('infra/log/api-error-log');
  const view = visiblePage(page);
  const row = bodyRows(view).filter({ hasText: '/admin-api/infra/api-error-log/test-provoke' }).first();
  await expect(row).toContainText('provoked by ERROR_TEST_HOOK');
  await expect(row).toContainText('未处理');
  await row.getByRole('button', { name: /详\s*细/ }).click();
  const detail = dialog(page, '错误日志详细');
  await expect(detail.getByTestId('error-stack')).toContainText('Error: provoked by ERROR_TEST_HOOK');
  await detail.getByRole('button', { name: '关闭' }).click();

  await row.getByRole('button', { name: /已处理/ }).click();
  await confirmBox(page, '确认标记为已处理？');
  await expect(toast(page, '标记成功')).toBeVisible();
  await expect(row).toContainText('已处理');
  await expect(row.getByRole('button', { name: /已忽略/ })).toHaveCount(0);
});
