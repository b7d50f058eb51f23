import { test, expect } from '../support/fixtures';
import { tabs } from '../support/app';

test('settings saved in the drawer persist across a reload; reset restores the defaults', async ({ page }) => {
  await page.goto('');
  const logo = page.getByTestId('sidebar').getByRole('link', { name: '后台管理系统' });
  await expect(logo).toBeVisible();
  await expect(tabs(page)).toHaveText(['律师审核']);
  await expect(page).toHaveTitle('后台管理系统');

  const drawer = page.getByRole('dialog', { name: '主题风格设置' });
  const openDrawer = async () => {
    await page.getByRole('button', { name: '布局设置' }).click();
    await expect(drawer).toBeVisible();
  };
  await openDrawer();
  await drawer.getByRole('switch', { name: '开启 Tags-Views' }).click();
  await drawer.getByRole('switch', { name: '显示 Logo' }).click();
  await drawer.getByRole('switch', { name: '动态标题' }).click();
  await drawer.getByRole('button', { name: '亮色侧边栏' }).click();
  // Applied at once…
  await expect(page.getByTestId('tags-view')).toBeHidden();
  await expect(logo).toBeHidden();
  await expect(page).toHaveTitle('律师审核 - 后台管理系统');
  await expect(page.getByTestId('sidebar')).toHaveClass(/sidebar-light/);
  // …and kept once saved.
  await drawer.getByRole('button', { name: '保存配置' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('layout-setting'))).not.toBeNull();

  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveClass(/sidebar-light/);
  await expect(page.getByTestId('tags-view')).toHaveCount(0);
  await expect(logo).toHaveCount(0);
  await expect(page).toHaveTitle('律师审核 - 后台管理系统');
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('layout-setting'))) ?? '{}') as Record<string, unknown>;
  expect(saved).toMatchObject({ tagsView: false, sidebarLogo: false, dynamicTitle: true, sideTheme: 'theme-light' });

  await openDrawer();
  await expect(drawer.getByRole('switch', { name: '开启 Tags-Views' })).not.toBeChecked();
  await expect(drawer.getByRole('switch', { name: '显示 Logo' })).not.toBeChecked();
  const reloaded = page.waitForEvent('load');
  await drawer.getByRole('button', { name: '重置配置' }).click();
  await reloaded;

  await expect(page.getByTestId('sidebar')).toHaveClass(/sidebar-dark/);
  await expect(logo).toBeVisible();
  await expect(tabs(page)).toHaveText(['律师审核']);
  await expect(page).toHaveTitle('后台管理系统');
  expect(await page.evaluate(() => localStorage.getItem('layout-setting'))).toBeNull();
});
