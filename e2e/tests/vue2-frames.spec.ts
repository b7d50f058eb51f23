import type { FrameLocator } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// Issue 40: the original Vue 2 UI's 系统接口 frames /doc.html (knife4j there) and its 数据库监控 /druid/index.html
// (Druid): both answered 404 with X-Frame-Options DENY. A page of the console's own origin frames them here, as that
// UI does when it is served from this origin, and sees this console's screens without the shell.

for (const [menu, url, shows] of [
  ['系统接口', '/doc.html', (frame: FrameLocator) => frame.locator('.swagger-ui').getByRole('heading', { name: /后台管理系统 Admin API/ })],
  ['数据库监控', '/druid/index.html', (frame: FrameLocator) => frame.getByText('数据库概况')],
] as const) {
  test(`${menu}: ${url} framed by a page of the console's origin shows the screen, signed in, without the shell`, async ({ page }) => {
    await page.goto('');
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.id = 'original-ui-frame';
      frame.src = src;
      frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;z-index:9999;background:#fff';
      document.body.appendChild(frame);
    }, url);
    const frame = page.frameLocator('#original-ui-frame');
    await expect(shows(frame)).toBeVisible();
    await expect(frame.getByTestId('sidebar')).toHaveCount(0);
  });
}
