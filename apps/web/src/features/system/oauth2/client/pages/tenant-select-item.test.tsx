import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import '@/shared/i18n/i18n';
import '@/features/system/oauth2/texts';
import { useAuthStore } from '@/shared/auth/auth-store';
import { TenantSelectItem } from './tenant-select-item';

const search = vi.fn((_name: string) =>
  Promise.resolve([
    { id: 7, name: '乙租户' },
    { id: 1, name: '默认租户' },
  ]),
);
vi.mock('@/features/system/oauth2/oauth2-api', () => ({ tenantChoicesApi: { search: (name: string) => search(name) } }));

describe('可用租户 on the OAuth2 client form', () => {
  it("shows the client's tenants by name and adds one picked from the platform's tenants", async () => {
    useAuthStore.setState({ user: { id: 1, userName: 'admin', nickname: 'admin', avatar: '' }, roles: ['super_admin'], permissions: ['system:tenant:query'], loaded: true });
    const submitted = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form initialValues={{ tenantIds: [1] }} onFinish={submitted}>
          <TenantSelectItem granted={[{ id: 1, name: '默认租户' }]} open required />
          <Button htmlType="submit">save</Button>
        </Form>
      </QueryClientProvider>,
    );
    expect(screen.getByText('默认租户（1）')).toBeTruthy();
    expect(screen.getByText('可用租户')).toBeTruthy();
    await waitFor(() => expect(search).toHaveBeenCalledWith(''));
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('乙租户（7）'));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ tenantIds: [1, 7] }));
  });
});
