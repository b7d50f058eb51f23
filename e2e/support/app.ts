import { expect, type Locator, type Page } from '@playwright/test';
import { captchaAnswer } from './api';

/** The captcha's coordinate space: the server draws a 310-px-wide background. */
const CAPTCHA_WIDTH = 310;

/**
 * Signs in on the sign-in screen the way a person does: types the credentials, presses sign-in, and drags the
 * slider to the gap. The gap's x comes from the server's test-only hook for the challenge this page fetched.
 */
export async function signInWithSlider(page: Page, { username = 'admin', password = 'admin123', submit = '登 录' } = {}): Promise<void> {
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  const challenge = page.waitForResponse((response) => response.url().includes('/admin-api/system/captcha/get') && response.request().method() === 'POST');
  await page.getByRole('button', { name: submit }).click();
  const body = (await (await challenge).json()) as { repData: { token: string } };
  const x = await captchaAnswer(new URL(page.url()).origin, body.repData.token);

  const dialog = page.getByRole('dialog', { name: '请完成安全验证' });
  await expect(dialog.locator('img.slider-captcha-background')).toBeVisible();
  const image = await dialog.locator('.slider-captcha-image').boundingBox();
  const handle = dialog.getByRole('slider');
  const start = await handle.boundingBox();
  if (!image || !start) throw new Error('captcha not laid out');
  const distance = (x * image.width) / CAPTCHA_WIDTH;
  const fromX = start.x + start.width / 2;
  const y = start.y + start.height / 2;

  await page.mouse.move(fromX, y);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(fromX + (distance * step) / steps, y + (step % 2));
  }
  // The piece follows the pointer: wait until it shows where the pointer is, then let go.
  await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(Math.floor(distance) - 1);
  await page.mouse.up();
  await expect(dialog).toBeHidden();
}

/** The sidebar (desktop) or the drawer holding it (mobile). */
export function sidebar(page: Page): Locator {
  return page.getByTestId('sidebar');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A menu item by its title (its accessible name also holds the icon's name, e.g. "setting 系统管理"). */
export function menuItem(scope: Locator, title: string): Locator {
  return scope.getByRole('menuitem', { name: new RegExp(`(^|\\s)${escapeRegExp(title)}$`) });
}

/** Opens a page from the sidebar: expands each sub-menu on the way (unless open) and clicks the leaf. */
export async function openFromSidebar(page: Page, ...titles: string[]): Promise<void> {
  const menu = sidebar(page);
  const leaf = titles.pop()!;
  for (const title of titles) {
    const submenu = menuItem(menu, title);
    if ((await submenu.getAttribute('aria-expanded')) !== 'true') await submenu.click();
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
  }
  // Tests run with reduced motion, so the sub-menu is open, not opening: one click navigates. Then the entry is the
  // selected one, or (mobile) the drawer holding the sidebar has closed.
  const item = menuItem(menu, leaf);
  await item.click();
  const entry = item.locator('xpath=ancestor-or-self::li[1]');
  await expect
    .poll(async () => (await menu.isHidden()) || (await entry.evaluateAll((els) => els.some((el) => el.classList.contains('ant-menu-item-selected')))))
    .toBe(true);
}

/** The page tabs, in order. */
export function tabs(page: Page): Locator {
  return page.getByTestId('tags-view').locator('.tags-view-item');
}

export function tab(page: Page, title: string): Locator {
  return tabs(page).filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) });
}

/** The tab context menu (right-click on a tab). */
export function tabMenu(page: Page): Locator {
  return page.getByTestId('tags-view').getByRole('menu');
}

/** Right-clicks a tab and picks an action from its context menu. */
export async function tabAction(page: Page, title: string, action: string): Promise<void> {
  // With the header not fixed the tab bar scrolls away with the page; bring it back before opening the menu, which
  // closes on scroll.
  await page.evaluate(() => window.scrollTo(0, 0));
  await tab(page, title).click({ button: 'right' });
  await menuItem(tabMenu(page), action).click();
  await expect(tabMenu(page)).toBeHidden();
}

/**
 * The page currently shown (kept-alive pages stay in the DOM, hidden). Right after a navigation the previous page
 * may still be the one shown (the router renders in a transition): wait for something of the new page before
 * acting on it, or an action may pick an element of the old page that is about to be hidden, and wait for it forever.
 */
export function visiblePage(page: Page): Locator {
  return page.locator('.page-container:visible');
}

/** The landing screen (/audit/lawyer): its pending-queue tab, shown once the page has rendered. */
export function landingQueue(page: Page): Locator {
  return visiblePage(page).getByRole('tab', { name: /待审核/ });
}

/**
 * Waits until antd's dialogs have finished their zoom-in: a click aimed at a button while the dialog is still scaling
 * up from the pointer can miss it on a loaded machine (seen as a log-out confirmation that never got its 确定).
 */
export async function dialogsSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal[class*="-appear"], .ant-modal[class*="-enter"]')).toHaveCount(0);
}
