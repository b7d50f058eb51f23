import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { adminApi, confirmBox, dialog, uniqueSuffix } from '../support/admin';

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

test('form designer: a layout row holds two fields side by side, saved as form-generator\'s rowFormItem, 查看 JSON and 清空', async ({ page, origin, initialTokens }) => {
  const name = `E2E 行容器 ${uniqueSuffix()}`;
  await page.goto('bpm/manager/form/edit');
  const designer = visiblePage(page);
  const canvas = designer.locator('.bpm-designer-canvas');
  const props = designer.locator('.bpm-designer-props');

  await designer.getByRole('button', { name: '单行文本' }).click();
  await props.getByLabel('字段名').fill('title');
  // A row, then two clicked components land in it (it is selected), half its width each.
  await designer.getByRole('button', { name: '行容器' }).click();
  await expect(props).toContainText('行容器属性');
  await designer.getByRole('button', { name: '计数器' }).click();
  await props.getByLabel('字段名').fill('day');
  await designer.getByRole('button', { name: '日期选择' }).click();
  await props.getByLabel('字段名').fill('start');
  const row = canvas.locator('.bpm-designer-row');
  const cells = row.locator('.bpm-designer-field');
  await expect(cells).toHaveCount(2);
  const [a, b] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);

  // 查看 JSON: the row with its fields inside, beside the form settings.
  await designer.getByRole('button', { name: '查看 JSON' }).click();
  const json = JSON.parse(await page.getByRole('textbox', { name: '表单 JSON' }).inputValue()) as { fields: Array<{ __config__: { layout: string; children?: Array<{ __vModel__: string }> } }>; labelWidth: number };
  expect(json.labelWidth).toBe(100);
  expect(json.fields.map((f) => f.__config__.layout)).toEqual(['colFormItem', 'rowFormItem']);
  expect(json.fields[1]!.__config__.children!.map((c) => c.__vModel__)).toEqual(['day', 'start']);
  await page.keyboard.press('Escape');

  await designer.getByLabel('表单名').fill(name);
  await designer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  const listRow = bodyRows(visiblePage(page)).filter({ hasText: name });
  const id = Number(await listRow.locator('td').first().innerText());
  const saved = await adminApi<{ fields: string[] }>(origin, initialTokens!, `/bpm/form/get?id=${id}`);
  const savedRow = JSON.parse(saved.fields[1]!) as { __config__: { layout: string; componentName: string; label?: string; children: Array<{ __vModel__: string; __config__: { span: number } }> } };
  expect(savedRow.__config__).toMatchObject({ layout: 'rowFormItem', componentName: expect.stringMatching(/^row\d+$/) });
  expect(savedRow.__config__.label).toBeUndefined();
  expect(savedRow.__config__.children.map((c) => [c.__vModel__, c.__config__.span])).toEqual([
    ['day', 12],
    ['start', 12],
  ]);

  // The preview lays the row's fields side by side too; 清空 in the editor asks first.
  await listRow.getByRole('button', { name: /详\s*细|详情/ }).click();
  const preview = dialog(page, '表单详情');
  const [day, start] = [await preview.getByLabel('计数器').boundingBox(), await preview.getByLabel('日期选择').boundingBox()];
  // On one line (the two controls differ a little in height), the date to the right.
  expect(Math.abs(day!.y - start!.y)).toBeLessThan(day!.height / 2);
  expect(start!.x).toBeGreaterThan(day!.x + day!.width);
  await page.keyboard.press('Escape');
  await listRow.getByRole('button', { name: /修\s*改/ }).click();
  const editor = visiblePage(page);
  await editor.getByRole('button', { name: /清\s*空/ }).click();
  await confirmBox(page, '确定要清空所有组件吗？');
  await expect(editor.locator('.bpm-designer-canvas')).toContainText('从左侧拖入或点击组件来设计表单');
});
