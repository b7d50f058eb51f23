import type { Page, Response } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { openFromSidebar, signInWithSlider, visiblePage } from '../support/app';
import { adminApi, dialog, uniqueSuffix } from '../support/admin';

// The console's page runs under a strict Content-Security-Policy (scripts from its own origin only, styles from its
// own origin or carrying the page's per-request nonce, no framing). Every e2e test fails on a console error, which a
// refused script or style is; this one also counts the policy's violation events and checks that styles antd,
// rc-util and TipTap insert at run time are applied, not merely not reported.

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** The policy's directives by name. */
function directives(header: string | undefined): Map<string, string[]> {
  expect(header, 'content-security-policy').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Checks the page's headers and returns its nonce. */
async function pageNonce(response: Response | null): Promise<string> {
  expect(response, 'the page answered').not.toBeNull();
  const headers = await response!.allHeaders();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  const style = policy.get('style-src') ?? [];
  expect(style[0]).toBe("'self'");
  expect(style).toHaveLength(2);
  const nonce = /^'nonce-(.+)'$/.exec(style[1]!)?.[1];
  expect(nonce, style[1]).toBeTruthy();
  return nonce!;
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations);

test.beforeEach(async ({ page }) => {
  // Before any of the page's own scripts: a violation during start-up counts too.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
});

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('sign-in, the notice form with its rich-text editor and a table page work under the policy', async ({ page }) => {
    const nonce = await pageNonce(await page.goto('login'));
    // The app reads the nonce from the page (the attribute is hidden from the DOM once the policy applies).
    expect(await page.locator('meta[property="csp-nonce"]').evaluate((meta: HTMLMetaElement) => meta.nonce)).toBe(nonce);
    await signInWithSlider(page);
    await expect(page).not.toHaveURL(/\/login/);

    await openFromSidebar(page, '系统管理', '通知公告');
    const notices = visiblePage(page);
    await notices.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(page, '添加公告');
    const editor = form.locator('.ProseMirror');
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.type('内容安全策略');
    await expect(editor).toHaveText('内容安全策略');
    // TipTap's own stylesheet (white-space: pre-wrap on the editable) went in with the nonce.
    await expect(editor).toHaveCSS('white-space', /pre-wrap|break-spaces/);
    // rc-util's scroll locker, which antd does not hand a nonce, locked the page behind the dialog.
    await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
    await form.getByRole('button', { name: /取\s*消/ }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow-y', 'hidden');

    await openFromSidebar(page, '系统管理', '用户管理');
    const users = visiblePage(page);
    await expect(users.locator('.ant-table-tbody').getByRole('row').filter({ hasText: 'admin' }).first()).toBeVisible();
    // antd's CSS-in-JS styled the table (header cells shaded, not the browser's transparent default).
    await expect(users.locator('.ant-table-thead th').first()).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(users.locator('.ant-table')).not.toHaveCSS('font-size', '16px');

    // Every style element the app inserted carries this page's nonce.
    const styles = await page.evaluate(() => Array.from(document.querySelectorAll('style'), (style) => style.nonce));
    expect(styles.length).toBeGreaterThan(3);
    expect(new Set(styles)).toEqual(new Set([nonce]));
    expect(await violations(page)).toEqual([]);
  });
});

test('a notice\'s vetted styles are shown in its preview', async ({ page, origin, initialTokens }) => {
  const title = `CSP 预览 ${uniqueSuffix()}`;
  const id = await adminApi<number>(origin, initialTokens!, '/system/notice/create', {
    title,
    type: 1,
    status: 0,
    content: '<p style="color:#ff0000;text-align:center">红色居中</p><p>正文</p>',
  });
  expect(id).toBeGreaterThan(0);
  await pageNonce(await page.goto('system/notice'));
  const row = visiblePage(page).locator('.ant-table-tbody').getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /预\s*览/ }).click();
  const styled = dialog(page, title).getByText('红色居中');
  await expect(styled).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(styled).toHaveCSS('text-align', 'center');
  expect(await violations(page)).toEqual([]);
});

test('another page cannot frame the console', async ({ page, origin }) => {
  const response = await page.request.get(`${origin}/admin/`);
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(directives(response.headers()['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  const api = await page.request.get(`${origin}/admin-api/system/public-config`);
  expect(api.headers()['x-frame-options']).toBe('DENY');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['cache-control']).toBe('no-store');

  // A page on another origin (localhost is not 127.0.0.1) that frames the console gets the browser's error page.
  const other = origin.replace('127.0.0.1', 'localhost');
  await page.route(`${other}/framer`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe src="${origin}/admin/login" onload="document.body.dataset.framed = 'loaded'"></iframe>`,
    }),
  );
  await page.goto(`${other}/framer`);
  await expect(page.locator('body')).toHaveAttribute('data-framed', 'loaded');
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(frames.map((frame) => frame.url())).toEqual(['chrome-error://chromewebdata/']);
});
