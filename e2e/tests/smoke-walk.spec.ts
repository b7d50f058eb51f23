import { test, expect, type Page } from '../support/fixtures';
import { dialogsSettled, menuItem, sidebar, visiblePage } from '../support/app';
import { adminApi, watchConsole } from '../support/admin';
import { CRASHED, partName, screensOf, screenUrl, settled, walkPart, WALK_PARTS, walkTimeout, type MenuNode } from '../support/screens';

/**
 * Every screen of the menu, the way a new user meets it: a cold page load of each leaf menu, then its create and
 * edit dialogs. The screens come from the server's menu tree (list-menus, as the sidebar builds itself), so a screen
 * added later is walked without touching this file. Any page error, console error/warning (the fixture) or the
 * error boundary fails the walk.
 */

/** What opens a screen's create dialog, and a row's edit dialog (the lawyer audit's create is 代为登记). */
const CREATE = /(^|\s)(新\s*增|代为登记)$/;
const EDIT = /(^|\s)(修\s*改|编\s*辑)$/;

/** Opens a dialog (or drawer) with `opener`, waits until it has settled, then closes it with its close button. */
async function openAndClose(page: Page, opener: ReturnType<Page['locator']>, what: string): Promise<void> {
  const before = await page.getByRole('dialog').locator('visible=true').count();
  await opener.click();
  const box = page.getByRole('dialog').locator('visible=true');
  await expect(box, `${what} opens`).toHaveCount(before + 1);
  await dialogsSettled(page);
  await settled(page);
  const opened = box.last();
  await opened.getByRole('button', { name: /^(Close|关闭)$/ }).first().click();
  await expect(box, `${what} closes`).toHaveCount(before);
}

/** Screens whose 新增 and 修改 open a page of their own (the form designer), walked by their own specs. */
const CREATE_OPENS_A_PAGE: Record<string, RegExp> = { '/bpm/manager/form': /\/bpm\/manager\/form\/edit$/ };

// The parts of the walk are independent: two workers take them side by side.
test.describe.configure({ mode: 'parallel' });

for (let part = 0; part < WALK_PARTS; part += 1) {
  test(`every menu screen opens on a cold page load, with its create and edit dialogs (${partName(part)})`, async ({ page, origin, initialTokens }) => {
    const menus = await adminApi<MenuNode[]>(origin, initialTokens!, '/system/auth/list-menus');
    const all = screensOf(menus);
    expect(all.length, 'screens in the menu').toBeGreaterThan(5);
    const screens = walkPart(all, part);
    test.setTimeout(walkTimeout(screens, 20_000));
    // The fixture fails the test on these at the end; collected here too, to name the screen that caused them.
    const problems = watchConsole(page);

    for (const screen of screens) {
      await test.step(`${screen.trail.join(' › ')} (${screen.path})`, async () => {
        await page.goto(screen.path.slice(1));
        await expect(page).toHaveURL(screenUrl(screen));
        await settled(page);
        // The sidebar knows the screen: its entry is the selected one.
        await expect(menuItem(sidebar(page), screen.trail.at(-1)!).locator('xpath=ancestor-or-self::li[1]')).toHaveClass(/ant-menu-item-selected/);

        const view = visiblePage(page);
        const create = view.getByRole('button', { name: CREATE, disabled: false }).first();
        const designer = CREATE_OPENS_A_PAGE[screen.path];
        if (designer) {
          await create.click();
          await expect(page).toHaveURL(designer);
          await expect(page.getByText(CRASHED)).toHaveCount(0);
          expect.soft(problems.splice(0), `page errors and console errors/warnings on ${screen.path}`).toEqual([]);
          return;
        }
        if (await create.count()) await openAndClose(page, create, 'the create dialog');

        const edit = view.getByRole('button', { name: EDIT, disabled: false }).first();
        if (await edit.count()) await openAndClose(page, edit, 'the edit dialog');

        await expect(page.getByText(CRASHED)).toHaveCount(0);
        // Soft: the walk goes on, so one run names every screen with a problem.
        expect.soft(problems.splice(0), `page errors and console errors/warnings on ${screen.path}`).toEqual([]);
      });
    }
  });
}
