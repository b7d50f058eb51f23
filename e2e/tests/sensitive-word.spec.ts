import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { dialog, okButton, submitDialog, uniqueSuffix } from '../support/admin';

// 敏感词管理 (system/sensitiveWord/index): a word created with a new tag typed into the tags select, found by the
// search with its tag shown, and then found by the 测试 dialog in a text — and a clean text said to be clean.

const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });

test('敏感词: create a word with a new tag, find it in the list, and the 测试 dialog finds it in a text', async ({ page }) => {
  const word = `违禁${uniqueSuffix()}`;
  const tag = `标签${uniqueSuffix()}`;
  await page.goto('system/sensitive-word');
  const view = visiblePage(page);
  // The reference's seed row, its tags as tags.
  await expect(view.locator('.ant-table-tbody').getByRole('row').filter({ hasText: '土豆' })).toContainText('蔬菜');

  await view.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加敏感词');
  await add.getByLabel('敏感词').fill(word);
  const tags = add.getByLabel('标签');
  await tags.fill(tag);
  await tags.press('Enter');
  await expect(add.locator('.ant-select-selection-item').filter({ hasText: tag })).toBeVisible();
  // Leaving the field closes its drop-down, as a user's next click does.
  await add.getByLabel('敏感词').click();
  await submitDialog(add);
  await expect(toast(page, '新增成功')).toBeVisible();

  await view.getByRole('textbox', { name: '敏感词' }).fill(word);
  await view.getByRole('button', { name: /(^|\s)搜\s*索$/ }).click();
  const rows = view.locator('.ant-table-tbody').getByRole('row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(tag);
  await expect(rows.first()).toContainText('开启');

  await view.getByRole('button', { name: /测\s*试/ }).click();
  const check = dialog(page, '检测敏感词');
  await check.getByLabel('文本').fill(`这段话里藏着${word}，还有土豆。`);
  await okButton(check).click();
  await expect(toast(page, `包含敏感词：${word}, 土豆`)).toBeVisible();

  // Only the new tag's words: 土豆 carries other tags.
  await check.getByLabel('标签').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: tag }).click();
  await check.getByLabel('文本').click();
  await okButton(check).click();
  await expect(toast(page, new RegExp(`^包含敏感词：${word}$`))).toBeVisible();

  await check.getByLabel('文本').fill('一句干干净净的话');
  await okButton(check).click();
  await expect(toast(page, '不包含敏感词！')).toBeVisible();
});
