import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '@/shared/i18n/i18n';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useEditDialog } from './use-edit-dialog';
import { DeleteAction, EditAction } from './row-action';
import { toast } from '@/shared/ui/feedback';

// The toast is asserted as asked for; antd's message, rendered in a root of its own, would outlive the test's page.
vi.mock('@/shared/ui/feedback', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), loading: vi.fn() } }));

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

interface Row {
  id: number;
  name: string;
}

describe('useEditDialog', () => {
  it('opens for a create, and for an edit with the row read afresh', async () => {
    const get = vi.fn((id: number): Promise<Row> => Promise.resolve({ id, name: 'fresh' }));
    const { result } = renderHook(() => useEditDialog<Row, Partial<Row>>({ get, create: vi.fn(), update: vi.fn(), onSaved: vi.fn() }), { wrapper });
    act(() => result.current.openCreate());
    expect(result.current).toMatchObject({ open: true, editing: null });
    await act(() => result.current.openEdit({ id: 7 }));
    expect(get).toHaveBeenCalledWith(7);
    expect(result.current).toMatchObject({ open: true, editing: { id: 7, name: 'fresh' } });
  });

  it('stays closed when the row cannot be read', async () => {
    const get = vi.fn(async (): Promise<Row> => Promise.reject(new Error('gone')));
    const { result } = renderHook(() => useEditDialog<Row, Partial<Row>>({ get, create: vi.fn(), update: vi.fn(), onSaved: vi.fn() }), { wrapper });
    await act(() => result.current.openEdit({ id: 1 }));
    expect(result.current.open).toBe(false);
  });

  it('saves a new row with create and an existing one with update, then closes and refreshes', async () => {
    const create = vi.fn(() => Promise.resolve(1));
    const update = vi.fn(() => Promise.resolve(true));
    const onSaved = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useEditDialog<Row, Partial<Row>>({ get: (id) => Promise.resolve({ id, name: 'x' }), create, update, onSaved }), { wrapper });
    act(() => result.current.openCreate());
    act(() => result.current.save({ name: 'new' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith({ name: 'new' });
    expect(toast.success).toHaveBeenLastCalledWith('新增成功');
    expect(result.current.open).toBe(false);
    act(() => result.current.save({ id: 3, name: 'changed' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(update).toHaveBeenCalledWith({ id: 3, name: 'changed' });
    expect(toast.success).toHaveBeenLastCalledWith('修改成功');
    // Let the mutation's last state update land inside the test: one rendered after teardown has no window.
    await waitFor(() => expect(result.current.saving).toBe(false));
  });
});

describe('EditAction and DeleteAction', () => {
  it('are rendered only for holders of their permission', () => {
    useAuthStore.setState({ user: { id: 9, userName: 'tester', nickname: 'Tester', avatar: '' }, roles: ['common'], permissions: ['demo:thing:update'], loaded: true });
    render(
      <>
        <EditAction permission="demo:thing:update" onClick={vi.fn()} />
        <DeleteAction permission="demo:thing:delete" subject="x" remove={vi.fn()} onDone={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('button', { name: /修\s*改/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});
