import { test, expect, type Page } from '../support/fixtures';
import { adminApi, uniqueSuffix, watchConsole } from '../support/admin';
import { landingQueue, visiblePage } from '../support/app';
import type { Tokens } from '../support/api';

// 站内信 in the header: a message sent to admin through the API shows in two tabs of one browser without a reload
// (the bell asks every NOTIFY_POLL_SECONDS, 2 s in this run); reading it in one tab lowers the count in both (the
// tab that reads tells the other through a BroadcastChannel).

async function putApi(origin: string, tokens: Tokens, path: string): Promise<void> {
  const response = await fetch(`${origin}/admin-api${path}`, { method: 'PUT', headers: { authorization: `Bearer ${tokens.accessToken}` } });
  const envelope = (await response.json()) as { code: number; msg: string };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
}

const bell = (page: Page) => page.getByTestId('notify-bell');

async function unreadCount(origin: string, tokens: Tokens): Promise<number> {
  return adminApi<number>(origin, tokens, '/system/notify-message/get-unread-count');
}

/**
 * Both tabs' bells show the server's unread count. notify.spec.ts may send admin a message of its own meanwhile (the
 * files run side by side), so the count asked for is the server's at the moment, asked again until they agree.
 */
async function bellsShowServerCount(origin: string, tokens: Tokens, pages: Page[], atLeast: number): Promise<void> {
  await expect(async () => {
    const count = await unreadCount(origin, tokens);
    expect(count).toBeGreaterThanOrEqual(atLeast);
    for (const page of pages) await expect(bell(page)).toHaveAccessibleName(count > 0 ? `站内信，${count} 条未读` : '站内信', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('a message sent to admin appears in both tabs without a reload; reading it in one lowers the count in both', async ({ page, context, origin, initialTokens }) => {
  const tokens = initialTokens!;
  const suffix = uniqueSuffix();
  const code = `e2e-bell-${suffix}`;
  await adminApi(origin, tokens, '/system/notify-template/create', { name: `铃铛${suffix}`, code, nickname: '审批助手', content: '合同 {name} 待您审批', type: 2, status: 0 });
  // Start from an empty inbox: the counts below are this test's message (and at most one notify.spec.ts sends).
  await putApi(origin, tokens, '/system/notify-message/update-all-read');
  const me = await adminApi<{ user: { id: number } }>(origin, tokens, '/system/auth/get-permission-info');

  await page.goto('');
  await expect(landingQueue(page)).toBeVisible();
  const other = await context.newPage();
  const otherProblems = watchConsole(other);
  await other.goto('system/dict');
  await expect(visiblePage(other).getByRole('link', { name: 'common_status' })).toBeVisible();
  await bellsShowServerCount(origin, tokens, [page, other], 0);

  const name = `HT-${suffix}`;
  await adminApi(origin, tokens, '/system/notify-template/send-notify', { userId: me.user.id, userType: 2, templateCode: code, templateParams: { name } });
  await bellsShowServerCount(origin, tokens, [page, other], 1);
  await expect(bell(other).locator('.ant-badge-count')).toBeVisible();

  // Read it from the first tab's popover.
  await bell(page).click();
  const latest = page.getByRole('list', { name: '最新未读' });
  const item = latest.getByRole('listitem').filter({ hasText: `审批助手：合同 ${name} 待您审批` });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: '标为已读' }).click();
  await expect(item).toHaveCount(0);
  await bellsShowServerCount(origin, tokens, [page, other], 0);

  // 查看全部 opens 我的站内信, where the message is listed as read.
  await page.getByRole('button', { name: '查看全部' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/notify-message$/);
  const row = visiblePage(page).locator('.ant-table-tbody tr').filter({ hasText: name });
  await expect(row).toContainText('已读');
  await expect(row).toContainText('审批助手');

  // The user menu leads there too.
  await other.getByTestId('user-dropdown').click();
  await other.getByRole('menuitem', { name: '我的站内信' }).click();
  await expect(other).toHaveURL(/\/admin\/user\/notify-message$/);
  await expect(visiblePage(other).locator('.ant-table-tbody tr').filter({ hasText: name })).toContainText('已读');
  expect(otherProblems).toEqual([]);
});
