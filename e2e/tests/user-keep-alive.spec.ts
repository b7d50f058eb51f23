import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { openFromSidebar, tab, visiblePage } from '../support/app';
import { activePageNumber, adminApi, uniqueSuffix } from '../support/admin';
import { inBatches } from '../support/concurrent';

const USERS = 25; // more than one page of 20

/** Waits for the users screen's page request with these query parameters. */
function userPageLoaded(page: Page, params: Record<string, string>) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/system/user/page') && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
  });
}

/** N from the pager's 共 N 条. */
const totalOf = (text: string) => Number(/共\s*(\d+)\s*条/.exec(text)?.[1] ?? NaN);

test('the users screen keeps its filter and page across tab switches; closing its tab resets them', async ({ page, origin, initialTokens }) => {
  const prefix = `ka${uniqueSuffix()}`;
  const indexes = Array.from({ length: USERS }, (_, offset) => offset + 1);
  await inBatches(indexes, 5, (index) =>
    adminApi(origin, initialTokens!, '/system/user/create', { username: `${prefix}n${index}`, nickname: `Keep ${index}`, password: 'keep1234' }),
  );

  await page.goto('');
  await openFromSidebar(page, '系统管理', '用户管理');
  await expect(page).toHaveURL(/\/admin\/system\/user$/);
  const view = () => visiblePage(page);
  const usernameFilter = () => view().getByRole('textbox', { name: '用户名称' });
  const rows = () => view().locator('.ant-table-tbody').getByRole('row').filter({ hasText: prefix });
  await expect(view().locator('.ant-table-tbody').getByRole('row').first()).toBeVisible();

  // Filter by the prefix, then go to the second page (5 of the 25).
  await usernameFilter().fill(prefix);
  const filtered = userPageLoaded(page, { username: prefix, pageNo: '1' });
  await view().getByRole('button', { name: /(^|\s)搜\s*索$/ }).click();
  expect(((await (await filtered).json()) as { data: { total: number } }).data.total).toBe(USERS);
  await expect.poll(async () => totalOf(await view().locator('.pagination-container').innerText())).toBe(USERS);
  await expect(rows()).toHaveCount(20);
  const second = userPageLoaded(page, { username: prefix, pageNo: '2' });
  await view().locator('.pagination-container').getByTitle('2', { exact: true }).click();
  await second;
  await expect(activePageNumber(view())).toHaveText('2');
  await expect(rows()).toHaveCount(USERS - 20);
  const secondPage = await rows().allInnerTexts();

  // Another tab and back: the filter, the page and its rows are still there.
  await openFromSidebar(page, '系统管理', '岗位管理');
  await expect(page).toHaveURL(/\/admin\/system\/post$/);
  await expect(view().getByRole('textbox', { name: '岗位名称' })).toBeVisible();
  await expect(usernameFilter()).toHaveCount(0);
  await tab(page, '用户管理').click();
  await expect(page).toHaveURL(/\/admin\/system\/user$/);
  await expect(usernameFilter()).toHaveValue(prefix);
  await expect(activePageNumber(view())).toHaveText('2');
  await expect(rows()).toHaveCount(USERS - 20);
  expect(await rows().allInnerTexts()).toEqual(secondPage);

  // Close the tab and open the screen again: a fresh page, unfiltered, on page 1.
  await tab(page, '用户管理').getByLabel('关闭当前').click();
  await expect(tab(page, '用户管理')).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/system\/post$/);
  await openFromSidebar(page, '系统管理', '用户管理');
  await expect(page).toHaveURL(/\/admin\/system\/user$/);
  await expect(usernameFilter()).toHaveValue('');
  await expect(activePageNumber(view())).toHaveText('1');
  await expect(view().locator('.ant-table-tbody').getByRole('row')).toHaveCount(20);
  // Unfiltered: every user counts, not just the 25.
  await expect.poll(async () => totalOf(await view().locator('.pagination-container').innerText())).toBeGreaterThan(USERS);
});
