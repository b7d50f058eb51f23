import { test, expect } from '../support/fixtures';

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('the sign-in page switches to English', async ({ page }) => {
    await page.goto('login');
    await expect(page.getByRole('button', { name: '登 录' })).toBeVisible();
    await page.getByRole('button', { name: '语言' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Welcome back')).toBeVisible();
  });
});

test('the header language switch shows the console in English, and the choice is kept', async ({ page }) => {
  await page.goto('');
  await expect(page.getByRole('navigation').getByText('首页')).toBeVisible();
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('navigation').getByText('Home')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toContainText('back-office management system');
  await page.getByTestId('user-dropdown').click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('navigation').getByText('Home')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
});
