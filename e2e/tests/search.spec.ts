import { landingQueue } from '../support/app';
import { test, expect } from '../support/fixtures';

test('header search (Ctrl+K) finds 字典管理 from a fuzzy query and opens it with Enter', async ({ page }) => {
  await page.goto('');
  await expect(landingQueue(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('搜索菜单名称或路径');
  await expect(input).toBeFocused();
  // A typo (里 for 理): fuzzy matching still ranks 字典管理 first.
  await input.pressSequentially('字典管里');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('系统管理 > 字典管理');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  await expect(page.getByPlaceholder('搜索菜单名称或路径')).toBeHidden();
  await expect(page.getByRole('link', { name: 'common_status' })).toBeVisible();
});

test('header search matches paths and moves with the arrow keys', async ({ page }) => {
  await page.goto('');
  await page.getByRole('button', { name: '搜索菜单' }).click();
  const input = page.getByPlaceholder('搜索菜单名称或路径');
  await expect(input).toBeFocused();
  await input.pressSequentially('/system/dict');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('/system/dict');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
});
