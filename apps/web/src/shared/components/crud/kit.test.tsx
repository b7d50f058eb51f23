import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import '@/shared/i18n/i18n';
import { useAuthStore } from '@/shared/auth/auth-store';
import { LoadSaveDialog } from './load-save-dialog';
import { MoreActions } from './row-action';
import { TagsItem, TextItem, useFieldRules } from './form-items';
import { useTreeTable } from './use-tree-table';
import { useEditDialog } from './use-edit-dialog';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

function signInWith(permissions: string[]) {
  useAuthStore.setState({ user: { id: 9, userName: 'tester', nickname: 'Tester', avatar: '' }, roles: ['common'], permissions, loaded: true });
}

interface Subject {
  id: number;
  name: string;
}

describe('LoadSaveDialog', () => {
  function Harness({ subject, load, save, onClose }: { subject: Subject | null; load: (s: Subject) => Promise<string>; save: (s: Subject, v: string) => Promise<unknown>; onClose: () => void }) {
    return (
      <LoadSaveDialog<Subject, string> subject={subject} title="Assign" name="assign" identity={(s) => [['Name', s.name]]} empty="" load={load} save={save} onClose={onClose}>
        {(value, setValue) => (
          <Form.Item label="Value" htmlFor="assign-value">
            <Input id="assign-value" value={value} onChange={(event) => setValue(event.target.value)} />
          </Form.Item>
        )}
      </LoadSaveDialog>
    );
  }

  it('shows whose settings they are, loads the value, and saves the changed value', async () => {
    const save = vi.fn(() => Promise.resolve(true));
    const onClose = vi.fn();
    render(<Harness subject={{ id: 4, name: 'Alice' }} load={() => Promise.resolve('loaded')} save={save} onClose={onClose} />);
    expect(screen.getByDisplayValue('Alice')).toBeTruthy();
    const field = await screen.findByDisplayValue('loaded');
    fireEvent.change(field, { target: { value: 'changed' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ id: 4, name: 'Alice' }, 'changed');
  });

  it('drops a load answered after the dialog moved on to another subject', async () => {
    let answerFirst: (value: string) => void = () => undefined;
    const first = new Promise<string>((resolve) => (answerFirst = resolve));
    const load = vi.fn((subject: Subject) => (subject.id === 1 ? first : Promise.resolve('second')));
    const { rerender } = render(<Harness subject={{ id: 1, name: 'One' }} load={load} save={vi.fn()} onClose={vi.fn()} />);
    rerender(<Harness subject={{ id: 2, name: 'Two' }} load={load} save={vi.fn()} onClose={vi.fn()} />);
    await screen.findByDisplayValue('second');
    await act(() => {
      answerFirst('first');
      return first;
    });
    expect(screen.queryByDisplayValue('first')).toBeNull();
    expect(screen.getByDisplayValue('second')).toBeTruthy();
  });

  it('stays open when the save is refused', async () => {
    const onClose = vi.fn();
    render(<Harness subject={{ id: 4, name: 'Alice' }} load={() => Promise.resolve('x')} save={() => Promise.reject(new Error('refused'))} onClose={onClose} />);
    await screen.findByDisplayValue('x');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /确\s*定/ }).className).not.toContain('loading'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('MoreActions', () => {
  it('offers only the permitted, not hidden items, and nothing at all when none is left', async () => {
    signInWith(['demo:thing:password']);
    const onPassword = vi.fn();
    const { rerender } = render(
      <MoreActions
        items={[
          { key: 'delete', permission: 'demo:thing:delete', label: 'Delete', onClick: vi.fn() },
          { key: 'password', permission: 'demo:thing:password', label: 'Password', onClick: onPassword },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /更多/ }));
    // The menu opens once antd's Dropdown, fetched by this first click, has arrived.
    const password = await screen.findByText('Password', {}, { timeout: 15_000 });
    expect(screen.queryByText('Delete')).toBeNull();
    fireEvent.click(password);
    expect(onPassword).toHaveBeenCalledTimes(1);
    rerender(<MoreActions items={[{ key: 'password', permission: 'demo:thing:password', label: 'Password', hidden: true, onClick: onPassword }]} />);
    expect(screen.queryByRole('button', { name: /更多/ })).toBeNull();
  });
});

describe('TextItem and the field rules', () => {
  it('refuses a blank required field and a text past its length with the locale messages', async () => {
    const onFinish = vi.fn();
    const { result } = renderHook(() => Form.useForm<{ name: string; phone: string }>());
    const [form] = result.current;
    function Harness() {
      const rule = useFieldRules();
      return (
        <Form form={form} onFinish={onFinish}>
          <TextItem name="name" label="名称" required max={5} />
          <TextItem name="phone" label="手机" rules={[rule.mobile('手机号不对')]} />
        </Form>
      );
    }
    render(<Harness />);
    form.setFieldsValue({ name: '   ', phone: '123' });
    await act(() => {
      form.submit();
      return Promise.resolve();
    });
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    expect(screen.getByText('手机号不对')).toBeTruthy();
    form.setFieldsValue({ name: '一二三四五六', phone: '13800138000' });
    await act(() => {
      form.submit();
      return Promise.resolve();
    });
    expect(await screen.findByText(/名称.*5/)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    form.setFieldsValue({ name: '一二三', phone: '' });
    await act(() => {
      form.submit();
      return Promise.resolve();
    });
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: '一二三', phone: '' }));
  });
});

describe('TagsItem', () => {
  it('takes a list of entries, refusing an empty required list and an entry that fails its check, naming it', async () => {
    const onFinish = vi.fn();
    const { result } = renderHook(() => Form.useForm<{ uris: string[] }>());
    const [form] = result.current;
    render(
      <Form form={form} onFinish={onFinish}>
        <TagsItem name="uris" label="回调地址" required valid={{ test: (v) => v.startsWith('https://'), message: (v) => `不是合法的 URI：${v}` }} />
      </Form>,
    );
    const submit = () =>
      act(() => {
        form.submit();
        return Promise.resolve();
      });
    await submit();
    expect(await screen.findByText('回调地址不能为空')).toBeTruthy();
    form.setFieldsValue({ uris: ['https://a.example/cb', 'ftp-nope'] });
    await submit();
    expect(await screen.findByText('不是合法的 URI：ftp-nope')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    form.setFieldsValue({ uris: ['https://a.example/cb'] });
    await submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ uris: ['https://a.example/cb'] }));
  });
});

