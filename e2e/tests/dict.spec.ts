import type { Page, Response } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import { menuItem, sidebar, tab, visiblePage } from '../support/app';

/** The file name from a Content-Disposition header (RFC 5987 filename* first). */
function fileNameOf(response: Response): string {
  const disposition = response.headers()['content-disposition'] ?? '';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]!);
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? '';
}

/** Presses 导出, confirms, and checks the browser saved the server's file under the server's file name. */
async function exportAndCheck(page: Page, confirmText: string, apiPath: string) {
  await visiblePage(page).getByRole('button', { name: /导\s*出/ }).click();
  const confirmBox = page.getByRole('dialog').filter({ hasText: confirmText });
  await expect(confirmBox).toContainText('系统提示');
  const download = page.waitForEvent('download');
  const response = page.waitForResponse((candidate) => candidate.url().includes(apiPath));
  await confirmBox.getByRole('button', { name: /确\s*定/ }).click();
  const expected = fileNameOf(await response);
  expect(expected).toMatch(/\.xlsx?$/);
  const file = await download;
  expect(file.suggestedFilename()).toBe(expected);
  const bytes = await readFile((await file.path()));
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an .xlsx is a zip
}

async function confirmDialog(page: Page, text: string | RegExp) {
  const box = page.getByRole('dialog').filter({ hasText: text });
  await expect(box).toContainText('系统提示');
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await expect(box).toHaveCount(0);
}

test('a dictionary-data address that is not a number is not found', async ({ page }) => {
  await page.goto('dict/type/data/abc');
  await expect(page).toHaveURL(/\/admin\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
});

test('dictionary types and data: create, edit, export, delete through the UI', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const typeCode = `e2e_type_${suffix}`;
  await page.goto('system/dict');
  const view = visiblePage(page);
  await expect(view.getByRole('link', { name: 'common_status' })).toBeVisible();

  // Create a type.
  await view.getByRole('button', { name: /新\s*增/ }).click();
  const addType = page.getByRole('dialog', { name: '添加字典类型' });
  await addType.getByLabel('字典名称').fill(`E2E 字典 ${suffix}`);
  await addType.getByLabel('字典类型').fill(typeCode);
  await addType.getByRole('button', { name: /确\s*定/ }).click();
  await expect(addType).toBeHidden();

  // Find it by its type code.
  await view.getByRole('textbox', { name: '字典类型' }).fill(typeCode);
  await view.getByRole('button', { name: /(^|\s)搜\s*索$/ }).click();
  const typeRow = view.getByRole('row').filter({ hasText: typeCode });
  await expect(typeRow).toHaveCount(1);
  await expect(view.locator('.ant-table-tbody').getByRole('row')).toHaveCount(1);
  await expect(typeRow).toContainText(`E2E 字典 ${suffix}`);

  // Edit it: the type code cannot change, the name can.
  await typeRow.getByRole('button', { name: /修\s*改/ }).click();
  const editType = page.getByRole('dialog', { name: '修改字典类型' });
  await expect(editType.getByLabel('字典名称')).toHaveValue(`E2E 字典 ${suffix}`);
  await expect(editType.getByLabel('字典类型')).toBeDisabled();
  await editType.getByLabel('字典名称').fill(`E2E 字典改 ${suffix}`);
  await editType.getByLabel('备注').fill('edited by the e2e test');
  await editType.getByRole('button', { name: /确\s*定/ }).click();
  await expect(editType).toBeHidden();
  await expect(typeRow).toContainText(`E2E 字典改 ${suffix}`);
  await expect(typeRow).toContainText('edited by the e2e test');

  // Export the types.
  await exportAndCheck(page, '是否确认导出所有字典类型数据项？', '/system/dict-type/export');

  // Its data screen.
  await typeRow.getByRole('link', { name: typeCode }).click();
  await expect(page).toHaveURL(/\/admin\/dict\/type\/data\/\d+$/);
  await expect(tab(page, '字典数据')).toHaveClass(/active/);
  // The data screen is hidden from the menu; the dictionary menu entry stays highlighted.
  await expect(menuItem(sidebar(page), '字典管理')).toHaveClass(/ant-menu-item-selected/);
  const dataView = visiblePage(page);
  await expect(dataView.locator('.ant-table-tbody')).toContainText('暂无数据');

  await dataView.getByRole('button', { name: /新\s*增/ }).click();
  const addData = page.getByRole('dialog', { name: '添加字典数据' });
  await expect(addData.getByLabel('字典类型')).toHaveValue(typeCode);
  await addData.getByLabel('数据标签').fill('第一项');
  await addData.getByLabel('数据键值').fill('one');
  await addData.getByLabel('显示排序').fill('1');
  await addData.getByRole('button', { name: /确\s*定/ }).click();
  await expect(addData).toBeHidden();
  const dataRow = dataView.locator('.ant-table-tbody').getByRole('row').filter({ hasText: 'one' });
  await expect(dataRow).toContainText('第一项');

  await dataRow.getByRole('button', { name: /修\s*改/ }).click();
  const editData = page.getByRole('dialog', { name: '修改字典数据' });
  await expect(editData.getByLabel('数据标签')).toHaveValue('第一项');
  await editData.getByLabel('数据标签').fill('第一项（改）');
  await editData.getByRole('button', { name: /确\s*定/ }).click();
  await expect(editData).toBeHidden();
  await expect(dataRow).toContainText('第一项（改）');

  await exportAndCheck(page, '是否确认导出所有字典数据数据项？', '/system/dict-data/export');

  await dataRow.getByRole('button', { name: /删\s*除/ }).click();
  await confirmDialog(page, /是否确认删除字典编码为"\d+"的数据项？/);
  await expect(dataView.locator('.ant-table-tbody')).toContainText('暂无数据');

  // Back to the types and delete the new one.
  await dataView.getByRole('button', { name: /返\s*回/ }).click();
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  const typesView = visiblePage(page);
  const row = typesView.getByRole('row').filter({ hasText: typeCode });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await confirmDialog(page, /是否确认删除字典编号为"\d+"的数据项？/);
  await expect(typesView.getByRole('row').filter({ hasText: typeCode })).toHaveCount(0);
});
