import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import { visiblePage } from '../support/app';
import { confirmBox, dialog, okButton } from '../support/admin';

// 表单构建: the form designer on its own, its form shown as form-generator JSON and saved as a React + antd component;
// 系统接口: the OpenAPI document inside the console, its "Try it out" sent with the session's token.

test('表单构建: add a field, view the JSON, export the .tsx, keep the canvas, clear it', async ({ page }) => {
  await page.goto('infra/build');
  const view = visiblePage(page);
  const canvas = view.locator('.bpm-designer-canvas');
  const props = view.locator('.bpm-designer-props');
  // The original's first canvas: one 手机号 field.
  await expect(canvas.locator('.bpm-designer-field')).toHaveCount(1);
  await expect(canvas.locator('[data-variable="mobile"]')).toContainText('手机号');

  await view.getByRole('button', { name: '下拉选择' }).click();
  await props.getByLabel('标题').fill('城市');
  await props.getByLabel('字段名').fill('city');
  await props.getByLabel('选项名 1').fill('上海');

  await view.getByRole('button', { name: '查看 JSON' }).click();
  const drawer = page.getByRole('dialog', { name: '表单 JSON' });
  const json = JSON.parse(await drawer.getByLabel('表单 JSON').inputValue()) as { fields: Array<{ __vModel__: string; __config__: { tag: string }; __slot__?: { options: unknown[] } }>; formRef: string; labelWidth: number };
  expect(json).toMatchObject({ formRef: 'elForm', labelWidth: 100 });
  expect(json.fields.map((f) => [f.__vModel__, f.__config__.tag])).toEqual([
    ['mobile', 'el-input'],
    ['city', 'el-select'],
  ]);
  expect(json.fields[1]!.__slot__!.options[0]).toEqual({ label: '上海', value: 1 });
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();

  await view.getByRole('button', { name: '导出 React 文件' }).click();
  const generate = dialog(page, '选择生成类型');
  await generate.getByLabel('文件名').fill('city-form');
  const download = page.waitForEvent('download');
  await okButton(generate).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('city-form.tsx');
  const source = await readFile(await file.path(), 'utf8');
  expect(source).toContain('export default function CityForm(');
  expect(source).toContain(`<Form.Item name={"city"} label={"城市"} rules={[{ required: true, message: "请选择城市" }]}>`);
  expect(source).toContain(`{ pattern: new RegExp("^1(3|4|5|7|8|9)\\\\d{9}$", ""), message: "手机号格式错误" }`);

  // Kept in this browser: a reload shows the same canvas.
  await page.reload();
  await expect(visiblePage(page).locator('.bpm-designer-field')).toHaveCount(2);
  await expect(visiblePage(page).locator('[data-variable="city"]')).toContainText('城市');

  await visiblePage(page).getByRole('button', { name: '清空' }).click();
  await confirmBox(page, '确定要清空所有组件吗？');
  await expect(visiblePage(page).locator('.bpm-designer-field')).toHaveCount(0);
});

test('系统接口: the OpenAPI document renders, and Try it out runs as the signed-in user', async ({ page }) => {
  await page.goto('infra/swagger');
  const ui = visiblePage(page).locator('.swagger-ui');
  await expect(ui.getByRole('heading', { name: /后台管理系统 Admin API/ })).toBeVisible();
  await ui.getByRole('heading', { name: /^个人中心/ }).click();
  const operation = ui.locator('.opblock').filter({ hasText: '/admin-api/system/user/profile/get' });
  await expect(operation).toBeVisible();
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  // The bearer token went with it: the profile of the signed-in admin, not a 401 envelope.
  await expect(operation.locator('.live-responses-table td.response-col_description:not(.col_header)')).toContainText('"username": "admin"');
});
