import { test, expect } from '../support/fixtures';
import { openFromSidebar, tab, tabAction, tabs, visiblePage, landingQueue } from '../support/app';

test('a keep-alive page keeps its form, table page and scroll position; closing or refreshing drops them', async ({ page }) => {
  await page.goto('');
  await openFromSidebar(page, '系统管理', '字典管理');
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  const nameFilter = () => visiblePage(page).getByRole('textbox', { name: '字典名称' });
  const pager = () => visiblePage(page).getByRole('navigation', { name: '分页' });

  // Type into the filter form and go to the table's second page.
  await nameFilter().fill('kept while away');
  await pager().getByTitle('2', { exact: true }).click();
  await expect(pager().locator('[aria-current="page"]')).toHaveText('2');

  // Switch to another tab and back: still there.
  await tab(page, '律师审核').click();
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
  await expect(landingQueue(page)).toBeVisible();
  await expect(nameFilter()).toHaveCount(0);
  await tab(page, '字典管理').click();
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  await expect(nameFilter()).toHaveValue('kept while away');
  await expect(pager().locator('[aria-current="page"]')).toHaveText('2');

  // The scroll position too (switching from the sidebar, which stays put while the page scrolls).
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  // Start from the top (clicking the pager may have scrolled it into view), scroll, and wait until it settles.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(scrollY).toBe(0);
  await page.mouse.move(720, 600);
  await page.mouse.wheel(0, 300);
  await expect.poll(scrollY).toBeGreaterThan(100);
  let kept = -1;
  await expect
    .poll(async () => {
      const now = await scrollY();
      const settled = now === kept;
      kept = now;
      return settled;
    })
    .toBe(true);
  await openFromSidebar(page, '审核管理', '律师审核');
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
  await expect.poll(scrollY).toBe(0);
  await openFromSidebar(page, '系统管理', '字典管理');
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  await expect(nameFilter()).toHaveValue('kept while away');
  await expect.poll(scrollY).toBe(kept);

  // Refresh page: mounted afresh.
  await tabAction(page, '字典管理', '刷新页面');
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  await expect(nameFilter()).toHaveValue('');
  await expect(pager().locator('[aria-current="page"]')).toHaveText('1');

  // Close the tab and open the page again: gone.
  await nameFilter().fill('dropped with the tab');
  await tab(page, '字典管理').getByLabel('关闭当前').click();
  await expect(tabs(page)).toHaveText(['律师审核']);
  await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
  await openFromSidebar(page, '系统管理', '字典管理');
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  await expect(nameFilter()).toHaveValue('');
});
