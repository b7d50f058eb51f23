import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { confirmBox, dialog, okButton, seeRefusal, submitDialog } from '../support/admin';
import { visiblePage } from '../support/app';

// 错误码管理: the codes the server registered at start, listed and filtered; an edited message is what the API then
// answers (seen here as the refusal this very screen shows), and deleting the edit brings the built-in one back.

const rows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');
const searchButton = (scope: Locator) => scope.getByRole('button', { name: /(^|\s)搜\s*索$/ });

async function searchCode(view: Locator, code: string) {
  await view.getByRole('textbox', { name: '错误码编码' }).fill(code);
  await searchButton(view).click();
  await expect(rows(view)).toHaveCount(1);
  return rows(view).first();
}

/** Adds a row whose code is taken: the server refuses it with 1002017001, whose message the test reads. */
async function addTakenCode(page: Page, view: Locator, expected: string) {
  await view.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加错误码');
  await add.getByLabel('应用名').fill('e2e');
  await add.getByLabel('错误码编码').fill('1002005000');
  await add.getByLabel('错误码提示').fill('任意');
  await okButton(add).click();
  await seeRefusal(page, expected);
  await add.getByRole('button', { name: /取\s*消|Close/ }).first().click();
  await expect(add).toBeHidden();
}

test('错误码管理: lists the registered codes, an edited message is what the API answers, deleting the edit restores it', async ({ page }, testInfo) => {
  await page.goto('system/error-code');
  const view = visiblePage(page);
  // Highest code first; every row registered at start is 自动生成 under the server's application name.
  await expect(rows(view).first()).toContainText('console-server');
  await expect(rows(view).first()).toContainText('自动生成');
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`error-code-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await addTakenCode(page, view, '已经存在编码为【1002005000】的错误码');

  // Edit the message of 1002017001 (the refusal above), with its placeholder.
  const row = await searchCode(view, '1002017001');
  await expect(row).toContainText('已经存在编码为【{}】的错误码');
  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改错误码');
  await expect(edit.getByLabel('错误码编码')).toHaveValue('1002017001');
  await edit.getByLabel('错误码提示').fill('编码 {} 已被占用，请换一个');
  await page.screenshot({ path: testInfo.outputPath('error-code-edit-1440.png') });
  await submitDialog(edit);
  await expect(row).toContainText('手动编辑');
  await expect(row).toContainText('编码 {} 已被占用，请换一个');

  await addTakenCode(page, view, '编码 1002005000 已被占用，请换一个');

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, /是否确认删除错误码编号为"\d+"的数据项？/);
  await expect(rows(view).filter({ hasText: '1002017001' })).toHaveCount(0);
  await addTakenCode(page, view, '已经存在编码为【1002005000】的错误码');
});
