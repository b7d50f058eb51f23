import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { menuItem, openFromSidebar, sidebar, signInWithSlider, tabs, visiblePage } from '../support/app';
import { dialog, expandTreeNode, okButton, setTreeChecked, signedInPage, signOut, submitDialog, treeCheckbox, uniqueSuffix } from '../support/admin';

// The admin signs out mid-test: tokens of its own, not the worker's shared ones.
test.use({ ownSession: true });

// Seeded menu ids (apps/server/src/db/seed/menus.ts): 系统管理 1; 岗位管理 104 with its buttons 1021–1025;
// 字典管理 105 with 字典查询 1026 and 字典新增 1027.
const SYSTEM = 1;
const POST_MENU = [104, 1021, 1022, 1023, 1024, 1025];
const DICT = 105;
const DICT_QUERY = 1026;
const DICT_CREATE = 1027;

const searchButton = (scope: Locator) => scope.getByRole('button', { name: /(^|\s)搜\s*索$/ });
const createButton = (scope: Locator) => scope.getByRole('button', { name: /新\s*增/ });

/** Finds a role by name on the roles screen (admin) and opens its 菜单权限 dialog, with its tree loaded. */
async function openRoleMenus(page: Page, roleName: string, roleCode: string): Promise<Locator> {
  const view = visiblePage(page);
  await view.getByRole('textbox', { name: '角色名称' }).fill(roleName);
  await searchButton(view).click();
  const row = view.locator('.ant-table-tbody').getByRole('row').filter({ hasText: roleCode });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '菜单权限' }).click();
  const grant = dialog(page, '菜单权限');
  await expect(grant.getByRole('textbox').first()).toHaveValue(roleName);
  await expect(treeCheckbox(grant, '系统管理')).toBeVisible();
  // The role's current grant arrives after the tree: wait until the loading veil is gone.
  await expect(grant.locator('.ant-spin-spinning')).toHaveCount(0);
  return grant;
}

/** Saves the 菜单权限 dialog and returns the menu ids it sent. */
async function saveRoleMenus(page: Page, grant: Locator): Promise<number[]> {
  const request = page.waitForRequest((candidate) => candidate.url().includes('/system/permission/assign-role-menu'));
  const response = page.waitForResponse((candidate) => candidate.url().includes('/system/permission/assign-role-menu'));
  await okButton(grant).click();
  expect(((await (await response).json()) as { code: number }).code).toBe(0);
  await expect(grant).toBeHidden();
  return ((await request).postDataJSON() as { menuIds: number[] }).menuIds;
}

/** The sidebar's entries (directories and pages), by title. */
async function sidebarTitles(page: Page): Promise<string[]> {
  const names = await sidebar(page).getByRole('menuitem').allInnerTexts();
  return names.map((name) => name.trim());
}

