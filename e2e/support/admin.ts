import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signInThroughApi, type Tokens } from './api';
import { dialogsSettled } from './app';

/** Helpers for the system-administration screens (CRUD dialogs, permission trees, a second signed-in browser). */

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One admin-API call with a bearer token; fails unless the envelope says code 0. */
export async function adminApi<T>(origin: string, tokens: Tokens, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/admin-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A short suffix that keeps names unique across runs on the same server. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, '0')}`;
}

/** The dialog with this title (antd names a modal by its title). */
export function dialog(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title });
}

/**
 * The 确定 (OK) button of a dialog. Its name may start with "loading": after a save antd leaves the spinner icon in
 * the button, hidden.
 */
export function okButton(box: Locator): Locator {
  return box.getByRole('button', { name: /(^|\s)(确\s*定|OK)$/ });
}

/** Presses 确定 (or OK) in a dialog and waits until it has closed. */
export async function submitDialog(box: Locator): Promise<void> {
  await okButton(box).click();
  await expect(box).toBeHidden();
}

/**
 * The newest toast (antd message) or notification holding this text: how the console reports success and refusals.
 * The newest, because the same text shown twice within a few seconds (two 新增成功 in a row) stacks two notices.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: text }).last();
}

/**
 * Sees a refusal (the request layer shows business errors as a notification) and closes it, so that the same
 * message shown again later in the test is a new notification, not this one still on screen.
 */
export async function seeRefusal(page: Page, text: string | RegExp): Promise<void> {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: text });
  await expect(notice).toHaveCount(1);
  await notice.locator('.ant-notification-notice-close').click();
  await expect(notice).toHaveCount(0);
}

/** Confirms a 系统提示 box holding this text and waits until it has gone. */
export async function confirmBox(page: Page, text: string | RegExp): Promise<void> {
  const box = page.getByRole('dialog').filter({ hasText: text });
  await expect(box).toBeVisible();
  await dialogsSettled(page);
  await okButton(box).click();
  await expect(box).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A node of an antd checkbox tree by its exact title. */
export function treeNode(scope: Locator, title: string): Locator {
  return scope.locator('.ant-tree-treenode').filter({ has: scope.page().locator('.ant-tree-title', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }) });
}

/** Expands a tree node (unless it is open already). */
export async function expandTreeNode(scope: Locator, title: string): Promise<void> {
  const switcher = treeNode(scope, title).locator('.ant-tree-switcher');
  // Reduced motion: the parent is open, not opening, so one click lands on the node itself.
  if (!(await switcher.getAttribute('class'))?.includes('ant-tree-switcher_open')) await switcher.click();
  await expect(switcher).toHaveClass(/ant-tree-switcher_open/);
}

/** The checkbox of a tree node. */
export function treeCheckbox(scope: Locator, title: string): Locator {
  return treeNode(scope, title).locator('.ant-tree-checkbox');
}

/** Clicks a tree node's checkbox (once, unless it already shows the wanted state). */
export async function setTreeChecked(scope: Locator, title: string, checked: boolean): Promise<void> {
  const box = treeCheckbox(scope, title);
  const isChecked = (await box.getAttribute('class'))?.includes('ant-tree-checkbox-checked') ?? false;
  if (isChecked !== checked) await box.click();
  if (checked) await expect(box).toHaveClass(/ant-tree-checkbox-checked/);
  else await expect(box).not.toHaveClass(/ant-tree-checkbox-checked/);
}

/** Watches a page for uncaught errors and console errors/warnings (what the page fixture does for its own page). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return problems;
}

/**
 * A second browser context signed in through the API (admin unless told otherwise), e.g. an administrator working
 * while the test's own page is signed in as someone else. Close the context when done; check `problems` is empty.
 */
export async function signedInPage(
  browser: Browser,
  origin: string,
  { username = 'admin', password = 'admin123', viewport = { width: 1440, height: 900 } } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const tokens = await signInThroughApi(origin, username, password);
  const context = await browser.newContext({
    baseURL: `${origin}/admin/`,
    viewport,
    locale: 'zh-CN',
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'ACCESS_TOKEN', value: tokens.accessToken }, { name: 'REFRESH_TOKEN', value: tokens.refreshToken }] }],
    },
  });
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

/** Signs out through the user menu (with its confirmation) and waits for the sign-in screen. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-dropdown').click();
  await page.getByRole('menuitem', { name: /退出登录|Log out/ }).click();
  await confirmBox(page, /确定注销并退出系统吗？|log out/i);
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
}

/** The active page number of a list's pager. */
export function activePageNumber(scope: Locator): Locator {
  return scope.locator('.pagination-container').locator('.ant-pagination-item-active, [aria-current="page"]');
}
