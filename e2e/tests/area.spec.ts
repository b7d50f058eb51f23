import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { dialog, okButton, seeRefusal, toast } from '../support/admin';
import { visiblePage } from '../support/app';

// 地区管理 (system/area/index): the region tree from the server, closed at first and opened a province at a time;
// the IP 查询 dialog answers an address's region offline, and a malformed address is refused with the server's text.

const row = (view: Locator, text: string) => view.locator('.ant-table-tbody').getByRole('row').filter({ hasText: text });

test('地区管理: the region tree opens province → city → district, and IP 查询 names an address\'s region', async ({ page }, testInfo) => {
  await page.goto('system/area');
  const view = visiblePage(page);
  await expect(row(view, '440000')).toContainText('广东省');
  await expect(row(view, '440300')).toHaveCount(0);
  await row(view, '440000').locator('.ant-table-row-expand-icon').click();
  await row(view, '440300').locator('.ant-table-row-expand-icon').click();
  await expect(row(view, '440305')).toContainText('南山区');
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`area-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await view.getByRole('button', { name: /IP\s*查\s*询/ }).click();
  const lookup = dialog(page, 'IP 查询');
  await lookup.getByLabel('IP').fill('101.226.1.1');
  await okButton(lookup).click();
  await expect(toast(page, '查询成功')).toBeVisible();
  await expect(lookup.getByLabel('地址')).toHaveValue('上海 上海市');
  for (const width of [1440, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`area-ip-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await lookup.getByLabel('IP').fill('1.2.3');
  await okButton(lookup).click();
  await seeRefusal(page, '请求参数不正确:ip 不是有效的 IP 地址');
});
