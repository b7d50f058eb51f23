import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { signInWithSlider, landingQueue, dialogsSettled, visiblePage } from '../support/app';

// Logging out ends the session: these tests sign in with tokens of their own, not the worker's shared ones.
test.use({ ownSession: true });

/**
 * What Chromium downloads as scripts and stylesheets from now on, each recompressed with gzip -9: the measure of
 * the byte budgets (bench/web.ts prints the same figures with a per-file breakdown).
 */
function scriptAndStyleDownloads(page: Page): () => Promise<{ bytes: number; files: number }> {
  const downloads: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') downloads.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  return async () => {
    const sizes = await Promise.all(downloads);
    return { bytes: sizes.reduce((sum, bytes) => sum + bytes, 0), files: sizes.length };
  };
}

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('sign in by dragging the slider lands on the lawyer audit page', async ({ page }) => {
    await page.goto('login');
    await signInWithSlider(page);
    await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
    await expect(page.getByTestId('sidebar')).toContainText('后台管理系统');
    await expect(landingQueue(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeTruthy();
  });

  test('remember me fills the form in again after logging out, with the password stored encrypted', async ({ page }) => {
    await page.goto('login');
    await page.getByText('记住密码').click();
    await signInWithSlider(page);
    await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
    const stored = await page.evaluate(() => [localStorage.getItem('USERNAME'), localStorage.getItem('PASSWORD'), localStorage.getItem('REMEMBER_ME')]);
    expect(stored[0]).toBe('admin');
    expect(stored[1]).toBeTruthy();
    expect(stored[1]).not.toContain('admin123');
    expect(stored[2]).toBe('true');

    await page.getByTestId('user-dropdown').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').filter({ hasText: '确定注销并退出系统吗？' }).getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
    await expect(page.getByPlaceholder('账号')).toHaveValue('admin');
    await expect(page.getByPlaceholder('密码')).toHaveValue('admin123');
    await expect(page.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
  });

  test('opened directly, /login downloads under its 120 kB budget (gzip -9), and signing in there goes to its redirect', async ({ page }) => {
    const downloaded = scriptAndStyleDownloads(page);
    await page.goto('login?redirect=%2Fsystem%2Fdict');
    await expect(page.getByPlaceholder('账号')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const signIn = await downloaded();
    expect(signIn.bytes).toBeGreaterThan(0);
    expect(signIn.bytes).toBeLessThanOrEqual(120 * 1024);

    await signInWithSlider(page);
    await expect(page).toHaveURL(/\/admin\/system\/dict$/);
    await expect(page.getByRole('link', { name: 'common_status' })).toBeVisible();
  });

  test('signing in at /login, the first admin page has downloaded under its 350 kB budget (gzip -9) in at most 40 files', async ({ page }) => {
    const downloaded = scriptAndStyleDownloads(page);
    await page.goto('login');
    await expect(page.getByPlaceholder('账号')).toBeVisible();
    await signInWithSlider(page);
    await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
    await expect(landingQueue(page)).toBeVisible();
    await expect(visiblePage(page).getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Cumulative, /login's files and the slider captcha's included, as a user arriving at the console downloads them.
    const firstAdminPage = await downloaded();
    expect(firstAdminPage.bytes).toBeGreaterThan(120 * 1024);
    expect(firstAdminPage.bytes).toBeLessThanOrEqual(350 * 1024);
    expect(firstAdminPage.files).toBeLessThanOrEqual(40);
  });

  test('a signed-out deep link goes to /login?redirect=… and back there after sign-in', async ({ page }) => {
    await page.goto('system/dict?from=e2e');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fsystem%2Fdict%3Ffrom%3De2e$/);
    await signInWithSlider(page);
    await expect(page).toHaveURL(/\/admin\/system\/dict\?from=e2e$/);
    await expect(page.getByRole('link', { name: 'common_status' })).toBeVisible();
  });
});

test('a signed-in user opening /login is sent to the index page', async ({ page }) => {
  await page.goto('login');
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
});

test('log out asks for confirmation, then ends the session', async ({ page }) => {
  await page.goto('');
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);

  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const confirmBox = page.getByRole('dialog').filter({ hasText: '确定注销并退出系统吗？' });
  await expect(confirmBox).toBeVisible();
  await expect(confirmBox).toContainText('系统提示');
  await dialogsSettled(page);
  await confirmBox.getByRole('button', { name: '取 消' }).click();
  await expect(confirmBox).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);

  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(confirmBox).toBeVisible();
  await dialogsSettled(page);
  await confirmBox.getByRole('button', { name: '确 定' }).click();
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();

  // The session is over: a deep link asks to sign in again.
  await page.goto('system/dict');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fsystem%2Fdict$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('no-such-page');
  await expect(page).toHaveURL(/\/admin\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
});
