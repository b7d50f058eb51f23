import { test, expect } from '../support/fixtures';
import { openFromSidebar, landingQueue } from '../support/app';

test.use({ viewport: { width: 800, height: 900 } });

test('at 800 px the sidebar is a drawer that closes after navigating', async ({ page }) => {
  await page.goto('');
  await expect(landingQueue(page)).toBeVisible();
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toBeHidden();
  // No fixed sidebar column: the content starts at the left edge.
  await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);

  await page.getByRole('button', { name: '折叠/展开侧边栏' }).click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toBeInViewport();
  await openFromSidebar(page, '系统管理', '字典管理');
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('link', { name: 'common_status' })).toBeVisible();
});
