import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { dialog, seeRefusal, submitDialog, toast, uniqueSuffix } from '../support/admin';
import { visiblePage } from '../support/app';
import { startFtpStandIn, startSftpStandIn, type RemoteStandIn } from '../../apps/server/test/support/remote-stand-ins';

// 文件配置 with FTP and SFTP storages (started here): added through the form, tested with 测试, the password kept
// masked through an edit; a wrong password's 测试 says why.

let ftp: RemoteStandIn;
let sftp: RemoteStandIn;
test.beforeAll(async () => {
  [ftp, sftp] = await Promise.all([startFtpStandIn(), startSftpStandIn()]);
});
test.afterAll(async () => {
  await Promise.all([ftp?.close(), sftp?.close()]);
});

const rows = (page: Page) => visiblePage(page).locator('.ant-table-tbody').getByRole('row');

async function fillRemote(form: Locator, page: Page, storage: string, server: RemoteStandIn, password: string) {
  await form.getByLabel('存储器').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${storage}$`) }).click();
  await form.getByLabel('主机地址').fill(server.host);
  await form.getByLabel('主机端口').fill(String(server.port));
  await form.getByLabel('用户名').fill(server.username);
  await form.getByLabel('密码').fill(password);
  await form.getByLabel('存储目录').fill('/e2e');
}

test('an FTP storage is added through the form, passes 测试, and keeps its password through an edit', async ({ page }) => {
  const name = `FTP${uniqueSuffix()}`;
  await page.goto('infra/file/file-config');
  await visiblePage(page).getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加文件配置');
  await add.getByLabel('配置名').fill(name);
  await fillRemote(add, page, 'FTP 服务器', ftp, ftp.password);
  await expect(add.getByLabel('密码')).toHaveAttribute('type', 'password');
  await expect(add.getByText('被动模式（Passive）')).toBeVisible();
  // A relative folder is caught before the round trip.
  await add.getByLabel('存储目录').fill('e2e');
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add.getByText('请填写以 / 开头的绝对路径')).toBeVisible();
  await add.getByLabel('存储目录').fill('/e2e');
  await submitDialog(add);

  const row = rows(page).filter({ hasText: name });
  await expect(row).toContainText('FTP 服务器');
  await row.getByRole('button', { name: /测\s*试/ }).click();
  await expect(toast(page, '测试通过')).toBeVisible();

  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改文件配置');
  await expect(edit.getByLabel('密码')).toHaveValue('******');
  await expect(edit.getByText('密码加密保存，不会显示')).toBeVisible();
  await submitDialog(edit);
  await row.getByRole('button', { name: /测\s*试/ }).click();
  await expect(toast(page, '测试通过').last()).toBeVisible();
});

test('an SFTP storage with a wrong password: 测试 says the sign-in was refused', async ({ page }) => {
  const name = `SFTP${uniqueSuffix()}`;
  await page.goto('infra/file/file-config');
  await visiblePage(page).getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加文件配置');
  await add.getByLabel('配置名').fill(name);
  await fillRemote(add, page, 'SFTP 服务器', sftp, 'not-the-password');
  await expect(add.getByLabel('连接模式')).toHaveCount(0);
  await submitDialog(add);

  const row = rows(page).filter({ hasText: name });
  await row.getByRole('button', { name: /测\s*试/ }).click();
  await seeRefusal(page, '文件配置测试失败，原因：SFTP 用户名或密码不正确');
});
