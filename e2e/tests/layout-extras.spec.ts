import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { inBatches } from '../support/concurrent';

/** Calls the API as the signed-in test user; returns the envelope's data (fails the test on a non-zero code). */
async function api<T>(origin: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/admin-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '布局设置' }).click();
  const drawer = page.getByRole('dialog', { name: '主题风格设置' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('top navigation: ⌊⌊viewport width / 3⌋ / 85⌋ top menus, the rest under 更多菜单', async ({ page, origin, initialTokens }) => {
  interface Menu {
    name: string;
    visible: boolean;
  }
  const topMenus = (await api<Menu[]>(origin, initialTokens!.accessToken, 'GET', '/system/auth/list-menus'))
    .filter((menu) => menu.visible)
    .map((menu) => menu.name);
  expect(topMenus.length).toBeGreaterThan(3);

  await page.goto('');
  const topNav = page.getByTestId('top-nav');
  await expect(topNav).toHaveCount(0);
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: '开启 TopNav' }).click();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();
  await expect(topNav).toBeVisible();
  // The breadcrumbs give way to the top navigation.
  await expect(page.locator('.app-breadcrumb')).toHaveCount(0);

  const more = topNav.getByRole('menuitem').filter({ hasText: '更多菜单' });
  // Widths where the formula leaves two, one and no menus over, resized in place.
  for (const width of [1000, 1200, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const count = Math.floor(Math.floor(width / 3) / 85);
    const shown = topMenus.slice(0, count);
    const rest = topMenus.slice(count);
    await expect(topNav.locator(':scope > li.ant-menu-item'), `top items at ${width} px`).toHaveText(shown);
    // All on the header's one line: none wrapped under it or cut off at its end.
    const bar = (await topNav.boundingBox())!;
    for (const item of await topNav.locator(':scope > li').all()) {
      const box = (await item.boundingBox())!;
      expect(box.y + box.height, `${await item.textContent()} at ${width} px`).toBeLessThanOrEqual(bar.y + bar.height + 1);
      expect(box.x + box.width, `${await item.textContent()} at ${width} px`).toBeLessThanOrEqual(bar.x + bar.width + 1);
    }
    if (rest.length === 0) {
      await expect(more).toHaveCount(0);
      continue;
    }
    await expect(more).toBeVisible();
    await more.hover();
    const popup = page.locator('.ant-menu-submenu-popup').filter({ visible: true });
    await expect(popup.getByRole('menuitem'), `更多菜单 at ${width} px`).toHaveText(rest);
    // Move away so the popup closes before the next width.
    await page.mouse.move(width / 2, 600);
    await expect(popup).toHaveCount(0);
  }

  // Choosing a top menu puts its own menus in the sidebar.
  await topNav.getByRole('menuitem').filter({ hasText: '系统管理' }).click();
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('menuitem', { name: /字典管理/ })).toBeVisible();
  await expect(sidebar.getByRole('menuitem', { name: /律师审核/ })).toHaveCount(0);

  // Below 992 px the top navigation gives way to the breadcrumbs, and the drawer holds every menu again.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(topNav).toHaveCount(0);
  await expect(page.locator('.app-breadcrumb')).toBeVisible();
  await page.getByRole('button', { name: '折叠/展开侧边栏' }).click();
  await expect(sidebar).toBeInViewport();
  for (const name of topMenus) await expect(sidebar.getByRole('menuitem', { name: new RegExp(`(^|\\s)${name}$`) })).toBeVisible();
});

test('fullscreen: the header button enters and leaves fullscreen', async ({ page }) => {
  await page.goto('');
  const fullscreenElement = () => page.evaluate(() => document.fullscreenElement?.nodeName ?? null);
  await page.getByRole('button', { name: '全屏', exact: true }).click();
  await expect.poll(fullscreenElement).toBe('HTML');
  await page.getByRole('button', { name: '退出全屏', exact: true }).click();
  await expect.poll(fullscreenElement).toBeNull();
  await expect(page.getByRole('button', { name: '全屏', exact: true })).toBeVisible();
});

test.describe('a browser without fullscreen', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { configurable: true, get: () => false });
      Object.defineProperty(Element.prototype, 'requestFullscreen', { configurable: true, value: undefined });
    });
  });

  test('fullscreen: a warning instead', async ({ page }) => {
    await page.goto('');
    await page.getByRole('button', { name: '全屏', exact: true }).click();
    await expect(page.locator('.ant-message-warning')).toHaveText('你的浏览器不支持全屏');
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  });
});

