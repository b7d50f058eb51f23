import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { signInThroughApi } from '../support/api';
import { visiblePage } from '../support/app';
import { adminApi, confirmBox, dialog, expandTreeNode, okButton, setTreeChecked, submitDialog, toast, treeCheckbox, uniqueSuffix } from '../support/admin';

// Create, edit and delete through the UI on the posts, departments, tenant packages and tenants screens, with the
// client's and the server's refusals of bad input shown where a user sees them.

const createButton = (scope: Locator) => scope.getByRole('button', { name: /新\s*增/ });
const searchButton = (scope: Locator) => scope.getByRole('button', { name: /(^|\s)搜\s*索$/ });
const bodyRows = (scope: Locator) => scope.locator('.ant-table-tbody').getByRole('row');

/** A field's error under it in a form. */
const fieldError = (scope: Locator, text: string) => scope.locator('.ant-form-item-explain-error').filter({ hasText: new RegExp(`^${text}$`) });

/** A toast (antd message or, for a refusal, notification) with this text. */

/** Picks an option of an antd select opened from its label. */
async function pick(page: Page, box: Locator, label: string, option: string) {
  await box.getByLabel(label).click();
  // Clicked once the dropdown has finished sliding in (a click mid-animation can miss on a loaded machine).
  await expect(page.locator('.ant-select-dropdown:visible')).not.toHaveClass(/-(enter|appear)/);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${option}$`) }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Deletes a row through its 删除 button and the confirmation box, then waits until no row holds `text`. */
async function deleteRow(page: Page, view: Locator, row: Locator, confirmText: string | RegExp, text: string) {
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, confirmText);
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(bodyRows(view).filter({ hasText: text })).toHaveCount(0);
}

test('posts: create (refusing a blank form and a duplicate code), edit and delete', async ({ page }) => {
  const suffix = uniqueSuffix();
  const code = `e2e_post_${suffix}`;
  await page.goto('system/post');
  const view = visiblePage(page);
  await expect(bodyRows(view).filter({ hasText: 'ceo' })).toBeVisible();

  await createButton(view).click();
  const add = dialog(page, '添加岗位');
  await okButton(add).click();
  await expect(fieldError(add, '岗位名称不能为空')).toBeVisible();
  await expect(fieldError(add, '岗位编码不能为空')).toBeVisible();
  await add.getByLabel('岗位名称').fill(`E2E 岗位 ${suffix}`);
  // A code already taken: the server refuses, the dialog stays open with what was typed.
  await add.getByLabel('岗位编码').fill('ceo');
  await okButton(add).click();
  await expect(toast(page, '已经存在该标识的岗位')).toBeVisible();
  await expect(add).toBeVisible();
  await expect(add.getByLabel('岗位名称')).toHaveValue(`E2E 岗位 ${suffix}`);
  await add.getByLabel('岗位编码').fill(code);
  await add.getByLabel('岗位顺序').fill('9');
  await submitDialog(add);

  await view.getByRole('textbox', { name: '岗位编码' }).fill(code);
  await searchButton(view).click();
  const row = bodyRows(view).filter({ hasText: code });
  await expect(bodyRows(view)).toHaveCount(1);
  await expect(row).toContainText(`E2E 岗位 ${suffix}`);

  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改岗位');
  await expect(edit.getByLabel('岗位编码')).toHaveValue(code);
  await edit.getByLabel('岗位名称').fill(`E2E 岗位改 ${suffix}`);
  await edit.getByLabel('备注').fill('edited by e2e');
  await submitDialog(edit);
  await expect(row).toContainText(`E2E 岗位改 ${suffix}`);

  await deleteRow(page, view, row, /是否确认删除岗位编号为"\d+"的数据项？/, code);
});

test('departments: add a child (refusing a bad phone and email), edit it, refuse deleting a parent, delete it', async ({ page }) => {
  const name = `E2E 部门 ${uniqueSuffix()}`;
  await page.goto('system/dept');
  const view = visiblePage(page);
  const parent = bodyRows(view).filter({ hasText: '深圳总公司' });
  await expect(parent).toBeVisible();

  await parent.getByRole('button', { name: /新\s*增/ }).click();
  const add = dialog(page, '添加部门');
  await expect(add.locator('.ant-form-item').filter({ hasText: '上级部门' })).toContainText('深圳总公司');
  await add.getByLabel('部门名称').fill(name);
  await add.getByLabel('联系电话').fill('12345');
  await add.getByLabel('邮箱').fill('not-an-email');
  await okButton(add).click();
  await expect(fieldError(add, '请输入正确的手机号码')).toBeVisible();
  await expect(fieldError(add, '请输入正确的邮箱地址')).toBeVisible();
  await add.getByLabel('联系电话').fill('13800138000');
  await add.getByLabel('邮箱').fill('e2e@example.com');
  await add.getByLabel('显示排序').fill('7');
  await submitDialog(add);

  // The new department shows under its parent (the tree is expanded).
  const row = bodyRows(view).filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('7');
  const names = await bodyRows(view).locator('td:first-child').allInnerTexts();
  expect(names.indexOf(name)).toBeGreaterThan(names.indexOf('深圳总公司'));
  expect(names.indexOf(name)).toBeLessThan(names.indexOf('长沙分公司'));

  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改部门');
  await expect(edit.getByLabel('部门名称')).toHaveValue(name);
  await expect(edit.getByLabel('联系电话')).toHaveValue('13800138000');
  await pick(page, edit, '负责人', '芋道源码');
  await edit.getByLabel('部门名称').fill(`${name} 改`);
  await submitDialog(edit);
  const edited = bodyRows(view).filter({ hasText: `${name} 改` });
  await expect(edited).toContainText('芋道源码');

  // A department with children cannot go.
  await parent.getByRole('button', { name: /删\s*除/ }).click();
  await confirmBox(page, '是否确认删除部门名称为"深圳总公司"的数据项？');
  await expect(toast(page, '存在子部门，无法删除')).toBeVisible();
  await expect(parent).toBeVisible();

  await deleteRow(page, view, edited, `是否确认删除部门名称为"${name} 改"的数据项？`, name);
});

test('tenant packages: create with menus (refusing an empty form), edit the grant, delete', async ({ page }) => {
  const name = `E2E 套餐 ${uniqueSuffix()}`;
  await page.goto('system/tenant/package');
  const view = visiblePage(page);
  await expect(view.getByRole('textbox', { name: '套餐名' })).toBeVisible();
  await expect(view.locator('.ant-table')).toBeVisible();

  await createButton(view).click();
  const add = dialog(page, '添加租户套餐');
  await expect(treeCheckbox(add, '系统管理')).toBeVisible();
  await okButton(add).click();
  await expect(fieldError(add, '套餐名不能为空')).toBeVisible();
  await expect(fieldError(add, '菜单权限不能为空')).toBeVisible();
  await add.getByLabel('套餐名').fill(name);
  await expandTreeNode(add, '系统管理');
  await setTreeChecked(add, '用户管理', true);
  await expect(fieldError(add, '菜单权限不能为空')).toHaveCount(0);
  const created = page.waitForRequest((request) => request.url().includes('/system/tenant-package/create'));
  await submitDialog(add);
  const createdIds = ((await created).postDataJSON() as { menuIds: number[] }).menuIds;
  // 系统管理 (half-checked) and 用户管理 with its buttons.
  expect(createdIds).toContain(1);
  expect(createdIds).toContain(100);
  expect(createdIds).not.toContain(103);

  await view.getByRole('textbox', { name: '套餐名' }).fill(name);
  await searchButton(view).click();
  const row = bodyRows(view).filter({ hasText: name });
  await expect(bodyRows(view)).toHaveCount(1);
  await expect(row).toContainText('开启');

  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改租户套餐');
  await expect(edit.getByLabel('套餐名')).toHaveValue(name);
  await expandTreeNode(edit, '系统管理');
  await expect(treeCheckbox(edit, '用户管理')).toHaveClass(/ant-tree-checkbox-checked/);
  await setTreeChecked(edit, '部门管理', true);
  await edit.getByLabel('备注').fill('edited by e2e');
  const updated = page.waitForRequest((request) => request.url().includes('/system/tenant-package/update'));
  await submitDialog(edit);
  expect(((await updated).postDataJSON() as { menuIds: number[] }).menuIds).toEqual(expect.arrayContaining([1, 100, 103]));
  await expect(row).toContainText('edited by e2e');

  await deleteRow(page, view, row, /是否确认删除套餐编号为"\d+"的数据项？/, name);
});

test('tenants: creating one with a package creates its admin; edit; delete', async ({ page, origin, initialTokens }) => {
  const suffix = uniqueSuffix();
  const packageName = `E2E 租户套餐 ${suffix}`;
  // 系统管理 ▸ 用户管理 (with query and create) and 部门管理 (with query).
  await adminApi(origin, initialTokens!, '/system/tenant-package/create', { name: packageName, status: 0, remark: '', menuIds: [1, 100, 1001, 1002, 103, 1017] });
  const tenantName = `E2E 租户 ${suffix}`;
  const adminName = `t${suffix}`;

  await page.goto('system/tenant/list');
  const view = visiblePage(page);
  await expect(bodyRows(view).filter({ hasText: '默认租户' })).toBeVisible();

  await createButton(view).click();
  const add = dialog(page, '添加租户');
  await add.getByLabel('租户名').fill(tenantName);
  await pick(page, add, '租户套餐', packageName);
  await add.getByLabel('联系人').fill('张三');
  await add.getByLabel('联系手机').fill('123');
  await add.getByLabel('用户名称').fill('a b');
  await add.getByLabel('用户密码').fill('ten12345');
  await add.getByLabel('绑定域名').fill(`${suffix}.example.com`);
  await okButton(add).click();
  await expect(fieldError(add, '请输入正确的手机号码')).toBeVisible();
  await expect(fieldError(add, '用户名称只能由 4-30 位字母或数字组成')).toBeVisible();
  await add.getByLabel('联系手机').fill('13900139000');
  await add.getByLabel('用户名称').fill(adminName);
  const created = page.waitForResponse((response) => response.url().includes('/system/tenant/create'));
  await submitDialog(add);
  const tenantId = ((await (await created).json()) as { data: number }).data;

  await view.getByRole('textbox', { name: '租户名' }).fill(tenantName);
  await searchButton(view).click();
  const row = bodyRows(view).filter({ hasText: tenantName });
  await expect(bodyRows(view)).toHaveCount(1);
  await expect(row).toContainText(packageName);
  await expect(row).toContainText('张三');
  await expect(row).toContainText('13900139000');

  // The tenant's admin exists: it signs in to the new tenant and holds the tenant-admin role and the package.
  const tenantAdmin = await signInThroughApi(origin, adminName, 'ten12345', { 'tenant-id': String(tenantId) });
  const info = await adminApi<{ roles: string[]; permissions: string[] }>(origin, tenantAdmin, '/system/auth/get-permission-info');
  expect(info.roles).toEqual(['tenant_admin']);
  expect(info.permissions).toEqual(expect.arrayContaining(['system:user:query', 'system:user:create', 'system:dept:query']));
  expect(info.permissions).not.toContain('system:role:query');

  await row.getByRole('button', { name: /修\s*改/ }).click();
  const edit = dialog(page, '修改租户');
  await expect(edit.getByLabel('租户名')).toHaveValue(tenantName);
  await expect(edit.getByLabel('用户名称')).toHaveCount(0);
  await edit.getByLabel('联系人').fill('李四');
  await edit.getByLabel('账号额度').fill('20');
  await submitDialog(edit);
  await expect(row).toContainText('李四');
  await expect(row).toContainText('20');

  await deleteRow(page, view, row, `是否确认删除租户编号为"${tenantId}"的数据项？`, tenantName);
  // Gone: its admin can no longer sign in.
  await expect(signInThroughApi(origin, adminName, 'ten12345', { 'tenant-id': String(tenantId) })).rejects.toThrow(/租户不存在/);
});
