import { test, expect } from '../support/fixtures';
import { openFromSidebar, visiblePage, landingQueue, dialogsSettled } from '../support/app';

// The test refreshes its tokens and signs out: tokens of its own, not the worker's shared ones.
test.use({ ownSession: true });

test('two browser tabs share the session: one refresh serves both, and signing out in one signs out the other', async ({ page, context }) => {
  const refreshCalls: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/system/auth/refresh-token')) refreshCalls.push(request.url());
  });
  await page.goto('');
  await expect(landingQueue(page)).toBeVisible();
  const other = await context.newPage();
  const otherProblems: string[] = [];
  other.on('pageerror', (error) => otherProblems.push(error.message));
  other.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') otherProblems.push(message.text());
  });
  await other.goto('system/dict');
  await expect(visiblePage(other).getByRole('link', { name: 'common_status' })).toBeVisible();

  // The access token dies; the first tab to call refreshes, the other picks the new token up from storage.
  await page.evaluate(() => localStorage.setItem('ACCESS_TOKEN', 'expired-access-token'));
  await openFromSidebar(page, '系统管理', '字典管理');
  await expect(visiblePage(page).getByRole('link', { name: 'common_status' })).toBeVisible();
  expect(refreshCalls).toHaveLength(1);
  await visiblePage(other).getByRole('link', { name: 'common_status' }).click();
  await expect(other).toHaveURL(/\/admin\/dict\/type\/data\/\d+$/);
  await expect(visiblePage(other).locator('.ant-table-tbody')).toContainText('开启');
  expect(refreshCalls).toHaveLength(1);

  // Sign out in the first tab: the second one follows.
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const logOut = page.getByRole('dialog').filter({ hasText: '确定注销并退出系统吗？' });
  await expect(logOut).toBeVisible();
  await dialogsSettled(page);
  await logOut.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  await expect(other).toHaveURL(/\/admin\/login\?redirect=%2Fdict%2Ftype%2Fdata%2F\d+$/);
  await expect(other.getByRole('button', { name: '登 录' })).toBeVisible();
  expect(otherProblems).toEqual([]);
});
