import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/render-page';
import type { NotifyTemplate } from './notify-template-api';
import { SendNotifyDialog } from './send-notify-dialog';

// The real API client and user lookup run; only the wire is answered here.
const wire = vi.hoisted(() => ({
  get: vi.fn((url: string) => Promise.resolve(url === '/system/user/list-all-simple' ? [{ id: 1, nickname: '芋道源码' }, { id: 7, nickname: '小明' }] : null)),
  post: vi.fn((_url: string, _body: unknown) => Promise.resolve(88 as number | null)),
}));
vi.mock('@/shared/api/http', () => ({ http: wire }));

const template: NotifyTemplate = {
  id: 3,
  name: '发货通知',
  code: 'order-shipped',
  nickname: '系统',
  content: '您好 {name}，订单 {order} 已发货',
  type: 2,
  params: ['name', 'order'],
  status: 0,
  remark: null,
  createTime: 1_767_000_000_000,
};

const dialog = () => screen.getByRole('dialog');
const submit = () => userEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));

describe('站内信模板 测试 dialog', () => {
  it('asks for a receiver and every param, then sends to that admin user with the trimmed values', async () => {
    const onClose = vi.fn();
    renderPage(<SendNotifyDialog template={template} onClose={onClose} />, { permissions: ['system:notify-template:send-notify'] });
    expect(within(dialog()).getByLabelText<HTMLTextAreaElement>('模板内容').value).toBe(template.content);
    expect(within(dialog()).getByLabelText('参数 name')).toBeTruthy();
    expect(within(dialog()).getByLabelText('参数 order')).toBeTruthy();

    // Nothing goes out while a receiver or a param is missing.
    await submit();
    expect(await within(dialog()).findByText('请选择接收人')).toBeTruthy();
    expect(wire.post).not.toHaveBeenCalled();

    await userEvent.click(within(dialog()).getByRole('combobox', { name: '接收人' }));
    await userEvent.click(await screen.findByTitle('小明'));
    await userEvent.type(within(dialog()).getByLabelText('参数 name'), '  Alice ');
    await userEvent.type(within(dialog()).getByLabelText('参数 order'), '42');
    await submit();
    await waitFor(() => expect(wire.post).toHaveBeenCalledTimes(1));
    expect(wire.post).toHaveBeenCalledWith('/system/notify-template/send-notify', { userId: 7, userType: 2, templateCode: 'order-shipped', templateParams: { name: 'Alice', order: '42' } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 60_000);

  it('a template without params needs only the receiver', async () => {
    wire.post.mockClear();
    renderPage(<SendNotifyDialog template={{ ...template, content: '系统维护通知', params: [] }} onClose={() => undefined} />, { permissions: [] });
    expect(within(dialog()).queryByLabelText(/^参数/)).toBeNull();
    await userEvent.click(within(dialog()).getByRole('combobox', { name: '接收人' }));
    await userEvent.click(await screen.findByTitle('芋道源码'));
    await submit();
    await waitFor(() => expect(wire.post).toHaveBeenCalledWith('/system/notify-template/send-notify', { userId: 1, userType: 2, templateCode: 'order-shipped', templateParams: {} }));
  }, 60_000);
});
