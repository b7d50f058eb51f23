import { test, expect, type Page } from '../support/fixtures';
import { menuItem, sidebar, signInWithSlider, tab, tabAction, tabs, visiblePage } from '../support/app';
import { dialog } from '../support/admin';

/** Defects found by driving the production build as a user would. */

const CRASHED = '页面出错了';

/** The next answer of a list endpoint, e.g. "/system/post/page". */
function listResponse(page: Page, path: string) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === `/admin-api${path}` && response.request().method() === 'GET', { timeout: 15_000 });
}

test('the notice form opens on every fresh page load, with a 300 px editing area', async ({ page }) => {
  // The first load fetches the editor's chunk; the reloads find it in the browser's cache, which is when the editor
  // used to crash ("Cannot read properties of null (reading 'cached')"): the sooner the chunk arrives after the
  // loading placeholder shows, the surer the crash. The last loads take that to the limit: the chunk is already
  // evaluated when 新增 is pressed.
  let chunk = '';
  page.on('response', (response) => {
    if (/\/assets\/tiptap-editor-[\w-]+\.js$/.test(response.url())) chunk = response.url();
  });
  for (let load = 0; load < 6; load += 1) {
    if (load === 0) await page.goto('system/notice');
    else await page.reload();
    await expect(visiblePage(page).getByRole('button', { name: /新\s*增/ })).toBeVisible();
    if (load >= 4) await page.evaluate((url) => import(url).then(() => undefined), chunk);
    await visiblePage(page).getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(page, '添加公告');
    const editing = form.locator('.ProseMirror[contenteditable="true"]');
    await expect(editing.or(page.getByText(CRASHED))).toBeVisible();
    await expect(page.getByText(CRASHED), `load ${load}`).toHaveCount(0);
    // Spec §9: editor height 300.
    expect((await form.locator('.rich-editor-body').boundingBox())?.height).toBe(300);
    await editing.click();
    await page.keyboard.type(`load ${load}`);
    await expect(editing).toHaveText(`load ${load}`);
  }
});

test('刷新页面 fetches the page\'s list again; so does 搜索 with unchanged filters', async ({ page }) => {
  const posts = listResponse(page, '/system/post/page');
  await page.goto('system/post');
  await posts;
  await expect(visiblePage(page).getByRole('cell', { name: 'ceo', exact: true })).toBeVisible();

  // The list is in the cache (fresh for 30 s): a refresh must ask the server all the same (spec §2: it reloads).
  const refreshed = listResponse(page, '/system/post/page');
  await tabAction(page, '岗位管理', '刷新页面');
  expect((await refreshed).ok()).toBe(true);
  await expect(page).toHaveURL(/\/admin\/system\/post$/);
  await expect(visiblePage(page).getByRole('cell', { name: 'ceo', exact: true })).toBeVisible();

  const searched = listResponse(page, '/system/post/page');
  await visiblePage(page).getByRole('button', { name: /(^|\s)搜\s*索$/ }).click();
  expect(new URL((await searched).url()).searchParams.get('pageNo')).toBe('1');

  const reset = listResponse(page, '/system/post/page');
  await visiblePage(page).getByRole('button', { name: /(^|\s)重\s*置$/ }).click();
  await reset;
});

test('switching menus faster than pages render still gives every page visited its tab', async ({ page }) => {
  const titles = ['角色管理', '菜单管理', '部门管理', '岗位管理', '字典管理', '通知公告'];
  for (let index = 0; index + 1 < titles.length; index += 1) {
    const [first, second] = [titles[index]!, titles[index + 1]!];
    // A cold page load each time: neither page's code is loaded yet, so neither renders at once.
    await page.goto('system/user');
    await expect(menuItem(sidebar(page), '系统管理')).toHaveAttribute('aria-expanded', 'true');
    await expect(tab(page, '用户管理')).toHaveClass(/active/);
    // Two clicks one task apart: no wait for the first page (a person clicking twice within 0.3 s).
    await page.evaluate(async ([one, two]) => {
      const item = (title: string) =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-testid="sidebar"] [role="menuitem"]')).find((element) => element.textContent?.trim().endsWith(title))!;
      item(one).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      item(two).click();
    }, [first, second] as const);
    await expect(tab(page, second)).toHaveClass(/active/);
    await expect(tabs(page)).toHaveText(['律师审核', '用户管理', first, second]);
  }
});

test.describe('signed out', () => {
  test.use({ signedIn: false });

  for (const path of ['404', '401']) {
    test(`/${path} goes to /login?redirect=%2F${path} (spec §2: only the open routes are reachable)`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/admin/login\\?redirect=%2F${path}$`));
      await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
    });
  }

  test('the redirect keeps the #fragment, and sign-in goes back to it', async ({ page }) => {
    await page.goto('system/dict?from=e2e#type-list');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fsystem%2Fdict%3Ffrom%3De2e%23type-list$/);
    await signInWithSlider(page);
    await expect(page).toHaveURL(/\/admin\/system\/dict\?from=e2e#type-list$/);
    await expect(visiblePage(page).getByRole('link', { name: 'common_status' })).toBeVisible();
  });
});
