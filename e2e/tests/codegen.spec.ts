import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { tab, visiblePage } from '../support/app';
import { adminApi, confirmBox, dialog, okButton, submitDialog, toast, uniqueSuffix } from '../support/admin';
import { startMariaDb, type TestMariaDb } from '../../apps/server/test/support/mariadb';

// 代码生成: a table of a MariaDB data source imported (its missing comment typed in the dialog), a column edited on
// the edit page, the preview highlighted and carrying the edit, the zip downloaded; a console table's module refused at
// preview because it would clash with the console's own; the definitions deleted again at the end.

const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');
const option = (page: Page, text: RegExp) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });

interface Detail {
  table: { id: number; parentMenuId: number | null };
  columns: Array<{ columnName: string; columnComment: string; listOperationCondition: string; nullable: boolean }>;
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

let maria: TestMariaDb;
test.beforeAll(async () => {
  maria = await startMariaDb();
  // No table comment: the import dialog asks for one.
  await maria.exec(
    `create database e2e_codegen; use e2e_codegen;
     create table shop_notebook (
       id bigint auto_increment primary key,
       name varchar(64) not null comment '名称',
       sort int not null default 0 comment '排序',
       remark varchar(500) comment '备注'
     );`,
  );
});
test.afterAll(async () => {
  await maria?.stop();
});

/** DELETE through the API (adminApi sends GET and POST). */
async function adminDelete(origin: string, accessToken: string, path: string) {
  const response = await fetch(`${origin}/admin-api${path}`, { method: 'DELETE', headers: { authorization: `Bearer ${accessToken}` } });
  expect(await response.json()).toMatchObject({ code: 0 });
}

test('代码生成: import a table, edit a column, preview it highlighted, download the zip, delete it', async ({ page, origin, initialTokens }) => {
  const sourceName = `笔记库${uniqueSuffix()}`;
  const sourceId = await adminApi<number>(origin, initialTokens!, '/infra/data-source-config/create', {
    name: sourceName,
    url: maria.jdbcUrl('e2e_codegen'),
    username: maria.user,
    password: maria.password,
  });

  await page.goto('infra/codegen');
  const view = visiblePage(page);
  await view.getByRole('button', { name: /导\s*入/ }).click();
  const importing = dialog(page, '导入表');
  // The master is chosen first; pick the MariaDB source, and the name filter narrows the list.
  await expect(importing.locator('.ant-form-item', { has: page.getByLabel('数据源') })).toContainText('master');
  await importing.getByLabel('数据源').click();
  await option(page, new RegExp(sourceName)).click();
  await importing.getByLabel('表名称').fill('shop_notebook');
  await importing.getByRole('button', { name: /搜\s*索/ }).click();
  const row = bodyRows(importing).filter({ hasText: 'shop_notebook' });
  await expect(bodyRows(importing)).toHaveCount(1);
  await row.click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  // A table without a comment in the database asks for one before it can be imported.
  const comment = '笔记信息';
  await okButton(importing).click();
  await expect(toast(page, '请为没有注释的表填写表描述')).toBeVisible();
  await expect(importing.getByText('数据库中没有注释，请填写表描述')).toBeVisible();
  await importing.getByLabel('shop_notebook 表描述').fill(comment);
  await submitDialog(importing);
  await expect(toast(page, '导入成功')).toBeVisible();
  const listed = bodyRows(view).filter({ hasText: 'shop_notebook' });
  await expect(listed).toContainText(sourceName);
  await expect(listed).toContainText(comment);

  // The edit page: its tab names the table; 字段信息 is open.
  await listed.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page).toHaveURL(/\/infra\/codegen\/edit\/\d+$/);
  const tableId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(tab(page, '修改[shop_notebook]生成配置')).toBeVisible();
  const edit = visiblePage(page);
  await expect(edit.getByRole('tab', { name: '字段信息' })).toHaveAttribute('aria-selected', 'true');
  await edit.getByLabel('name 字段描述').fill('笔记名称（已改）');
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
  await expect(tab(page, '修改[shop_notebook]生成配置')).toHaveCount(0);

  const detail = await adminApi<Detail>(origin, initialTokens!, `/infra/codegen/detail?tableId=${tableId}`);
  const column = (name: string) => detail.columns.find((candidate) => candidate.columnName === name)!;
  expect(column('name').columnComment).toBe('笔记名称（已改）');
  expect(column('sort').listOperationCondition).toBe('<');
  expect(column('remark').nullable).toBe(false);
  expect(detail.table.parentMenuId).toBe(1);

  // 预览: the files as a tree with folded folders, the chosen file highlighted, 复制 puts it on the clipboard.
  await listed.getByRole('button', { name: /预\s*览/ }).click();
  const preview = dialog(page, '代码预览');
  await expect(preview.getByTitle('src/modules/shop/notebook', { exact: true })).toBeVisible();
  await preview.getByTitle('routes.ts', { exact: true }).click();
  await expect(preview.getByText('apps/server/src/modules/shop/notebook/routes.ts', { exact: true })).toBeVisible();
  const code = preview.locator('pre.hljs code');
  await expect(code.locator('.hljs-keyword').first()).toBeVisible();
  await expect(code).toContainText("permission: 'shop:notebook:query'");
  await preview.getByRole('button', { name: /复\s*制/ }).click();
  await expect(toast(page, '复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  // The edited comment is the generated screen's label.
  await preview.getByTitle('locales.ts', { exact: true }).click();
  await expect(code).toContainText("name: '笔记名称（已改）'");
  await preview.getByRole('button', { name: /^(Close|关闭)$/ }).click();
  await expect(preview).toBeHidden();

  // 生成代码: a zip named after the table, holding the previewed paths.
  const downloading = page.waitForEvent('download');
  await listed.getByRole('button', { name: /更\s*多/ }).click();
  await page.getByRole('menuitem', { name: '生成代码' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('codegen-shop_notebook.zip');
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  expect(zip.includes('apps/server/src/modules/shop/notebook/routes.ts')).toBe(true);
  expect(zip.includes('apps/web/src/features/shop/notebook/locales.ts')).toBe(true);

  // A console table's module would clash with the console's own (its table, its types, its files): the preview says
  // so before anything is written.
  const [consoleTableId] = await adminApi<number[]>(origin, initialTokens!, '/infra/codegen/create-list', {
    dataSourceConfigId: 0,
    tableNames: ['system_post'],
    tableComments: { system_post: '岗位信息' },
  });
  await view.getByRole('button', { name: /搜\s*索/, exact: false }).and(view.locator('[type=submit]')).click();
  const consoleTable = bodyRows(view).filter({ hasText: 'system_post' });
  await consoleTable.getByRole('button', { name: /预\s*览/ }).click();
  await expect(toast(page, /生成代码的.*冲突，请修改类名称、模块名或表名/)).toBeVisible();
  await expect(dialog(page, '代码预览')).toBeHidden();
  await adminDelete(origin, initialTokens!.accessToken, `/infra/codegen/delete?tableId=${consoleTableId}`);

  // 删除 (also leaves the list empty for the screens' walk, whose 编辑 opens dialogs only).
  await listed.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, '是否确认删除表名称为"shop_notebook"的数据项？');
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(bodyRows(view).filter({ hasText: /shop_notebook|system_post/ })).toHaveCount(0);
  await adminDelete(origin, initialTokens!.accessToken, `/infra/data-source-config/delete?id=${sourceId}`);
});
