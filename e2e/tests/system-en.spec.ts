import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { dialog, okButton } from '../support/admin';

// The posts, departments, tenants and tenant packages screens in English: every label, button, placeholder, column
// title and validation message the screens themselves write is English, and no translation key shows raw.
// Server data stays as stored (menu names in the sidebar, tabs and breadcrumbs, dictionary labels such as 开启,
// department and post names), so table bodies, trees and dictionary radios are left out of the check.

interface Screen {
  path: string;
  /** Something of the screen that shows once it has loaded. */
  ready: (view: Locator) => Locator;
  columns: string[];
  addTitle: string;
  /** Validation messages after pressing OK on the empty add form. */
  required: string[];
}

const SCREENS: Screen[] = [
  {
    path: 'system/post',
    ready: (view) => view.locator('.ant-table-tbody').getByRole('row').filter({ hasText: 'ceo' }),
    columns: ['Post ID', 'Post code', 'Post name', 'Sort', 'Status', 'Created at', 'Actions'],
    addTitle: 'Add post',
    required: ['Post name is required', 'Post code is required'],
  },
  {
    path: 'system/dept',
    ready: (view) => view.locator('.ant-table-tbody').getByRole('row').filter({ hasText: '深圳总公司' }),
    columns: ['Department name', 'Leader', 'Sort', 'Status', 'Created at', 'Actions'],
    addTitle: 'Add department',
    required: ['Department name is required'],
  },
  {
    path: 'system/tenant/list',
    ready: (view) => view.locator('.ant-table-tbody').getByRole('row').filter({ hasText: 'System tenant' }),
    columns: ['Tenant ID', 'Tenant name', 'Package', 'Contact', 'Contact mobile', 'Account quota', 'Expires at', 'Domain', 'Status', 'Created at', 'Actions'],
    addTitle: 'Add tenant',
    required: ['Tenant name is required', 'Package is required', 'Contact is required', 'Admin username is required', 'Admin password is required', 'Domain is required'],
  },
  {
    path: 'system/tenant/package',
    ready: (view) => view.locator('.ant-table'),
    columns: ['Package ID', 'Package name', 'Status', 'Remark', 'Created at', 'Actions'],
    addTitle: 'Add tenant package',
    required: ['Package name is required', 'Choose at least one menu'],
  },
];

const CJK = /[\u3400-\u9fff\uff01-\uff5e]/;
/** A translation key shown as it is, e.g. `post.add` or `common.pleaseEnter`. */
const RAW_KEY = /\b(app|common|crud|layout|routes|errors|pagination|tags|settings|post|dept|tenant|tenantPackage|user|role|menu|dict|notice)\.[a-zA-Z]+/;

/**
 * The text a screen or dialog writes itself: visible text, placeholders, aria-labels and titles, leaving out the
 * elements that show server data.
 */
async function ownText(scope: Locator, dataSelectors: string): Promise<string[]> {
  return scope.evaluate((root, skip) => {
    const texts: string[] = [];
    const isData = (element: Element) => !!element.closest(skip);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || isData(parent) || !parent.checkVisibility()) continue;
      texts.push(text);
    }
    for (const element of Array.from(root.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      if (isData(element) || !element.checkVisibility()) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  }, dataSelectors);
}

function expectEnglish(texts: string[], where: string) {
  expect(texts.length, `${where}: some text`).toBeGreaterThan(0);
  expect(texts.filter((text) => CJK.test(text)), `${where}: Chinese text`).toEqual([]);
  expect(texts.filter((text) => RAW_KEY.test(text)), `${where}: raw translation keys`).toEqual([]);
}

test('in English the post, department, tenant and package screens and their forms are English throughout', async ({ page }) => {
  await page.goto('system/post');
  await expect(visiblePage(page).getByRole('button', { name: /新\s*增/ })).toBeVisible();
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation').getByText('Home')).toBeVisible();

  for (const screen of SCREENS) {
    await page.goto(screen.path);
    const view = visiblePage(page);
    await expect(screen.ready(view)).toBeVisible();
    await expect(view.getByRole('button', { name: /Search$/ })).toBeVisible();
    await expect(view.getByRole('button', { name: /Reset$/ })).toBeVisible();
    await expect(view.locator('.ant-table-thead th')).toHaveText(screen.columns.map((title) => new RegExp(`^${title}$`)), { useInnerText: true });
    expectEnglish(await ownText(view, '.ant-table-tbody, .ant-tag'), screen.path);

    await view.getByRole('button', { name: /(^|\s)Add$/ }).first().click();
    const add = dialog(page, screen.addTitle);
    await expect(add).toBeVisible();
    await okButton(add).click();
    for (const message of screen.required) await expect(add.locator('.ant-form-item-explain-error').filter({ hasText: new RegExp(`^${message}$`) })).toBeVisible();
    expectEnglish(await ownText(add, '.ant-radio-wrapper, .ant-tree, .ant-select-selection-item'), `${screen.path} add dialog`);
    await add.getByRole('button', { name: /Cancel$/ }).click();
    await expect(add).toBeHidden();
  }
});
