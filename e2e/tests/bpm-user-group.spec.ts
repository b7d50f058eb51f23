import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { adminApi, confirmBox, dialog, okButton, submitDialog, uniqueSuffix } from '../support/admin';

// 工作流程 > 流程管理 > 用户分组: a group of two members made, one taken out, then deleted.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice').filter({ hasText: text });

test('user groups: create with members, edit the members, delete', async ({ page, origin, initialTokens }) => {
  const suffix = uniqueSuffix();
  const name = `E2E 组 ${suffix}`;
  const approver = `审批人 ${suffix}`;
  await adminApi(origin, initialTokens!, '/system/user/create', { username: `grp${suffix}`.slice(0, 30), nickname: approver, password: 'group1234' });
  await page.goto('bpm/manager/user-group');
  const groups = visiblePage(page);
  await groups.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加用户组');
  await okButton(add).click();
  await expect(add.getByText('组名不能为空')).toBeVisible();
  await add.getByLabel('组名').fill(name);
  await add.getByLabel('描述').fill('财务审批人');
  await add.getByLabel('成员').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '芋道源码' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: approver }).click();
  await page.keyboard.press('Escape');
  await submitDialog(add);
  await expect(toast(page, '新增成功')).toBeVisible();
  const row = bodyRows(groups).filter({ hasText: name });
  await expect(row).toContainText('财务审批人');
  await expect(row).toContainText('芋道源码');
  await expect(row).toContainText(approver);

  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改用户组');
  await edit.locator('.ant-select-selection-item').filter({ hasText: approver }).locator('.ant-select-selection-item-remove').click();
  await submitDialog(edit);
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(row).not.toContainText(approver);
  await expect(row).toContainText('芋道源码');

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, /是否确认删除/);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});
