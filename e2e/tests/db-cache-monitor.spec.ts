import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';

// 数据库监控 and 缓存监控 (menus 111 and 113, in place of the original's Druid and Redis monitors). The e2e server runs
// on PGlite: the database screen shows what applies there and says what does not.

test('数据库监控 and 缓存监控: figures of the database and of the in-process caches, and a cache cleared', async ({ page }, testInfo) => {
  await page.goto('infra/db-monitor');
  const db = visiblePage(page);
  await expect(db.getByText('数据库概况')).toBeVisible();
  await expect(db.getByText('PGlite（内嵌，单连接）')).toBeVisible();
  await expect(db.getByText(/^PostgreSQL \d+/)).toBeVisible();
  await expect(db.getByText('数据库大小')).toBeVisible();
  await expect(db.getByText('PGlite 没有 pg_stat_statements 扩展，无法列出最慢的语句。')).toBeVisible();
  // The console's tables with their sizes; the menu table is among the largest.
  const tables = db.getByTestId('db-monitor-tables');
  await expect(tables.getByRole('row', { name: /system_menu/ })).toContainText(/\d+ KB/);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`db-monitor-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('infra/cache');
  const cache = visiblePage(page);
  await expect(cache.getByText(/本系统没有 Redis/)).toBeVisible();
  const table = cache.getByTestId('cache-monitor-table');
  const tokens = table.getByRole('row', { name: /access-token/ });
  await expect(tokens).toContainText('access_token:%s');
  await expect(tokens).toContainText('固定超时');
  await expect(table.getByRole('row', { name: /bpm-definition/ })).toContainText('永不超时');

  // The dictionaries this screen read are cached; clearing leaves none.
  const dictionary = table.getByRole('row', { name: /^dictionary/ });
  await dictionary.getByRole('button', { name: /清\s?空/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('已清空缓存【dictionary】')).toBeVisible();
  await expect(dictionary.locator('td').nth(5)).toHaveText('0');
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`cache-monitor-${width}.png`), fullPage: true });
  }
});
