import { test, expect } from '../support/fixtures';
import { adminApi } from '../support/admin';
import { signInThroughApi } from '../support/api';
import { landingQueue } from '../support/app';

// SMS sign-in on one machine: the console channel records the message in the send log, where the code is read.

interface SmsLogPage {
  list: { mobile: string; templateParams: Record<string, string>; templateContent: string }[];
}

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('signs in with a code sent to the mobile, read from the SMS send log', async ({ page, origin }) => {
    const staff = await signInThroughApi(origin);
    const mobile = '15612345678';
    await page.goto('login');
    await page.getByRole('tab', { name: '短信验证码登录' }).click();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('获取验证码成功')).toBeVisible();
    await expect(page.getByRole('button', { name: /\d+秒后可重新获取/ })).toBeDisabled();

    const log = await adminApi<SmsLogPage>(origin, staff, `/system/sms-log/page?pageNo=1&pageSize=1&mobile=${mobile}`);
    const [latest] = log.list;
    const code = latest!.templateParams.code!;
    expect(latest!.templateContent).toContain(code);

    await page.getByLabel('短信验证码').fill(code);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
    await expect(landingQueue(page)).toBeVisible();

    // The send log shows the message to staff, as a list screen.
    await page.goto('system/sms/sms-log');
    await expect(page.getByRole('cell', { name: latest!.templateContent })).toBeVisible();
  });
});
