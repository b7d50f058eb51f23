import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnTitles, detailValue, pickOption, renderPage } from '@/test/render-page';
import { fakeInbox, unreadMessage } from '../fake-inbox';
import MyNotifyMessagePage from './my';

afterEach(() => vi.unstubAllGlobals());

const row = (text: string) => within(document.querySelector<HTMLElement>('.ant-table-tbody')!).getByText(text).closest('tr') as HTMLElement;

describe('我的站内信', () => {
  it('lists my messages and filters by 是否已读', async () => {
    const read = { ...unreadMessage('已看过'), readStatus: true, readTime: Date.UTC(2026, 10, 29, 9) };
    const inbox = fakeInbox([unreadMessage('待处理'), read]);
    renderPage(<MyNotifyMessagePage />, { permissions: [] });
    expect(await screen.findByText('待处理')).toBeTruthy();
    expect(screen.getByText('已看过')).toBeTruthy();
    expect(columnTitles()).toEqual(expect.arrayContaining(['发送人', '发送时间', '类型', '消息内容', '是否已读', '阅读时间']));
    await pickOption('是否已读', '未读');
    await userEvent.click(within(document.querySelector<HTMLElement>('.search-form')!).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(screen.queryByText('已看过')).toBeNull());
    expect(inbox.requests.at(-1)).toMatch(/^GET my-page\?.*readStatus=false/);
  }, 60_000);

  it('详情 shows the message and marks it read', async () => {
    const message = unreadMessage('请审批 <i>合同</i>', 0, '李四');
    const inbox = fakeInbox([message]);
    renderPage(<MyNotifyMessagePage />, { permissions: [] });
    await screen.findByText('请审批 <i>合同</i>');
    expect(within(row('请审批 <i>合同</i>')).getByText('未读')).toBeTruthy();
    await userEvent.click(within(row('请审批 <i>合同</i>')).getByRole('button', { name: /详\s*情/ }));
    expect(detailValue('发送人')).toBe('李四');
    expect(detailValue('消息内容')).toBe('请审批 <i>合同</i>');
    await waitFor(() => expect(inbox.requests).toContain(`PUT update-read?ids=${message.id}`));
    await waitFor(() => expect(within(row('请审批 <i>合同</i>')).getByText('已读')).toBeTruthy());
  }, 60_000);

  it('标记已读 marks the selected messages; 全部已读 marks the rest', async () => {
    const [a, b, c] = [unreadMessage('一'), unreadMessage('二', 1), unreadMessage('三', 2)];
    const inbox = fakeInbox([a, b, c]);
    renderPage(<MyNotifyMessagePage />, { permissions: [] });
    await screen.findByText('一');
    const markSelected = screen.getByRole('button', { name: /标记已读/ });
    expect(markSelected).toHaveProperty('disabled', true);
    await userEvent.click(within(row('一')).getByRole('checkbox'));
    await userEvent.click(within(row('二')).getByRole('checkbox'));
    await userEvent.click(markSelected);
    await waitFor(() => expect(inbox.requests).toContain(`PUT update-read?ids=${a.id}&ids=${b.id}`));
    await waitFor(() => expect(within(row('二')).getByText('已读')).toBeTruthy());
    // A read message cannot be selected again.
    expect(within(row('一')).getByRole('checkbox')).toHaveProperty('disabled', true);
    expect(within(row('三')).getByText('未读')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /全部已读/ }));
    await waitFor(() => expect(within(row('三')).getByText('已读')).toBeTruthy());
    expect(inbox.requests).toContain('PUT update-all-read');
  }, 60_000);
});
