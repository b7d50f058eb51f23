import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { sidebar, visiblePage } from '../support/app';

// Issue 39: at 1440 px a pinned 操作 column covered the last column of several lists, 令牌管理's toolbar icons sat on
// the left, and the sidebar cut 代码生成示例管理 with no ellipsis. Tables are as wide as their columns (the CRUD kit's
// tableScrollX), so where they fit nothing scrolls and nothing sits under the pinned column.

interface Box {
  x: number;
  width: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** The header cells of a table: the last one not pinned, and the pinned actions column. */
async function lastAndPinned(table: Locator): Promise<{ last: Box; pinned: Box }> {
  return {
    last: await box(table.locator('.ant-table-thead th:not(.ant-table-cell-scrollbar):not(.ant-table-cell-fix-end)').last()),
    pinned: await box(table.locator('.ant-table-thead th.ant-table-cell-fix-end').first()),
  };
}

for (const [screen, path] of [
  ['应用信息', 'pay/app'],
  ['令牌管理', 'system/oauth2/token'],
  ['短信模板', 'system/sms/sms-template'],
  ['缓存监控', 'infra/cache'],
] as const) {
  test(`${screen} at 1440 px: the last column's header is clear of the pinned 操作 column, and the table does not scroll`, async ({ page }) => {
    await page.goto(path);
    const table = visiblePage(page).locator('.ant-table').first();
    await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    const { last, pinned } = await lastAndPinned(table);
    expect(last.x + last.width).toBeLessThanOrEqual(pinned.x + 0.5);
    const body = table.locator('.ant-table-content, .ant-table-body').first();
    expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });
}

test('律师审核 at 1440 px: its 13 columns scroll, and scrolled to the end the last one is clear of the pinned column', async ({ page }) => {
  await page.goto('audit/lawyer');
  const table = visiblePage(page).locator('.ant-table').first();
  await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const body = table.locator('.ant-table-content, .ant-table-body').first();
  await body.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(table.locator('.ant-table-thead th.ant-table-cell-fix-end-shadow-show')).toHaveCount(0);
  const { last, pinned } = await lastAndPinned(table);
  expect(last.x + last.width).toBeLessThanOrEqual(pinned.x + 0.5);
});

test('令牌管理: with no buttons on the left, refresh and the column chooser stay on the right as on every list', async ({ page }) => {
  await page.goto('system/oauth2/token');
  const screen = visiblePage(page);
  const toolbar = await box(screen.locator('.table-toolbar'));
  const refresh = await box(screen.getByRole('button', { name: '刷新' }));
  expect(refresh.x).toBeGreaterThan(toolbar.x + toolbar.width / 2);
});

test('a long menu name ends in an ellipsis inside its entry, and its tooltip gives the whole name', async ({ page }) => {
  await page.goto('infra/cache');
  const title = sidebar(page).locator('.menu-title', { hasText: '代码生成示例' });
  await expect(title).toBeVisible();
  const entry = await box(title.locator('xpath=ancestor::span[contains(@class,"ant-menu-title-content")][1]'));
  const shown = await box(title);
  expect(shown.x + shown.width).toBeLessThanOrEqual(entry.x + entry.width + 0.5);
  expect(await title.evaluate((el) => ({ cut: el.scrollWidth > el.clientWidth, overflow: getComputedStyle(el).textOverflow }))).toEqual({ cut: true, overflow: 'ellipsis' });
  await title.hover();
  await expect(page.getByRole('tooltip', { name: '代码生成示例管理' })).toBeVisible();
});
