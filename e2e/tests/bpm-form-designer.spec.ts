import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { adminApi, dialog, uniqueSuffix } from '../support/admin';

// 流程表单: a form designed by dragging and clicking components, its fields renamed and reordered, saved in the
// original designer's format, and previewed as a starter will fill it.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });

test('form designer: drag and click fields in, edit them, reorder, save, preview', async ({ page, origin, initialTokens }) => {
  const name = `E2E 请假表单 ${uniqueSuffix()}`;
  await page.goto('bpm/manager/form');
  await visiblePage(page).getByRole('button', { name: /新\s*增/ }).click();
  await expect(page).toHaveURL(/\/bpm\/manager\/form\/edit$/);
  const designer = visiblePage(page);
  const canvas = designer.locator('.bpm-designer-canvas');
  const props = designer.locator('.bpm-designer-props');

  // A number field dragged onto the canvas, then named.
  await designer.getByRole('button', { name: '计数器' }).dragTo(canvas);
  await props.getByLabel('标题').fill('请假天数');
  await props.getByLabel('字段名').fill('day');
  // A paragraph added by a click.
  await designer.getByRole('button', { name: '多行文本' }).click();
  await props.getByLabel('标题').fill('请假原因');
  await props.getByLabel('字段名').fill('reason');
  // A dropdown with its own options.
  await designer.getByRole('button', { name: '下拉选择' }).click();
  await props.getByLabel('标题').fill('请假类型');
  await props.getByLabel('字段名').fill('type');
  await props.getByLabel('选项名 1').fill('病假');
  await props.getByLabel('选项名 2').fill('事假');
  // The reason dragged to the top.
  const fields = canvas.locator('.bpm-designer-field');
  await expect(fields).toHaveCount(3);
  await fields.filter({ hasText: '请假原因' }).dragTo(fields.first());
  await expect(fields.first()).toContainText('请假原因');

  // Two fields with one variable are refused before saving.
  await fields.filter({ hasText: '请假类型' }).click();
  await props.getByLabel('字段名').fill('day');
  await designer.getByLabel('表单名').fill(name);
  await designer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '使用了相同的字段名(day)')).toBeVisible();
  await props.getByLabel('字段名').fill('type');
  await designer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/bpm\/manager\/form$/);

  const row = bodyRows(visiblePage(page)).filter({ hasText: name });
  await expect(row).toContainText('开启');
  // Saved in the original designer's format.
  const id = Number(await row.locator('td').first().innerText());
  const saved = await adminApi<{ fields: string[] }>(origin, initialTokens!, `/bpm/form/get?id=${id}`);
  expect(saved.fields.map((f) => JSON.parse(f) as { __vModel__: string; __config__: { tag: string } }).map((f) => [f.__vModel__, f.__config__.tag])).toEqual([
    ['reason', 'el-input'],
    ['day', 'el-input-number'],
    ['type', 'el-select'],
  ]);

  await row.getByRole('button', { name: /详\s*细|详情/ }).click();
  const preview = dialog(page, '表单详情');
  await expect(preview.getByLabel('请假原因')).toBeVisible();
  await expect(preview.getByLabel('请假天数')).toBeVisible();
  await preview.getByLabel('请假类型').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['病假', '事假']);
});
