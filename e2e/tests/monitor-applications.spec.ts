import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// The original Vue 2 UI's 服务监控 frames /admin/applications (Spring Boot Admin in the original). Here that address
// is the process monitor without the shell, for the signed-in user, and the console's own pages may frame it.

/** The monitor's figures: the database and this server process, online. */
async function expectMonitor(scope: Locator) {
  await expect(scope.getByText('服务进程', { exact: true })).toBeVisible();
  const process = scope.getByTestId('monitor-process').filter({ hasText: '当前应答' });
  await expect(process).toContainText('在线');
  await expect(process).toContainText('常驻内存');
  await expect(process).toContainText(/\d+(\.\d+)? MB/);
  await expect(scope.getByText('PGlite（内嵌，单连接）')).toBeVisible();
}

test('/admin/applications shows the process monitor without the shell, also framed', async ({ page }, testInfo) => {
  await page.goto('applications');
  await expectMonitor(page.locator('main.standalone-page'));
  // No sidebar, header or tabs: only the monitor.
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await expect(page.locator('.ant-layout-header')).toHaveCount(0);
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`applications-${width}.png`), fullPage: true });
  }

  // Framed as the original UI frames it, from a page of the same origin.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('404');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/admin/applications';
    frame.title = 'applications';
    frame.width = '1200';
    frame.height = '800';
    document.body.append(frame);
  });
  await expectMonitor(page.frameLocator('iframe[title="applications"]').locator('main.standalone-page'));
});