test('size selector: medium by default, stored under "size", applied to antd components, kept after a reload', async ({ page }) => {
  await page.goto('system/dict');
  const view = visiblePage(page);
  const searchButton = view.getByRole('button', { name: /(^|\s)搜\s*索$/ });
  await expect(view.getByRole('link', { name: 'common_status' })).toBeVisible();
  const height = async (locator: Locator) => Math.round((await locator.boundingBox())!.height);
  const table = view.locator('.ant-table').first();

  // Default: medium (antd "medium", 32 px controls), nothing stored yet.
  expect(await page.evaluate(() => localStorage.getItem('size'))).toBeNull();
  await expect.poll(() => height(searchButton)).toBe(32);
  await expect(table).toHaveClass(/ant-table-medium/);

  // Every change says so with a new message (the size changes the antd theme: messages once stopped appearing after
  // the first theme change, their holder remounted under antd's static API).
  const choose = async (label: string) => {
    await page.evaluate(() => document.querySelectorAll('.ant-message-notice').forEach((notice) => notice.setAttribute('data-seen', '')));
    await page.getByRole('button', { name: '布局大小' }).click();
    const menu = page.getByRole('menu').filter({ hasText: '迷你' });
    await menu.getByRole('menuitem', { name: label }).click();
    await expect(page.locator('.ant-message-notice:not([data-seen])').filter({ hasText: '设置布局大小成功' })).toBeVisible();
    await expect(menu).toBeHidden();
  };
  const selected = async () => {
    await page.getByRole('button', { name: '布局大小' }).click();
    const menu = page.getByRole('menu').filter({ hasText: '迷你' });
    const label = await menu.locator('.ant-dropdown-menu-item-selected').textContent();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    return label;
  };
  expect(await selected()).toBe('默认');

  await choose('较大');
  expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('default');
  await expect.poll(() => height(searchButton)).toBe(40);
  await expect(table).not.toHaveClass(/ant-table-(medium|small)/);

  await choose('稍小');
  expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('small');
  await expect.poll(() => height(searchButton)).toBe(24);
  await expect(table).toHaveClass(/ant-table-small/);

  await choose('迷你');
  expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('mini');
  await expect.poll(() => height(searchButton)).toBeLessThan(24);

  await choose('较大');
  await page.reload();
  await expect(visiblePage(page).getByRole('link', { name: 'common_status' })).toBeVisible();
  await expect.poll(() => height(visiblePage(page).getByRole('button', { name: /(^|\s)搜\s*索$/ }))).toBe(40);
  expect(await selected()).toBe('较大');
});

test.describe('the rich-text editor', () => {
  test.use({
    // The test makes the editor's chunk fail: the browser reports that 404 on the console.
    expectedConsole: [/^console error: Failed to load resource: the server responded with a status of 404 .*\/assets\/tiptap-editor-[\w-]+\.js\)$/],
  });

  test('"Failed to load {url}" when its chunk does not load', async ({ page }) => {
    let failedUrl = '';
    await page.route(/\/assets\/tiptap-editor-[\w-]+\.js$/, async (route) => {
      failedUrl = route.request().url();
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
    });
    await page.goto('system/notice');
    const view = visiblePage(page);
    await view.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '添加公告' });
    await expect(dialog.getByRole('alert')).toContainText(/^Failed to load http:\/\/127\.0\.0\.1:\d+\/admin\/assets\/tiptap-editor-[\w-]+\.js$/);
    expect(failedUrl).not.toBe('');
    await expect(dialog.getByRole('alert')).toHaveText(`Failed to load ${failedUrl}`);
  });
});

test.describe('pagination', () => {
  const ROWS = 170; // 9 pages of 20

  test('pager count: 5 page buttons under 992 px, 7 above', async ({ page, origin, initialTokens }) => {
    const token = initialTokens!.accessToken;
    const suffix = Date.now().toString(36);
    const dictType = `e2e_pager_${suffix}`;
    const typeId = await api<number>(origin, token, 'POST', '/system/dict-type/create', { name: `E2E 分页 ${suffix}`, type: dictType, status: 0 });
    const dataIds: number[] = [];
    try {
      const indexes = Array.from({ length: ROWS }, (_, offset) => offset + 1);
      await inBatches(indexes, 10, async (index) => {
        dataIds.push(await api<number>(origin, token, 'POST', '/system/dict-data/create', { dictType, label: `项 ${index}`, value: `v${index}`, sort: index, status: 0 }));
      });

      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto(`dict/type/data/${typeId}`);
      const view = visiblePage(page);
      await expect(view.getByText(`共 ${ROWS} 条`)).toBeVisible();
      const pager = view.locator('.pagination-container');
      const pageButtons = pager.getByTitle(/^\d+$/);
      const current = async () => Number(await pager.locator('[aria-current="page"]').textContent());

      // 800 px: five page buttons wherever the current page is (first and last always, ellipses between).
      await expect(pageButtons).toHaveText(['1', '2', '3', '4', '9']);
      await pageButtons.filter({ hasText: /^4$/ }).click();
      await expect.poll(current).toBe(4);
      // Newest sort first: page 4 starts at 170 - 3 × 20.
      await expect(view.getByRole('cell', { name: '项 110', exact: true })).toBeVisible();
      await expect(pageButtons).toHaveText(['1', '3', '4', '5', '9']);
      await pageButtons.filter({ hasText: /^9$/ }).click();
      await expect.poll(current).toBe(9);
      await expect(pageButtons).toHaveText(['1', '6', '7', '8', '9']);

      // Desktop width: seven.
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(pageButtons).toHaveText(['1', '4', '5', '6', '7', '8', '9']);
      await pageButtons.filter({ hasText: /^5$/ }).click();
      await expect.poll(current).toBe(5);
      await expect(pageButtons).toHaveText(['1', '3', '4', '5', '6', '7', '9']);
    } finally {
      await inBatches(dataIds, 10, (id) => api(origin, token, 'DELETE', `/system/dict-data/delete?id=${id}`));
      await api(origin, token, 'DELETE', `/system/dict-type/delete?id=${typeId}`);
    }
  });
});
