import { test, expect } from '../support/fixtures';
import { adminApi, dialog, toast, uniqueSuffix } from '../support/admin';
import { visiblePage } from '../support/app';

// 站内信: a template's 测试 dialog sends one to a user of the console; 站内信消息 lists it, and its 详细 shows the
// content as text (a parameter's markup never renders). Screenshots at 1440 and 800 px wide.

const SHOTS = process.env.NOTIFY_SHOTS_DIR;

test('站内信模板 测试 sends one to the chosen user, and 站内信消息 lists it with its content as text', async ({ page, origin, initialTokens }, testInfo) => {
  const shot = async (name: string) => {
    await page.screenshot({ path: SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`) });
  };
  const suffix = uniqueSuffix();
  const code = `e2e-${suffix}`;
  await adminApi(origin, initialTokens!, '/system/notify-template/create', {
    name: `发货通知${suffix}`, code, nickname: '系统', content: '您好 {name}，订单 {order} 已发货', type: 2, status: 0, remark: '端到端',
  });

  await page.goto('system/messages/notify/notify-template');
  const view = visiblePage(page);
  await view.getByRole('textbox', { name: '模板编码' }).fill(code);
  await view.getByRole('button', { name: /(^|\s)搜\s*索$/ }).click();
  const row = view.locator('.ant-table-tbody').getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('系统消息');
  await shot('notify-template-1440');
  await view.getByRole('button', { name: /新\s*增/ }).click();
  const form = dialog(page, '添加站内信模板');
  await expect(form.getByText('系统消息')).toBeVisible();
  await shot('notify-template-form-1440');
  await page.setViewportSize({ width: 800, height: 900 });
  await shot('notify-template-form-800');
  await page.setViewportSize({ width: 1440, height: 900 });
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await expect(form).toBeHidden();
  await row.getByRole('button', { name: /测\s*试/ }).click();
  const send = dialog(page, '测试发送站内信');
  await send.getByRole('combobox', { name: '接收人' }).click();
  await page.getByTitle('芋道源码').click();
  await send.getByLabel('参数 name').fill('<img src=x onerror=alert(1)>');
  await send.getByLabel('参数 order').fill('42');
  await shot('notify-template-test-1440');
  await page.setViewportSize({ width: 800, height: 900 });
  await shot('notify-template-test-800');
  await page.setViewportSize({ width: 1440, height: 900 });
  await send.getByRole('button', { name: /(^|\s)确\s*定$/ }).click();
  await expect(toast(page, '发送成功')).toBeVisible();

  await page.goto('system/messages/notify/notify-message');
  const list = visiblePage(page);
  await list.getByRole('textbox', { name: '模板编码' }).fill(code);
  await list.getByRole('button', { name: /(^|\s)搜\s*索$/ }).click();
  const message = list.locator('.ant-table-tbody').getByRole('row').filter({ hasText: code });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText('您好 <img src=x onerror=alert(1)>，订单 42 已发货');
  await expect(message).toContainText('否');
  await shot('notify-message-1440');
  await message.getByRole('button', { name: /详\s*细|详\s*情/ }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('您好 <img src=x onerror=alert(1)>，订单 42 已发货');
  await expect(detail.locator('img')).toHaveCount(0);
  await shot('notify-message-detail-1440');
  await page.setViewportSize({ width: 800, height: 900 });
  await shot('notify-message-detail-800');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await shot('notify-message-800');
  await page.goto('system/messages/notify/notify-template');
  await expect(visiblePage(page).locator('.ant-table-tbody')).toBeVisible();
  await shot('notify-template-800');
});