describe('useTreeTable', () => {
  const rows = [
    { id: 1, parentId: 0, name: 'root' },
    { id: 2, parentId: 1, name: 'child' },
    { id: 3, parentId: 2, name: 'grandchild' },
    { id: 4, parentId: 0, name: 'leaf' },
  ];

  it('builds the tree, opens every parent or none at first, and 展开/折叠 toggles them all', () => {
    const open = renderHook(() => useTreeTable(rows, { expandAll: true }), { wrapper });
    expect(open.result.current.tree.map((node) => node.id)).toEqual([1, 4]);
    expect(open.result.current.expandable.expandedRowKeys).toEqual([1, 2]);
    const closed = renderHook(() => useTreeTable(rows, { expandAll: false }), { wrapper });
    expect(closed.result.current.expandable.expandedRowKeys).toEqual([]);
    render(closed.result.current.expandButton);
    fireEvent.click(screen.getByRole('button', { name: /展开\/折叠/ }));
    closed.rerender();
    expect(closed.result.current.expandable.expandedRowKeys).toEqual([1, 2]);
  });
});

describe('useEditDialog presets', () => {
  it('starts a new row from the preset (a child under its parent) and forgets it when editing', async () => {
    const { result } = renderHook(() => useEditDialog<{ id: number; parentId: number }, { id?: number }>({ get: (id) => Promise.resolve({ id, parentId: 5 }), create: vi.fn(), update: vi.fn(), onSaved: vi.fn() }), { wrapper });
    act(() => result.current.openCreate({ parentId: 7 }));
    expect(result.current.preset).toEqual({ parentId: 7 });
    await act(() => result.current.openEdit({ id: 2 }));
    expect(result.current.preset).toEqual({});
    expect(result.current.editing).toEqual({ id: 2, parentId: 5 });
  });
});
