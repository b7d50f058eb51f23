import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { dialog, okButton, seeRefusal, toast } from '../support/admin';
import { visiblePage } from '../support/app';

// 地区管理 (system/area/index): the region tree from the server, closed at first and opened a province at a time;
// the IP 查询 dialog answers an address's region offline, and a malformed address is refused with the server's text.

/** Sets the width and waits for the layout to settle: below the desktop width the sidebar leaves the page's left edge. */
async function resize(page: Page, view: Locator, width: number) {
  await page.setViewportSize({ width, height: 900 });
  if (width < 1000) await expect.poll(async () => (await view.boundingBox())?.x ?? 999).toBeLessThan(40);
}

const row = (view: Locator, text: string) => view.locator('.ant-table-tbody').getByRole('row').filter({ hasText: text });

test('地区管理: the region tree opens province → city → district, and IP 查询 names an address\'s region', async ({ page }, testInfo) => {
  await page.goto('system/area');
  const view = visiblePage(page);
  await expect(row(view, '440000')).toContainText('广东省');
  await expect(row(view, '110100')).toHaveCount(0);
  // A municipality: 北京 → 北京市 → its districts.
  await row(view, '110000').locator('.ant-table-row-expand-icon').click();
  await row(view, '110100').locator('.ant-table-row-expand-icon').click();
  await expect(row(view, '110101')).toContainText('东城区');
  for (const width of [1440, 800]) {
    await resize(page, view, width);
    await page.screenshot({ path: testInfo.outputPath(`area-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await row(view, '440000').locator('.ant-table-row-expand-icon').click();
  await row(view, '440300').locator('.ant-table-row-expand-icon').click();
  await expect(row(view, '440305')).toContainText('南山区');

  await view.getByRole('button', { name: /IP\s*查\s*询/ }).click();
  const lookup = dialog(page, 'IP 查询');
  await lookup.getByLabel('IP').fill('101.226.1.1');
  await okButton(lookup).click();
  await expect(toast(page, '查询成功')).toBeVisible();
  await expect(lookup.getByLabel('地址')).toHaveValue('上海 上海市');
  for (const width of [1440, 800]) {
    await resize(page, view, width);
    await page.screenshot({ path: testInfo.outputPath(`area-ip-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await lookup.getByLabel('IP').fill('1.2.3');
  await okButton(lookup).click();
  await seeRefusal(page, '请求参数不正确:ip 不是有效的 IP 地址');
});
