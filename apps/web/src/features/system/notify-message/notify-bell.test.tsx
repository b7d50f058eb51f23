import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderPage } from '@/test/render-page';
import { formatDateTime } from '@/shared/utils/format';
import { usePublicConfigStore } from '@/shared/config/public-config-store';
import { fakeInbox, unreadMessage } from './fake-inbox';
import NotifyBell from './notify-bell';

afterEach(() => vi.unstubAllGlobals());

const bell = () => screen.getByTestId('notify-bell');

describe('header bell', () => {
  it('shows the unread count on the badge and in its accessible name', async () => {
    fakeInbox([unreadMessage('审批通过'), unreadMessage('新的任务', 5)]);
    renderPage(<NotifyBell />, { permissions: [] });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('站内信，2 条未读'));
    expect(within(bell()).getByText('2', { selector: '.ant-scroll-number-only-unit, .ant-scroll-number-only-unit *' })).toBeTruthy();
  }, 60_000);

  it('lists the latest five unread, newest first, as text, with their sender and time', async () => {
    const newest = unreadMessage('<b>第六条</b>', 0, '张三');
    fakeInbox([1, 2, 3, 4, 5].map((n) => unreadMessage(`第${n}条`, 10 - n)).concat(newest));
    renderPage(<NotifyBell />, { permissions: [] });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('站内信，6 条未读'));
    await userEvent.click(bell());
    const list = await screen.findByRole('list', { name: '最新未读' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    // Markup in a message is shown as the characters it is, never rendered.
    expect(items[0]?.textContent).toContain('张三：<b>第六条</b>');
    expect(items[0]?.textContent).toContain(formatDateTime(newest.createTime));
    expect(list.textContent).not.toContain('第1条');
  }, 60_000);

  it('marks one read from the popover and the count falls; 全部已读 clears it', async () => {
    const newest = unreadMessage('甲');
    const inbox = fakeInbox([newest, unreadMessage('乙', 1)]);
    renderPage(<NotifyBell />, { permissions: [] });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('站内信，2 条未读'));
    await userEvent.click(bell());
    const list = await screen.findByRole('list', { name: '最新未读' });
    const [first] = within(list).getAllByRole('listitem');
    if (!first) throw new Error('no message listed');
    await userEvent.click(within(first).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('站内信，1 条未读'));
    expect(inbox.requests).toContain(`PUT update-read?ids=${newest.id}`);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('站内信'));
    expect(await screen.findByText('暂无未读消息')).toBeTruthy();
    expect(inbox.requests).toContain('PUT update-all-read');
  }, 60_000);

  it("asks again at once when another tab says it read a message", async () => {
    const inbox = fakeInbox([unreadMessage('甲')]);
    renderPage(<NotifyBell />, { permissions: [] });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('站内信，1 条未读'));
    // The other tab: reads the message on the server, then tells this one.
    inbox.messages.forEach((message) => (message.readStatus = true));
    const otherTab = new BroadcastChannel('console-notify-message');
    otherTab.postMessage('changed');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('站内信'));
    otherTab.close();
  }, 60_000);

  it('picks up a new message by itself, at the interval the server configures', async () => {
    usePublicConfigStore.setState({ notifyPollSeconds: 2 });
    const inbox = fakeInbox([]);
    renderPage(<NotifyBell />, { permissions: [] });
    await waitFor(() => expect(inbox.requests).toContain('GET get-unread-count'));
    expect(bell().getAttribute('aria-label')).toBe('站内信');
    inbox.deliver(unreadMessage('新消息'));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('站内信，1 条未读'), { timeout: 10_000 });
    usePublicConfigStore.setState({ notifyPollSeconds: 60 });
  }, 60_000);
});
