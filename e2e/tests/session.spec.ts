import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { openFromSidebar, tab, visiblePage, landingQueue } from '../support/app';

// These tests spend and revoke their refresh token: tokens of their own, not the worker's shared ones.
test.use({ ownSession: true });

/** Watches the page's API calls: those still waiting for an answer, and the refresh-token calls. */
function trackApiCalls(page: Page) {
  const pending = new Set<Request>();
  const refreshCalls: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/admin-api/')) return;
    pending.add(request);
    if (request.url().includes('/system/auth/refresh-token')) refreshCalls.push(request.url());
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { inFlight: () => pending.size, refreshCalls };
}

const RELOGIN_TEXT = '登录状态已过期，您可以继续留在该页面，或者重新登录';

test('an expired access token is refreshed silently mid-session', async ({ page, initialTokens }) => {
  await page.goto('');
  await expect(landingQueue(page)).toBeVisible();
  const calls = trackApiCalls(page);

  // The server no longer knows this access token: the next call answers 401.
  await page.evaluate(() => localStorage.setItem('ACCESS_TOKEN', 'expired-access-token'));
  const refreshed = page.waitForResponse((response) => response.url().includes('/system/auth/refresh-token'));
  await openFromSidebar(page, '系统管理', '字典管理');
  expect(((await (await refreshed).json()) as { code: number }).code).toBe(0);

  await expect(visiblePage(page).getByRole('link', { name: 'common_status' })).toBeVisible();
  await expect.poll(() => calls.inFlight()).toBe(0);
  expect(calls.refreshCalls).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice, .ant-notification-notice')).toHaveCount(0);
  const tokens = await page.evaluate(() => [localStorage.getItem('ACCESS_TOKEN'), localStorage.getItem('REFRESH_TOKEN')]);
  expect(tokens[0]).not.toBe('expired-access-token');
  expect(tokens[0]).not.toBe(initialTokens!.accessToken);
  expect(tokens[1]).not.toBe(initialTokens!.refreshToken);

  // The new tokens keep working: no further refresh.
  await page.reload();
  await expect(visiblePage(page).getByRole('link', { name: 'common_status' })).toBeVisible();
  expect(calls.refreshCalls).toHaveLength(1);
});

test('a revoked refresh token shows the relogin dialog exactly once', async ({ page }) => {
  await page.goto('system/dict');
  await expect(visiblePage(page).getByRole('link', { name: 'common_status' })).toBeVisible();
  const calls = trackApiCalls(page);

  await page.evaluate(() => {
    localStorage.setItem('ACCESS_TOKEN', 'revoked-access-token');
    localStorage.setItem('REFRESH_TOKEN', 'revoked-refresh-token');
  });
  // The dictionary-data page loads its type and the type list in parallel: both answer 401.
  await visiblePage(page).getByRole('link', { name: 'common_status' }).click();
  await expect(page).toHaveURL(/\/admin\/dict\/type\/data\/\d+$/);

  const relogin = page.getByRole('dialog').filter({ hasText: RELOGIN_TEXT });
  await expect(relogin).toBeVisible();
  await expect(relogin).toContainText('系统提示');
  await expect.poll(() => calls.inFlight()).toBe(0);
  await expect(relogin).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(calls.refreshCalls).toHaveLength(1);

  // Cancel: stay on the page.
  await relogin.getByRole('button', { name: /取\s*消/ }).click();
  await expect(relogin).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/dict\/type\/data\/\d+$/);

  // The next failing call asks again; confirming logs out and goes to the index page, which asks to sign in.
  await tab(page, '字典管理').click();
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  // Kept-alive pages are hidden, not removed: wait until the list is the page shown before using its toolbar.
  await expect(visiblePage(page).getByRole('link', { name: 'common_status' })).toBeVisible();
  await visiblePage(page).getByRole('button', { name: '刷新', exact: true }).click();
  await expect(relogin).toHaveCount(1);
  await relogin.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('REFRESH_TOKEN'))).toBeNull();
});
