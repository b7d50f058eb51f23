import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { confirmBox, dialog, okButton, seeRefusal, submitDialog, uniqueSuffix } from '../support/admin';
import { visiblePage } from '../support/app';
import { startMariaDb, type TestMariaDb } from '../../apps/server/test/support/mariadb';

// 数据源配置: the master (the console's own database) first and locked; a URL the server does not read refused with
// its reason; a MariaDB source (started here) added, edited with its password typed again, and deleted.

let maria: TestMariaDb;
test.beforeAll(async () => {
  maria = await startMariaDb();
  await maria.exec('create database e2e_shop');
});
test.afterAll(async () => {
  await maria?.stop();
});

const rows = (page: Page) => visiblePage(page).locator('.ant-table-tbody').getByRole('row');

async function openScreen(page: Page) {
  await page.goto('infra/data-source-config');
  await expect(rows(page).first()).toContainText('master');
}

test('lists the master first, its edit and delete disabled with the reason', async ({ page }) => {
  await openScreen(page);
  const master = rows(page).first();
  await expect(master).toContainText('pglite:');
  const edit = master.getByRole('button', { name: /修\s*改/ });
  await expect(edit).toBeDisabled();
  await expect(master.getByRole('button', { name: /删\s*除/ })).toBeDisabled();
  await edit.hover({ force: true });
  await expect(page.getByRole('tooltip')).toContainText('主数据源是控制台自己的数据库');
});

test('a URL of another kind is refused with the reason, and the dialog stays open', async ({ page }) => {
  await openScreen(page);
  await visiblePage(page).getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, '添加数据源配置');
  await expect(form.getByLabel('数据源连接')).toHaveAttribute('placeholder', 'jdbc:mysql://127.0.0.1:3306/库名');
  await expect(form.getByLabel('密码')).toHaveAttribute('type', 'password');
  await form.getByLabel('数据源名称').fill(`坏地址${uniqueSuffix()}`);
  await form.getByLabel('数据源连接').fill('jdbc:oracle:thin:@127.0.0.1:1521:orcl');
  await form.getByLabel('用户名').fill('scott');
  await form.getByLabel('密码').fill('tiger');
  await okButton(form).click();
  await seeRefusal(page, '数据源连接不正确：仅支持以 jdbc:mysql://');
  await expect(form).toBeVisible();
});

test('a MariaDB source is added after its connection test, edited with the password typed again, and deleted', async ({ page }) => {
  const name = `商城库${uniqueSuffix()}`;
  await openScreen(page);
  await visiblePage(page).getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加数据源配置');
  await add.getByLabel('数据源名称').fill(name);
  await add.getByLabel('数据源连接').fill(maria.jdbcUrl('e2e_shop'));
  await add.getByLabel('用户名').fill(maria.user);
  await add.getByLabel('密码').fill('not-the-password');
  await okButton(add).click();
  await seeRefusal(page, '数据源配置不正确，无法进行连接');
  await add.getByLabel('密码').fill(maria.password);
  await submitDialog(add);
  const row = rows(page).filter({ hasText: name });
  await expect(row).toContainText(maria.jdbcUrl('e2e_shop'));
  await expect(row).toContainText('root');

  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改数据源配置');
  await expect(edit.getByLabel('数据源名称')).toHaveValue(name);
  // Never sent back: the field starts empty, and saving without it is refused in the form.
  await expect(edit.getByLabel('密码')).toHaveValue('');
  await edit.getByLabel('数据源名称').fill(`${name}改`);
  await okButton(edit).click();
  await expect(edit.getByText('密码不能为空')).toBeVisible();
  await edit.getByLabel('密码').fill(maria.password);
  await submitDialog(edit);
  const renamed = rows(page).filter({ hasText: `${name}改` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, /是否确认删除数据源配置编号为/);
  await expect(renamed).toHaveCount(0);
});
