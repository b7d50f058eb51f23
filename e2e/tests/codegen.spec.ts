import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { tab, visiblePage } from '../support/app';
import { adminApi, confirmBox, dialog, okButton, submitDialog, toast } from '../support/admin';

// 代码生成: a console table imported (its missing comment typed in the dialog), a column edited on the edit page,
// the preview highlighted and carrying the edit, the zip downloaded; the definition deleted again at the end.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');
const option = (page: Page, text: RegExp) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });

interface Detail {
  table: { id: number; parentMenuId: number | null };
  columns: Array<{ columnName: string; columnComment: string; listOperationCondition: string; nullable: boolean }>;
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('代码生成: import a table, edit a column, preview it highlighted, download the zip, delete it', async ({ page, origin, initialTokens }) => {
  const tables = await adminApi<Array<{ name: string; comment: string }>>(origin, initialTokens!, '/infra/codegen/db/table/list?dataSourceConfigId=0&name=system_post');
  const commentInDb = tables.find((table) => table.name === 'system_post')!.comment;

  await page.goto('infra/codegen');
  const view = visiblePage(page);
  await view.getByRole('button', { name: /导\s*入/ }).click();
  const importing = dialog(page, '导入表');
  // The master is chosen; the name filter narrows the list.
  await expect(importing.locator('.ant-form-item', { has: page.getByLabel('数据源') })).toContainText('master');
  await importing.getByLabel('表名称').fill('system_post');
  await importing.getByRole('button', { name: /搜\s*索/ }).click();
  const row = bodyRows(importing).filter({ hasText: 'system_post' });
  await expect(bodyRows(importing)).toHaveCount(1);
  await row.click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  const comment = commentInDb || '岗位信息';
  if (!commentInDb) {
    // A table without a comment in the database asks for one before it can be imported.
    await okButton(importing).click();
    await expect(toast(page, '请为没有注释的表填写表描述')).toBeVisible();
    await expect(importing.getByText('数据库中没有注释，请填写表描述')).toBeVisible();
    await importing.getByLabel('system_post 表描述').fill(comment);
  }
  await submitDialog(importing);
  await expect(toast(page, '导入成功')).toBeVisible();
  const listed = bodyRows(view).filter({ hasText: 'system_post' });
  await expect(listed).toContainText('master');
  await expect(listed).toContainText(comment);

  // The edit page: its tab names the table; 字段信息 is open.
  await listed.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page).toHaveURL(/\/infra\/codegen\/edit\/\d+$/);
  const tableId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(tab(page, '修改[system_post]生成配置')).toBeVisible();
  const edit = visiblePage(page);
  await expect(edit.getByRole('tab', { name: '字段信息' })).toHaveAttribute('aria-selected', 'true');
  await edit.getByLabel('name 字段描述').fill('岗位名称（已改）');
  await edit.getByLabel('sort 查询方式').click();
  await option(page, /^<$/).click();
  await edit.getByLabel('remark 允许空').uncheck();

  // 管理后台 needs a parent menu: the failed check opens 生成信息 where it is missing.
  await edit.getByRole('button', { name: /提\s*交/ }).click();
  await expect(toast(page, '表单校验未通过，请重新检查提交内容')).toBeVisible();
  await expect(edit.getByRole('tab', { name: '生成信息' })).toHaveAttribute('aria-selected', 'true');
  await expect(edit.getByText('上级菜单不能为空')).toBeVisible();
  await edit.getByLabel('上级菜单').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('系统管理', { exact: true }).click();
  await edit.getByRole('button', { name: /提\s*交/ }).click();
  await expect(toast(page, '修改成功！')).toBeVisible();
  // Back on the list; the edit page's tab is closed.
  await expect(page).toHaveURL(/\/infra\/codegen$/);
  await expect(tab(page, '修改[system_post]生成配置')).toHaveCount(0);

  const detail = await adminApi<Detail>(origin, initialTokens!, `/infra/codegen/detail?tableId=${tableId}`);
  const column = (name: string) => detail.columns.find((candidate) => candidate.columnName === name)!;
  expect(column('name').columnComment).toBe('岗位名称（已改）');
  expect(column('sort').listOperationCondition).toBe('<');
  expect(column('remark').nullable).toBe(false);
  expect(detail.table.parentMenuId).toBe(1);

  // 预览: the files as a tree with folded folders, the chosen file highlighted, 复制 puts it on the clipboard.
  await listed.getByRole('button', { name: /预\s*览/ }).click();
  const preview = dialog(page, '代码预览');
  await expect(preview.getByTitle('src/modules/system/post', { exact: true })).toBeVisible();
  await preview.getByTitle('routes.ts', { exact: true }).click();
  await expect(preview.getByText('apps/server/src/modules/system/post/routes.ts', { exact: true })).toBeVisible();
  const code = preview.locator('pre.hljs code');
  await expect(code.locator('.hljs-keyword').first()).toBeVisible();
  await expect(code).toContainText("permission: 'system:post:query'");
  await preview.getByRole('button', { name: /复\s*制/ }).click();
  await expect(toast(page, '复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  // The edited comment is the generated screen's label.
  await preview.getByTitle('locales.ts', { exact: true }).click();
  await expect(code).toContainText("name: '岗位名称（已改）'");
  await preview.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await expect(preview).toBeHidden();

  // 生成代码: a zip named after the table, holding the previewed paths.
  const downloading = page.waitForEvent('download');
  await listed.getByRole('button', { name: /更\s*多/ }).click();
  await page.getByRole('menuitem', { name: '生成代码' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('codegen-system_post.zip');
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(zip.includes('apps/server/src/modules/system/post/routes.ts')).toBe(true);
  expect(zip.includes('apps/web/src/features/system/post/locales.ts')).toBe(true);

  // 删除 (also leaves the list empty for the screens' walk, whose 编辑 opens dialogs only).
  await listed.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, '是否确认删除表名称为"system_post"的数据项？');
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(bodyRows(view).filter({ hasText: 'system_post' })).toHaveCount(0);
});
