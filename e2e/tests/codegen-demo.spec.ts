import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { confirmBox, dialog, okButton, submitDialog, toast, uniqueSuffix } from '../support/admin';

// 代码生成示例 (infra/testDemo/index): the screen the generator wrote, used as a staff user would — its menu, a row
// created with the form's controls (text, dictionary radio and select, number, text area), found by the search,
// edited and deleted.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');
const fieldError = (scope: Locator, text: string) => scope.locator('.ant-form-item-explain-error').filter({ hasText: new RegExp(`^${text}$`) });

test('代码生成示例: create (refusing a blank form), search, edit and delete a row on the generated screen', async ({ page }) => {
  const name = `E2E 示例 ${uniqueSuffix()}`;
  await page.goto('infra/test-demo');
  const view = visiblePage(page);
  await expect(view.getByRole('button', { name: /新\s*增/ })).toBeVisible();

  await view.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加代码生成示例');
  await okButton(add).click();
  await expect(fieldError(add, '名字不能为空')).toBeVisible();
  await add.getByLabel('名字').fill(name);
  await add.getByRole('radio', { name: '开启' }).check();
  await add.getByLabel('类型').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^女$/ }).click();
  await add.getByLabel('分类').fill('3');
  await add.getByLabel('备注').fill('written by the generated form');
  await submitDialog(add);
  await expect(toast(page, '新增成功')).toBeVisible();

  await view.getByRole('textbox', { name: '名字' }).fill(name);
  await view.getByRole('button', { name: /(^|\s)搜\s*索$/ }).click();
  const row = bodyRows(view).filter({ hasText: name });
  await expect(bodyRows(view)).toHaveCount(1);
  await expect(row).toContainText('开启');
  await expect(row).toContainText('女');

  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改代码生成示例');
  await expect(edit.getByLabel('名字')).toHaveValue(name);
  await expect(edit.getByLabel('分类')).toHaveValue('3');
  await edit.getByLabel('名字').fill(`${name} 改`);
  await submitDialog(edit);
  await expect(row).toContainText(`${name} 改`);

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, /是否确认删除代码生成示例编号为"\d+"的数据项？/);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(bodyRows(view).filter({ hasText: name })).toHaveCount(0);
});
