import AxeBuilder from '@axe-core/playwright';
import type { NodeResult, Result } from 'axe-core';
import { test, expect, type Page } from '../support/fixtures';
import { adminApi } from '../support/admin';
import { partName, screensOf, screenUrl, settled, walkPart, WALK_PARTS, walkTimeout, type MenuNode } from '../support/screens';

/**
 * axe-core (WCAG 2.0/2.1, levels A and AA) on the sign-in screen and on every menu screen (from list-menus, as the
 * smoke walk takes them, so a screen added later is checked without touching this file), at desktop and phone
 * widths. A failure lists each violation: rule, element, and what is wrong.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Exception {
  rule: string;
  /** The colour-contrast check's colours (lower-case hex), as axe reports them. */
  foreground: string;
  background: string;
  why: string;
}

/**
 * The accepted exceptions, all of them, each with its reason. Nothing else is excluded.
 */
const EXCEPTIONS: readonly Exception[] = [
  {
    rule: 'color-contrast',
    foreground: '#ffffff',
    background: '#409eff',
    why:
      'The spec makes #409EFF the theme colour and the fill of primary buttons, the selected sidebar entry and the ' +
      'active tab; white text on it is 2.8:1 (AA asks 4.5:1 for 14 px text, 3:1 for large text). Text and links ' +
      'use a darker shade of it instead, so only white-on-brand labels remain.',
  },
];

function excepted(rule: string, node: NodeResult): boolean {
  const data = [...node.any, ...node.all, ...node.none].find((check) => check.id === rule)?.data as
    | { fgColor?: string; bgColor?: string }
    | undefined;
  return EXCEPTIONS.some(
    (exception) => exception.rule === rule && data?.fgColor === exception.foreground && data?.bgColor === exception.background,
  );
}

/** One line per offending element: "rule (impact) target: summary". */
function describe(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => !excepted(violation.id, node))
      .map((node) => ({ node, target: node.target.map(String).join(' ') }))
      .map(({ node, target }) => `${violation.id} (${violation.impact ?? 'n/a'}) ${target}: ${violation.help}. ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`.trim()),
  );
}

async function violationsOn(page: Page): Promise<string[]> {
  // A sandboxed frame runs no script, so axe cannot be injected into it (数据库文档 shows the generated document in one;
  // trying logs "Blocked script execution" and waits on every screen visit). The console's own screens are checked.
  // Legacy mode runs axe in the page itself. The default opens a blank page for every check to merge the frames'
  // results (for cross-origin frames, which the console has none of): the same violations, at about twice the time.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe[sandbox]').setLegacyMode(true).analyze();
  return describe(results.violations);
}

// Every test here is independent: two workers take them (the walks' parts too) side by side.
test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 800, height: 900 },
] as const;

test.describe('signed out', () => {
  test.use({ signedIn: false });

  for (const viewport of VIEWPORTS) {
    test(`the sign-in screen has no WCAG 2 A/AA violation (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('login');
      await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
      expect.soft(await violationsOn(page), 'axe violations on /login').toEqual([]);
      // The slider dialog too: it is part of signing in.
      await page.getByPlaceholder('账号').fill('admin');
      await page.getByPlaceholder('密码').fill('admin123');
      await page.getByRole('button', { name: '登 录' }).click();
      await expect(page.getByRole('dialog', { name: '请完成安全验证' }).locator('img.slider-captcha-background')).toBeVisible();
      expect(await violationsOn(page), 'axe violations on the slider captcha').toEqual([]);
    });
  }
});

for (const viewport of VIEWPORTS) {
  for (let part = 0; part < WALK_PARTS; part += 1) {
    test(`every menu screen has no WCAG 2 A/AA violation (${viewport.name}, ${partName(part)})`, async ({ page, origin, initialTokens }) => {
      await page.setViewportSize(viewport);
      const all = screensOf(await adminApi<MenuNode[]>(origin, initialTokens!, '/system/auth/list-menus'));
      expect(all.length, 'screens in the menu').toBeGreaterThan(5);
      const screens = walkPart(all, part);
      test.setTimeout(walkTimeout(screens));
      for (const screen of screens) {
        await test.step(`${screen.trail.join(' › ')} (${screen.path})`, async () => {
          await page.goto(screen.path.slice(1));
          await expect(page).toHaveURL(screenUrl(screen));
          await settled(page);
          // Soft: one run names every screen with a problem.
          expect.soft(await violationsOn(page), `axe violations on ${screen.path}`).toEqual([]);
        });
      }
    });
  }
}
