import { test, expect } from '../support/fixtures';
import { adminApi, confirmBox } from '../support/admin';
import { signInThroughApi } from '../support/api';
import { landingQueue, signInWithSlider } from '../support/app';
import { startSocialStandIn, type SocialStandIn } from '../../apps/server/test/support/social-stand-in';

// Social sign-in through a local stand-in of the providers' OAuth APIs (the server's SOCIAL_PROVIDER_ORIGIN points at
// it): the first time binds with a password, after that the button alone signs in; the personal centre lists it.

let provider: SocialStandIn;
test.beforeAll(async () => {
  provider = await startSocialStandIn({ 'e2e-gitee-app': 'e2e-gitee-secret' }, Number(process.env.E2E_SOCIAL_PORT));
});
test.afterAll(async () => {
  await provider.close();
});

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('Gitee: binds on first use with a password, then signs in with the button alone', async ({ page, origin }) => {
    const staff = await signInThroughApi(origin);
    await adminApi(origin, staff, '/system/social-client/create', { name: '码云登录', socialType: 10, clientId: 'e2e-gitee-app', clientSecret: 'e2e-gitee-secret', agentId: null, status: 0 });
    provider.signIn({ id: '424242', name: '码云小明' });

    await page.goto('login');
    await page.getByRole('button', { name: /码云/ }).click();
    await expect(page).toHaveURL(/\/admin\/social-login\?/);
    await expect(page.getByRole('heading', { name: '绑定账号' })).toBeVisible();
    await expect(page.getByText('该码云账号尚未绑定后台账号')).toBeVisible();
    await signInWithSlider(page, { submit: '绑定并登录' });
    await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
    await expect(landingQueue(page)).toBeVisible();

    await page.goto('user/profile?tab=social');
    const row = page.locator('.ant-list-item').filter({ hasText: '码云' });
    await expect(row).toContainText('码云小明（424242）');
    await expect(row).toContainText('已绑定');

    // Unbind, then bind again from the personal centre: the provider sends the browser back here.
    await row.getByRole('button', { name: /解\s*绑/ }).click();
    await confirmBox(page, '是否确认解绑码云账号？');
    await expect(row).toContainText('未绑定');
    await row.getByRole('button', { name: /绑\s*定/ }).click();
    await expect(page.locator('.ant-message-notice').filter({ hasText: '绑定成功' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/user\/profile\?tab=social$/);
    await expect(row).toContainText('已绑定');

    // Signed out, the button alone signs back in.
    await page.evaluate(() => localStorage.clear());
    await page.goto('login');
    await page.getByRole('button', { name: /码云/ }).click();
    await expect(page).toHaveURL(/\/admin\/audit\/lawyer$/);
    await expect(landingQueue(page)).toBeVisible();
  });
});
