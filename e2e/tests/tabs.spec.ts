import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { openFromSidebar, tab, tabAction, tabMenu, tabs } from '../support/app';

const HOME = '律师审核';

async function openPages(page: Page, ...titles: string[]) {
  for (const title of titles) {
    await openFromSidebar(page, '系统管理', title);
    await expect(tab(page, title)).toHaveClass(/active/);
  }
}

test('every tab context-menu action; the affixed tab never closes', async ({ page }) => {
  await page.goto('');
  await expect(tabs(page)).toHaveText([HOME]);
  await openPages(page, '用户管理', '角色管理', '菜单管理', '字典管理');
  await expect(tabs(page)).toHaveText([HOME, '用户管理', '角色管理', '菜单管理', '字典管理']);
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);

  // The affixed home tab has no close button and no "close" entries that would close it.
  await expect(tab(page, HOME).getByLabel('关闭当前')).toHaveCount(0);
  await tab(page, HOME).click({ button: 'right' });
  await expect(tabMenu(page)).toBeVisible();
  expect((await tabMenu(page).boundingBox())?.width).toBe(105);
  await expect(tabMenu(page).getByRole('menuitem')).toHaveText(['刷新页面', '关闭其他', '关闭右侧', '全部关闭']);
  await page.keyboard.press('Escape');
  await expect(tabMenu(page)).toBeHidden();
  // A click elsewhere closes it too.
  await tab(page, '字典管理').click({ button: 'right' });
  await expect(tabMenu(page)).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(tabMenu(page)).toBeHidden();

  // Close right of 角色管理: the active tab (字典管理) goes, so the last remaining tab opens.
  await tabAction(page, '角色管理', '关闭右侧');
  await expect(tabs(page)).toHaveText([HOME, '用户管理', '角色管理']);
  await expect(page).toHaveURL(/\/admin\/system\/role$/);

  // Close left of 角色管理: the affixed tab stays.
  await tabAction(page, '角色管理', '关闭左侧');
  await expect(tabs(page)).toHaveText([HOME, '角色管理']);
  await expect(page).toHaveURL(/\/admin\/system\/role$/);

  // Close others (from a tab that is not the active one): it becomes the active page.
  await openPages(page, '菜单管理', '字典管理');
  await tabAction(page, '菜单管理', '关闭其他');
  await expect(tabs(page)).toHaveText([HOME, '菜单管理']);
  await expect(page).toHaveURL(/\/admin\/system\/menu$/);

  // Close current.
  await tabAction(page, '菜单管理', '关闭当前');
  await expect(tabs(page)).toHaveText([HOME]);
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);

  // Close all, from an ordinary tab and from the affixed one.
  await openPages(page, '用户管理', '角色管理');
  await tabAction(page, '用户管理', '全部关闭');
  await expect(tabs(page)).toHaveText([HOME]);
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
  await openPages(page, '岗位管理');
  await tabAction(page, HOME, '全部关闭');
  await expect(tabs(page)).toHaveText([HOME]);
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);

  // Refresh page keeps the tab and the address.
  await openPages(page, '字典管理');
  await tabAction(page, '字典管理', '刷新页面');
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  await expect(tabs(page)).toHaveText([HOME, '字典管理']);
  await expect(page.getByRole('link', { name: 'common_status' })).toBeVisible();
});

test('the close button on a tab closes it and shows the neighbour', async ({ page }) => {
  await page.goto('');
  await openPages(page, '用户管理', '字典管理');
  await tab(page, '字典管理').getByLabel('关闭当前').click();
  await expect(tabs(page)).toHaveText([HOME, '用户管理']);
  await expect(page).toHaveURL(/\/admin\/system\/user$/);
  await tab(page, HOME).click();
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
});