test('a role granted a few menus in the UI: its new user sees only those menus and buttons, and a change after signing in again', async ({ page, browser, origin }) => {
  const suffix = uniqueSuffix();
  const roleName = `E2E 角色 ${suffix}`;
  const roleCode = `e2e_role_${suffix}`;
  const username = `e2eu${suffix}`;
  const password = 'e2ePass1';

  // ── As admin: a role with 字典管理 (query button only) and 岗位管理 (with all its buttons).
  await page.goto('system/role');
  const roles = visiblePage(page);
  await expect(roles.getByRole('row').filter({ hasText: 'super_admin' })).toBeVisible();
  await createButton(roles).click();
  const addRole = dialog(page, '添加角色');
  await addRole.getByLabel('角色名称').fill(roleName);
  await addRole.getByLabel('角色标识').fill(roleCode);
  await addRole.getByLabel('角色顺序').fill('99');
  await submitDialog(addRole);

  let grant = await openRoleMenus(page, roleName, roleCode);
  await expandTreeNode(grant, '系统管理');
  await expandTreeNode(grant, '字典管理');
  await setTreeChecked(grant, '字典查询', true);
  await setTreeChecked(grant, '岗位管理', true);
  // The cascade: 岗位管理 checks its buttons (see what is sent below); the parents show half-checked.
  await expect(treeCheckbox(grant, '字典新增')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await expect(treeCheckbox(grant, '字典管理')).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await expect(treeCheckbox(grant, '系统管理')).toHaveClass(/ant-tree-checkbox-indeterminate/);
  // What is stored: the checked menus and their half-checked parents.
  const sent = await saveRoleMenus(page, grant);
  expect([...sent].sort((a, b) => a - b)).toEqual([SYSTEM, DICT, DICT_QUERY, ...POST_MENU].sort((a, b) => a - b));

  // Opening the dialog again shows the same grant.
  grant = await openRoleMenus(page, roleName, roleCode);
  await expandTreeNode(grant, '系统管理');
  await expandTreeNode(grant, '字典管理');
  await expect(treeCheckbox(grant, '字典查询')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(treeCheckbox(grant, '字典新增')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await expect(treeCheckbox(grant, '岗位管理')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(treeCheckbox(grant, '用户管理')).not.toHaveClass(/ant-tree-checkbox-checked|ant-tree-checkbox-indeterminate/);
  await grant.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(grant).toBeHidden();

  // ── A user created on the users screen, then given the role.
  await openFromSidebar(page, '系统管理', '用户管理');
  const users = visiblePage(page);
  await expect(users.getByRole('textbox', { name: '用户名称' })).toBeVisible();
  await createButton(users).click();
  const addUser = dialog(page, '添加用户');
  await addUser.getByLabel('用户昵称').fill(`E2E 用户 ${suffix}`);
  await addUser.getByLabel('用户名称').fill(username);
  await addUser.getByLabel('用户密码').fill(password);
  await submitDialog(addUser);

  await users.getByRole('textbox', { name: '用户名称' }).fill(username);
  await searchButton(users).click();
  const userRow = users.locator('.ant-table-tbody').getByRole('row').filter({ hasText: username });
  await expect(userRow).toHaveCount(1);
  await userRow.getByRole('button', { name: /更多/ }).click();
  await page.getByRole('menuitem', { name: /分配角色/ }).click();
  const assign = dialog(page, '分配角色');
  await expect(assign.getByRole('textbox').first()).toHaveValue(username);
  await assign.getByRole('combobox').click();
  // Clicked once the dropdown has finished sliding in (a click mid-animation can miss on a loaded machine).
  await expect(page.locator('.ant-select-dropdown:visible')).not.toHaveClass(/-(enter|appear)/);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: roleName }).click();
  await expect(assign.locator('.ant-select-selection-item')).toHaveText([roleName]);
  // A multiple select stays open after a pick: close it by clicking elsewhere in the dialog.
  await assign.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const assigned = page.waitForResponse((candidate) => candidate.url().includes('/system/permission/assign-user-role'));
  await submitDialog(assign);
  expect(((await (await assigned).json()) as { code: number }).code).toBe(0);

  // ── Sign out; sign in as the new user (the slider, answered by the test hook like for admin).
  await signOut(page);
  await signInWithSlider(page, { username, password });
  // Without 律师审核 (the usual landing page) the index opens the first screen the user has, not a 404.
  await expect(page).toHaveURL(/\/admin\/system\/post$/);
  await expect(page.getByTestId('user-dropdown')).toContainText(`E2E 用户 ${suffix}`);
  await expect(menuItem(sidebar(page), '岗位管理')).toBeVisible();
  expect(await sidebarTitles(page)).toEqual(['系统管理', '岗位管理', '字典管理']);
  await expect(tabs(page)).toHaveText(['岗位管理']);

  // 岗位管理 with every button; 字典管理 with none but the list.
  const posts = visiblePage(page);
  await expect(posts.locator('.ant-table-tbody').getByRole('row').filter({ hasText: 'ceo' })).toBeVisible();
  await expect(createButton(posts)).toBeVisible();
  await expect(posts.getByRole('button', { name: /导\s*出/ })).toBeVisible();
  await expect(posts.locator('.ant-table-tbody').getByRole('row').filter({ hasText: 'ceo' }).getByRole('button', { name: /修\s*改/ })).toBeVisible();

  await openFromSidebar(page, '系统管理', '字典管理');
  const dicts = visiblePage(page);
  await expect(dicts.getByRole('link', { name: 'common_status' })).toBeVisible();
  await expect(createButton(dicts)).toHaveCount(0);
  await expect(dicts.getByRole('button', { name: /导\s*出/ })).toHaveCount(0);
  await expect(dicts.getByRole('button', { name: /修\s*改|删\s*除/ })).toHaveCount(0);

  // A screen outside the grant is not there at all.
  await page.goto('system/user');
  await expect(page).toHaveURL(/\/admin\/404$/);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/admin\/system\/post$/);

  // ── Meanwhile an administrator, in another browser, takes 岗位管理 away and grants 字典新增.
  const admin = await signedInPage(browser, origin);
  try {
    await admin.page.goto('system/role');
    await expect(visiblePage(admin.page).getByRole('row').filter({ hasText: 'super_admin' })).toBeVisible();
    grant = await openRoleMenus(admin.page, roleName, roleCode);
    await expandTreeNode(grant, '系统管理');
    await expandTreeNode(grant, '字典管理');
    await setTreeChecked(grant, '岗位管理', false);
    await setTreeChecked(grant, '字典新增', true);
    const changed = await saveRoleMenus(admin.page, grant);
    expect([...changed].sort((a, b) => a - b)).toEqual([SYSTEM, DICT, DICT_QUERY, DICT_CREATE]);
    expect(admin.problems).toEqual([]);
  } finally {
    await admin.context.close();
  }

  // ── The user signs in again and sees the new grant.
  await signOut(page);
  await signInWithSlider(page, { username, password });
  await expect(page).toHaveURL(/\/admin\/system\/dict$/);
  const dictsAgain = visiblePage(page);
  await expect(dictsAgain.getByRole('link', { name: 'common_status' })).toBeVisible();
  expect(await sidebarTitles(page)).toEqual(['系统管理', '字典管理']);
  await expect(createButton(dictsAgain)).toBeVisible();
  await expect(dictsAgain.getByRole('button', { name: /导\s*出/ })).toHaveCount(0);
  await expect(dictsAgain.getByRole('button', { name: /修\s*改|删\s*除/ })).toHaveCount(0);
  await page.goto('system/post');
  await expect(page).toHaveURL(/\/admin\/404$/);
});
